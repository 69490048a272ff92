import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '@/i18n';
import { useAppStatus } from '@/stores/app-status-store';
import { useCoreStore } from '@/stores/core-store';
import { applyHandover, resetHandoverForTests, waitForHandover } from '../handover';

const handover = {
  token: 'native-token',
  phone_number: '9123456789',
  customerId: 42,
  app_version: '3.1.0',
  app_type: 2,
  device_id: 'dev-1',
  app_channel: 'playstore',
  language: 'hi',
  app_name: 'RupeeSetu',
  promotion_channel: 'ref_abc',
  isTopSafe: 1,
  order_id: '',
};

beforeEach(async () => {
  await initI18n();
  resetHandoverForTests();
  sessionStorage.clear();
  useCoreStore.getState().reset();
});

afterEach(() => {
  delete (window as unknown as Record<string, unknown>).Android;
  vi.useRealTimers();
});

describe('applyHandover (spec §2, §3)', () => {
  it('sets the session, the promotion source, the language and the top inset', async () => {
    applyHandover(handover);
    expect(useCoreStore.getState().publicData).toEqual({
      token: 'native-token',
      customerId: '42',
      phone_number: '9123456789',
      app_type: 2,
    });
    expect(JSON.parse(localStorage.getItem('userInfo') ?? '{}')).toEqual({
      token: 'native-token',
      customerId: '42',
    });
    expect(sessionStorage.getItem('promotion_channel')).toBe('ref_abc');
    expect(sessionStorage.getItem('proSource')).toBe('playstore');
    // Hindi's strings are a chunk of their own: its first import is Vite's transform.
    await vi.waitFor(() => expect(i18n.language).toBe('hi'), { timeout: 5_000 });
    expect(document.documentElement.lang).toBe('hi');
    expect(useAppStatus.getState()).toMatchObject({
      topSafe: true,
      nativeInfo: { appVersion: '3.1.0', deviceId: 'dev-1' },
    });
  });

  it('takes the device type code (app_type) even without a session, and ignores unknown codes', () => {
    applyHandover({ app_type: '2', language: 'en' });
    expect(useCoreStore.getState().publicData).toMatchObject({ token: '', app_type: 2 });
    applyHandover({ app_type: 9, language: 'en' });
    expect(useCoreStore.getState().publicData.app_type).toBe(2);
  });

  it('accepts the object as JSON and ignores unparseable JSON', () => {
    applyHandover(JSON.stringify({ ...handover, language: 'en' }));
    expect(useCoreStore.getState().publicData.token).toBe('native-token');
    useCoreStore.getState().reset();
    expect(() => applyHandover('{not json')).not.toThrow();
    expect(useCoreStore.getState().publicData.token).toBe('');
  });
});

describe('waitForHandover', () => {
  it('resolves at once in a browser', async () => {
    await expect(waitForHandover(10_000)).resolves.toBeUndefined();
  });

  it('inside the app waits for the handover', async () => {
    (window as unknown as Record<string, unknown>).Android = {};
    let done = false;
    const waiting = waitForHandover(10_000).then(() => {
      done = true;
    });
    await Promise.resolve();
    expect(done).toBe(false);
    applyHandover({ ...handover, language: 'en' });
    await waiting;
    expect(done).toBe(true);
  });

  it('inside the app gives up after the timeout and proceeds as a browser', async () => {
    vi.useFakeTimers();
    (window as unknown as Record<string, unknown>).Android = {};
    const waiting = waitForHandover(3000);
    vi.advanceTimersByTime(3000);
    await expect(waiting).resolves.toBeUndefined();
    await expect(waitForHandover(3000)).resolves.toBeUndefined();
  });
});

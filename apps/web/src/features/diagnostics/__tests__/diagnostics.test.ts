import { afterEach, describe, expect, it, vi } from 'vitest';
import { ANDROID_INTERFACE } from '@/lib/bridge';
import { applyHandover, resetHandoverForTests } from '@/lib/handover';
import { useCoreStore } from '@/stores/core-store';
import { probeApi } from '../api/get-health';
import { maskHandover, maskPhone, maskSecret } from '../components/mask';
import { reportText } from '../components/report';
import { bridgeKind, readSnapshot } from '../components/snapshot';

const TOKEN = 'tok_9f2c1e7a55b04d2e8c3a';
const HEALTH = {
  status: 'ok',
  version: '0.1.0',
  maintenance: false,
  database: { ok: true, driver: 'pglite', latencyMs: 1 },
};

afterEach(() => {
  vi.unstubAllGlobals();
  delete (window as unknown as Record<string, unknown>).webkit;
  delete (window as unknown as Record<string, unknown>)[ANDROID_INTERFACE];
  resetHandoverForTests();
  useCoreStore.getState().reset();
  sessionStorage.clear();
  localStorage.clear();
});

/** A clock that moves `step` ms each time it is read. */
const ticking = (step: number) => {
  let t = 1000;
  return () => {
    t += step;
    return t;
  };
};

describe('masking', () => {
  it('leaves enough of a token to tell two apart, and only the last four digits of a phone', () => {
    expect(maskSecret(TOKEN)).toBe('tok_…8c3a');
    expect(maskSecret('short')).toBe('••••');
    expect(maskSecret('')).toBe('');
    expect(maskPhone('9123456789')).toBe('••••••6789');
    expect(maskHandover({ token: TOKEN, phone_number: '9123456789', language: 'hi' })).toEqual({
      token: 'tok_…8c3a',
      phone_number: '••••••6789',
      language: 'hi',
    });
  });
});

describe('probing the API', () => {
  it('reports a healthy server with the round trip in ms', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(HEALTH), { status: 200 })),
    );
    await expect(probeApi(undefined, ticking(12))).resolves.toEqual({
      state: 'ok',
      latencyMs: 12,
      health: HEALTH,
    });
  });

  it('reports an HTTP failure with its status and code, and an unreachable server as such', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ code: 'MAINTENANCE', message: '' }), { status: 503 })),
    );
    await expect(probeApi(undefined, ticking(5))).resolves.toEqual({
      state: 'http',
      latencyMs: 5,
      status: 503,
      code: 'MAINTENANCE',
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(probeApi(undefined, ticking(7))).resolves.toEqual({ state: 'unreachable', latencyMs: 7 });
  });
});

describe('the report', () => {
  it('says which bridge the page sees', () => {
    expect(bridgeKind()).toBe('absent');
    (window as unknown as Record<string, unknown>)[ANDROID_INTERFACE] = { closePage: () => undefined };
    expect(bridgeKind()).toBe('android');
    window.webkit = { messageHandlers: {} };
    expect(bridgeKind()).toBe('ios');
  });

  it('carries session, handover and flags, and never the whole token or phone', () => {
    sessionStorage.setItem('isBrowser', 'true');
    sessionStorage.setItem('promotion_channel', 'play');
    localStorage.setItem('deskrop', '1');
    applyHandover({ token: TOKEN, customerId: 42, phone_number: '9123456789', app_version: '3.4.0' });
    const report = reportText(
      readSnapshot(),
      { state: 'ok', latencyMs: 12, health: HEALTH as never },
      new Date('2026-11-23T10:00:00Z'),
    );
    const line = (key: string) => report.split('\n').find((l) => l.startsWith(`${key}: `));
    expect(line('time')).toBe('time: 2026-11-23T10:00:00.000Z');
    expect(line('bridge')).toBe('bridge: absent');
    expect(line('device_type')).toMatch(/^device_type: [123]$/);
    expect(line('logged_in')).toBe('logged_in: yes');
    expect(line('customer_id')).toBe('customer_id: 42');
    expect(line('token')).toBe('token: tok_…8c3a');
    expect(line('native_app_version')).toBe('native_app_version: 3.4.0');
    expect(line('browser_mode')).toBe('browser_mode: yes');
    expect(line('deskrop')).toBe('deskrop: 1');
    expect(line('promotion_channel')).toBe('promotion_channel: play');
    expect(line('api')).toBe('api: ok, 12 ms');
    expect(line('server_version')).toBe('server_version: 0.1.0');
    expect(line('handover')).toContain('"customerId":42');
    expect(report).not.toContain(TOKEN);
    expect(report).not.toContain('9123456789');
  });
});

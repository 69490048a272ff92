import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/i18n';
import { resetHandoverForTests } from '@/lib/handover';
import { startSession } from '@/lib/session';
import { getCookie } from '@/lib/storage';
import { useCoreStore } from '@/stores/core-store';
import { handedOverOrder } from '../native-calls';
import { installNativeHooks } from '../native-hooks';
import type { AppRouter } from '../router';

const posted: [string, unknown][] = [];
const router = {
  navigate: vi.fn(async () => undefined),
  revalidate: vi.fn(async () => undefined),
  state: { initialized: false, navigation: { state: 'idle' }, location: { pathname: '/', search: '' } },
  subscribe: () => () => undefined,
};

beforeEach(async () => {
  await initI18n();
  resetHandoverForTests();
  useCoreStore.getState().reset();
  posted.length = 0;
  router.navigate.mockClear();
  router.revalidate.mockClear();
  window.webkit = {
    messageHandlers: new Proxy(
      {},
      { get: (_t, action: string) => ({ postMessage: (p: unknown) => posted.push([action, p]) }) },
    ),
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(null, { status: 204 })),
  );
  installNativeHooks(router as unknown as AppRouter);
});

afterEach(() => {
  delete (window as { webkit?: unknown }).webkit;
  vi.unstubAllGlobals();
});

const session = { token: 'tok-9', customerId: 'c-9', phone_number: '9000000009', language: 'en' };

describe('window.nativeHandover', () => {
  it('logs the user in and re-runs the guards', async () => {
    window.nativeHandover?.(session);
    await vi.waitFor(() => expect(router.revalidate).toHaveBeenCalled());
    expect(useCoreStore.getState().publicData.token).toBe('tok-9');
    expect(router.navigate).not.toHaveBeenCalled();
  });

  it("opens the order's page when the handover names one", async () => {
    window.nativeHandover?.(JSON.stringify({ ...session, order_id: 'ord 7' }));
    await vi.waitFor(() => expect(router.navigate).toHaveBeenCalledWith('/withdrawDetail?id=ord%207'));
  });

  it('without a session, an order id opens nothing (the guards send the user to /start)', async () => {
    window.nativeHandover?.({ order_id: 'ord-7' });
    await vi.waitFor(() => expect(router.revalidate).toHaveBeenCalled());
    expect(router.navigate).not.toHaveBeenCalled();
  });
});

describe('before the router exists (main.tsx makes it a task after the entry)', () => {
  it('a handover logs the user in and re-runs the guards once the router is made', async () => {
    let routerMade!: (made: AppRouter) => void;
    installNativeHooks(
      new Promise<AppRouter>((resolve) => {
        routerMade = resolve;
      }),
    );
    window.nativeHandover?.(session);
    await vi.waitFor(() => expect(useCoreStore.getState().publicData.token).toBe('tok-9'));
    expect(router.revalidate).not.toHaveBeenCalled();
    routerMade(router as unknown as AppRouter);
    await vi.waitFor(() => expect(router.revalidate).toHaveBeenCalled());
  });
});

describe('handedOverOrder', () => {
  it('reads order_id from the object or its JSON; blank or missing is none', () => {
    expect(handedOverOrder({ order_id: 12 })).toBe('12');
    expect(handedOverOrder('{"order_id":" a1 "}')).toBe('a1');
    expect(handedOverOrder({ order_id: '' })).toBeNull();
    expect(handedOverOrder('{oops')).toBeNull();
  });
});

describe('window.appLogout (spec §4)', () => {
  it('clears the cookie, the session and userInfo, and returns to /start', async () => {
    startSession({ token: 'tok-1', customerId: 'c-1', phone: '9876543210' });
    window.appLogout?.();
    await vi.waitFor(() => expect(router.navigate).toHaveBeenCalledWith('/start', { replace: true }));
    expect(getCookie('session_9876543210')).toBeNull();
    expect(localStorage.getItem('userInfo')).toBeNull();
    expect(useCoreStore.getState().publicData).toMatchObject({ token: '', customerId: '', phone_number: '' });
  });
});

describe('window.appRefresh', () => {
  it('answers isRefreshOk once the data is asked again', async () => {
    window.appRefresh?.();
    await vi.waitFor(() => expect(posted).toContainEqual(['isRefreshOk', '1']));
  });
});

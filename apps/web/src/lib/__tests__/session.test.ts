import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '@/stores/auth-store';
import { useBankStore } from '@/stores/bank-store';
import { useCoreStore } from '@/stores/core-store';
import { useIdentityStore } from '@/stores/identity-store';
import { logout, startSession } from '../session';
import { getCookie } from '../storage';

const fetchMock = vi.fn(async () => new Response(null, { status: 204 }));

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockClear();
  startSession({ token: 'tok-1', customerId: 'c-1', phone: '9876543210' });
  useCoreStore.getState().setHomeData({ stage: 'apply' });
  useAuthStore.setState({ appBackCount: 3 });
  useBankStore.setState({ currentBank: { ifscCode: 'SBIN0000001', insensitivityCode: '', cardCode: '' } });
  useIdentityStore.setState({ appBackDuration: 9 });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('startSession', () => {
  it('stores the session in the core store, userInfo and the phone-keyed cookie', () => {
    expect(useCoreStore.getState().publicData).toMatchObject({
      token: 'tok-1',
      customerId: 'c-1',
      phone_number: '9876543210',
    });
    expect(JSON.parse(localStorage.getItem('userInfo') ?? '{}')).toEqual({
      token: 'tok-1',
      customerId: 'c-1',
    });
    expect(getCookie('session_9876543210')).toBe('tok-1');
  });
});

describe('logout (spec §4)', () => {
  it('clears the cookie, the session, every store and userInfo', async () => {
    await logout();
    expect(getCookie('session_9876543210')).toBeNull();
    const core = useCoreStore.getState();
    expect(core.publicData).toEqual({ token: '', customerId: '', phone_number: '', app_type: 1 });
    expect(core.homeData).toEqual({});
    expect(core.loanTabType).toBe(2);
    expect(useAuthStore.getState().appBackCount).toBe(0);
    expect(useBankStore.getState().currentBank.ifscCode).toBe('');
    expect(useIdentityStore.getState().appBackDuration).toBe(0);
    expect(localStorage.getItem('userInfo')).toBeNull();
  });

  it("drops the cached server data, so the next customer never sees the last one's", async () => {
    const { queryClient } = await import('../query-client');
    queryClient.setQueryData(['home'], { stage: 'approved' });
    await logout();
    expect(queryClient.getQueryData(['home'])).toBeUndefined();
  });

  it('tells the server with the old token', async () => {
    await logout();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/auth/logout');
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer tok-1');
  });

  it('ignores a failing server and calls nothing without a token', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('offline'));
    await expect(logout()).resolves.toBeUndefined();
    expect(useCoreStore.getState().publicData.token).toBe('');
    fetchMock.mockClear();
    await logout();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorText } from '@/i18n/error-text';
import { useAppStatus } from '@/stores/app-status-store';
import { useCoreStore } from '@/stores/core-store';
import { json } from '@/testing/json-response';
import { ApiError, apiRequest, toastApiError } from '../api-client';

const toast = vi.hoisted(() => ({ showToast: vi.fn(), showErrorToast: vi.fn() }));
vi.mock('../toast', () => toast);

let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  toast.showToast.mockClear();
  toast.showErrorToast.mockClear();
  useCoreStore.setState({ expireFlag: false, expireMsg: '' });
  useCoreStore.getState().setPublicData({ token: 'tok', customerId: 'c1' });
  useAppStatus.setState({ unavailable: false });
});

afterEach(() => vi.unstubAllGlobals());

describe('apiRequest', () => {
  it('sends the bearer token and the language, and parses JSON', async () => {
    fetchMock.mockResolvedValue(json(200, { ok: true }));
    await expect(apiRequest('/api/v1/me')).resolves.toEqual({ ok: true });
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    const headers = init.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer tok');
    expect(headers['Accept-Language']).toBe('en');
  });

  it('parses { code, message } into an ApiError', async () => {
    fetchMock.mockResolvedValue(
      json(400, { code: 'OTP_INCORRECT', message: 'Verification code incorrect, please re-enter.' }),
    );
    const error = await apiRequest('/api/v1/auth/login/otp', { method: 'POST', body: {} }).catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'OTP_INCORRECT', notified: false });
    toastApiError(error);
    expect(toast.showToast).toHaveBeenCalledWith('Verification code incorrect, please re-enter.');
  });

  it('raises the expire flag with the message on 401 SESSION_EXPIRED', async () => {
    fetchMock.mockResolvedValue(json(401, { code: 'SESSION_EXPIRED', message: 'Your login has expired.' }));
    const error = await apiRequest('/api/v1/home').catch((e) => e);
    expect(useCoreStore.getState()).toMatchObject({ expireFlag: true, expireMsg: 'Your login has expired.' });
    expect(error).toMatchObject({ notified: true });
    toastApiError(error);
    expect(toast.showToast).not.toHaveBeenCalled();
  });

  it('does not raise the flag for other 401s', async () => {
    fetchMock.mockResolvedValue(json(401, { code: 'AUTH_REQUIRED', message: 'Please log in first.' }));
    await apiRequest('/api/v1/home').catch(() => undefined);
    expect(useCoreStore.getState().expireFlag).toBe(false);
  });

  it('shows the service-unavailable screen on 503', async () => {
    fetchMock.mockResolvedValue(json(503, { code: 'MAINTENANCE', message: 'Under maintenance.' }));
    await expect(apiRequest('/api/v1/home')).rejects.toMatchObject({ status: 503, notified: true });
    expect(useAppStatus.getState().unavailable).toBe(true);
  });

  it('toasts NETWORK_ABNORMAL when fetch itself fails', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(apiRequest('/api/v1/config')).rejects.toMatchObject({ status: 0, code: 'NETWORK_ABNORMAL' });
    expect(toast.showErrorToast).toHaveBeenCalledWith('NETWORK_ABNORMAL');
  });

  it('has no side effects when quiet', async () => {
    fetchMock.mockResolvedValue(json(401, { code: 'SESSION_EXPIRED', message: 'x' }));
    await apiRequest('/api/v1/auth/logout', { method: 'POST', quiet: true }).catch(() => undefined);
    fetchMock.mockRejectedValue(new TypeError('offline'));
    await apiRequest('/api/health', { quiet: true }).catch(() => undefined);
    expect(useCoreStore.getState().expireFlag).toBe(false);
    expect(toast.showErrorToast).not.toHaveBeenCalled();
  });

  it('opens the expire popup from a quiet background read that asks for it, without a toast', async () => {
    fetchMock.mockResolvedValue(json(401, { code: 'SESSION_EXPIRED', message: 'Your login has expired.' }));
    const error = await apiRequest('/api/v1/messages/unread-count', {
      quiet: true,
      reportExpiry: true,
    }).catch((e) => e);
    expect(error).toMatchObject({ notified: true });
    expect(useCoreStore.getState()).toMatchObject({ expireFlag: true, expireMsg: 'Your login has expired.' });
    fetchMock.mockRejectedValue(new TypeError('offline'));
    await apiRequest('/api/v1/messages/unread-count', { quiet: true, reportExpiry: true }).catch(
      () => undefined,
    );
    expect(toast.showErrorToast).not.toHaveBeenCalled();
  });

  it('falls back to the catalogue when the server sends no message', async () => {
    fetchMock.mockResolvedValue(new Response('<html>bad gateway</html>', { status: 502 }));
    const error = await apiRequest('/api/v1/home').catch((e) => e);
    expect(error).toMatchObject({ code: 'INTERNAL', message: '' });
    toastApiError(error);
    expect(toast.showErrorToast).toHaveBeenCalledWith('INTERNAL');
  });

  it('keeps a code this build does not know, whose text reads as INTERNAL', async () => {
    fetchMock.mockResolvedValue(json(409, { code: 'SOMETHING_NEWER', message: '' }));
    const error = await apiRequest('/api/v1/home').catch((e) => e);
    expect(error).toMatchObject({ status: 409, code: 'SOMETHING_NEWER', notified: false });
    toastApiError(error);
    expect(toast.showErrorToast).toHaveBeenCalledWith('SOMETHING_NEWER');
    expect(errorText('SOMETHING_NEWER')).toBe(errorText('INTERNAL'));
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCoreStore } from '@/stores/core-store';
import { json } from '@/testing/json-response';
import { requestEarly, takeArrived, takeEarly } from '../early-request';

const toast = vi.hoisted(() => ({ showToast: vi.fn(), showErrorToast: vi.fn() }));
vi.mock('../toast', () => toast);

let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  useCoreStore.setState({ expireFlag: false, expireMsg: '' });
  useCoreStore.getState().setPublicData({ token: 'tok', customerId: 'c1' });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('requests sent before the page asks', () => {
  it('hands an arrived answer over once, as initial data', async () => {
    fetchMock.mockResolvedValue(json(200, { stage: 'apply' }));
    requestEarly('/api/v1/home');
    expect(takeArrived('/api/v1/home')).toBeUndefined();
    await vi.waitFor(() => expect(takeArrived('/api/v1/home')).toEqual({ stage: 'apply' }));
    expect(takeArrived('/api/v1/home')).toBeUndefined();
    expect(takeEarly('/api/v1/home')).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('hands a pending or failed answer to the query once; a dead session opens the popup', async () => {
    fetchMock.mockResolvedValue(json(401, { code: 'SESSION_EXPIRED', message: 'Your login has expired.' }));
    requestEarly('/api/v1/home');
    const answer = takeEarly('/api/v1/home');
    await expect(answer).rejects.toMatchObject({ status: 401, notified: true });
    expect(useCoreStore.getState().expireFlag).toBe(true);
    expect(takeEarly('/api/v1/home')).toBeNull();
  });

  it('drops an answer older than the queries stay fresh', async () => {
    vi.useFakeTimers();
    fetchMock.mockResolvedValue(json(200, { stage: 'apply' }));
    requestEarly('/api/v1/home');
    await vi.advanceTimersByTimeAsync(30_000);
    expect(takeArrived('/api/v1/home')).toBeUndefined();
    expect(takeEarly('/api/v1/home')).toBeNull();
  });
});

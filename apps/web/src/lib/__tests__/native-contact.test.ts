import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pickedPhoneDigits, receiveNativeContact, requestNativeContact } from '../native-contact';

let getContact: ReturnType<typeof vi.fn<(payload: string) => void>>;

beforeEach(() => {
  getContact = vi.fn<(payload: string) => void>();
  window.Android = { getContact };
});
afterEach(() => {
  delete window.Android;
  vi.useRealTimers();
});

describe('requestNativeContact', () => {
  it('asks for one contact by block index and resolves with the answer for that block', async () => {
    const pending = requestNativeContact(1);
    expect(getContact).toHaveBeenCalledWith('{"index":1}');
    receiveNativeContact({ index: 0, name: 'Other', phone: '9000000009' }); // another block: ignored
    window.onNativeContact?.(JSON.stringify({ index: 1, name: ' Asha ', phone: '+91 90000 00001' }));
    await expect(pending).resolves.toEqual({ kind: 'contact', name: 'Asha', phone: '+91 90000 00001' });
  });

  it('reads an empty phone as cancelled', async () => {
    const pending = requestNativeContact(0);
    receiveNativeContact({ index: 0, phone: '' });
    await expect(pending).resolves.toEqual({ kind: 'cancelled' });
  });

  it('keeps one request open: a new one cancels the previous', async () => {
    const first = requestNativeContact(0);
    const second = requestNativeContact(2);
    await expect(first).resolves.toEqual({ kind: 'cancelled' });
    receiveNativeContact({ index: 2, name: 'B', phone: '9000000002' });
    await expect(second).resolves.toMatchObject({ kind: 'contact', phone: '9000000002' });
  });

  it('gives up after 60 s', async () => {
    vi.useFakeTimers();
    const pending = requestNativeContact(0);
    vi.advanceTimersByTime(60_000);
    await expect(pending).resolves.toEqual({ kind: 'timeout' });
  });

  it('ignores unreadable answers', () => {
    expect(() => receiveNativeContact('{not json')).not.toThrow();
  });
});

describe('pickedPhoneDigits', () => {
  it.each([
    ['+91 98765-43210', '9876543210'],
    ['098765 43210', '9876543210'],
    ['9876543210', '9876543210'],
  ])('%s -> %s', (raw, digits) => {
    expect(pickedPhoneDigits(raw)).toBe(digits);
  });
});

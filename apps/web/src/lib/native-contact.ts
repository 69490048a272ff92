import { postToNative } from './bridge';

/**
 * One contact picked in the native app's contact picker (spec §7 `getContact`).
 *
 * Privacy: the page asks for ONE contact at a time, chosen by the user in the
 * phone's own picker. It never asks for, receives or uploads the address book
 * as a whole; only the picked name and number land in the form.
 *
 * Protocol:
 * 1. The page posts `getContact` with the payload `{"index":<i>}` (which of the
 *    three contact blocks is being filled).
 * 2. The native app answers by calling `window.onNativeContact({ index, name, phone })`,
 *    as an object or as its JSON. An empty phone means the user cancelled.
 * 3. Without an answer within 60 s the request ends as 'timeout'.
 * Only one request is open at a time: a new one cancels the previous.
 */
export interface NativeContactAnswer {
  index: number;
  name?: string;
  phone?: string;
}

export type NativeContactResult =
  | { kind: 'contact'; name: string; phone: string }
  | { kind: 'cancelled' }
  | { kind: 'timeout' };

declare global {
  interface Window {
    /** Called by the native app with the one contact the user picked for a `getContact` request. */
    onNativeContact?: (answer: NativeContactAnswer | string) => void;
  }
}

export const NATIVE_CONTACT_TIMEOUT_MS = 60_000;

let pending: { index: number; finish: (result: NativeContactResult) => void } | null = null;

/** The hook the native app calls; an answer for a block nobody waits on is dropped. */
export function receiveNativeContact(raw: NativeContactAnswer | string): void {
  let answer: NativeContactAnswer | null = null;
  try {
    answer = typeof raw === 'string' ? (JSON.parse(raw) as NativeContactAnswer) : raw;
  } catch {
    return;
  }
  if (!answer || !pending || Number(answer.index) !== pending.index) return;
  const phone = typeof answer.phone === 'string' ? answer.phone.trim() : '';
  const name = typeof answer.name === 'string' ? answer.name.trim() : '';
  pending.finish(phone === '' ? { kind: 'cancelled' } : { kind: 'contact', name, phone });
}

/** Asks the native app to let the user pick one contact for block `index`. */
export function requestNativeContact(
  index: number,
  timeoutMs: number = NATIVE_CONTACT_TIMEOUT_MS,
): Promise<NativeContactResult> {
  window.onNativeContact = receiveNativeContact;
  pending?.finish({ kind: 'cancelled' });
  return new Promise((resolve) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const request = {
      index,
      finish: (result: NativeContactResult) => {
        clearTimeout(timer);
        if (pending === request) pending = null;
        resolve(result);
      },
    };
    pending = request;
    timer = setTimeout(() => request.finish({ kind: 'timeout' }), timeoutMs);
    postToNative('getContact', JSON.stringify({ index }));
  });
}

/** A picked number as the form keeps it: digits only, without the +91 / 0 prefix the address book may hold. */
export function pickedPhoneDigits(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length === 12 && digits.startsWith('91')) return digits.slice(2);
  if (digits.length === 11 && digits.startsWith('0')) return digits.slice(1);
  return digits;
}

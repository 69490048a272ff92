import { createHmac, timingSafeEqual } from 'node:crypto';
import { AppError } from '../../http/app-error';

const hex = (id: string) => id.replace(/-/g, '');
const uuid = (h: string) =>
  `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;

/**
 * The signed, expiring link an SMS carries to a sent document (decision 082):
 * `<delivery id, base64url>.<expiry, base36 seconds>.<HMAC-SHA256, first 16 bytes>`,
 * about 52 characters so three fit in one SMS. It names a delivery and proves
 * the server wrote it; it does not open the PDF by itself (the borrower's
 * session or a code sent to their phone does).
 */
export function createDocumentLinks(secret: string, ttlDays: number) {
  const mac = (body: string) =>
    createHmac('sha256', secret).update(`document-link:${body}`).digest().subarray(0, 16);
  return {
    sign(deliveryId: string, now: Date): string {
      const id = Buffer.from(hex(deliveryId), 'hex').toString('base64url');
      const expiry = Math.floor(now.getTime() / 1000 + ttlDays * 86_400).toString(36);
      const body = `${id}.${expiry}`;
      return `${body}.${mac(body).toString('base64url')}`;
    },

    /** The delivery the token names; 403 DOCUMENT_LINK_INVALID when altered, 410 DOCUMENT_LINK_EXPIRED when old. */
    verify(token: string, now: Date): string {
      const [id = '', expiry = '', signature = '', ...rest] = token.split('.');
      const given = Buffer.from(signature, 'base64url');
      const expected = mac(`${id}.${expiry}`);
      const idBytes = Buffer.from(id, 'base64url');
      if (
        rest.length > 0 ||
        given.length !== expected.length ||
        !timingSafeEqual(given, expected) ||
        idBytes.length !== 16 ||
        !/^[0-9a-z]{1,10}$/.test(expiry)
      ) {
        throw new AppError('DOCUMENT_LINK_INVALID');
      }
      if (Number.parseInt(expiry, 36) * 1000 <= now.getTime()) throw new AppError('DOCUMENT_LINK_EXPIRED');
      return uuid(idBytes.toString('hex'));
    },
  };
}

export type DocumentLinks = ReturnType<typeof createDocumentLinks>;

import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long the borrower has from Start to DigiLocker's answer. */
export const DIGILOCKER_STATE_MINUTES = 15;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const mac = (secret: string, body: string) =>
  createHmac('sha256', secret).update(`digilocker-state:${body}`).digest('base64url');

/** The OAuth state: the consent's id and its end, signed with the app's secret. */
export function signDigilockerState(secret: string, consentId: string, expiresAt: Date): string {
  const body = `${consentId}.${Math.floor(expiresAt.getTime() / 1000)}`;
  return `${body}.${mac(secret, body)}`;
}

/** The consent id of a state this app signed and that has not expired, else null. */
export function readDigilockerState(secret: string, state: string, now: Date): string | null {
  if (state.length > 200) return null;
  const [id, expires, signature, ...rest] = state.split('.');
  if (!id || !expires || !signature || rest.length > 0 || !UUID.test(id) || !/^\d{1,12}$/.test(expires))
    return null;
  const expected = Buffer.from(mac(secret, `${id}.${expires}`));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return Number(expires) * 1000 > now.getTime() ? id : null;
}

/**
 * A secret shown only enough to tell two apart: the first and last four
 * characters of a long one, dots for a short one (which four would reveal).
 */
export function maskSecret(secret: string): string {
  if (!secret) return '';
  if (secret.length < 12) return '••••';
  return `${secret.slice(0, 4)}…${secret.slice(-4)}`;
}

/** A phone number with only its last four digits left. */
export function maskPhone(phone: string): string {
  if (!phone) return '';
  return `${'•'.repeat(Math.max(phone.length - 4, 0))}${phone.slice(-4)}`;
}

const SECRET_KEYS = new Set(['token']);
const PHONE_KEYS = new Set(['phone_number']);

/** The handover object as received, its token and phone number masked, for showing and copying. */
export function maskHandover(data: object): Record<string, unknown> {
  const masked: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    if (SECRET_KEYS.has(key)) masked[key] = maskSecret(String(value ?? ''));
    else if (PHONE_KEYS.has(key)) masked[key] = maskPhone(String(value ?? ''));
    else masked[key] = value;
  }
  return masked;
}

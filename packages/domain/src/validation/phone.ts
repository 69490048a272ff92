/**
 * Indian mobile numbers: 10 digits starting 6-9. Users type them with a +91,
 * 91 or 0 prefix and with spaces or dashes; all of those are accepted and
 * reduced to the bare 10 digits, which is the form we store and key on.
 */
const MOBILE = /^[6-9]\d{9}$/;

export function normalizeIndianPhone(raw: string): string | null {
  if (typeof raw !== 'string' || raw.length > 20) return null;
  const compact = raw.replace(/[\s\-().]/g, '');
  const digits = compact.replace(/^\+91/, '').replace(/^0091/, '');
  let candidate = digits;
  if (/^91\d{10}$/.test(candidate)) candidate = candidate.slice(2);
  else if (/^0\d{10}$/.test(candidate)) candidate = candidate.slice(1);
  return MOBILE.test(candidate) ? candidate : null;
}

export function isValidIndianPhone(raw: string): boolean {
  return normalizeIndianPhone(raw) !== null;
}

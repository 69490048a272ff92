/**
 * A phone as staff screens, documents and answers show it: the last four
 * digits, enough to match a caller who reads out their number, not enough to
 * copy a customer list. An erased account's phone (the tombstone
 * 'erased:<id>') shows as 'erased'.
 */
export function maskPhone(phone: string): string {
  return /^\d{10}$/.test(phone) ? `XXXXXX${phone.slice(6)}` : 'erased';
}

import type { ErrorCode } from '../errors/catalogue';
import { normalizeIndianPhone } from './phone';

export const CONTACTS_REQUIRED = 3;
export const RELATIONSHIPS = ['parents', 'spouse', 'children', 'brothers', 'sisters', 'friends'] as const;
export type Relationship = (typeof RELATIONSHIPS)[number];

export interface ContactInput {
  name: string;
  phone: string;
  relationship: string;
}

export interface ContactIssue {
  /** Which contact (0-2), or null for the list as a whole. */
  index: number | null;
  field: 'name' | 'phone' | 'relationship' | null;
  code: ErrorCode;
}

/** The last 10 digits, so +91 98765 43210 and 9876543210 compare equal. */
const phoneKey = (raw: string) => normalizeIndianPhone(raw) ?? raw.replace(/[^0-9]/g, '').slice(-10);

/**
 * Spec §5 contact rules, in the order a user fixes them: exactly three; each
 * with a name, a valid phone and a relationship; no two phones alike; none the
 * user's own number or WhatsApp number. Returns the first issue, or null.
 */
export function checkContacts(
  contacts: readonly ContactInput[],
  own: { phone: string; whatsApp?: string | null },
): ContactIssue | null {
  if (contacts.length !== CONTACTS_REQUIRED) return { index: null, field: null, code: 'CONTACTS_COUNT' };
  const seen = new Map<string, number>();
  const ownPhone = phoneKey(own.phone);
  const whatsApp = own.whatsApp ? phoneKey(own.whatsApp) : null;
  for (const [index, contact] of contacts.entries()) {
    if (contact.name.trim() === '') return { index, field: 'name', code: 'CONTACT_NAME_REQUIRED' };
    if (contact.phone.trim() === '') return { index, field: 'phone', code: 'CONTACT_PHONE_REQUIRED' };
    if (normalizeIndianPhone(contact.phone) === null) return { index, field: 'phone', code: 'PHONE_INVALID' };
    if (!(RELATIONSHIPS as readonly string[]).includes(contact.relationship)) {
      return { index, field: 'relationship', code: 'CONTACT_RELATIONSHIP_REQUIRED' };
    }
    const key = phoneKey(contact.phone);
    if (key === ownPhone) return { index, field: 'phone', code: 'CONTACT_IS_OWN_PHONE' };
    if (key === whatsApp) return { index, field: 'phone', code: 'CONTACT_IS_WHATSAPP' };
    if (seen.has(key)) return { index, field: 'phone', code: 'CONTACT_PHONE_DUPLICATE' };
    seen.set(key, index);
  }
  return null;
}

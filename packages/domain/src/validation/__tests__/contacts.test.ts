import { describe, expect, it } from 'vitest';
import { type ContactInput, checkContacts } from '../contacts';

const own = { phone: '9876543210', whatsApp: '919812345678' };
const valid: ContactInput[] = [
  { name: 'Sunita', phone: '9000000001', relationship: 'parents' },
  { name: 'Arjun', phone: '+91 90000 00002', relationship: 'brothers' },
  { name: 'Meera', phone: '09000000003', relationship: 'friends' },
];
const withContact = (index: number, change: Partial<ContactInput>) =>
  valid.map((c, i) => (i === index ? { ...c, ...change } : c));

describe('checkContacts (spec §5)', () => {
  it('accepts three distinct contacts, whatever prefix their numbers carry', () => {
    expect(checkContacts(valid, own)).toBeNull();
  });

  it('needs exactly three', () => {
    expect(checkContacts(valid.slice(0, 2), own)?.code).toBe('CONTACTS_COUNT');
    expect(checkContacts([...valid, valid[0] as ContactInput], own)?.code).toBe('CONTACTS_COUNT');
  });

  it.each([
    ['a blank name', 1, { name: '  ' }, 'name', 'CONTACT_NAME_REQUIRED'],
    ['an empty phone', 2, { phone: '' }, 'phone', 'CONTACT_PHONE_REQUIRED'],
    ['a malformed phone', 2, { phone: '12345' }, 'phone', 'PHONE_INVALID'],
    ['no relationship', 0, { relationship: '0' }, 'relationship', 'CONTACT_RELATIONSHIP_REQUIRED'],
    ["the user's own number", 1, { phone: '+919876543210' }, 'phone', 'CONTACT_IS_OWN_PHONE'],
    ["the user's WhatsApp number", 2, { phone: '9812345678' }, 'phone', 'CONTACT_IS_WHATSAPP'],
    ['the same number as another contact', 2, { phone: '9000000001' }, 'phone', 'CONTACT_PHONE_DUPLICATE'],
  ] as const)('points at %s', (_label, index, change, field, code) => {
    expect(checkContacts(withContact(index, change), own)).toEqual({ index, field, code });
  });

  it('does not compare with a WhatsApp number the user has not given', () => {
    expect(checkContacts(withContact(2, { phone: '9812345678' }), { phone: own.phone })).toBeNull();
  });
});

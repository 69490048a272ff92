import { describe, expect, it } from 'vitest';
import { contactIssues, contactTestId } from '../contact-values';

const own = { phone: '9876543210', whatsApp: '919123456780' };
const good = [
  { name: 'Asha', phone: '9000000001', relationship: 'parents' },
  { name: 'Ravi', phone: '9000000002', relationship: 'friends' },
  { name: 'Meena', phone: '9000000003', relationship: 'sisters' },
];
const withContact = (index: number, patch: Partial<(typeof good)[number]>) =>
  good.map((contact, i) => (i === index ? { ...contact, ...patch } : contact));

describe('contactIssues', () => {
  it('finds nothing in three good contacts', () => {
    expect(contactIssues(good, own)).toEqual({});
  });

  it.each([
    ['name required', withContact(1, { name: '  ' }), 'contacts.1.name', 'CONTACT_NAME_REQUIRED'],
    ['phone not empty', withContact(0, { phone: '' }), 'contacts.0.phone', 'CONTACT_PHONE_REQUIRED'],
    ['phone valid', withContact(2, { phone: '12345' }), 'contacts.2.phone', 'PHONE_INVALID'],
    [
      'relationship chosen',
      withContact(2, { relationship: '' }),
      'contacts.2.relationship',
      'CONTACT_RELATIONSHIP_REQUIRED',
    ],
    [
      'no two alike',
      withContact(2, { phone: '+91 90000 00001' }),
      'contacts.2.phone',
      'CONTACT_PHONE_DUPLICATE',
    ],
    [
      'not the own number',
      withContact(1, { phone: '09876543210' }),
      'contacts.1.phone',
      'CONTACT_IS_OWN_PHONE',
    ],
    [
      'not the WhatsApp number',
      withContact(0, { phone: '9123456780' }),
      'contacts.0.phone',
      'CONTACT_IS_WHATSAPP',
    ],
  ])('%s', (_rule, contacts, field, code) => {
    expect(contactIssues(contacts, own)).toEqual({ [field]: { code } });
  });

  it('reports every broken field at once, not only the first', () => {
    const contacts = [
      { name: '', phone: '', relationship: '' },
      { name: 'Ravi', phone: '9876543210', relationship: 'friends' },
      { name: 'Meena', phone: '9000000003', relationship: '' },
    ];
    expect(contactIssues(contacts, own)).toEqual({
      'contacts.0.name': { code: 'CONTACT_NAME_REQUIRED' },
      'contacts.0.phone': { code: 'CONTACT_PHONE_REQUIRED' },
      'contacts.0.relationship': { code: 'CONTACT_RELATIONSHIP_REQUIRED' },
      'contacts.1.phone': { code: 'CONTACT_IS_OWN_PHONE' },
      'contacts.2.relationship': { code: 'CONTACT_RELATIONSHIP_REQUIRED' },
    });
  });

  it('maps field names to the control test ids', () => {
    expect(contactTestId('contacts.1.phone')).toBe('contact-1-phone');
    expect(contactTestId('contacts.0.relationship')).toBe('contact-0-relationship');
  });
});

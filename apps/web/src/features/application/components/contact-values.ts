import type { ApplicationView, StepBody } from '@app/contract';
import { type ContactInput, checkContacts, RELATIONSHIPS } from '@app/domain';
import type { FieldErrors } from './form-fields/field-errors';

export const CONTACT_INDEXES = [0, 1, 2] as const;
export const CONTACT_PARTS = ['name', 'phone', 'relationship'] as const;
type Index = (typeof CONTACT_INDEXES)[number];
type Part = (typeof CONTACT_PARTS)[number];

/** Field names as the server reports them (`contacts.1.phone`), also the error test ids. */
export type ContactField = `contacts.${Index}.${Part}`;
export type ContactValues = Record<ContactField, string>;
export const contactField = (index: Index, part: Part): ContactField => `contacts.${index}.${part}`;
export const CONTACT_FIELDS = CONTACT_INDEXES.flatMap((i) => CONTACT_PARTS.map((p) => contactField(i, p)));

/** `contacts.1.phone` -> `contact-1-phone` (the control's test id). */
export const contactTestId = (name: ContactField) => name.replace('contacts.', 'contact-').replace('.', '-');

export function initialContacts(view: ApplicationView): ContactValues {
  const saved = view.steps.contacts === 'done' ? view.contacts?.contacts : undefined;
  const draft = view.drafts.contacts ?? {};
  const entries = CONTACT_INDEXES.flatMap((i) =>
    CONTACT_PARTS.map((p) => [
      contactField(i, p),
      saved ? (saved[i]?.[p] ?? '') : (draft[contactField(i, p)] ?? ''),
    ]),
  );
  return Object.fromEntries(entries) as ContactValues;
}

export function toContacts(values: ContactValues): ContactInput[] {
  return CONTACT_INDEXES.map((i) => ({
    name: values[contactField(i, 'name')].trim(),
    phone: values[contactField(i, 'phone')],
    relationship: values[contactField(i, 'relationship')],
  }));
}

export const toContactsBody = (values: ContactValues) =>
  ({ contacts: toContacts(values) }) as StepBody<'contacts'>;

const tail = (phone: string) => phone.replace(/\D/g, '').slice(-10);

/**
 * Every broken field at once, by the domain's own rules (spec §5): the domain
 * check stops at the first issue, so each issue found is noted, patched in a
 * scratch copy, and the check runs again. The user then sees all the errors
 * of the three blocks together instead of one per tap on Save.
 */
export function contactIssues(
  contacts: readonly ContactInput[],
  own: { phone: string; whatsApp?: string | null },
): FieldErrors {
  const scratch = contacts.map((contact) => ({ ...contact }));
  const taken = new Set([own.phone, own.whatsApp ?? '', ...contacts.map((c) => c.phone)].map(tail));
  let spare = 0;
  const sparePhone = () => {
    let phone = '';
    do phone = `6${String(spare++).padStart(9, '0')}`;
    while (taken.has(phone));
    taken.add(phone);
    return phone;
  };
  const found: FieldErrors = {};
  for (let round = 0; round < CONTACT_FIELDS.length + 1; round += 1) {
    const issue = checkContacts(scratch, own);
    const contact = issue?.index == null ? undefined : scratch[issue.index];
    if (!issue || !contact || issue.field === null) break;
    found[`contacts.${issue.index}.${issue.field}`] ??= { code: issue.code };
    if (issue.field === 'name') contact.name = 'x';
    else if (issue.field === 'phone') contact.phone = sparePhone();
    else contact.relationship = RELATIONSHIPS[0];
  }
  return found;
}

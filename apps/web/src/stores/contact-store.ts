import { createPersistedStore } from './create-persisted-store';
import { type FormField, field } from './field';

export interface ContactEntry {
  name: FormField;
  phone: FormField;
  relationship: FormField;
}

/** Spec §3 contact: three contacts, an error string tracked per field. */
export interface ContactState {
  contacts: [ContactEntry, ContactEntry, ContactEntry];
  showContactNum: number;
  appBackCount: number;
  appBackDuration: number;
  contactDurationList: number[];
}

const contact = (): ContactEntry => ({
  name: field(1, { error: '' }),
  phone: field(3, { error: '', clickCount: 0 }),
  relationship: field(5, { value: '0', text: '', error: '' }),
});

export const useContactStore = createPersistedStore(
  'contact',
  (): ContactState => ({
    contacts: [contact(), contact(), contact()],
    showContactNum: 1,
    appBackCount: 0,
    appBackDuration: 0,
    contactDurationList: [],
  }),
);

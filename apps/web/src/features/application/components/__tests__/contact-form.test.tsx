import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCoreStore } from '@/stores/core-store';
import { ContactForm } from '../contact-form';
import { byTestId, cleanup, click, type } from '../form-fields/__tests__/render';
import {
  draftView,
  flush,
  initTestI18n,
  json,
  mockApi,
  renderForm,
} from '../form-fields/__tests__/render-form';

const view = draftView({
  steps: {
    identity: 'done',
    basic: 'done',
    address: 'todo',
    career: 'done',
    contacts: 'todo',
    bank: 'todo',
    face: 'todo',
  },
  basic: {
    email: 'a@b.in',
    whatsApp: '9123456780',
    loanPurpose: 'rent',
    maritalStatus: 'single',
    education: 'university',
    occupation: 'student',
  },
});

function fill(index: number, name: string, phone: string, relationship: string) {
  type(byTestId(`contact-${index}-name`), name);
  type(byTestId(`contact-${index}-phone`), phone);
  click(byTestId(`contact-${index}-relationship`));
  click(byTestId(`option-${relationship}`));
}

beforeAll(initTestI18n);
beforeEach(() => {
  useCoreStore.getState().setPublicData({ token: 't', customerId: 'c', phone_number: '9876543210' });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ContactForm', () => {
  it('shows each rule on its own field on save and does not send', async () => {
    const api = mockApi({});
    renderForm(<ContactForm view={view} />);
    fill(0, 'Asha', '9876543210', 'parents');
    fill(1, '', '9123456780', 'spouse');
    type(byTestId('contact-2-phone'), '9000000001');
    click(byTestId('contacts-save'));
    await flush();

    const error = (field: string) => byTestId(`field-error-${field}`)?.textContent;
    expect(error('contacts.0.phone')).toBe('A contact cannot have your own registered phone number.');
    expect(error('contacts.1.name')).toBe("Please enter the contact's name.");
    expect(error('contacts.1.phone')).toBe('A contact cannot have your WhatsApp number.');
    expect(error('contacts.2.name')).toBe("Please enter the contact's name.");
    expect(error('contacts.2.relationship')).toBe('Please choose your relationship with this contact.');
    expect(error('contacts.0.name')).toBeUndefined();
    expect(api.mock.calls.some(([url]) => String(url).includes('/steps/'))).toBe(false);
  });

  it('flags a duplicate phone and an empty phone', async () => {
    mockApi({});
    renderForm(<ContactForm view={view} />);
    fill(0, 'Asha', '9000000001', 'parents');
    fill(1, 'Ravi', '9000000001', 'friends');
    fill(2, 'Meena', '', 'sisters');
    click(byTestId('contacts-save'));
    await flush();
    expect(byTestId('field-error-contacts.1.phone')?.textContent).toBe(
      'Two contacts cannot have the same phone number.',
    );
    expect(byTestId('field-error-contacts.2.phone')?.textContent).toBe(
      "The contact's phone number cannot be empty.",
    );
  });

  it('sends three contacts and puts a server field error on its field', async () => {
    const api = mockApi({
      'PUT /steps/contacts': () =>
        json(422, { code: 'CONTACT_PHONE_DUPLICATE', message: 'dup', field: 'contacts.2.phone' }),
    });
    renderForm(<ContactForm view={view} />);
    fill(0, 'Asha', '9000000001', 'parents');
    fill(1, 'Ravi', '9000000002', 'friends');
    fill(2, 'Meena', '9000000003', 'sisters');
    click(byTestId('contacts-save'));
    await flush();
    await flush();
    const put = api.mock.calls.find(([url]) => String(url).endsWith('/steps/contacts'));
    const body = JSON.parse(String(put?.[1]?.body));
    expect(body.values.contacts).toEqual([
      { name: 'Asha', phone: '9000000001', relationship: 'parents' },
      { name: 'Ravi', phone: '9000000002', relationship: 'friends' },
      { name: 'Meena', phone: '9000000003', relationship: 'sisters' },
    ]);
    expect(body.telemetry.fields['contacts.0.phone'].updateCount).toBe(1);
    expect(byTestId('field-error-contacts.2.phone')?.textContent).toBe(
      'Two contacts cannot have the same phone number.',
    );
  });

  it('fills one block from the native picker, which is asked for that block only', async () => {
    mockApi({});
    const getContact = vi.fn<(payload: string) => void>();
    window.Android = { getContact };
    try {
      renderForm(<ContactForm view={view} />);
      expect(byTestId('contact-pick-note')).not.toBeNull();
      click(byTestId('contact-1-pick'));
      expect(getContact).toHaveBeenCalledWith('{"index":1}');
      window.onNativeContact?.({ index: 1, name: 'Ravi Kumar', phone: '+91 90000 00002' });
      await flush();
      expect((byTestId('contact-1-name') as HTMLInputElement).value).toBe('Ravi Kumar');
      expect((byTestId('contact-1-phone') as HTMLInputElement).value).toBe('9000000002');
      expect((byTestId('contact-0-name') as HTMLInputElement).value).toBe('');
    } finally {
      delete window.Android;
    }
  });

  it('offers no contact picker in a plain browser', () => {
    mockApi({});
    renderForm(<ContactForm view={view} />);
    expect(byTestId('contact-0-pick')).toBeNull();
    expect(byTestId('contact-pick-note')).toBeNull();
  });
});

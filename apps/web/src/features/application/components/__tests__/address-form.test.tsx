import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AddressForm } from '../address-form';
import { byTestId, cleanup, click, type } from '../form-fields/__tests__/render';
import {
  draftView,
  flush,
  initTestI18n,
  json,
  mockApi,
  renderForm,
} from '../form-fields/__tests__/render-form';

const value = (id: string) => (byTestId(id) as HTMLInputElement | null)?.value;
const readOnly = (id: string) => (byTestId(id) as HTMLInputElement | null)?.readOnly;

beforeAll(initTestI18n);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('AddressForm PIN autofill', () => {
  it('looks up a complete PIN and fills state, city and the list of areas', async () => {
    const api = mockApi({
      'GET /lookup/pin-codes/110001': () =>
        json(200, {
          pinCode: '110001',
          state: 'Delhi',
          city: 'New Delhi',
          areas: ['Connaught Place', 'Janpath'],
        }),
    });
    renderForm(<AddressForm view={draftView()} />);
    type(byTestId('address-pinCode'), '11000');
    await flush();
    expect(api.mock.calls.some(([url]) => String(url).includes('/lookup/'))).toBe(false);

    type(byTestId('address-pinCode'), '110001');
    await flush();
    expect(value('address-state')).toBe('Delhi');
    expect(value('address-city')).toBe('New Delhi');
    expect(readOnly('address-state')).toBe(true);
    expect(readOnly('address-city')).toBe(true);

    const area = byTestId('address-area');
    expect(area?.tagName).toBe('BUTTON');
    click(area);
    click(byTestId('option-Janpath'));
    expect(byTestId('address-area')?.textContent).toBe('Janpath');
  });

  it('picks the only area by itself', async () => {
    mockApi({
      'GET /lookup/pin-codes/560001': () =>
        json(200, { pinCode: '560001', state: 'Karnataka', city: 'Bengaluru', areas: ['MG Road'] }),
    });
    renderForm(<AddressForm view={draftView()} />);
    type(byTestId('address-pinCode'), '560001');
    await flush();
    expect(byTestId('address-area')?.textContent).toBe('MG Road');
  });

  it('lets the user type state, city and area when the PIN is unknown', async () => {
    mockApi({ 'GET /lookup/pin-codes/999999': () => json(404, { code: 'PIN_NOT_FOUND', message: 'x' }) });
    renderForm(<AddressForm view={draftView()} />);
    type(byTestId('address-pinCode'), '999999');
    await flush();
    expect(readOnly('address-state')).toBe(false);
    expect(readOnly('address-city')).toBe(false);
    expect(byTestId('address-area')?.tagName).toBe('INPUT');
    expect(document.body.textContent).toContain('We could not find this pin code, please check it.');
    type(byTestId('address-state'), 'Goa');
    expect(value('address-state')).toBe('Goa');
  });

  it('checks the PIN and the detailed address on save', async () => {
    const api = mockApi({});
    renderForm(<AddressForm view={draftView()} />);
    type(byTestId('address-pinCode'), '012345');
    click(byTestId('address-save'));
    await flush();
    expect(byTestId('field-error-pinCode')?.textContent).toBe('Please enter the correct pin code');
    expect(byTestId('field-error-detailAddress')?.textContent).toBe('Please enter your detailed address.');
    expect(api.mock.calls.some(([url]) => String(url).includes('/steps/'))).toBe(false);
  });

  it('saves the address with its telemetry', async () => {
    const api = mockApi({
      'GET /lookup/pin-codes/110001': () =>
        json(200, { pinCode: '110001', state: 'Delhi', city: 'New Delhi', areas: ['Janpath'] }),
      'PUT /steps/address': () => json(200, draftView({ nextStep: 'contacts' })),
    });
    renderForm(<AddressForm view={draftView()} />);
    type(byTestId('address-pinCode'), '110001');
    await flush();
    type(byTestId('address-detailAddress'), '12 Park Street, near the temple');
    click(byTestId('address-save'));
    await flush();
    const put = api.mock.calls.find(([url]) => String(url).endsWith('/steps/address'));
    const body = JSON.parse(String(put?.[1]?.body));
    expect(body.values).toEqual({
      pinCode: '110001',
      state: 'Delhi',
      city: 'New Delhi',
      area: 'Janpath',
      detailAddress: '12 Park Street, near the temple',
    });
    expect(body.telemetry.fields.state.checkType).toBe(3);
  });
});

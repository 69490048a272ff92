import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useBankStore } from '@/stores/bank-store';
import { BankForm } from '../bank-form';
import { byTestId, cleanup, click, type } from '../form-fields/__tests__/render';
import {
  blur,
  draftView,
  flush,
  initTestI18n,
  json,
  mockApi,
  renderForm,
} from '../form-fields/__tests__/render-form';

const MISMATCH = 'The bank account numbers entered twice are inconsistent, please reconfirm';
const errorCount = () => useBankStore.getState().bankData.confirmNumber.errorCount;
const sbi = () =>
  json(200, { ifsc: 'SBIN0001234', bankName: 'State Bank of India', branch: 'Connaught Place' });

beforeAll(initTestI18n);
beforeEach(() => useBankStore.getState().reset());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('BankForm', () => {
  it('uppercases the IFSC and shows the bank and branch it belongs to', async () => {
    mockApi({ 'GET /lookup/ifsc/SBIN0001234': sbi });
    renderForm(<BankForm view={draftView()} />);
    type(byTestId('bank-ifsc'), 'sbin0001234');
    expect((byTestId('bank-ifsc') as HTMLInputElement).value).toBe('SBIN0001234');
    await flush();
    expect(byTestId('bank-name')?.textContent).toBe('State Bank of India');
    expect(byTestId('bank-branch')?.textContent).toBe('Connaught Place');
  });

  it('shows IFSC_NOT_FOUND for an unknown IFSC and does not save', async () => {
    const api = mockApi({
      'GET /lookup/ifsc/ABCD0123456': () => json(404, { code: 'IFSC_NOT_FOUND', message: 'x' }),
    });
    renderForm(<BankForm view={draftView()} />);
    type(byTestId('bank-ifsc'), 'ABCD0123456');
    await flush();
    expect(byTestId('field-error-ifsc')?.textContent).toBe(
      'We could not find this IFSC code, please check it.',
    );
    expect(byTestId('bank-name')).toBeNull();
    type(byTestId('bank-account'), '123456789012');
    type(byTestId('bank-confirm'), '123456789012');
    click(byTestId('bank-save'));
    await flush();
    expect(api.mock.calls.some(([url]) => String(url).includes('/steps/'))).toBe(false);
  });

  it('counts every confirmation mismatch shown, and sends the count', async () => {
    const api = mockApi({
      'GET /lookup/ifsc/SBIN0001234': sbi,
      'PUT /steps/bank': () =>
        json(
          200,
          draftView({
            nextStep: 'face',
            bank: { ifsc: 'SBIN0001234', bankName: 'SBI', accountMasked: 'XXXXXXXX9012' },
          }),
        ),
    });
    renderForm(<BankForm view={draftView()} />);
    type(byTestId('bank-ifsc'), 'SBIN0001234');
    await flush();
    type(byTestId('bank-account'), '123456789012');
    type(byTestId('bank-confirm'), '123456789013');
    blur(byTestId('bank-confirm'));
    expect(byTestId('field-error-confirmAccountNumber')?.textContent).toBe(MISMATCH);
    expect(errorCount()).toBe(1);

    click(byTestId('bank-save'));
    await flush();
    expect(errorCount()).toBe(2);
    expect(api.mock.calls.some(([url]) => String(url).includes('/steps/'))).toBe(false);

    type(byTestId('bank-confirm'), '123456789012');
    expect(byTestId('field-error-confirmAccountNumber')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 1_100)); // past the save button's click lock
    click(byTestId('bank-save'));
    await flush();
    const put = api.mock.calls.find(([url]) => String(url).endsWith('/steps/bank'));
    const body = JSON.parse(String(put?.[1]?.body));
    expect(body.values).toEqual({
      ifsc: 'SBIN0001234',
      accountNumber: '123456789012',
      confirmAccountNumber: '123456789012',
    });
    expect(body.telemetry.fields.confirmAccountNumber.errorCount).toBe(2);
    // only the masked account reaches localStorage
    const stored = useBankStore.getState().bankData;
    expect(stored.bankNumber.value).toBe('XXXXXXXX9012');
    expect(stored.confirmNumber.errorCount).toBe(2);
    expect(JSON.stringify(useBankStore.getState())).not.toContain('123456789012');
  });

  it('shows the saved account masked', async () => {
    const { default: BankInfoPage } = await import('../../routes/bank-info');
    const saved = draftView({
      bank: { ifsc: 'SBIN0001234', bankName: 'SBI', accountMasked: 'XXXXXXXX9012' },
    });
    mockApi({ 'GET /api/v1/application': () => json(200, saved), 'GET /lookup/ifsc/SBIN0001234': sbi });
    renderForm(<BankInfoPage />);
    await flush();
    await flush();
    expect(byTestId('bank-saved-account')?.textContent).toBe('XXXXXXXX9012');
    expect((byTestId('bank-account') as HTMLInputElement).value).toBe('');
  });
});

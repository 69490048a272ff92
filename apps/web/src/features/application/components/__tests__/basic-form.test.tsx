import type { ApplicationView } from '@app/contract';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useBaseInfoStore } from '@/stores/base-info-store';
import { BasicForm } from '../basic-form';
import { byTestId, cleanup, click, type } from '../form-fields/__tests__/render';
import {
  draftView,
  flush,
  initTestI18n,
  json,
  mockApi,
  renderForm,
} from '../form-fields/__tests__/render-form';

const choose = (id: string, value: string) => {
  click(byTestId(id));
  click(byTestId(`option-${value}`));
};

function fillBasic(occupation: string) {
  type(byTestId('basic-email'), 'asha@example.in');
  type(byTestId('basic-whatsApp'), '9123456780');
  choose('basic-loanPurpose', 'medical');
  choose('basic-maritalStatus', 'married');
  choose('basic-education', 'university');
  choose('basic-occupation', occupation);
}

beforeAll(initTestI18n);
beforeEach(() => useBaseInfoStore.getState().reset());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('BasicForm', () => {
  it('opens the career variant of the chosen occupation', () => {
    mockApi({});
    renderForm(<BasicForm view={draftView()} />);
    expect(byTestId('career-section')).toBeNull();
    choose('basic-occupation', 'entrepreneur');
    expect(byTestId('career-operatingYears')).not.toBeNull();
    expect(byTestId('career-nextSalary')).toBeNull();
    choose('basic-occupation', 'student');
    expect((byTestId('career-enrollmentTime') as HTMLInputElement).type).toBe('date');
    expect(byTestId('career-companyName')).toBeNull();
  });

  it('shows income bands in rupees', () => {
    mockApi({});
    renderForm(<BasicForm view={draftView()} />);
    choose('basic-occupation', 'office_employee');
    click(byTestId('career-incomeLevel'));
    expect(byTestId('option-0_10000')?.textContent).toBe('₹0 – ₹10,000');
    expect(byTestId('option-gt_50000')?.textContent).toBe('Over ₹50,000');
  });

  it('shows each error under its field and sends nothing', async () => {
    const api = mockApi({});
    renderForm(<BasicForm view={draftView()} />);
    type(byTestId('basic-email'), 'asha@');
    type(byTestId('basic-whatsApp'), '91234');
    choose('basic-occupation', 'unemployed');
    click(byTestId('basic-save'));
    await flush();
    expect(byTestId('field-error-email')?.textContent).toBe('Input your correct e-mail address');
    expect(byTestId('field-error-whatsApp')?.textContent).toBe(
      'Input 10 or 12 digits of your whatsapp number',
    );
    expect(byTestId('field-error-loanPurpose')?.textContent).toBe('Please choose one.');
    expect(byTestId('field-error-joblessTerm')?.textContent).toBe('Please choose one.');
    expect(api.mock.calls.some(([url]) => String(url).includes('/steps/'))).toBe(false);
  });

  it('saves basic then career, and maps a server field error', async () => {
    const order: string[] = [];
    const api = mockApi({
      'PUT /steps/basic': () => {
        order.push('basic');
        return json(200, draftView());
      },
      'PUT /steps/career': () => {
        order.push('career');
        return json(422, { code: 'COMPANY_NAME_INVALID', message: 'x', field: 'companyName' });
      },
    });
    renderForm(<BasicForm view={draftView()} />);
    fillBasic('entrepreneur');
    type(byTestId('career-companyName'), 'Asha Stores');
    choose('career-operatingYears', 'gt_2y');
    choose('career-incomeLevel', '10001_20000');
    choose('career-industry', 'retail');
    click(byTestId('basic-save'));
    await flush();
    await flush();
    expect(order).toEqual(['basic', 'career']);
    const body = (path: string) =>
      JSON.parse(String(api.mock.calls.find(([url]) => String(url).endsWith(path))?.[1]?.body));
    expect(body('/steps/basic').values.occupation).toBe('entrepreneur');
    expect(body('/steps/career').values).toEqual({
      occupation: 'entrepreneur',
      companyName: 'Asha Stores',
      operatingYears: 'gt_2y',
      incomeLevel: '10001_20000',
      industry: 'retail',
    });
    expect(body('/steps/career').telemetry.fields.industry.checkType).toBe(2);
    expect(byTestId('field-error-companyName')?.textContent).toBe('Please enter your company name.');
  });

  it('flags a switch away from the saved career in the base-info store', () => {
    mockApi({});
    const saved: Partial<ApplicationView> = {
      steps: { ...draftView().steps, career: 'done' },
      career: { occupation: 'unemployed', joblessTerm: 'lt_6m' },
    };
    renderForm(<BasicForm view={draftView(saved)} />);
    choose('basic-occupation', 'student');
    expect(useBaseInfoStore.getState()).toMatchObject({ isUpdateInfo: true, oldOccupation: 'unemployed' });
    expect(document.body.textContent).toContain('You changed your occupation');
    choose('basic-occupation', 'unemployed');
    expect(useBaseInfoStore.getState()).toMatchObject({ isUpdateInfo: false, oldOccupation: '' });
  });
});

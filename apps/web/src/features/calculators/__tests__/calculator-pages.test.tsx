import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderPage, settle, text, type } from '@/testing/harness';
import { byTestId, click, setupI18n } from '@/testing/test-utils';
import CompareLoansPage from '../routes/compare-loans';
import EmiCalculatorPage from '../routes/emi-calculator';
import FdCalculatorPage from '../routes/fd-calculator';
import RdCalculatorPage from '../routes/rd-calculator';

const NEEDS = 'The calculator needs loan amount, annual interest rate and term.';

beforeAll(setupI18n);
afterEach(() => {
  document.body.innerHTML = '';
});

describe('calculator screens', () => {
  it('EMI: figures, chart and schedule from the start, the rule once the amount is cleared', async () => {
    renderPage(EmiCalculatorPage, '/emiCalculator');
    await settle();
    // Rs 1,00,000 at 10.5% for 12 months.
    expect(text('emi-result')).toBe('₹8,814.86');
    expect(text('emi-total-interest')).toBe('₹5,778.33');
    expect(text('emi-total-payment')).toBe('₹1,05,778.33');
    expect(byTestId('emi-chart')?.querySelector('svg')).not.toBeNull();
    expect(text('amort-balance-12')).toBe('₹0');

    type('emi-amount', '');
    expect(text('calc-problem')).toBe(NEEDS);
    expect(byTestId('emi-result')).toBeNull();
    expect(byTestId('emi-amount')?.getAttribute('aria-invalid')).toBe('true');
    expect(byTestId('emi-rate')?.getAttribute('aria-invalid')).toBeNull();

    type('emi-amount', '5,00,000');
    expect((byTestId('emi-amount') as HTMLInputElement).value).toBe('500000');
    expect(text('emi-principal')).toBe('₹5,00,000');
  });

  it('EMI: a long loan folds its schedule by year', async () => {
    renderPage(EmiCalculatorPage, '/emiCalculator');
    await settle();
    type('emi-tenure', '60');
    expect(byTestId('amort-year-5')?.textContent).toContain('Year 5');
    expect(byTestId('amort-year-5')?.textContent).toContain('₹0');
    // The first year is open, the others wait until opened.
    expect(byTestId('amort-row-12')).not.toBeNull();
    expect(byTestId('amort-row-13')).toBeNull();
  });

  it('FD and RD: the maturity of known deposits, and why an RD of 13 months cannot be', async () => {
    renderPage(FdCalculatorPage, '/fdCalculator');
    await settle();
    // Rs 1,00,000 at 7% for 5 years, quarterly: Rs 1,41,477.82.
    expect(text('fd-maturity')).toBe('₹1,41,477.82');
    expect(text('fd-interest')).toBe('₹41,477.82');
    click(byTestId('fd-compounding-yearly'));
    expect(text('fd-maturity')).toBe('₹1,40,255.17');
    document.body.innerHTML = '';

    renderPage(RdCalculatorPage, '/rdCalculator');
    await settle();
    type('rd-rate', '8');
    // Rs 1,000 a month at 8% for 12 months: Rs 12,529.33 (IBA formula).
    expect(text('rd-maturity')).toBe('₹12,529.33');
    expect(text('rd-deposited')).toBe('₹12,000');
    type('rd-months', '13');
    expect(text('calc-problem')).toBe('A recurring deposit runs in whole quarters: 3, 6, 9 … months.');
    type('rd-amount', '');
    expect(text('calc-problem')).toBe(NEEDS);
  });

  it('compare: the cheaper offer by total cost is marked, offers come and go between two and four', async () => {
    renderPage(CompareLoansPage, '/compareLoans');
    await settle();
    // A: 11% with a 2% fee; B: 12% with a Rs 500 fee. B costs less in all.
    expect(byTestId('compare-offer-1')?.dataset.cheapest).toBe('true');
    expect(byTestId('compare-offer-0')?.dataset.cheapest).toBeUndefined();
    expect(text('compare-fees-0')).toBe('₹2,000');
    expect(byTestId('offer-0-remove')).toBeNull();

    click(byTestId('offer-add'));
    click(byTestId('offer-add'));
    expect(byTestId('offer-3')).not.toBeNull();
    expect(byTestId('offer-add')).toBeNull();
    type('offer-3-fee', '0');
    expect(byTestId('compare-offer-3')?.dataset.cheapest).toBe('true');
    click(byTestId('offer-3-remove'));
    expect(byTestId('offer-3')).toBeNull();

    type('offer-0-fee', '100000');
    click(byTestId('offer-0-fee-unit-rupees'));
    expect(text('calc-problem')).toBe('The fees must be less than the loan amount.');
    type('offer-1-rate', '');
    expect(text('calc-problem')).toBe(NEEDS);
  });
});

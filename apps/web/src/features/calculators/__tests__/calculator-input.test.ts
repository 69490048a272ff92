import { describe, expect, it } from 'vitest';
import { checkFixedDeposit, checkRecurringDeposit } from '../components/check-deposits';
import { checkLoan } from '../components/check-loan';
import { checkOffer } from '../components/check-offer';
import {
  convertTenure,
  decimalFilter,
  feePaise,
  parseRateBps,
  parseRupees,
  tenureMonthsOf,
  wholeFilter,
} from '../components/parse-input';

const loan = { amount: '100000', rate: '10.5', tenure: '12', unit: 'months' as const };
const noFaults = { amount: false, rate: false, tenure: false };

describe('what the keypad leaves in a field', () => {
  it('keeps digits and one point with at most two decimals', () => {
    const rupees = decimalFilter(2);
    expect(rupees('1,00,000')).toBe('100000');
    expect(rupees('10.555')).toBe('10.55');
    expect(rupees('1.2.3')).toBe('1.23');
    expect(rupees('₹ 5,000.5')).toBe('5000.5');
    expect(rupees('abc')).toBe('');
    expect(wholeFilter('12.5')).toBe('125');
    expect(wholeFilter('1200')).toBe('120');
  });
});

describe('reading amounts, rates and tenures', () => {
  it('turns rupees into exact paise', () => {
    expect(parseRupees('100000')).toBe(1_00_000_00);
    expect(parseRupees('1500.5')).toBe(1_500_50);
    expect(parseRupees('0.07')).toBe(7);
    expect(parseRupees('250.')).toBe(250_00);
    for (const bad of ['', ' ', '.', '1.234', '12a', '1234567890']) expect(parseRupees(bad)).toBeNull();
  });

  it('turns a yearly percentage into basis points', () => {
    expect(parseRateBps('10.5')).toBe(1050);
    expect(parseRateBps('7.25')).toBe(725);
    expect(parseRateBps('0')).toBe(0);
    for (const bad of ['', '100', '7.125', '.']) expect(parseRateBps(bad)).toBeNull();
  });

  it('counts a tenure in months, and keeps the loan the same when the unit changes', () => {
    expect(tenureMonthsOf('12', 'months')).toBe(12);
    expect(tenureMonthsOf('2', 'years')).toBe(24);
    expect(tenureMonthsOf('', 'years')).toBeNull();
    expect(convertTenure('24', 'months', 'years')).toBe('2');
    expect(convertTenure('18', 'months', 'years')).toBe('2');
    expect(convertTenure('5', 'months', 'years')).toBe('1');
    expect(convertTenure('3', 'years', 'months')).toBe('36');
    expect(convertTenure('', 'years', 'months')).toBe('');
  });

  it('takes fees in rupees or as a percentage of the amount, rounded half up to the paisa', () => {
    expect(feePaise('', 'rupees', 1_00_000_00)).toBe(0);
    expect(feePaise('500', 'rupees', 1_00_000_00)).toBe(500_00);
    expect(feePaise('2', 'percent', 1_00_000_00)).toBe(2_000_00);
    // 2.5% of Rs 3,333.33 is Rs 83.33325.
    expect(feePaise('2.5', 'percent', 3_333_33)).toBe(83_33);
    expect(feePaise('.', 'rupees', 1_00_000_00)).toBeNull();
  });
});

describe('the calculator needs loan amount, annual interest rate and term (spec §5)', () => {
  it('gives the loan when all three are usable', () => {
    expect(checkLoan(loan)).toEqual({
      ok: true,
      value: { amountPaise: 1_00_000_00, annualRateBps: 1050, tenureMonths: 12 },
    });
    expect(checkLoan({ ...loan, rate: '0', tenure: '40', unit: 'years' })).toMatchObject({
      ok: true,
      value: { annualRateBps: 0, tenureMonths: 480 },
    });
  });

  it('names each field at fault', () => {
    expect(checkLoan({ ...loan, amount: '' })).toEqual({ ok: false, faults: { ...noFaults, amount: true } });
    expect(checkLoan({ ...loan, amount: '0' })).toEqual({ ok: false, faults: { ...noFaults, amount: true } });
    expect(checkLoan({ ...loan, rate: '' })).toEqual({ ok: false, faults: { ...noFaults, rate: true } });
    expect(checkLoan({ ...loan, tenure: '0' })).toEqual({ ok: false, faults: { ...noFaults, tenure: true } });
    expect(checkLoan({ ...loan, tenure: '481' })).toEqual({
      ok: false,
      faults: { ...noFaults, tenure: true },
    });
    expect(checkLoan({ ...loan, tenure: '41', unit: 'years' })).toEqual({
      ok: false,
      faults: { ...noFaults, tenure: true },
    });
    expect(checkLoan({ amount: '', rate: '', tenure: '', unit: 'months' })).toEqual({
      ok: false,
      faults: { amount: true, rate: true, tenure: true },
    });
  });

  it('reads an FD tenure from years, months and days, blanks counting as none', () => {
    const fd = {
      amount: '100000',
      rate: '7',
      years: '5',
      months: '',
      days: '',
      compounding: 'quarterly' as const,
    };
    expect(checkFixedDeposit(fd)).toMatchObject({ ok: true, value: { tenureMonths: 60, extraDays: 0 } });
    expect(checkFixedDeposit({ ...fd, years: '1', months: '3', days: '10' })).toMatchObject({
      ok: true,
      value: { tenureMonths: 15, extraDays: 10 },
    });
    expect(checkFixedDeposit({ ...fd, years: '', days: '15' })).toMatchObject({
      ok: true,
      value: { tenureMonths: 0, extraDays: 15 },
    });
    expect(checkFixedDeposit({ ...fd, years: '' })).toEqual({
      ok: false,
      faults: { ...noFaults, tenure: true },
    });
    expect(checkFixedDeposit({ ...fd, days: '31' })).toEqual({
      ok: false,
      faults: { ...noFaults, tenure: true },
    });
    expect(checkFixedDeposit({ ...fd, amount: '' })).toEqual({
      ok: false,
      faults: { ...noFaults, amount: true },
    });
  });

  it('runs an RD in whole quarters, and tells that apart from a missing tenure', () => {
    const rd = { amount: '1000', rate: '8', months: '12' };
    expect(checkRecurringDeposit(rd)).toEqual({
      ok: true,
      value: { instalmentPaise: 1_000_00, annualRateBps: 800, tenureMonths: 12 },
    });
    expect(checkRecurringDeposit({ ...rd, months: '13' })).toEqual({
      ok: false,
      faults: { ...noFaults, tenure: true },
      quarters: true,
    });
    expect(checkRecurringDeposit({ ...rd, months: '' })).toEqual({
      ok: false,
      faults: { ...noFaults, tenure: true },
      quarters: false,
    });
  });

  it('needs an offer’s fees to leave something to disburse', () => {
    const offer = { ...loan, fee: '2', feeUnit: 'percent' as const };
    expect(checkOffer(offer)).toMatchObject({ ok: true, value: { upfrontFeesPaise: 2_000_00 } });
    expect(checkOffer({ ...offer, fee: '' })).toMatchObject({ ok: true, value: { upfrontFeesPaise: 0 } });
    expect(checkOffer({ ...offer, fee: '100000', feeUnit: 'rupees' })).toEqual({
      ok: false,
      faults: { ...noFaults, fee: true },
    });
    expect(checkOffer({ ...offer, amount: '' })).toEqual({
      ok: false,
      faults: { ...noFaults, amount: true, fee: false },
    });
  });
});

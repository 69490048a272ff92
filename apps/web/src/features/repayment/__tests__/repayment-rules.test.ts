import type { TFunction } from 'i18next';
import i18n from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorText } from '@/i18n/error-text';
import { bestCouponId, couponOptions } from '@/lib/coupon-options';
import { BILL, REPAYMENT, repaymentCoupon } from '@/testing/bill-fixtures';
import { setupI18n } from '@/testing/test-utils';
import { allSettled, displayText, displayTone, isRepayable, orderDisplay } from '../components/display-state';
import {
  availableKinds,
  initialKind,
  kindAmount,
  parseKind,
  parseRupees,
  partProblem,
  payablePaise,
  plainRupees,
  repayRequest,
  rupeesFilter,
} from '../components/repay-choice';
import {
  awaitsUtr,
  isOpenRepayment,
  REPAYMENT_POLL_MS,
  repaymentPollInterval,
  repaymentRoute,
  showsSimulator,
} from '../components/repayment-progress';
import { utrFilter, utrProblem } from '../components/utr';

let t: TFunction;
beforeAll(async () => {
  await setupI18n();
  t = i18n.t.bind(i18n) as TFunction;
});

describe('display states (spec §4)', () => {
  it.each([
    [{ state: 'pending_repayment', days: 20 }, 'Pending repayment'],
    [{ state: 'expires_in', days: 3 }, 'Expires in 3 days'],
    [{ state: 'expires_in', days: 1 }, 'Expires in 1 day'],
    [{ state: 'due_today', days: 0 }, 'Due today'],
    [{ state: 'overdue', days: 2 }, 'Overdue 2 days'],
    [{ state: 'overdue', days: 1 }, 'Overdue 1 day'],
    [{ state: 'repayment_in_progress', days: 0 }, 'Repayment in progress'],
    [{ state: 'settled', days: 0 }, 'Settled'],
  ] as const)('%o reads "%s"', (display, text) => {
    expect(displayText(display, t)).toBe(text);
  });

  it('colours late bills apart from the ones due soon and the settled ones', () => {
    expect(displayTone({ state: 'overdue', days: 2 })).toBe('late');
    expect(displayTone({ state: 'due_today', days: 0 })).toBe('soon');
    expect(displayTone({ state: 'settled', days: 0 })).toBe('done');
    expect(isRepayable({ state: 'overdue', days: 2 })).toBe(true);
    expect(isRepayable({ state: 'canceled_cooling_off', days: 0 })).toBe(false);
  });

  it('an order has a repayment state once disbursed; a settled one needs no bill', () => {
    expect(orderDisplay({ state: 'settled' }, undefined)).toEqual({ state: 'settled', days: 0 });
    expect(orderDisplay({ state: 'disbursed' }, undefined)).toBeNull();
    expect(orderDisplay({ state: 'disbursed' }, BILL)).toEqual({ state: 'expires_in', days: 3 });
    expect(orderDisplay({ state: 'signed' }, BILL)).toBeNull();
  });

  it('"All settled" once every loan is closed and at least one was repaid', () => {
    expect(allSettled([{ state: 'settled' }, { state: 'settled' }])).toBe(true);
    expect(allSettled([{ state: 'settled' }, { state: 'canceled' }])).toBe(true);
    expect(allSettled([{ state: 'settled' }, { state: 'disbursed' }])).toBe(false);
    expect(allSettled([{ state: 'canceled' }])).toBe(false);
    expect(allSettled([])).toBe(false);
  });
});

describe('what to pay', () => {
  it('offers the bill, the payoff, a part and the extension while something is owed', () => {
    expect(availableKinds(BILL)).toEqual(['bill', 'full', 'partial', 'extension']);
    const coolingOff = { ...BILL, coolingOff: { until: '2026-11-21T05:00:00Z', exitAmountPaise: 1_500_600 } };
    expect(availableKinds(coolingOff)).toContain('cooling_off');
    expect(availableKinds({ ...BILL, bill: null, payoff: null, extension: null })).toEqual([]);
  });

  it('opens on the kind of the link when it is open, else the first', () => {
    const kinds = availableKinds(BILL);
    expect(initialKind(kinds, 'extension')).toBe('extension');
    expect(initialKind(kinds, 'cooling_off')).toBe('bill');
    expect(initialKind(kinds, null)).toBe('bill');
    expect(initialKind([], 'bill')).toBeNull();
    expect(parseKind('extension')).toBe('extension');
    expect(parseKind('toString')).toBeNull();
    expect(parseKind(null)).toBeNull();
  });

  it('takes each kind’s amount from the bill, a part payment’s from what was typed', () => {
    expect(kindAmount(BILL, 'bill', null)).toBe(256_562);
    expect(kindAmount(BILL, 'full', null)).toBe(1_257_500);
    expect(kindAmount(BILL, 'extension', null)).toBe(22_250);
    expect(kindAmount(BILL, 'partial', 50_000)).toBe(50_000);
    expect(kindAmount(BILL, 'partial', null)).toBeNull();
    expect(kindAmount(BILL, 'cooling_off', null)).toBeNull();
  });

  it('reads rupees exactly, and explains a part payment out of range', () => {
    expect(parseRupees('1500')).toBe(150_000);
    expect(parseRupees('0.07')).toBe(7);
    expect(parseRupees(' 12.5 ')).toBe(1_250);
    expect(parseRupees('12.345')).toBeNull();
    expect(parseRupees('')).toBeNull();
    expect(rupeesFilter('₹1,2a3.456.7')).toBe('123.45');
    expect(partProblem('0.50', 1_257_500)).toBe('REPAY_AMOUNT_INVALID');
    expect(partProblem('abc', 1_257_500)).toBe('REPAY_AMOUNT_INVALID');
    expect(partProblem('12575.01', 1_257_500)).toBe('AMOUNT_ABOVE_OUTSTANDING');
    expect(partProblem('12575', 1_257_500)).toBeNull();
    expect(partProblem('1', 1_257_500)).toBeNull();
  });

  it('sends the amount only with a part payment, and the coupon when there is one', () => {
    expect(repayRequest('bill', 'upi', 50_000, null)).toEqual({ kind: 'bill', method: 'upi' });
    expect(repayRequest('partial', 'gateway', 50_000, 'c1')).toEqual({
      kind: 'partial',
      method: 'gateway',
      amountPaise: 50_000,
      couponId: 'c1',
    });
  });

  it('takes a coupon off the amount, never below zero; copies rupees plainly', () => {
    expect(payablePaise(256_562, 10_000)).toBe(246_562);
    expect(payablePaise(5_000, 10_000)).toBe(0);
    expect(plainRupees(256_562)).toBe('2565.62');
    expect(plainRupees(100)).toBe('1.00');
  });
});

describe('repayment coupons', () => {
  const NOW = new Date('2026-12-17T06:00:00Z');
  it('applies unused repayment coupons whose minimum the amount reaches, the best first', () => {
    const options = couponOptions(
      [
        repaymentCoupon('small', { facePaise: 5_000 }),
        repaymentCoupon('big'),
        repaymentCoupon('min', { minAmountPaise: 1_000_000 }),
        repaymentCoupon('used', { state: 'used', usedAt: '2026-12-01T00:00:00Z' }),
        repaymentCoupon('withdrawal', { kind: 'withdrawal' }),
      ],
      256_562,
      NOW,
      'repayment',
    );
    expect(options.map((o) => [o.coupon.id, o.block])).toEqual([
      ['big', null],
      ['small', null],
      ['min', 'below_min'],
      ['used', 'used'],
    ]);
    expect(bestCouponId(options)).toBe('big');
  });

  it('a payment below every minimum gets no coupon', () => {
    const options = couponOptions([repaymentCoupon('c')], 50_000, NOW, 'repayment');
    expect(bestCouponId(options)).toBeNull();
  });
});

describe('the UTR (spec §5: 12 digits)', () => {
  it('keeps digits only, at most 12', () => {
    expect(utrFilter('1234-5678 9012 345')).toBe('123456789012');
    expect(utrFilter('abc')).toBe('');
  });

  it('refuses anything but 12 digits with the catalogue code', () => {
    expect(utrProblem('123456789012')).toBeNull();
    expect(utrProblem('12345678901')).toBe('UTR_INVALID');
    expect(utrProblem('')).toBe('UTR_INVALID');
    expect(utrProblem('12345678901a')).toBe('UTR_INVALID');
  });

  it('is explained in the words of the spec', () => {
    expect(errorText('UTR_INVALID')).toBe('A repayment needs a 12-digit UTR or it fails.');
  });
});

describe('following a repayment', () => {
  it('polls every 2 s while it is open, and stops at its result', () => {
    expect(repaymentPollInterval(undefined)).toBe(REPAYMENT_POLL_MS);
    expect(repaymentPollInterval('initiated')).toBe(2000);
    expect(repaymentPollInterval('processing')).toBe(2000);
    expect(repaymentPollInterval('succeeded')).toBe(false);
    expect(repaymentPollInterval('failed')).toBe(false);
    expect(isOpenRepayment('failed')).toBe(false);
  });

  it('leads to its progress while open, to its result after', () => {
    expect(repaymentRoute(REPAYMENT)).toBe(`/paymentProcess?id=${REPAYMENT.id}`);
    expect(repaymentRoute({ ...REPAYMENT, state: 'failed' })).toBe(`/repaidPage?id=${REPAYMENT.id}`);
  });

  it('a UPI payment waits for its UTR; the simulator is for gateway payments only', () => {
    expect(awaitsUtr(REPAYMENT)).toBe(true);
    expect(awaitsUtr({ ...REPAYMENT, utr: '123456789012', state: 'processing' })).toBe(false);
    expect(showsSimulator({ ...REPAYMENT, simulator: true })).toBe(false);
    expect(showsSimulator({ ...REPAYMENT, method: 'gateway', simulator: true })).toBe(true);
    expect(showsSimulator({ ...REPAYMENT, method: 'gateway', simulator: true, state: 'succeeded' })).toBe(
      false,
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PRICING } from '../../pricing/pricing-config';
import { quoteWithdrawal } from '../../pricing/quote';
import { balancedJournal, balances, disbursalJournal } from '../journals';

describe('journals', () => {
  it('refuses lines that do not sum to zero, fractions and one-line journals', () => {
    expect(() => balancedJournal([{ account: 'fee_income', amountPaise: -1 }])).toThrow(RangeError);
    expect(() =>
      balancedJournal([
        { account: 'principal_receivable', amountPaise: 100 },
        { account: 'disbursement_clearing', amountPaise: -99 },
      ]),
    ).toThrow(RangeError);
    expect(() =>
      balancedJournal([
        { account: 'principal_receivable', amountPaise: 0.5 },
        { account: 'disbursement_clearing', amountPaise: -0.5 },
      ]),
    ).toThrow(RangeError);
  });

  it('books a Rs 10,000 disbursal: Rs 9,587 out, fees earned, GST and the bureau fee owed', () => {
    const q = quoteWithdrawal({
      amountPaise: 10_000_00,
      termMonths: 3,
      dailyRatePpm: 400,
      couponFacePaise: 100_00,
      startDay: '2026-11-23',
      config: DEFAULT_PRICING,
    });
    expect(balances(disbursalJournal(q))).toEqual({
      principal_receivable: 10_000_00,
      coupon_expense: 100_00,
      disbursement_clearing: -9_687_00,
      fee_income: -320_00,
      third_party_payable: -30_00,
      gst_payable: -63_00,
    });
  });

  it('balances for any priced withdrawal', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 21, max: 600 }).map((h) => h * 100_00),
        fc.integer({ min: 0, max: 1_000_00 }),
        fc.constantFrom<'all_fees' | 'service_fee'>('all_fees', 'service_fee'),
        (amount, coupon, gstBase) => {
          const q = quoteWithdrawal({
            amountPaise: amount,
            termMonths: 3,
            dailyRatePpm: 500,
            couponFacePaise: coupon,
            startDay: '2026-11-23',
            config: { ...DEFAULT_PRICING, gstBase },
          });
          const lines = disbursalJournal(q);
          expect(lines.reduce((s, l) => s + l.amountPaise, 0)).toBe(0);
          expect(balances(lines).principal_receivable).toBe(amount);
        },
      ),
    );
  });
});

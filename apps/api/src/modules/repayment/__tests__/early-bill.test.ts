import { bookBalances, DEFAULT_PRICING, DEFAULT_PRODUCTS } from '@app/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { ledgerRepository } from '../../../platform/ledger-repository';
import { approvedCustomer } from '../../../test/application-fixtures';
import { disbursedOrder } from '../../../test/loan-fixtures';
import { billOf as bill, payBySimulator } from '../../../test/repayment-fixtures';
import { staffHeaders, staffSession } from '../../../test/staff-fixtures';
import { call, drivers, useTestApp } from '../../../test/test-app';
import { orderRepository } from '../../orders';
import { bookRepository } from '../book-repository';

const DAY = 24 * 3600;

/** A configuration whose shortest loan is one instalment: one month of 30 days, repaid at its end. */
const oneInstalment = {
  pricing: { ...DEFAULT_PRICING, installmentDays: 30, termStepMonths: 1 },
  products: DEFAULT_PRODUCTS.map((p) => ({ ...p, minTermMonths: 1 })),
};

describe.each(drivers)(
  'a bill paid early never costs more than closing the loan (decision 072) on %s',
  (driver) => {
    const ctx = useTestApp(driver);

    afterEach(async () => {
      expect(await ledgerRepository.unbalancedJournalIds(ctx.database.db)).toEqual([]);
    });

    it('on a one-instalment loan on day 4, the bill is the payoff, and paying it settles the loan with the interest to date only', async () => {
      const { token: staff } = await staffSession(ctx, 'admin');
      const saved = await call(
        ctx.app,
        'POST',
        '/api/staff/v1/configuration/versions',
        { ...oneInstalment, note: 'one instalment', baseVersion: 1 } as never,
        { headers: staffHeaders(staff) },
      );
      expect(saved.statusCode, saved.body).toBe(201);
      const { token } = await approvedCustomer(ctx, '9876547201', { dailyRatePpm: 500 });
      const orderId = await disbursedOrder(ctx, token, 10_000_00, 1);
      expect(await bookRepository.load(ctx.database.db, orderId)).toHaveLength(1);

      ctx.clock.advanceSeconds(4 * DAY);
      await ctx.app.tick();
      await ctx.app.jobs.runDue();
      const early = await bill(ctx, token, orderId);
      // Rs 150 of interest for the 30 days as scheduled; four days of it, Rs 20, earned so far.
      expect(early.instalments[0]).toMatchObject({ interestPaise: 150_00, state: 'upcoming' });
      expect(early.payoff).toEqual({
        principalPaise: 10_000_00,
        interestPaise: 20_00,
        penalPaise: 0,
        totalPaise: 10_020_00,
      });
      expect(early.bill).toEqual(early.payoff);

      const { amountPaise, settled } = await payBySimulator(ctx, token, orderId, { kind: 'bill' });
      expect(amountPaise).toBe(10_020_00);
      expect(settled).toMatchObject({
        state: 'succeeded',
        allocation: { principalPaise: 10_000_00, interestPaise: 20_00, penalPaise: 0, excessPaise: 0 },
      });
      expect((await orderRepository.findById(ctx.database.db, orderId))?.state).toBe('settled');
      const after = await bill(ctx, token, orderId);
      expect(after.display.state).toBe('settled');
      expect(after.ledgerOutstandingPaise).toBe(0);
      // The books earned the four days' interest and nothing ahead of its day.
      const balances = await ledgerRepository.orderBalances(ctx.database.db, orderId);
      expect(bookBalances(await bookRepository.load(ctx.database.db, orderId))).toEqual({
        principalPaise: 0,
        interestPaise: 0,
        penalPaise: 0,
      });
      expect(balances.principal_receivable ?? 0).toBe(0);
      expect(balances.interest_receivable ?? 0).toBe(0);
      expect((await bookRepository.load(ctx.database.db, orderId))[0]).toMatchObject({
        interestPaise: 20_00,
        paidInterestPaise: 20_00,
      });
    });

    it('on a loan of several instalments, the first paid on day 4 is paid as scheduled, below the payoff', async () => {
      const { token } = await approvedCustomer(ctx, '9876547202', { dailyRatePpm: 500 });
      const orderId = await disbursedOrder(ctx, token);
      ctx.clock.advanceSeconds(4 * DAY);
      await ctx.app.tick();
      await ctx.app.jobs.runDue();
      const early = await bill(ctx, token, orderId);
      expect(early.bill).toMatchObject({
        principalPaise: 1_666_67,
        interestPaise: 75_00,
        totalPaise: 1_741_67,
      });
      expect(early.payoff.totalPaise).toBe(10_020_00);
      const { amountPaise, settled } = await payBySimulator(ctx, token, orderId, { kind: 'bill' });
      expect(amountPaise).toBe(1_741_67);
      expect(settled.allocation).toMatchObject({ principalPaise: 1_666_67, interestPaise: 75_00 });
      const next = await bill(ctx, token, orderId);
      expect(next.instalments[0].state).toBe('paid');
      expect((await orderRepository.findById(ctx.database.db, orderId))?.state).toBe('disbursed');
    });
  },
);

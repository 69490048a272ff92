import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages } from '../../../db/schema';
import { approvedCustomer } from '../../../test/application-fixtures';
import { disbursedOrder } from '../../../test/loan-fixtures';
import { drivers, type TestContext, useTestApp } from '../../../test/test-app';
import { orderRepository } from '../../orders';

const DAY = 24 * 3600;

/** Moves the clock by whole days (12:00 IST, in the reminders' hours) and runs the tick: accrual, then reminders. */
async function days(ctx: TestContext, n: number) {
  ctx.clock.advanceSeconds(n * DAY);
  await ctx.app.tick();
}

describe.each(drivers)('penal charges in the reminders (issue 30, point 5) on %s', (driver) => {
  const ctx = useTestApp(driver);

  it('states the penal rate and fee before the due day, tells the first levy once with its amount and reason, and the penal charges owed after', async () => {
    const { token, customerId } = await approvedCustomer(ctx, '9876548201', { dailyRatePpm: 500 });
    const orderId = await disbursedOrder(ctx, token);
    const order = await orderRepository.findById(ctx.database.db, orderId);
    if (!order) throw new Error('no order');
    // The figures come from the order's priced terms: 0.1% a day and a Rs 100 penalty fee by default.
    const rate = `${order.pricing.penalDailyPpm / 10_000}%`;
    const fee = `₹${order.pricing.penaltyFeePaise / 100}`;
    const smsTo = () => ctx.sms.messages.map((m) => m.text);

    await days(ctx, 12); // 27-01: D-3
    const early = smsTo().at(-1) ?? '';
    expect(early).toContain('is due on 30-01-2025');
    expect(early).toContain(
      `penal charges of ${rate} a day on the overdue amount and a one-time penalty fee of ${fee}`,
    );

    await days(ctx, 3); // 30-01: due today
    expect(smsTo().at(-1)).toContain(
      `${rate} a day on the overdue amount and a one-time penalty fee of ${fee}`,
    );

    ctx.sms.clear();
    await days(ctx, 1); // 31-01: the first overdue day: the fee and a day's late interest (0.1% of Rs 1,741.67)
    const levy = smsTo().filter((text) => text.includes('penal charges of'));
    expect(levy).toHaveLength(1);
    expect(levy[0]).toContain(
      `instalment 1 of loan ${order.orderNo} from Setu Finance Private Limited was not paid by its due date, 30-01-2025, so penal charges of ₹102 were added today: a one-time penalty fee of ${fee} and ${rate} a day`,
    );
    const overdue = smsTo().find((text) => text.includes('overdue;')) ?? '';
    expect(overdue).toContain(`of which ₹102 in penal charges (${rate} a day on the overdue amount`);
    const told = await ctx.database.db.select().from(messages).where(eq(messages.customerId, customerId));
    expect(told.filter((m) => m.template === 'penal_levied')).toHaveLength(1);

    // Told once: the next days and a second run the same day say nothing new about the levy.
    await ctx.app.tick();
    await days(ctx, 2);
    const after = await ctx.database.db.select().from(messages).where(eq(messages.customerId, customerId));
    expect(after.filter((m) => m.template === 'penal_levied')).toHaveLength(1);
    expect(smsTo().filter((text) => text.includes('were added today'))).toHaveLength(1);
  });
});

import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { asMandateSimulator } from '../../../adapters/mandate';
import { repayments } from '../../../db/schema';
import { hmacSha256Hex } from '../../../lib/hashing';
import { ledgerRepository } from '../../../platform/ledger-repository';
import {
  after,
  booksEqualLedger,
  DAY,
  debitsOf,
  HOUR,
  loanWithMandate,
} from '../../../test/mandate-fixtures';
import { drivers, type TestContext, useTestApp } from '../../../test/test-app';
import { MANDATE_SIGNATURE_HEADER, signMandateWebhook } from '..';

const FIRST_BILL = 1_741_67;

const ofOrder = (ctx: TestContext, orderId: string) =>
  ctx.database.db.select().from(repayments).where(eq(repayments.orderId, orderId));

/** The simulator's webhook, signed as the gateway signs it, posted to our route. */
function postWebhook(ctx: TestContext, body: string) {
  const secret = ctx.config.MANDATE_WEBHOOK_SECRET ?? hmacSha256Hex(ctx.config.APP_SECRET, 'mandate-webhook');
  return ctx.app.inject({
    method: 'POST',
    url: '/api/v1/webhooks/mandate',
    headers: {
      'content-type': 'application/json',
      [MANDATE_SIGNATURE_HEADER]: signMandateWebhook(secret, body),
    },
    payload: body,
  });
}

describe.each(drivers)('auto-debit results by webhook on %s', (driver) => {
  const ctx = useTestApp(driver);

  afterEach(async () => {
    expect(await ledgerRepository.unbalancedJournalIds(ctx.database.db)).toEqual([]);
  });

  it('a replayed debit.succeeded webhook pays once', async () => {
    const { orderId, gatewayRef } = await loanWithMandate(ctx, '9876546501');
    await after(ctx, 14 * DAY - 2.5 * HOUR); // 2025-01-29 09:30 IST: notified
    await after(ctx, DAY + 0.75 * HOUR); // 2025-01-30 10:15 IST: requested
    const simulator = asMandateSimulator(ctx.app.core.parties.mandates);
    if (!simulator) throw new Error('no simulator');
    const hook = (await simulator.dueWebhooks(50)).find(
      (h) => h.body.includes(gatewayRef) && h.body.includes('debit.succeeded'),
    );
    if (!hook) throw new Error('no webhook');
    const answers = await Promise.all([postWebhook(ctx, hook.body), postWebhook(ctx, hook.body)]);
    answers.push(await postWebhook(ctx, hook.body));
    // The gateway sends it again under a new event id.
    answers.push(await postWebhook(ctx, hook.body.replace(hook.eventId, `${hook.eventId}-again`)));
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    const paid = (await ofOrder(ctx, orderId)).filter((r) => r.state === 'succeeded');
    expect(paid).toHaveLength(1);
    expect(paid[0]).toMatchObject({ method: 'mandate', amountPaise: FIRST_BILL });
    expect((await debitsOf(ctx, orderId))[0]).toMatchObject({ state: 'succeeded', refundPaise: 0 });
    await booksEqualLedger(ctx, orderId);
  });
});

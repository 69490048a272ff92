/** The module's public face and wiring: other modules and app.ts reach it only through this file (issue 29). */
import type { onRequestHookHandler } from 'fastify';
import { OffsetClock } from '../../lib/clock';
import { hmacSha256Hex } from '../../lib/hashing';
import type { App, Core } from '../../platform/core';
import { createLimitOffers } from '../offers';
import { createReminders } from './reminders';
import { collectionEventRepository } from './repayment-repository';
import { collectionSimulatorRoutes, collectionWebhookRoutes, repaymentRoutes } from './repayment-routes';
import { createRepaymentService, type RepaymentDeps, type RepaymentService } from './repayment-service';
import { testClockRoutes } from './test-clock-routes';

export { bookRepository } from './book-repository';
export { createReminders } from './reminders';
export { collectionEventRepository } from './repayment-repository';
export { collectionSimulatorRoutes, collectionWebhookRoutes, repaymentRoutes } from './repayment-routes';
export { bookTerms, createRepaymentService, type RepaymentService } from './repayment-service';
export { testClockRoutes } from './test-clock-routes';

/** The repayments and the daily reminders; `onSettled` is what other modules do when a loan is repaid. */
export function repaymentServices(core: Core, onSettled: RepaymentDeps['onSettled']) {
  const { db, clock, sms, config } = core;
  const repayments = createRepaymentService({
    db,
    clock,
    gateway: core.parties.collections,
    sms,
    proName: config.PRO_NAME,
    vpa: config.LENDER_VPA,
    payee: config.LENDER_PAYEE_NAME,
    extensionDays: config.EXTENSION_DAYS,
    checkSeconds: config.COLLECTION_CHECK_SECONDS,
    logger: core.log.child({ module: 'repayment' }),
    onSettled,
  });
  const reminders = createReminders({
    db,
    clock,
    sms,
    proName: config.PRO_NAME,
    logger: core.log.child({ job: 'reminders' }),
  });
  return { repayments, reminders };
}

/** The repayment routes under /api/v1, the collection simulator's when it stands in, and the gateway's webhook. */
export async function repaymentModule(
  app: App,
  core: Core,
  repayments: RepaymentService,
  requireCustomer: onRequestHookHandler,
): Promise<void> {
  const { db, clock, config } = core;
  const offers = createLimitOffers({ db, clock });
  await app.register(repaymentRoutes, { prefix: '/api/v1', repayments, offers, requireCustomer });
  if (core.parties.collections.simulate) {
    await app.register(collectionSimulatorRoutes, { prefix: '/api/v1', repayments, requireCustomer });
  }
  await app.register(
    collectionWebhookRoutes({
      repayments,
      secret: config.COLLECTION_WEBHOOK_SECRET ?? hmacSha256Hex(config.APP_SECRET, 'collection-webhook'),
      events: {
        seen: (eventId) => collectionEventRepository.seen(db, eventId),
        remember: (event) => collectionEventRepository.remember(db, event, clock.now()),
      },
    }),
    { prefix: '/api/v1' },
  );
}

/** The test clock's routes (TEST_CLOCK with an offset clock only): move time, then tick and run due jobs. */
export async function testClockModule(app: App, { config, clock }: Core): Promise<void> {
  if (!config.TEST_CLOCK || !(clock instanceof OffsetClock)) return;
  await app.register(testClockRoutes, {
    clock,
    tick: async () => {
      await app.tick();
      await app.jobs.runDue();
    },
  });
}

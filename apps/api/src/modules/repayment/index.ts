/** The module's public face and wiring: other modules and app.ts reach it only through this file (issue 29). */
import { OffsetClock } from '../../lib/clock';
import { hmacSha256Hex } from '../../lib/hashing';
import { modulePlugin } from '../../platform/core';
import type {} from '../auth';
import { createLimitOffers } from '../offers';
import { createReminders } from './reminders';
import { collectionEventRepository } from './repayment-repository';
import { collectionSimulatorRoutes, collectionWebhookRoutes, repaymentRoutes } from './repayment-routes';
import { createRepaymentService, type RepaymentDeps, type RepaymentService } from './repayment-service';
import { testClockRoutes } from './test-clock-routes';

export { bookRepository } from './book-repository';
export { certificateRepository, type NocIssued } from './loan-certificates';
export { createReminders } from './reminders';
export { collectionEventRepository } from './repayment-repository';
export { collectionSimulatorRoutes, collectionWebhookRoutes, repaymentRoutes } from './repayment-routes';
export { bookTerms, createRepaymentService, type RepaymentService } from './repayment-service';
export { qrSvg } from './repayment-view';
export { dueBy } from './settle-debit';
export { testClockRoutes } from './test-clock-routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** The repayments (the plugin `repayment`). */
    repayments: RepaymentService;
    /** The daily reminders; returns how many were sent. */
    reminders: ReturnType<typeof createReminders>;
  }
}

/** The plugin `repayment`: the repayments and the daily reminders; `onSettled` is what other modules do when a loan is repaid. */
export const repaymentServices = modulePlugin<Pick<RepaymentDeps, 'onSettled' | 'onRepaid' | 'onNocIssued'>>(
  'repayment',
  ['core'],
  (app, core, { onSettled, onRepaid, onNocIssued }) => {
    const { db, clock, sms, config } = core;
    const repayments = createRepaymentService({
      db,
      clock,
      gateway: core.parties.collections,
      sms,
      proName: config.PRO_NAME,
      lenderName: config.LENDER_NAME,
      vpa: config.LENDER_VPA,
      payee: config.LENDER_PAYEE_NAME,
      extensionDays: config.EXTENSION_DAYS,
      checkSeconds: config.COLLECTION_CHECK_SECONDS,
      logger: core.log.child({ module: 'repayment' }),
      onSettled,
      onRepaid,
      onNocIssued,
    });
    const reminders = createReminders({
      db,
      clock,
      sms,
      proName: config.PRO_NAME,
      lenderName: config.LENDER_NAME,
      logger: core.log.child({ job: 'reminders' }),
    });
    app.decorate('repayments', repayments);
    app.decorate('reminders', reminders);
  },
);

/** The repayment routes under /api/v1, the collection simulator's when it stands in, and the gateway's webhook. */
export const repaymentModule = modulePlugin(
  'repayment-routes',
  ['core', 'repayment', 'auth'],
  async (app, core) => {
    const { db, clock, config } = core;
    const { repayments, requireCustomer } = app;
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
  },
);

/** The test clock's routes (TEST_CLOCK with an offset clock only): move time, then tick and run due jobs. */
export const testClockModule = modulePlugin('test-clock', ['core'], async (app, { config, clock }) => {
  if (!config.TEST_CLOCK || !(clock instanceof OffsetClock)) return;
  await app.register(testClockRoutes, {
    clock,
    tick: async () => {
      await app.tick();
      await app.jobs.runDue();
    },
  });
});

/** The module's public face and wiring: other modules and app.ts reach it only through this file (issue 29). */
import { asMandateSimulator } from '../../adapters/mandate';
import type { AppConfig } from '../../config/config';
import { hmacSha256Hex } from '../../lib/hashing';
import { modulePlugin } from '../../platform/core';
import type {} from '../auth';
import type {} from './debit-plugin';
import { mandateRoutes, mandateWebhookRoutes } from './mandate-routes';
import { createMandateService, type MandateService } from './mandate-service';
import { mandateSimulatorRoutes, simulatorDelivery } from './mandate-simulator-routes';
import { createMandateWebhooks } from './mandate-webhook';

export { mandateDebitServices } from './debit-plugin';
export { MANDATE_SIGNATURE_HEADER, signMandateWebhook } from './mandate-routes';
export type { MandateService } from './mandate-service';

/** MANDATE_WEBHOOK_SECRET, else one derived from APP_SECRET (development and tests). */
export const mandateWebhookSecret = (config: Pick<AppConfig, 'MANDATE_WEBHOOK_SECRET' | 'APP_SECRET'>) =>
  config.MANDATE_WEBHOOK_SECRET ?? hmacSha256Hex(config.APP_SECRET, 'mandate-webhook');

/** How often, in development, the simulator's webhooks are delivered (tests deliver them by hand). */
const SIMULATOR_DELIVERY_MS = 2_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** Auto-debit mandates (the plugin `mandates`). */
    mandates: {
      service: MandateService;
      /** The mandate simulator's due webhooks, signed and posted through our webhook route; 0 without the simulator. */
      deliverSimulatorWebhooks: () => Promise<number>;
    };
  }
}

/**
 * The plugin `mandates` (issue 32): the borrower's mandate routes under
 * /api/v1, the gateway's signed webhook, and, while the simulator stands in,
 * its approval page and its webhook delivery.
 */
export const mandatesModule = modulePlugin(
  'mandates',
  ['core', 'auth', 'mandate-debits'],
  async (app, core) => {
    const { db, clock, config, cipher } = core;
    const gateway = core.parties.mandates;
    const secret = mandateWebhookSecret(config);
    const service = createMandateService({
      db,
      clock,
      cipher,
      gateway,
      upiLimitPaise: config.UPI_AUTOPAY_LIMIT_PAISE,
      logger: core.log.child({ module: 'mandates' }),
    });
    const apply = createMandateWebhooks({
      db,
      clock,
      applyDebitResult: (key, result) => app.mandateDebits.applyDebitResult(key, result),
    });
    await app.register(mandateRoutes, {
      prefix: '/api/v1',
      mandates: service,
      requireCustomer: app.requireCustomer,
    });
    await app.register(mandateWebhookRoutes({ secret, apply }), { prefix: '/api/v1' });

    const simulator = asMandateSimulator(gateway);
    let deliver = async () => 0;
    if (simulator) {
      deliver = simulatorDelivery(app, simulator, secret);
      await app.register(mandateSimulatorRoutes, { simulator, db, deliver });
      if (config.NODE_ENV === 'development') {
        let timer: NodeJS.Timeout | undefined;
        app.addHook('onReady', async () => {
          timer = setInterval(() => {
            deliver().catch((err: unknown) => app.log.warn({ err }, 'mandate simulator webhooks'));
          }, SIMULATOR_DELIVERY_MS);
          timer.unref();
        });
        app.addHook('onClose', async () => clearInterval(timer));
      }
    }
    app.decorate('mandates', { service, deliverSimulatorWebhooks: deliver });
  },
);

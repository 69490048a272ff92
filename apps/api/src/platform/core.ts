import type { FastifyBaseLogger, FastifyInstance, FastifyServerOptions } from 'fastify';
import Fastify from 'fastify';
import fp from 'fastify-plugin';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { type CreditBureau, createCreditBureau } from '../adapters/bureau';
import { type CkycRegistry, createCkycRegistry } from '../adapters/ckyc';
import { type CollectionGateway, createCollectionGateway } from '../adapters/collections';
import { createDigilockerGateway, type DigilockerGateway } from '../adapters/digilocker';
import { createEsignProvider, type EsignProvider } from '../adapters/esign';
import { createKycVerifier, type KycVerifier } from '../adapters/kyc';
import { createMandateGateway, type MandateGateway } from '../adapters/mandate';
import { type OutsideParties, refuseSimulatorsInProduction } from '../adapters/outside-parties';
import { createPanVerifier, type PanVerifier } from '../adapters/pan';
import { createPayoutGateway, type PayoutGateway } from '../adapters/payout';
import { createSmsSender, type SmsSender } from '../adapters/sms';
import { createFileStorage, type FileStorage } from '../adapters/storage';
import type { AppConfig } from '../config/config';
import type { Database, Db } from '../db/client';
import { errorHandler, installErrorHandler } from '../http/error-handler';
import { installNulGuard } from '../http/reject-nul';
import { type Clock, systemClock } from '../lib/clock';
import { createFieldCipher, type FieldCipher } from '../lib/field-cipher';
import { loggerOptions } from '../lib/logger';
import { installCors } from '../plugins/cors';
import { registerCspReport } from '../plugins/csp-report';
import { installMaintenance } from '../plugins/maintenance';
import { registerNativeShell } from '../plugins/native-shell';
import { registerRateLimit } from '../plugins/rate-limit';
import { registerSecurityHeaders, webInlineHashes } from '../plugins/security-headers';
import { registerStaticConsole } from '../plugins/static-console';
import { registerStaticWeb } from '../plugins/static-web';
import { registerSwagger } from '../plugins/swagger';
import { createJobRunner, type JobHandler, type JobRunner } from './job-runner';
import { createPhotoUrlSigner, type PhotoUrlSigner } from './photo-urls';

export interface AppDeps {
  config: AppConfig;
  database: Database;
  clock?: Clock;
  /** Defaults to the adapter SMS_ADAPTER names. */
  sms?: SmsSender;
  /** Defaults to pino at LOG_LEVEL with redaction. */
  logger?: FastifyServerOptions['logger'];
  /** Defaults to the local folder FILES_DIR. */
  storage?: FileStorage;
  /** Default to the adapters CREDIT_BUREAU and KYC_VERIFIER name. */
  bureau?: CreditBureau;
  kyc?: KycVerifier;
  /** Defaults to the adapter PAYOUT_GATEWAY names. */
  payouts?: PayoutGateway;
  /** Defaults to the adapter COLLECTION_GATEWAY names. */
  collections?: CollectionGateway;
  /** Defaults to the provider ESIGN_PROVIDER names (null: the drawn signature plus SMS code). */
  esign?: EsignProvider | null;
  /** Default to the adapters DIGILOCKER_GATEWAY, CKYC_REGISTRY and PAN_VERIFIER name (issue 31). */
  digilocker?: DigilockerGateway;
  ckyc?: CkycRegistry;
  pan?: PanVerifier;
  /** Defaults to the adapter MANDATE_GATEWAY names (issue 32). */
  mandates?: MandateGateway;
}

/** What every API module is built from: the settings, the database, the clock and the outside parties. */
export interface Core {
  config: AppConfig;
  database: Database;
  db: Db;
  clock: Clock;
  cipher: FieldCipher;
  signer: PhotoUrlSigner;
  storage: FileStorage;
  sms: SmsSender;
  parties: OutsideParties;
  log: FastifyBaseLogger;
}

const BODY_LIMIT = 64 * 1024;

/** The app as the modules see it: Fastify with the Zod type provider. */
export type App = ReturnType<typeof createServer>;

/** The Fastify instance with its compilers and error handler, before any plugin. */
export function createServer(deps: AppDeps) {
  const { config } = deps;
  const app = Fastify({
    logger: deps.logger ?? loggerOptions(config.LOG_LEVEL),
    bodyLimit: BODY_LIMIT,
    trustProxy: config.TRUST_PROXY,
    // Request ids are ours, never taken from a client header.
    requestIdHeader: false,
    // A URL the router cannot decode fails before routing: same { code, message } answer as any error.
    frameworkErrors: errorHandler({ otpLength: config.OTP_LENGTH }),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // JSON only: anything else is 415 UNSUPPORTED_MEDIA_TYPE rather than a string the schemas then reject.
  app.removeContentTypeParser('text/plain');
  // Before any plugin: a scope takes the error handler it is created with (the CSP report's 415 was Fastify's own).
  installErrorHandler(app, { otpLength: config.OTP_LENGTH });
  return app;
}

/**
 * Refuses simulators in production, then registers, in this order, the
 * external plugins (headers, CSP report, CORS, docs, static files) and the
 * app-wide ones (NUL guard, maintenance, rate limit); returns the Core.
 */
export async function registerPlatform(app: App, deps: AppDeps): Promise<Core> {
  const { config, database } = deps;
  const clock = deps.clock ?? systemClock;
  const parties = outsideParties(deps, app);
  refuseSimulatorsInProduction(config, parties);

  // --- external ---
  await registerSecurityHeaders(app, { inline: webInlineHashes(config.WEB_DIST) });
  await registerCspReport(app);
  installCors(app, config.CORS_ORIGINS);
  await registerSwagger(app, {
    version: config.VERSION,
    serve: config.API_DOCS ?? config.NODE_ENV !== 'production',
  });
  await registerStaticWeb(app, config.WEB_DIST, { proName: config.PRO_NAME });
  await registerStaticConsole(app, config.CONSOLE_DIST);
  if (config.NODE_ENV !== 'production') await registerNativeShell(app, config.WEB_DIST);

  // --- app ---
  installNulGuard(app);
  installMaintenance(app, config.MAINTENANCE);
  await registerRateLimit(app, config.ANON_RATE_LIMIT_PER_MINUTE);
  return {
    config,
    database,
    db: database.db,
    clock,
    cipher: createFieldCipher(config.DATA_ENCRYPTION_KEY),
    signer: createPhotoUrlSigner(config.APP_SECRET, config.PHOTO_URL_TTL_SECONDS),
    storage: deps.storage ?? createFileStorage(config),
    sms: parties.sms,
    parties,
    log: app.log,
  };
}

/** Each outside party's adapter: the one the caller gives, else the one the configuration names. */
function outsideParties(deps: AppDeps, app: FastifyInstance): OutsideParties {
  const { config, database } = deps;
  const clock = deps.clock ?? systemClock;
  const db = database.db;
  return {
    sms: deps.sms ?? createSmsSender(config, app.log),
    payouts:
      deps.payouts ??
      createPayoutGateway(config.PAYOUT_GATEWAY, { db, clock, settleSeconds: config.PAYOUT_SETTLE_SECONDS }),
    collections: deps.collections ?? createCollectionGateway(config.COLLECTION_GATEWAY, { db, clock }),
    bureau: deps.bureau ?? createCreditBureau(config.CREDIT_BUREAU),
    kyc: deps.kyc ?? createKycVerifier(config.KYC_VERIFIER),
    esign: deps.esign !== undefined ? deps.esign : createEsignProvider(config.ESIGN_PROVIDER, { clock }),
    digilocker: deps.digilocker ?? createDigilockerGateway(config.DIGILOCKER_GATEWAY, { clock }),
    ckyc: deps.ckyc ?? createCkycRegistry(config.CKYC_REGISTRY),
    pan: deps.pan ?? createPanVerifier(config.PAN_VERIFIER),
    mandates:
      deps.mandates ??
      createMandateGateway(config.MANDATE_GATEWAY, { db, clock, lenderVpa: config.LENDER_VPA }),
  };
}

/**
 * The core as a plugin named `core` (every module plugin depends on it): the
 * external and app-wide plugins, then `app.core`, what the modules are built from.
 */
export const corePlugin = fp(
  async (instance: FastifyInstance, { deps }: { deps: AppDeps }) => {
    instance.decorate('core', await registerPlatform(instance.withTypeProvider<ZodTypeProvider>(), deps));
  },
  { name: 'core' },
);

/**
 * A module's plugin: fastify-plugin keeps the root scope (no new encapsulation,
 * so prefixes, hooks and decorators are as if registered on the root), with its
 * name and the plugins it needs declared; `body` gets the Zod-typed app, the core
 * and the options it is registered with (app.ts hands events over that way). A
 * module that reads another's decorator imports that index type-only
 * (`import type {} from '../auth'`) so the declaration is in scope.
 */
export function modulePlugin<Options extends object = Record<never, never>>(
  name: string,
  dependencies: string[],
  body: (app: App, core: Core, options: Options) => Promise<void> | void,
) {
  return fp<Options>(
    async (instance, options) => {
      await body(instance.withTypeProvider<ZodTypeProvider>(), instance.core, options);
    },
    { name, dependencies },
  );
}

declare module 'fastify' {
  interface FastifyInstance {
    /** What every module is built from (the plugin `core`). */
    core: Core;
    /** Background jobs of this app; main.ts starts the poller, tests call runDue(). */
    jobs: JobRunner;
    /** What the clock drives: the daily accrual and the reminders (idempotent; main.ts runs it every REPAYMENT_TICK_SECONDS). */
    tick: () => Promise<{ accrued: number; reminded: number }>;
  }
}

/** Decorates the root with the job runner and the tick, and requests with their customer and staff member. */
export function decorateRoot(
  app: App,
  core: Core,
  handlers: Record<string, JobHandler>,
  tick: FastifyInstance['tick'],
): void {
  app.decorate(
    'jobs',
    createJobRunner({
      db: core.db,
      clock: core.clock,
      leaseMs: core.config.JOBS_LEASE_SECONDS * 1000,
      handlers,
      logger: app.log.child({ jobs: true }),
    }),
  );
  app.decorate('tick', tick);
  app.decorateRequest('customer', null);
  app.decorateRequest('staff', null);
}

import { DEFAULT_PRICING, DEFAULT_PRODUCTS, DEFAULT_UNDERWRITING_POLICY, referralRules } from '@app/domain';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { type CreditBureau, createCreditBureau } from './adapters/bureau';
import { type CollectionGateway, createCollectionGateway } from './adapters/collections';
import { createEsignProvider, type EsignProvider, isEsignSimulator } from './adapters/esign';
import { createKycVerifier, type KycVerifier } from './adapters/kyc';
import { type OutsideParties, refuseSimulatorsInProduction } from './adapters/outside-parties';
import { createPayoutGateway, type PayoutGateway } from './adapters/payout';
import { createSmsSender, type SmsSender } from './adapters/sms';
import { createFileStorage, type FileStorage } from './adapters/storage';
import type { AppConfig } from './config/config';
import type { Database } from './db/client';
import { errorHandler, installErrorHandler } from './http/error-handler';
import { installNulGuard } from './http/reject-nul';
import { type Clock, OffsetClock, systemClock } from './lib/clock';
import { createFieldCipher } from './lib/field-cipher';
import { hmacSha256Hex } from './lib/hashing';
import { loggerOptions } from './lib/logger';
import {
  applicationRoutes,
  createApplicationDecisions,
  createApplicationService,
  UNDERWRITE_JOB,
} from './modules/application';
import { authRoutes, createAuthService } from './modules/auth';
import {
  configurationRoutes,
  createConfigurationService,
  createProductConfigStore,
} from './modules/configuration';
import { contentRoutes, createCampaignService, createFaqAdminService } from './modules/content';
import { couponRoutes } from './modules/coupons';
import { createCustomerRecordService, customerRecordRoutes } from './modules/customer-record';
import { createDashboardService, dashboardRoutes } from './modules/dashboard';
import { changeBankRoutes, createDisbursal, payoutWebhookRoutes } from './modules/disbursal';
import {
  createDocumentInputs,
  createDocumentService,
  createEsignService,
  DOCUMENTS_ISSUE_JOB,
  documentRoutes,
  esignSimulatorRoutes,
} from './modules/documents';
import { createFeedbackService, feedbackRoutes, testStaffRoutes } from './modules/feedback';
import { createFaqCatalogue, createLiveFaq, faqFacts, helpRoutes } from './modules/help';
import { createHomeService, homeRoutes, listenForCustomerChanges } from './modules/home';
import { lookupRoutes } from './modules/lookup';
import { createMeService, meRoutes } from './modules/me';
import { messageRoutes } from './modules/messages';
import { createMoneyService, moneyRoutes, PAYOUT_STUCK_MINUTES } from './modules/money';
import { createLimitOffers } from './modules/offers';
import { createWithdrawService, withdrawRoutes } from './modules/orders';
import { createPhotoService, photoFileRoutes, photoUploadRoutes } from './modules/photos';
import { createReferrals, referralRoutes } from './modules/referrals';
import {
  collectionEventRepository,
  collectionSimulatorRoutes,
  collectionWebhookRoutes,
  createReminders,
  createRepaymentService,
  repaymentRoutes,
  testClockRoutes,
} from './modules/repayment';
import { createReviewService, reviewRoutes } from './modules/review';
import { createServiceDesk, serviceRoutes } from './modules/service';
import {
  createStaffAdminService,
  createStaffAuthService,
  staffAdminRoutes,
  staffAuthRoutes,
} from './modules/staff';
import { createSystemService, systemRoutes } from './modules/system';
import { createUnderwritingJob } from './modules/underwriting';
import { createJobRunner, type JobRunner } from './platform/job-runner';
import { createPhotoUrlSigner, PHOTO_URL_PREFIX } from './platform/photo-urls';
import { createRequireCustomer } from './plugins/authenticate';
import { installCors } from './plugins/cors';
import { registerCspReport } from './plugins/csp-report';
import { installMaintenance } from './plugins/maintenance';
import { registerNativeShell } from './plugins/native-shell';
import { registerRateLimit } from './plugins/rate-limit';
import { registerSecurityHeaders, webInlineHashes } from './plugins/security-headers';
import { createRequireStaff } from './plugins/staff-guard';
import { registerStaticConsole } from './plugins/static-console';
import { registerStaticWeb } from './plugins/static-web';
import { registerSwagger } from './plugins/swagger';

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
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Background jobs of this app; main.ts starts the poller, tests call runDue(). */
    jobs: JobRunner;
    /** What the clock drives: the daily accrual and the reminders (idempotent; main.ts runs it every REPAYMENT_TICK_SECONDS). */
    tick: () => Promise<{ accrued: number; reminded: number }>;
  }
}

const BODY_LIMIT = 64 * 1024;

/**
 * Builds the app without listening. Plugin order is fixed: external
 * (headers, CORS, docs, static) -> app (error handler, maintenance, auth,
 * services) -> routes. Tests call this with a manual clock and a memory SMS.
 */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const clock = deps.clock ?? systemClock;
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
  const { sms } = parties;
  const db = database.db;
  const cipher = createFieldCipher(config.DATA_ENCRYPTION_KEY);
  const referrals = createReferrals({
    db,
    clock,
    cipher,
    rules: referralRules(config.REFERRAL_RULES),
    publicAppUrl: config.PUBLIC_APP_URL ?? null,
    sms,
    proName: config.PRO_NAME,
    logger: app.log.child({ module: 'referrals' }),
  });
  const signer = createPhotoUrlSigner(config.APP_SECRET, config.PHOTO_URL_TTL_SECONDS);
  const fileStorage = deps.storage ?? createFileStorage(config);
  const homeCache = await listenForCustomerChanges(app, database, config.HOME_CACHE_ENTRIES);
  // Versioned (issue 8): version 1 is the defaults with the environment's settings; staff save newer ones.
  const productConfig = createProductConfigStore({
    db,
    clock,
    defaults: {
      pricing: {
        ...DEFAULT_PRICING,
        gstBase: config.GST_BASE,
        coolingOffHours: config.COOLING_OFF_HOURS,
        extensionDays: config.EXTENSION_DAYS,
      },
      products: DEFAULT_PRODUCTS.map((product) => ({ ...product })),
    },
    cacheSeconds: config.PRODUCT_CONFIG_CACHE_SECONDS,
  });
  // Version 1 is written at start so the history shows where the figures came from (tests begin from an empty table).
  if (config.NODE_ENV !== 'test') app.addHook('onReady', () => productConfig.seed());
  const services = {
    auth: createAuthService({
      db,
      clock,
      config,
      sms,
      onSignedUp: (tx, customerId, { referralCode }) => referrals.attribute(tx, customerId, referralCode),
      logger: app.log.child({ module: 'auth' }),
    }),
    me: createMeService({
      db,
      clock,
      sms,
      proName: config.PRO_NAME,
      logger: app.log.child({ module: 'me' }),
      codeLimits: config,
    }),
    home: createHomeService({ db, clock, productConfig, cache: homeCache }),
    system: createSystemService({ database, config }),
    applications: createApplicationService({
      db,
      clock,
      cipher,
      signer,
      underwritingDelaySeconds: config.UNDERWRITING_DELAY_SECONDS,
      reviewExpectedMinutes: config.REVIEW_EXPECTED_MINUTES,
    }),
    withdraw: createWithdrawService({ db, clock, productConfig }),
    photos: createPhotoService({
      db,
      clock,
      storage: fileStorage,
      signer,
      dailyLimit: config.PHOTO_DAILY_LIMIT,
    }),
  };
  const { collections } = parties;
  const repayments = createRepaymentService({
    db,
    clock,
    gateway: collections,
    sms,
    proName: config.PRO_NAME,
    vpa: config.LENDER_VPA,
    payee: config.LENDER_PAYEE_NAME,
    extensionDays: config.EXTENSION_DAYS,
    checkSeconds: config.COLLECTION_CHECK_SECONDS,
    logger: app.log.child({ module: 'repayment' }),
    onSettled: (tx, order) => referrals.onSettled(tx, order),
  });
  const reminders = createReminders({
    db,
    clock,
    sms,
    proName: config.PRO_NAME,
    logger: app.log.child({ job: 'reminders' }),
  });
  const disbursal = createDisbursal({
    onDisbursed: async (tx, order) => {
      await repayments.openBooks(tx, order);
      await referrals.onDisbursed(tx, order);
    },
    db,
    clock,
    cipher,
    gateway: parties.payouts,
    sms,
    proName: config.PRO_NAME,
    checkSeconds: config.PAYOUT_CHECK_SECONDS,
    fixHours: config.PAYOUT_FIX_HOURS,
    logger: app.log.child({ job: 'disbursal' }),
  });
  const inputFor = createDocumentInputs(db, config);
  const documents = createDocumentService({
    db,
    clock,
    storage: fileStorage,
    sms,
    config,
    inputFor,
    logger: app.log.child({ module: 'documents' }),
  });
  // null for the default drawn signature plus OTP
  const esignProvider = parties.esign;
  const esign = createEsignService({
    db,
    clock,
    storage: fileStorage,
    provider: esignProvider,
    inputFor,
    logger: app.log.child({ module: 'esign' }),
  });
  // One decision path for the engine and the console's review queue (decision 031).
  const decisions = createApplicationDecisions({
    db,
    sms,
    proName: config.PRO_NAME,
    welcomeCouponPaise: config.WELCOME_COUPON_PAISE,
    logger: app.log.child({ job: UNDERWRITE_JOB }),
  });
  const underwritingPolicy = {
    ...DEFAULT_UNDERWRITING_POLICY,
    referBelowScore: config.REVIEW_REFER_BELOW_SCORE,
    referNoHistory: config.REVIEW_REFER_NO_HISTORY,
  };
  const underwriting = createUnderwritingJob({
    db,
    clock,
    cipher,
    bureau: parties.bureau,
    kyc: parties.kyc,
    decisions,
    policy: underwritingPolicy,
    products: async () => (await productConfig.current()).products,
  });
  app.decorate(
    'jobs',
    createJobRunner({
      db,
      clock,
      leaseMs: config.JOBS_LEASE_SECONDS * 1000,
      handlers: {
        [UNDERWRITE_JOB]: underwriting,
        ...disbursal.jobs,
        [DOCUMENTS_ISSUE_JOB]: (job) => documents.issueSigned(job),
        ...repayments.jobs,
      },
      logger: app.log.child({ jobs: true }),
    }),
  );
  app.decorate('tick', async () => ({
    accrued: await repayments.runAccrual(),
    reminded: await reminders(),
  }));
  app.decorateRequest('customer', null);
  app.decorateRequest('staff', null);
  const requireCustomer = createRequireCustomer(services.auth);
  const staffAuth = createStaffAuthService({
    db,
    clock,
    cipher,
    issuer: config.PRO_NAME,
    sessionHours: config.STAFF_SESSION_HOURS,
    logger: app.log.child({ module: 'staff' }),
  });
  const requireStaff = createRequireStaff(staffAuth);

  // --- routes ---
  await app.register(systemRoutes, { system: services.system });
  await app.register(authRoutes, { prefix: '/api/v1/auth', auth: services.auth, requireCustomer });
  await app.register(meRoutes, { prefix: '/api/v1/me', me: services.me, requireCustomer });
  await app.register(homeRoutes, { prefix: '/api/v1/home', home: services.home });
  const { applications, photos } = services;
  await app.register(applicationRoutes, { prefix: '/api/v1/application', applications, requireCustomer });
  await app.register(photoUploadRoutes, { prefix: '/api/v1/application/photos', photos, requireCustomer });
  await app.register(photoFileRoutes, {
    prefix: PHOTO_URL_PREFIX,
    photos,
  });
  await app.register(lookupRoutes, { prefix: '/api/v1/lookup', requireCustomer });
  await app.register(withdrawRoutes, { prefix: '/api/v1', withdraw: services.withdraw, requireCustomer });
  await app.register(changeBankRoutes, {
    prefix: '/api/v1',
    disbursal,
    withdraw: services.withdraw,
    requireCustomer,
  });
  await app.register(couponRoutes, {
    prefix: '/api/v1/coupons',
    db,
    clock,
    homeScreenCouponPaise: config.HOME_SCREEN_COUPON_PAISE,
    requireCustomer,
  });
  await app.register(messageRoutes, { prefix: '/api/v1/messages', db, clock, requireCustomer });
  const feedback = createFeedbackService({
    db,
    clock,
    storage: fileStorage,
    dailyLimit: config.FEEDBACK_DAILY_LIMIT,
    sms,
    proName: config.PRO_NAME,
    logger: app.log.child({ module: 'feedback' }),
  });
  await app.register(feedbackRoutes, { prefix: '/api/v1/feedback', feedback, requireCustomer });
  if (config.TEST_STAFF_ROUTES) await app.register(testStaffRoutes, { feedback });
  const faqCatalogue = createLiveFaq(productConfig, (pricing, products) =>
    createFaqCatalogue(faqFacts(config, pricing, products)),
  );
  await app.register(helpRoutes, { prefix: '/api/v1/help', db, faq: faqCatalogue, requireCustomer });
  await app.register(referralRoutes, { prefix: '/api/v1/referrals', referrals, requireCustomer });
  await app.register(documentRoutes, {
    prefix: '/api/v1',
    documents,
    esign,
    withdraw: services.withdraw,
    requireCustomer,
  });
  if (isEsignSimulator(esignProvider)) {
    await app.register(esignSimulatorRoutes, {
      prefix: '/api/v1',
      simulator: esignProvider,
      requireCustomer,
    });
  }
  await app.register(
    payoutWebhookRoutes({
      disbursal,
      secret: config.PAYOUT_WEBHOOK_SECRET ?? hmacSha256Hex(config.APP_SECRET, 'payout-webhook'),
    }),
    { prefix: '/api/v1' },
  );
  await app.register(repaymentRoutes, {
    prefix: '/api/v1',
    repayments,
    offers: createLimitOffers({ db, clock }),
    requireCustomer,
  });
  if (collections.simulate) {
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
  // --- staff routes --- (the operations console, /api/staff/v1; each guarded by section and role)
  await app.register(contentRoutes, {
    prefix: '/api/staff/v1/content',
    campaigns: createCampaignService({ db, clock, proName: config.PRO_NAME }),
    faq: createFaqAdminService({ db, clock, catalogue: faqCatalogue }),
    requireStaff,
  });
  await app.register(staffAuthRoutes, { prefix: '/api/staff/v1/auth', auth: staffAuth, requireStaff });
  await app.register(reviewRoutes, {
    prefix: '/api/staff/v1/review',
    review: createReviewService({
      db,
      clock,
      cipher,
      signer,
      decisions,
      policy: underwritingPolicy,
      products: async () => (await productConfig.current()).products,
    }),
    requireStaff,
  });
  await app.register(moneyRoutes, {
    prefix: '/api/staff/v1/money',
    money: createMoneyService({
      db,
      clock,
      cipher,
      disbursal,
      repayments,
      gateway: collections,
      stuckMinutes: PAYOUT_STUCK_MINUTES,
    }),
    requireStaff,
  });
  await app.register(configurationRoutes, {
    prefix: '/api/staff/v1/configuration',
    configuration: createConfigurationService({ db, clock, store: productConfig }),
    requireStaff,
  });
  await app.register(staffAdminRoutes, {
    prefix: '/api/staff/v1',
    admin: createStaffAdminService({ db, clock }),
    requireStaff,
  });
  await app.register(dashboardRoutes, {
    prefix: '/api/staff/v1/dashboard',
    dashboard: createDashboardService({ db, clock }),
    requireStaff,
  });
  await app.register(customerRecordRoutes, {
    prefix: '/api/staff/v1/customers',
    records: createCustomerRecordService({ db, clock }),
    requireStaff,
  });
  await app.register(serviceRoutes, {
    prefix: '/api/staff/v1/service',
    ...createServiceDesk({
      db,
      clock,
      sms,
      storage: fileStorage,
      proName: config.PRO_NAME,
      logger: app.log.child({ module: 'service' }),
    }),
    requireStaff,
  });

  if (config.TEST_CLOCK && clock instanceof OffsetClock) {
    await app.register(testClockRoutes, {
      clock,
      tick: async () => {
        await app.tick();
        await app.jobs.runDue();
      },
    });
  }

  return app;
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
  };
}

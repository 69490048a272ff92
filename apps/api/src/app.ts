import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { createSmsSender, type SmsSender } from './adapters/sms';
import type { AppConfig } from './config/config';
import type { Database } from './db/client';
import { errorHandler, installErrorHandler } from './http/error-handler';
import { type Clock, systemClock } from './lib/clock';
import { loggerOptions } from './lib/logger';
import { authRoutes } from './modules/auth/auth-routes';
import { createAuthService } from './modules/auth/auth-service';
import { homeRoutes } from './modules/home/home-routes';
import { createHomeService } from './modules/home/home-service';
import { meRoutes } from './modules/me/me-routes';
import { createMeService } from './modules/me/me-service';
import { systemRoutes } from './modules/system/system-routes';
import { createSystemService } from './modules/system/system-service';
import { createRequireCustomer } from './plugins/authenticate';
import { installCors } from './plugins/cors';
import { installMaintenance } from './plugins/maintenance';
import { registerSecurityHeaders } from './plugins/security-headers';
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

  // --- external ---
  await registerSecurityHeaders(app);
  installCors(app, config.CORS_ORIGINS);
  await registerSwagger(app, { version: config.VERSION });
  await registerStaticWeb(app, config.WEB_DIST);

  // --- app ---
  installErrorHandler(app, { otpLength: config.OTP_LENGTH });
  installMaintenance(app, config.MAINTENANCE);
  const sms = deps.sms ?? createSmsSender(config, app.log);
  const services = {
    auth: createAuthService({ db: database.db, clock, config, sms }),
    me: createMeService({ db: database.db, clock }),
    home: createHomeService(),
    system: createSystemService({ database, config }),
  };
  app.decorateRequest('customer', null);
  const requireCustomer = createRequireCustomer(services.auth);

  // --- routes ---
  await app.register(systemRoutes, { system: services.system });
  await app.register(authRoutes, { prefix: '/api/v1/auth', auth: services.auth, requireCustomer });
  await app.register(meRoutes, { prefix: '/api/v1/me', me: services.me, requireCustomer });
  await app.register(homeRoutes, { prefix: '/api/v1/home', home: services.home, requireCustomer });

  return app;
}

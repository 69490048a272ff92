/** The module's public face and wiring: other modules and app.ts reach it only through this file (issue 29). */
import type { onRequestHookHandler } from 'fastify';
import { modulePlugin } from '../../platform/core';
import { createRequireCustomer } from '../../plugins/authenticate';
import { authRoutes } from './auth-routes';
import { type AuthService, createAuthService } from './auth-service';

export { authRoutes } from './auth-routes';
export {
  type AuthenticatedCustomer,
  type AuthService,
  bearerTokenHash,
  createAuthService,
  liveCustomer,
  touchSession,
} from './auth-service';
export { captchaRepository } from './captcha-repository';
export { loginGuardRepository } from './login-guard-repository';
export { passwordCodeSmsText } from './otp-code';
export { otpRepository } from './otp-repository';
export { deviceOf } from './session-device';
export { SESSION_COLUMNS, sessionRepository } from './session-repository';
export { verificationCodeRepository } from './verification-code-repository';
export { type CodeLimits, createVerificationCodes } from './verification-code-service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The customer sign-in. */
    customerAuth: AuthService;
    /** The guard of every customer route. */
    requireCustomer: onRequestHookHandler;
  }
}

type AuthDeps = Parameters<typeof createAuthService>[0];

/** The plugin `auth`: the customer sign-in and its guard; `onSignedUp` is what other modules do on a sign-up. */
export const authServices = modulePlugin<Pick<AuthDeps, 'onSignedUp'>>(
  'auth',
  ['core'],
  (app, core, { onSignedUp }) => {
    const { db, clock, config, sms } = core;
    const auth = createAuthService({
      db,
      clock,
      config,
      sms,
      onSignedUp,
      logger: core.log.child({ module: 'auth' }),
    });
    app.decorate('customerAuth', auth);
    app.decorate('requireCustomer', createRequireCustomer(auth));
  },
);

/** /api/v1/auth */
export const authModule = modulePlugin('auth-routes', ['auth'], async (app) => {
  await app.register(authRoutes, {
    prefix: '/api/v1/auth',
    auth: app.customerAuth,
    requireCustomer: app.requireCustomer,
  });
});

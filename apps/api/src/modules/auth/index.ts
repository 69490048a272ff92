/** The module's public face and wiring: other modules and app.ts reach it only through this file (issue 29). */
import type { onRequestHookHandler } from 'fastify';
import type { App, Core } from '../../platform/core';
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
export { otpRepository } from './otp-repository';
export { deviceOf } from './session-device';
export { SESSION_COLUMNS, sessionRepository } from './session-repository';
export { verificationCodeRepository } from './verification-code-repository';
export { type CodeLimits, createVerificationCodes } from './verification-code-service';

type AuthDeps = Parameters<typeof createAuthService>[0];

/** The customer sign-in and the guard of every customer route. */
export function authServices(core: Core, onSignedUp: AuthDeps['onSignedUp']) {
  const { db, clock, config, sms } = core;
  const auth = createAuthService({
    db,
    clock,
    config,
    sms,
    onSignedUp,
    logger: core.log.child({ module: 'auth' }),
  });
  return { auth, requireCustomer: createRequireCustomer(auth) };
}

/** /api/v1/auth */
export async function authModule(
  app: App,
  deps: { auth: AuthService; requireCustomer: onRequestHookHandler },
): Promise<void> {
  await app.register(authRoutes, { prefix: '/api/v1/auth', ...deps });
}

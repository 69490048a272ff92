/** The module's public face: other modules and app.ts reach it only through this file (issue 29). */
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

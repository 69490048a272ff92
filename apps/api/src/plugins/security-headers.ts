import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Security headers for the API and the web app. The CSP admits only the app's
 * own origin (images may also be data:/blob: for camera previews; inline styles
 * stay allowed until antd-mobile's runtime styles are hashed). Frame rules are
 * SAMEORIGIN, not DENY: native apps embed us as a top-level WebView, which
 * frame rules never affect, while other sites still cannot frame the login page.
 * upgrade-insecure-requests is left out so http://localhost keeps working; HSTS
 * covers production.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
      },
    },
    xFrameOptions: { action: 'sameorigin' },
    crossOriginEmbedderPolicy: false,
  });
}

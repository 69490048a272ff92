import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** Where browsers send Content-Security-Policy violation reports (csp-report.ts). */
export const CSP_REPORT_PATH = '/api/csp-report';

/**
 * The Content-Security-Policy of every response (decision 045). Only the
 * app's own origin, and no 'unsafe-inline' or 'unsafe-eval' anywhere:
 * - the builds have no inline <script> or <style>; Preact and React set style
 *   props through the CSSOM (element.style), which style-src does not govern;
 * - the console's antd injects <style> elements at run time: its index.html
 *   carries a per-request nonce (static-console.ts) added here as styleNonce;
 * - images may be data: (captcha, icons) or blob: (photo previews, PDF download);
 * - workers (the service worker, pdf.js) and frames (the dev native-shell
 *   simulator) are same-origin only; plugins never.
 * A native WebView applies the policy like a browser; the JavaScript a native
 * app injects (evaluateJavascript, addJavascriptInterface, WKScriptMessageHandler)
 * runs outside it, so the bridge needs no exception.
 */
export function contentSecurityPolicy(options: { styleNonce?: string } = {}): string {
  const nonce = options.styleNonce ? ` 'nonce-${options.styleNonce}'` : '';
  return [
    "default-src 'self'",
    "base-uri 'self'",
    "script-src 'self'",
    "script-src-attr 'none'",
    `style-src 'self'${nonce}`,
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "media-src 'self' blob:",
    "worker-src 'self'",
    "manifest-src 'self'",
    "frame-src 'self'",
    "object-src 'none'",
    "form-action 'self'",
    "frame-ancestors 'self'",
    `report-uri ${CSP_REPORT_PATH}`,
    'report-to csp',
  ].join('; ');
}

const CSP = contentSecurityPolicy();

/**
 * Powerful features: the camera for the face and document photos (a file
 * input with `capture`, in the page itself), nothing else.
 */
export const PERMISSIONS_POLICY = [
  'camera=(self)',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'hid=()',
  'bluetooth=()',
  'midi=()',
  'display-capture=()',
  'accelerometer=()',
  'gyroscope=()',
  'magnetometer=()',
  'browsing-topics=()',
].join(', ');

/**
 * Security headers for the API and the web app (helmet, plus the CSP,
 * Permissions-Policy and Reporting-Endpoints set here). Frame rules are
 * SAMEORIGIN, not DENY: native apps embed us as a top-level WebView, which
 * frame rules never affect, while other sites still cannot frame the login page.
 * upgrade-insecure-requests is left out so http://localhost keeps working;
 * HSTS (helmet: one year, subdomains) covers production, and browsers ignore
 * it over plain http.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: false,
    xFrameOptions: { action: 'sameorigin' },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('content-security-policy', CSP);
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    reply.header('reporting-endpoints', `csp="${CSP_REPORT_PATH}"`);
  });
}

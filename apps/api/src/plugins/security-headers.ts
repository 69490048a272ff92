import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** Where browsers send Content-Security-Policy violation reports (csp-report.ts). */
export const CSP_REPORT_PATH = '/api/csp-report';

/**
 * The Content-Security-Policy of every response (decision 045). Only the
 * app's own origin, and no 'unsafe-inline' or 'unsafe-eval' anywhere:
 * - the web app's index.html has no inline code (decision 060); an inline
 *   <script> or <style> it gained would be allowed by its hash alone, which the
 *   server reads from the build it serves (webInlineHashes, decision 058);
 *   React sets style props through the CSSOM (element.style), which style-src
 *   does not govern;
 * - the console's antd injects <style> elements at run time: its index.html
 *   carries a per-request nonce (static-console.ts) added here as styleNonce;
 * - images may be data: (captcha, icons) or blob: (photo previews, PDF download);
 * - workers (the service worker, pdf.js) and frames (the dev native-shell
 *   simulator) are same-origin only; plugins never.
 * A native WebView applies the policy like a browser; the JavaScript a native
 * app injects (evaluateJavascript, addJavascriptInterface, WKScriptMessageHandler)
 * runs outside it, so the bridge needs no exception.
 */
export function contentSecurityPolicy(options: { styleNonce?: string; inline?: InlineHashes } = {}): string {
  const nonce = options.styleNonce ? ` 'nonce-${options.styleNonce}'` : '';
  const sources = (hashes: readonly string[] = []) => hashes.map((hash) => ` '${hash}'`).join('');
  return [
    "default-src 'self'",
    "base-uri 'self'",
    `script-src 'self'${sources(options.inline?.scripts)}`,
    "script-src-attr 'none'",
    `style-src 'self'${sources(options.inline?.styles)}${nonce}`,
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

/** CSP source expressions (`sha256-...`) of a page's inline <script> and <style> elements. */
export interface InlineHashes {
  scripts: string[];
  styles: string[];
}

const sha256 = (text: string) => `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;

/**
 * The text of the bare <script> and <style> elements of `html`, the ones this
 * policy trusts by hash (with attributes they are not ours: none). The build's
 * checks read index.html with it too (e2e/index-html.e2e.ts, bench/web-size.ts).
 */
export function inlineElements(html: string): { scripts: string[]; styles: string[] } {
  const bodies = (tag: string) =>
    [...html.matchAll(new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`, 'g'))].map(([, text]) => text ?? '');
  return { scripts: bodies('script'), styles: bodies('style') };
}

/** The hashes of the elements inlineElements finds. */
export function inlineHashes(html: string): InlineHashes {
  const { scripts, styles } = inlineElements(html);
  return { scripts: scripts.map(sha256), styles: styles.map(sha256) };
}

const NO_INLINE: InlineHashes = { scripts: [], styles: [] };

/**
 * The hashes of the inline elements of the web build's index.html, none without
 * a build. The file is looked at again at most once a second and read again when
 * it has changed: a rebuild under a running server (static files are read per
 * request) must not leave the new page's style and script blocked.
 */
export function webInlineHashes(webDist: string, now: () => number = Date.now): () => InlineHashes {
  const file = join(webDist, 'index.html');
  let checkedAt = Number.NEGATIVE_INFINITY;
  let modified = Number.NaN;
  let hashes = NO_INLINE;
  return () => {
    if (now() - checkedAt < 1000) return hashes;
    checkedAt = now();
    try {
      const { mtimeMs } = statSync(file);
      if (mtimeMs !== modified) {
        hashes = inlineHashes(readFileSync(file, 'utf8'));
        modified = mtimeMs;
      }
    } catch {
      hashes = NO_INLINE;
      modified = Number.NaN;
    }
    return hashes;
  };
}

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
export async function registerSecurityHeaders(
  app: FastifyInstance,
  { inline = () => NO_INLINE }: { inline?: () => InlineHashes } = {},
): Promise<void> {
  let hashes = inline();
  let csp = contentSecurityPolicy({ inline: hashes });
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: false,
    xFrameOptions: { action: 'sameorigin' },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', async (_request, reply) => {
    if (inline() !== hashes) {
      hashes = inline();
      csp = contentSecurityPolicy({ inline: hashes });
    }
    reply.header('content-security-policy', csp);
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    reply.header('reporting-endpoints', `csp="${CSP_REPORT_PATH}"`);
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const cacheControl = reply.getHeader('cache-control');
    if (mustNotStore(request.url, typeof cacheControl === 'string' ? cacheControl : undefined)) {
      reply.header('cache-control', 'no-store');
    }
    return payload;
  });
}

/** The versioned APIs: every answer may carry personal data or a token (the signed photo files too). */
const PRIVATE_API = /^\/api\/(?:staff\/)?v1(?:[/?]|$)/;
/** Public, personal-data-free answers that may keep their own caching. */
const PUBLIC_API = /^\/api\/v1\/config(?:\?|$)/;

/**
 * Cache-Control: no-store on every answer of the borrower and staff APIs
 * (issue 28): a shared phone's browser cache, a proxy or a back-forward cache
 * must never keep a profile, a bill, a session token or a KYC photo. A route
 * may only opt out by saying `public` (nothing personal), and /api/v1/config
 * is public; static files and /api/health are outside these paths.
 */
export function mustNotStore(url: string, cacheControl: string | undefined): boolean {
  if (!PRIVATE_API.test(url) || PUBLIC_API.test(url)) return false;
  return !cacheControl || !/^(?:no-store$|public\b)/.test(cacheControl);
}

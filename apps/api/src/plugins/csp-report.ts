import type { FastifyInstance } from 'fastify';
import { CSP_REPORT_PATH } from './security-headers';

/** Reports logged per minute at most; the rest are counted and the count logged with the next one. */
const REPORTS_PER_MINUTE = 20;
const REPORT_BYTES = 16 * 1024;
const TEXT = 200;

/** One violation, from a report-uri body ({ "csp-report": {...} }) or a Reporting API entry. */
interface Violation {
  document?: string;
  directive?: string;
  blocked?: string;
  source?: string;
  line?: number;
  disposition?: string;
}

/** A URL without its query and fragment (they may hold tokens), shortened. */
function bare(value: unknown): string | undefined {
  if (typeof value !== 'string' || value === '') return undefined;
  return value.replace(/[?#].*$/s, '').slice(0, TEXT);
}

function violations(body: unknown): Violation[] {
  const fromFields = (r: Record<string, unknown>): Violation => ({
    document: bare(r['document-uri'] ?? r.documentURL),
    directive: bare(r['effective-directive'] ?? r.effectiveDirective ?? r['violated-directive']),
    blocked: bare(r['blocked-uri'] ?? r.blockedURL),
    source: bare(r['source-file'] ?? r.sourceFile),
    line: Number(r['line-number'] ?? r.lineNumber) || undefined,
    disposition: bare(r.disposition),
  });
  if (Array.isArray(body)) {
    return body
      .filter((entry) => entry && typeof entry === 'object' && entry.type === 'csp-violation')
      .slice(0, 10)
      .map((entry) => fromFields((entry.body ?? {}) as Record<string, unknown>));
  }
  if (body && typeof body === 'object' && 'csp-report' in body) {
    return [fromFields(((body as Record<string, unknown>)['csp-report'] ?? {}) as Record<string, unknown>)];
  }
  return [];
}

/**
 * POST /api/csp-report: browsers report Content-Security-Policy violations
 * here (report-uri and the Reporting API's report-to). Each is logged at warn
 * with URLs stripped of query and fragment; at most REPORTS_PER_MINUTE a
 * minute, so a page in a loop cannot flood the log. Always 204, whatever
 * the body. Content types of its own, in its own scope.
 */
export async function registerCspReport(app: FastifyInstance): Promise<void> {
  let windowStart = 0;
  let logged = 0;
  let dropped = 0;
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      ['application/csp-report', 'application/reports+json'],
      { parseAs: 'string', bodyLimit: REPORT_BYTES },
      (_request, body, done) => {
        try {
          done(null, JSON.parse(String(body)));
        } catch {
          done(null, null);
        }
      },
    );
    scope.post(
      CSP_REPORT_PATH,
      { schema: { hide: true }, bodyLimit: REPORT_BYTES },
      async (request, reply) => {
        const now = Date.now();
        if (now - windowStart >= 60_000) {
          windowStart = now;
          logged = 0;
        }
        for (const violation of violations(request.body)) {
          if (logged >= REPORTS_PER_MINUTE) {
            dropped += 1;
            continue;
          }
          logged += 1;
          request.log.warn({ csp: violation, ...(dropped ? { dropped } : {}) }, 'CSP violation');
          dropped = 0;
        }
        return reply.code(204).send();
      },
    );
  });
}

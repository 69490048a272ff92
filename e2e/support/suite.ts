import { appendFileSync } from 'node:fs';
import { basename } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, beforeEach } from 'vitest';
// @ts-expect-error: a plain .mjs script without types
import { maskFindings } from '../../scripts/scan-logs.mjs';
import { launchBrowser } from './browser';
import { type RunningServer, startServer } from './server';

export interface Suite {
  server: RunningServer;
  browser: Browser;
}

/** How many of the server's last lines a failed journey prints. */
const TAIL_LINES = 60;
/** How much of an open page's text it prints. */
const PAGE_TEXT_CHARS = 600;

interface LogEntry {
  time?: number;
  reqId?: string;
  msg?: string;
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
  err?: { type?: string; message?: string; code?: string };
}

function parseLogLine(line: string): LogEntry | null {
  try {
    const entry: unknown = JSON.parse(line);
    return typeof entry === 'object' && entry !== null ? (entry as LogEntry) : null;
  } catch {
    return null;
  }
}

/** One server log line, short: the time, the request and its answer, or the message and its error. */
function briefLogLine(line: string, entry: LogEntry | null): string {
  if (!entry) return line.slice(0, 300);
  const time = typeof entry.time === 'number' ? new Date(entry.time).toISOString().slice(11, 23) : '';
  const who = entry.reqId ? ` ${entry.reqId}` : '';
  if (entry.req) return `${time}${who} ${entry.req.method} ${entry.req.url}`;
  if (entry.res)
    return `${time}${who} -> ${entry.res.statusCode} in ${Math.round(entry.responseTime ?? 0)} ms`;
  const err = entry.err ? ` [${entry.err.code ?? entry.err.type}: ${entry.err.message}]` : '';
  return `${time}${who} ${entry.msg ?? ''}${err}`.slice(0, 300);
}

/** The server's last `count` lines, short, without the requests for the app's files (/assets/). */
function serverLogTail(output: readonly string[], count: number): string[] {
  const entries = output.map((line) => ({ line, entry: parseLogLine(line) }));
  const files = new Set(
    entries.filter(({ entry }) => entry?.req?.url?.startsWith('/assets/')).map(({ entry }) => entry?.reqId),
  );
  return entries
    .filter(({ entry }) => !(entry?.reqId && files.has(entry.reqId)))
    .slice(-count)
    .map(({ line, entry }) => briefLogLine(line, entry));
}

/** Each open page's address and the start of what it shows (a toast or a dialog included). */
async function describePages(browser: Browser | undefined): Promise<string[]> {
  const pages = browser?.contexts().flatMap((context) => context.pages()) ?? [];
  return Promise.all(
    pages.map(async (page) => {
      const shown = await page
        .locator('body')
        // biome-ignore lint/performance/useDomNodeTextContent: what is shown, not hidden templates or styles
        .innerText({ timeout: 2000 })
        .catch((error: Error) => `(unreadable: ${error.message.split('\n')[0]})`);
      return `${page.url()}\n  ${shown.replace(/\s+/g, ' ').slice(0, PAGE_TEXT_CHARS)}`;
    }),
  );
}

/**
 * One server (with `env`) and one Chromium for the journeys of a file, started
 * together before them and stopped after. Read the fields inside tests only.
 * A journey that fails prints its open pages' text and the server's last lines
 * (its requests and their answers), so that a failure seen once in CI can be
 * read afterwards; the e2e project then runs it once more (decision 054).
 */
export function useSuite(env: Record<string, string> = {}): Suite {
  const suite = {} as Suite;
  beforeAll(async () => {
    [suite.server, suite.browser] = await Promise.all([startServer(env), launchBrowser()]);
  });
  beforeEach(({ task, onTestFailed }) => {
    onTestFailed(async () => {
      const attempt = (task.result?.retryCount ?? 0) + 1;
      const error = task.result?.errors?.[0]?.message?.split('\n')[0] ?? '';
      // npm test lists every failed attempt at its end, a journey passed on its retry included.
      const attempts = process.env.E2E_ATTEMPTS_FILE;
      if (attempts) {
        appendFileSync(
          attempts,
          `${basename(task.file.name)} > ${task.name}, attempt ${attempt}: ${error}\n`,
        );
      }
      const tail = serverLogTail(suite.server?.output ?? [], TAIL_LINES);
      const pages = await describePages(suite.browser);
      // CI keeps this output: identity and account numbers are masked as the log scan masks them.
      const report =
        `"${task.name}" failed (attempt ${attempt}). Open pages:\n${pages.join('\n')}\n` +
        `The server's last ${tail.length} lines:\n${tail.join('\n')}`;
      console.error((maskFindings as (text: string) => string)(report));
    });
  });
  afterAll(async () => {
    await suite.browser?.close();
    await suite.server?.stop();
  });
  return suite;
}

/** Every journey comes from 127.0.0.1: lift the phones-per-client captcha rule for them. */
export const MANY_PHONES_ONE_CLIENT = { CAPTCHA_PHONES_PER_CLIENT: '1000' };

import { type ChildProcess, spawn } from 'node:child_process';
import { appendFileSync, cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';
import { scratchRoot } from './scratch';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const OUTBOX_LINE = /^\[sms-outbox\] to=\+91(\d{10}) text=(.*)$/;

export interface RunningServer {
  baseUrl: string;
  /** Every line the server printed to stdout so far. */
  output: string[];
  /** The newest OTP the dev SMS outbox printed for `phone`, waiting for it if needed. */
  waitForOtp(phone: string, after?: number): Promise<string>;
  /** Number of stdout lines so far; pass it to waitForOtp to skip older messages. */
  mark(): number;
  stop(): Promise<void>;
}

/** A port nothing listens on now (the servers of the journeys and the benches). */
export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolvePort(port));
    });
  });
}

/**
 * Starts the server the way `npm start` does (after the web build): the real
 * main.ts on embedded PGlite in a fresh data folder, with the dev SMS outbox.
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(scratchRoot(), 'e2e-data-'));
  // A migrated database from the run's global setup, when there is one (support/global-setup.ts).
  const template = process.env.E2E_DATA_TEMPLATE;
  if (template) cpSync(template, dataDir, { recursive: true });
  const output: string[] = [];
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      DATABASE_URL: '',
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // Request logs too when they are kept for the log scan (npm test sets E2E_LOG_DIR).
      LOG_LEVEL: process.env.E2E_LOG_DIR ? 'info' : 'warn',
      SMS_ADAPTER: 'dev-outbox',
      // Every journey, benchmark and Lighthouse run calls from 127.0.0.1: the per-address
      // login limits and the hourly SMS budget (decision 062) are lifted; a journey about them sets its own.
      ANON_RATE_LIMIT_PER_MINUTE: '1000000',
      LOGIN_ADDRESS_SMS_PER_HOUR: '1000000',
      LOGIN_ADDRESS_FAILURES_PER_HOUR: '1000000',
      CAPTCHA_ADDRESS_FAILURES: '1000000',
      LOGIN_SMS_HOURLY_BUDGET: '10000000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // E2E_LOG_DIR (set by npm test): every server's output is kept there for the log scan (scripts/scan-logs.mjs).
  const logDir = process.env.E2E_LOG_DIR;
  // Only under vitest: the benches (bench/) start servers outside it, where expect has no state.
  const logFile = logDir
    ? join(logDir, `${basename(expect.getState().testPath ?? 'server', '.ts')}-${port}.log`)
    : null;
  if (logDir && logFile) {
    mkdirSync(logDir, { recursive: true });
    const keep = (chunk: string | Buffer) => appendFileSync(logFile, chunk);
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
  }
  let buffered = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
    buffered += chunk;
    const lines = buffered.split('\n');
    buffered = lines.pop() ?? '';
    output.push(...lines);
  });
  const errors: string[] = [];
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => errors.push(chunk));

  const baseUrl = `http://127.0.0.1:${port}`;
  // E2E_START_SECONDS: more time to start on a busy machine (the default suits CI).
  const startSeconds = Number(process.env.E2E_START_SECONDS ?? 60);
  const deadline = Date.now() + startSeconds * 1000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${errors.join('')}`);
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server not ready in ${startSeconds} s:\n${errors.join('')}`);
    await new Promise((r) => setTimeout(r, 200));
  }

  return {
    baseUrl,
    output,
    mark: () => output.length,
    async waitForOtp(phone, after = 0) {
      const until = Date.now() + 15_000;
      while (Date.now() < until) {
        for (let i = output.length - 1; i >= after; i--) {
          const match = OUTBOX_LINE.exec(output[i] ?? '');
          if (match && match[1] === phone) {
            const code = /\d{4,8}/.exec(match[2] ?? '')?.[0];
            if (code) return code;
          }
        }
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error(`no OTP for ${phone} in the server output`);
    },
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

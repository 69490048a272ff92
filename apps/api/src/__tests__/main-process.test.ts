// The server as `npm start` runs it, as a real process: it refuses a bad
// configuration by name, serves on embedded PGlite persisted in DATA_DIR, keeps
// data across a restart, and stops cleanly on SIGTERM.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../config/paths';

const dataDir = mkdtempSync(join(tmpdir(), 'main-process-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

interface Run {
  child: ChildProcess;
  stdout: () => string;
  stderr: () => string;
  exited: Promise<number | null>;
}

function runMain(env: Record<string, string>): Run {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
    out += chunk;
  });
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    err += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, stdout: () => out, stderr: () => err, exited };
}

async function listening(run: Run): Promise<string> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const match = /Listening on http:\/\/localhost:(\d+)/.exec(run.stdout());
    if (match) return `http://127.0.0.1:${match[1]}`;
    if (run.child.exitCode !== null) throw new Error(`exited: ${run.stderr()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('not listening after 60 s');
}

const port = String(20_000 + Math.floor(Math.random() * 20_000));

describe('the server process', () => {
  it('stops at start with a message naming a bad variable', async () => {
    const run = runMain({ PORT: port, OTP_LENGTH: 'four' });
    expect(await run.exited).toBe(1);
    expect(run.stderr()).toContain('OTP_LENGTH');
  });

  it('refuses a production start while a simulator stands in for an outside party, naming each', async () => {
    const run = runMain({
      PORT: port,
      NODE_ENV: 'production',
      APP_SECRET: 'production-secret-production-secret-01',
      DATA_ENCRYPTION_KEY: 'cHJvZHVjdGlvbi1rZXktcHJvZHVjdGlvbi1rZXktMDE',
      SMS_ADAPTER: 'http',
      SMS_GATEWAY_URL: 'https://sms.example.test/send',
      SMS_GATEWAY_TOKEN: 'token',
      EMAIL_TRANSPORT: 'smtp',
      SMTP_HOST: 'smtp.example.test',
      BUREAU_MEMBER_ID: 'NB12345678',
    });
    expect(await run.exited).toBe(1);
    for (const variable of [
      'PAYOUT_GATEWAY',
      'COLLECTION_GATEWAY',
      'CREDIT_BUREAU',
      'KYC_VERIFIER',
      'DIGILOCKER_GATEWAY',
      'CKYC_REGISTRY',
      'PAN_VERIFIER',
    ]) {
      expect(run.stderr()).toContain(variable);
    }
    expect(run.stdout()).not.toContain('Listening');
  });

  it('serves, keeps its data across a restart, and exits 0 on SIGTERM', async () => {
    const first = runMain({ PORT: port });
    const base = await listening(first);
    const health = await fetch(`${base}/api/health`).then((r) => r.json());
    expect(health).toMatchObject({ status: 'ok', database: { ok: true, driver: 'pglite' } });
    const sent = await fetch(`${base}/api/v1/auth/otp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phone: '9812345678' }),
    });
    expect(sent.status).toBe(200);
    expect(first.stdout()).toMatch(/^\[sms-outbox\] to=\+919812345678 text=.*\d{4}/m);
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);

    // The code sent before the restart is still the live one: a resend is inside the cooldown.
    const second = runMain({ PORT: port });
    const again = await listening(second);
    const resend = await fetch(`${again}/api/v1/auth/otp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phone: '9812345678' }),
    });
    expect(resend.status).toBe(429);
    expect(((await resend.json()) as { code: string }).code).toBe('TOO_FREQUENT');
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  });
});

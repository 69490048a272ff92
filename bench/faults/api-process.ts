// The real API as a child process that can be killed with SIGKILL and started
// again on the same database, port and secrets (bench/faults.ts).
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, type RunningServer } from '../../e2e/support/server';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const OUTBOX_LINE = /^\[sms-outbox\] to=\+91(\d{10}) text=(.*)$/;

/** Servers still running when this process ends (an error, Ctrl-C) go with it. */
const live = new Set<ChildProcess>();
process.on('exit', () => {
  for (const child of live) if (child.pid && child.exitCode === null) process.kill(child.pid, 'SIGKILL');
});

export interface KillableApi extends RunningServer {
  /** The pid of the node process that runs main.ts (tsx loads in-process: no wrapper). */
  pid(): number;
  /** SIGKILL, then waits until the process is gone. */
  kill9(): Promise<void>;
  /** Starts the API again (same env, port, data folder) and waits for /api/health. */
  restart(): Promise<void>;
  /** Whether the server process is still running (it did not crash). */
  alive(): boolean;
  /** Lines the server wrote to stderr (errors), across restarts. */
  errors: string[];
}

/**
 * Starts apps/api/src/main.ts with `env` on a fixed port: `node --import tsx`
 * runs the server in the very process spawned, so the child's pid is the
 * server's and SIGKILL gives it no chance to clean up.
 */
export async function startKillableApi(env: Record<string, string>): Promise<KillableApi> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'rs-faults-'));
  const output: string[] = [];
  const errors: string[] = [];
  let child: ChildProcess | null = null;
  const baseUrl = `http://127.0.0.1:${port}`;

  async function launch(): Promise<void> {
    const proc = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
      cwd: repoRoot,
      env: {
        ...process.env,
        NODE_ENV: 'development',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'error',
        SMS_ADAPTER: 'dev-outbox',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = proc;
    live.add(proc);
    proc.once('exit', () => live.delete(proc));
    let buffered = '';
    proc.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
      buffered += chunk;
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      output.push(...lines);
    });
    proc.stderr?.setEncoding('utf8').on('data', (chunk: string) => errors.push(chunk));
    const startSeconds = Number(process.env.E2E_START_SECONDS ?? 90);
    const deadline = Date.now() + startSeconds * 1000;
    for (;;) {
      if (proc.exitCode !== null || proc.signalCode !== null) {
        throw new Error(`server exited early:\n${errors.join('').slice(-4000)}`);
      }
      try {
        const res = await fetch(`${baseUrl}/api/health`);
        if (res.ok) return;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) throw new Error(`server not ready in ${startSeconds} s`);
      await new Promise((r) => setTimeout(r, 150));
    }
  }

  async function waitExit(proc: ChildProcess, ms: number): Promise<void> {
    if (proc.exitCode !== null || proc.signalCode !== null) return;
    await Promise.race([new Promise((r) => proc.once('exit', r)), new Promise((r) => setTimeout(r, ms))]);
  }

  await launch();
  return {
    baseUrl,
    output,
    errors,
    mark: () => output.length,
    pid: () => child?.pid ?? -1,
    alive: () => child !== null && child.exitCode === null && child.signalCode === null,
    async waitForOtp(phone, after = 0) {
      const until = Date.now() + 20_000;
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
    async kill9() {
      const proc = child;
      if (!proc?.pid) return;
      process.kill(proc.pid, 'SIGKILL');
      await waitExit(proc, 10_000);
      if (proc.signalCode !== 'SIGKILL') throw new Error(`pid ${proc.pid} not killed: ${proc.signalCode}`);
    },
    restart: launch,
    async stop() {
      const proc = child;
      if (proc && proc.exitCode === null && proc.signalCode === null) {
        proc.kill('SIGTERM');
        await waitExit(proc, 10_000);
        if (proc.exitCode === null && proc.signalCode === null) proc.kill('SIGKILL');
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

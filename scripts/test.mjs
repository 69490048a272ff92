// `npm test`: every check a change must pass, in the order that fails fastest.
// Lint and types, then unit tests (domain, web, console), API tests (PGlite, plus
// PostgreSQL when DATABASE_URL is set), the web build, and the Chromium
// journeys, then a scan of the journeys' server logs for Aadhaar, PAN and
// account numbers. Prints one closing line "N passed, N failed" for all vitest runs.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const reports = mkdtempSync(join(tmpdir(), 'test-report-'));
// Every e2e server keeps its output here (e2e/support/server.ts) for the log scan.
const e2eLogs = mkdtempSync(join(tmpdir(), 'e2e-logs-'));
process.env.E2E_LOG_DIR = e2eLogs;
// Every failed attempt of a journey, one line each (e2e/support/suite.ts), listed at the end.
const e2eAttempts = join(reports, 'e2e-failed-attempts.txt');
process.env.E2E_ATTEMPTS_FILE = e2eAttempts;
const totals = { passed: 0, failed: 0, skipped: 0 };
const started = Date.now();

function run(label, command, args) {
  const t0 = Date.now();
  console.log(`\n=== ${label}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  const seconds = ((Date.now() - t0) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n${label} failed after ${seconds} s`);
    return false;
  }
  console.log(`--- ${label}: ok in ${seconds} s`);
  return true;
}

function vitest(label, projects) {
  const outputFile = join(reports, `${label}.json`);
  const args = ['vitest', 'run', ...projects.flatMap((p) => ['--project', p])];
  args.push('--reporter=default', '--reporter=json', `--outputFile.json=${outputFile}`);
  const ok = run(label, 'npx', args);
  try {
    const report = JSON.parse(readFileSync(outputFile, 'utf8'));
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests;
    totals.skipped += report.numPendingTests + report.numTodoTests;
  } catch {
    totals.failed += 1;
  }
  return ok;
}

const steps = [
  () => run('lint (biome)', 'node', ['scripts/biome.mjs', 'check', '.']),
  () => run('types (tsc)', 'npm', ['run', 'typecheck', '--silent']),
  () => vitest('unit', ['domain', 'web', 'console']),
  () => vitest('api', ['api']),
  () => run('web build', 'npm', ['run', 'build', '--silent']),
  () => vitest('e2e', ['e2e']),
  // After the journeys: no Aadhaar, PAN or account number in any server's log (decision 045).
  () => run('log scan', 'node', ['--import', 'tsx', 'scripts/scan-logs.mjs', e2eLogs]),
];

let ok = true;
for (const step of steps) {
  if (!step()) {
    ok = false;
    break;
  }
}
if (existsSync(e2eAttempts)) {
  const lines = readFileSync(e2eAttempts, 'utf8').trim().split('\n');
  console.log(
    `\nJourneys' failed attempts (${lines.length}; one that passed on its retry is flaky: mend it):`,
  );
  for (const line of lines) console.log(`  ${line}`);
}
console.log(`\nnpm test finished in ${((Date.now() - started) / 1000).toFixed(0)} s`);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(ok && totals.failed === 0 ? 0 : 1);

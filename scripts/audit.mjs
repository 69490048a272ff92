// `npm run audit`: npm's advisory audit of what ships (--omit=dev) and of
// everything, as counts by severity (decision 045). Fails on a high or
// critical advisory in a shipped package, and when the registry's audit
// endpoint cannot be reached (that is not a pass). Dev-only findings are printed.
import { spawnSync } from 'node:child_process';

const SEVERITIES = ['critical', 'high', 'moderate', 'low', 'info'];

function audit(args) {
  const result = spawnSync('npm', ['audit', '--json', ...args], { encoding: 'utf8' });
  let report;
  try {
    report = JSON.parse(result.stdout || '{}');
  } catch {
    report = {};
  }
  const counts = report.metadata?.vulnerabilities;
  if (!counts) {
    const reason =
      report.error?.summary || (result.stderr ?? '').split('\n').find((l) => /audit|error/i.test(l));
    return { reachable: false, reason: reason || 'no answer' };
  }
  const findings = Object.values(report.vulnerabilities ?? {}).map(
    (v) =>
      `${v.severity.padEnd(8)} ${v.name} ${v.range}: ${v.via.map((via) => (typeof via === 'string' ? via : via.title)).join('; ')}`,
  );
  return { reachable: true, counts, findings };
}

let failed = false;
for (const [label, args] of [
  ['shipped (--omit=dev)', ['--omit=dev']],
  ['all (with dev)', []],
]) {
  const result = audit(args);
  if (!result.reachable) {
    console.error(`${label}: the registry's audit endpoint did not answer (${result.reason})`);
    failed = true;
    continue;
  }
  console.log(`${label}: ${SEVERITIES.map((s) => `${result.counts[s] ?? 0} ${s}`).join(', ')}`);
  for (const line of result.findings) console.log(`  ${line}`);
  if (args.length > 0 && (result.counts.critical > 0 || result.counts.high > 0)) failed = true;
}
process.exit(failed ? 1 : 0);

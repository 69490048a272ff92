// Lighthouse's score for two or more builds of the web app, served in turn: each set runs
// `run.mjs --runs N` on every build one after the other (each build on a server of its own,
// WEB_DIST), and the sets alternate, so the machine's drift falls on every build alike.
// Prints each run and, per build and page, the median of all runs and each set's median.
//
//   node --import tsx tools/lighthouse/ab-score.mjs <dist> <dist> [...] [--sets 2] [--runs 3] [--only start|homeIndex]
import { spawnSync } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const HERE = dirname(fileURLToPath(import.meta.url));
const { values: args, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    sets: { type: 'string', default: '2' },
    runs: { type: 'string', default: '3' },
    only: { type: 'string' },
  },
});
if (positionals.length < 2) throw new Error('usage: ab-score.mjs <dist> <dist> [...] [--sets N] [--runs N]');

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
const RUN_LINE = /^(\/\w+) run \d+: perf (\d+), a11y (\d+), LCP (\d+) ms, TBT (\d+) ms, CLS ([\d.]+)/;

/** results[build][page] = [{ set, perf, a11y, lcp, tbt, cls }] */
const results = positionals.map(() => ({}));
for (let set = 1; set <= Number(args.sets); set += 1) {
  for (const [index, dist] of positionals.entries()) {
    const runArgs = ['--import', 'tsx', join(HERE, 'run.mjs'), '--runs', args.runs];
    if (args.only) runArgs.push('--only', args.only);
    const child = spawnSync('node', runArgs, {
      encoding: 'utf8',
      env: { ...process.env, WEB_DIST: resolve(dist) },
    });
    for (const line of child.stdout.split('\n')) {
      const match = RUN_LINE.exec(line);
      if (!match) continue;
      const [, page, perf, a11y, lcp, tbt, cls] = match;
      console.log(`set ${set} ${dist} ${line}`);
      results[index][page] ??= [];
      results[index][page].push({ set, perf: +perf, a11y: +a11y, lcp: +lcp, tbt: +tbt, cls: +cls });
    }
    if (child.status !== 0 && !child.stderr.includes('below target')) {
      console.error(child.stderr);
      throw new Error(`run.mjs failed for ${dist}`);
    }
  }
}

console.log('\n| build | page | perf median (set medians) | a11y | LCP ms | TBT ms (mean) | CLS max |');
console.log('| --- | --- | --- | ---: | ---: | ---: | ---: |');
for (const [index, dist] of positionals.entries()) {
  for (const [page, runs] of Object.entries(results[index])) {
    const sets = [...new Set(runs.map((r) => r.set))].map((s) =>
      median(runs.filter((r) => r.set === s).map((r) => r.perf)),
    );
    const tbtMean = runs.reduce((sum, r) => sum + r.tbt, 0) / runs.length;
    console.log(
      `| ${dist} | ${page} | ${median(runs.map((r) => r.perf))} (${sets.join(', ')}) | ` +
        `${median(runs.map((r) => r.a11y))} | ${median(runs.map((r) => r.lcp))} | ` +
        `${median(runs.map((r) => r.tbt))} (${Math.round(tbtMean)}) | ${Math.max(...runs.map((r) => r.cls))} |`,
    );
  }
}

// Where the main thread goes when /homeIndex opens, logged in: one fresh phone-sized
// context per run, traced with V8's sampling profiler on, unthrottled. Prints every
// task of 12.5 ms or more (50 ms at Lighthouse's 4x slowdown, where it starts to count
// as blocking) with its largest trace events and the functions it spent its time in.
// Read the names from a build without minification:
//
//   (cd apps/web && npx vite build --minify false --outDir /tmp/web-plain)
//   WEB_DIST=/tmp/web-plain node --import tsx tools/lighthouse/profile.mjs [--runs 2] [--top 16]
import { parseArgs } from 'node:util';
import { launchBrowser, newPhone, phoneContext } from '../../e2e/support/browser.ts';
import { logInByApi } from '../../e2e/support/journey.ts';
import { startServer } from '../../e2e/support/server.ts';

const { values: args } = parseArgs({
  options: { runs: { type: 'string', default: '2' }, top: { type: 'string', default: '16' } },
});
const LONG_US = 12_500;
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'disabled-by-default-v8.cpu_profiler',
  'loading',
];

/** The renderer's main thread: the CrRendererMain with the most events. */
function mainThread(events) {
  const mains = new Set(
    events
      .filter((e) => e.name === 'thread_name' && e.args.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const counts = new Map();
  for (const e of events) {
    const key = `${e.pid}:${e.tid}`;
    if (mains.has(key)) counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const [key] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0];
  const [pid, tid] = key.split(':').map(Number);
  return { pid, tid };
}

/** The sampled stacks of the renderer's profile: when, and which node. */
function samplesOf(events, pid) {
  const nodes = new Map();
  const samples = [];
  let time = 0;
  for (const e of events) {
    if (e.pid !== pid) continue;
    if (e.name === 'Profile') time = e.args.data.startTime;
    if (e.name !== 'ProfileChunk') continue;
    const chunk = e.args.data.cpuProfile ?? {};
    for (const node of chunk.nodes ?? []) nodes.set(node.id, node);
    const deltas = e.args.data.timeDeltas ?? [];
    (chunk.samples ?? []).forEach((id, i) => {
      time += deltas[i] ?? 0;
      samples.push({ time, id });
    });
  }
  return { nodes, samples };
}

const frameName = (frame) =>
  `${frame.functionName || '(anonymous)'} ${(frame.url ?? '').split('/').pop()}:${frame.lineNumber + 1}`;

function report(trace) {
  const events = trace.traceEvents;
  const { pid, tid } = mainThread(events);
  const onMain = events
    .filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X')
    .sort((a, b) => a.ts - b.ts);
  const start = onMain[0]?.ts ?? 0;
  const { nodes, samples } = samplesOf(events, pid);
  for (const task of onMain.filter((e) => e.name === 'RunTask' && e.dur >= LONG_US)) {
    const end = task.ts + task.dur;
    const inside = onMain
      .filter((e) => e !== task && e.ts >= task.ts && e.ts + e.dur <= end && e.dur > 2000)
      .slice(0, 5)
      .map((e) => `${e.name} ${(e.dur / 1000).toFixed(1)}`);
    console.log(
      `\ntask at ${((task.ts - start) / 1000).toFixed(0)} ms: ${(task.dur / 1000).toFixed(1)} ms (${inside.join(', ')})`,
    );
    const total = new Map();
    const within = samples.filter((s) => s.time >= task.ts && s.time <= end);
    within.forEach((sample, i) => {
      const weight = ((within[i + 1]?.time ?? end) - sample.time) / 1000;
      const seen = new Set();
      for (let node = nodes.get(sample.id); node; node = nodes.get(node.parent)) {
        const name = frameName(node.callFrame);
        if (seen.has(name) || name.startsWith('(root)')) continue;
        seen.add(name);
        total.set(name, (total.get(name) ?? 0) + weight);
      }
    });
    const top = [...total.entries()].sort((a, b) => b[1] - a[1]).slice(0, Number(args.top));
    for (const [name, ms] of top) console.log(`  ${ms.toFixed(1).padStart(6)} ms  ${name}`);
  }
}

const server = await startServer({ CAPTCHA_PHONES_PER_CLIENT: '1000' });
const browser = await launchBrowser();
try {
  const session = await logInByApi(server, newPhone());
  const storage = {
    core: JSON.stringify({
      state: {
        publicData: {
          token: session.token,
          customerId: session.customerId,
          phone_number: session.phone,
          app_type: 1,
        },
      },
      version: 0,
    }),
    userInfo: JSON.stringify({ token: session.token, customerId: session.customerId }),
  };
  for (let run = 1; run <= Number(args.runs); run += 1) {
    const context = await phoneContext(browser, server.baseUrl);
    await context.addInitScript((items) => {
      if (localStorage.getItem('core')) return;
      for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
    }, storage);
    const page = await context.newPage();
    await browser.startTracing(page, { categories: CATEGORIES });
    await page.goto('/#/homeIndex');
    await page.getByTestId('home-stage').waitFor();
    await page.waitForTimeout(1500);
    const trace = JSON.parse((await browser.stopTracing()).toString());
    console.log(`\n==== run ${run}`);
    report(trace);
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}

// Lighthouse (mobile profile, default throttling) on /start and, logged in,
// /homeIndex, against the real server on the built app. Each page is measured
// RUNS times in a fresh Chromium profile; the medians must reach the targets.
// Run from the repo root after the web build: `npm run perf:web` (docs/benchmarks.md
// "Web speed and accessibility"; figures in bench/RESULTS.md). Lighthouse lives in this folder, outside the
// workspaces (STACK-NOTES): `npm --prefix tools/lighthouse ci` installs it.
//
//   node --import tsx tools/lighthouse/run.mjs [--runs 3] [--only start|homeIndex]
//
// WEB_DIST (another build folder) and CHROMIUM_PATH are passed through.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { newPhone } from '../../e2e/support/browser.ts';
import { logInByApi } from '../../e2e/support/journey.ts';
import { startServer } from '../../e2e/support/server.ts';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const REPORTS = join(ROOT, '.e2e-artifacts/lighthouse');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const TARGET = { performance: 95, accessibility: 95 };

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    only: { type: 'string' },
    // also write each run's trace (open it in DevTools' Performance panel) beside its report
    trace: { type: 'boolean', default: false },
  },
});
const RUNS = Number(args.runs);

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/**
 * The persisted session the app reads at boot (stores/core-store.ts, lib/session.ts), and
 * the language, which the app stores on every start (i18n/index.ts): a returning borrower's.
 */
function sessionStorageItems({ token, customerId, phone }) {
  return {
    language: 'en',
    core: JSON.stringify({
      state: { publicData: { token, customerId, phone_number: phone, app_type: 1 } },
      version: 0,
    }),
    userInfo: JSON.stringify({ token, customerId }),
  };
}

/**
 * One Lighthouse run in a fresh profile. With `storage`, a first visit to a
 * JSON route of the same origin (not the app: no service worker, no cached
 * assets) writes it into localStorage, and Lighthouse is told to keep it.
 */
async function measure(url, storage) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
    ],
  });
  try {
    if (storage) {
      const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
      const page = await browser.newPage();
      await page.goto(new URL('/api/health', url).href);
      await page.evaluate((items) => {
        for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
      }, storage);
      await page.close();
      await browser.disconnect();
    }
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      disableStorageReset: Boolean(storage),
    });
    if (!result) throw new Error(`no Lighthouse result for ${url}`);
    return { lhr: result.lhr, trace: result.artifacts.Trace };
  } finally {
    chrome.kill();
  }
}

function summarise(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    fcp: audit('first-contentful-paint'),
    // Lighthouse's own CPU benchmark of this machine at the run (higher is faster): the
    // simulated 4x slowdown scales what this machine did, so scores move with it.
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? Number.NaN,
    finalUrl: lhr.finalDisplayedUrl,
  };
}

/** What cost points: failed accessibility audits and the performance audits below 0.9. */
function findings(lhr) {
  const lines = [];
  for (const ref of lhr.categories.accessibility.auditRefs) {
    const audit = lhr.audits[ref.id];
    if (ref.weight > 0 && audit.score !== null && audit.score < 1) {
      const items = (audit.details?.items ?? []).map((item) => item.node?.snippet ?? '').filter(Boolean);
      lines.push(
        `  a11y  ${ref.id}: ${audit.title}${items.length ? `\n          ${items.slice(0, 5).join('\n          ')}` : ''}`,
      );
    }
  }
  for (const ref of lhr.categories.performance.auditRefs) {
    const audit = lhr.audits[ref.id];
    if (audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative') {
      lines.push(`  perf  ${ref.id}: ${audit.displayValue ?? ''} (score ${audit.score})`);
    }
  }
  return lines;
}

/**
 * What a fresh page of memory costs this machine the first time it is written, in µs
 * per 4 KB page (the median of three 64 MB buffers). A new Chromium profile and
 * renderer write hundreds of MB for the first time; on ordinary hardware a page costs
 * well under 1 µs, on some virtual machines of this workplace 10-40 µs, and there
 * every first-time cost of the page (the window's context, the first layout, the
 * young generation's GC) is several times longer than its code explains.
 */
function firstTouchMicros() {
  const size = 64 * 1024 * 1024;
  const samples = [];
  for (let round = 0; round < 3; round += 1) {
    const buffer = Buffer.allocUnsafeSlow(size);
    const started = process.hrtime.bigint();
    for (let i = 0; i < size; i += 4096) buffer[i] = 1;
    samples.push(Number(process.hrtime.bigint() - started) / 1000 / (size / 4096));
  }
  return median(samples);
}
console.log(`this machine: first write to fresh memory ${firstTouchMicros().toFixed(2)} µs per 4 KB page`);

const server = await startServer({ CAPTCHA_PHONES_PER_CLIENT: '1000' });
let failed = false;
try {
  const phone = newPhone();
  const session = await logInByApi(server, phone);
  const pages = [
    { name: '/start', url: `${server.baseUrl}/#/start` },
    { name: '/homeIndex', url: `${server.baseUrl}/#/homeIndex`, storage: sessionStorageItems(session) },
  ].filter((page) => !args.only || page.name === `/${args.only}`);

  mkdirSync(REPORTS, { recursive: true });
  const rows = [];
  for (const page of pages) {
    const runs = [];
    for (let i = 0; i < RUNS; i += 1) {
      let { lhr, trace } = await measure(page.url, page.storage);
      // A run Lighthouse could not record (NO_NAVSTART and the like on a loaded machine) measured
      // nothing: it is taken again, once, rather than counted as a score of 0.
      if (lhr.runtimeError) {
        console.log(`${page.name} run ${i + 1}: ${lhr.runtimeError.code}, measured again`);
        ({ lhr, trace } = await measure(page.url, page.storage));
      }
      writeFileSync(join(REPORTS, `${page.name.slice(1)}-${i + 1}.json`), JSON.stringify(lhr));
      if (args.trace) {
        writeFileSync(join(REPORTS, `${page.name.slice(1)}-${i + 1}.trace.json`), JSON.stringify(trace));
      }
      const summary = summarise(lhr);
      if (!summary.finalUrl.includes(page.name)) {
        throw new Error(`${page.name} ended on ${summary.finalUrl}: not the page to measure`);
      }
      runs.push({ summary, lhr });
      console.log(
        `${page.name} run ${i + 1}: perf ${summary.performance}, a11y ${summary.accessibility}, ` +
          `LCP ${Math.round(summary.lcp)} ms, TBT ${Math.round(summary.tbt)} ms, CLS ${summary.cls.toFixed(3)}, ` +
          `benchmarkIndex ${Math.round(summary.benchmarkIndex)}`,
      );
    }
    const pick = (key) => median(runs.map((run) => run.summary[key]));
    const row = {
      page: page.name,
      performance: pick('performance'),
      accessibility: pick('accessibility'),
      lcp: pick('lcp'),
      tbt: pick('tbt'),
      cls: pick('cls'),
      fcp: pick('fcp'),
      benchmarkIndex: pick('benchmarkIndex'),
    };
    rows.push(row);
    const worst = runs.reduce((a, b) => (a.summary.performance <= b.summary.performance ? a : b));
    for (const line of findings(worst.lhr)) console.log(line);
  }

  console.log('\n| page | performance | accessibility | FCP | LCP | TBT | CLS | benchmarkIndex |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const row of rows) {
    console.log(
      `| ${row.page} | ${row.performance} | ${row.accessibility} | ${(row.fcp / 1000).toFixed(1)} s | ` +
        `${(row.lcp / 1000).toFixed(1)} s | ${Math.round(row.tbt)} ms | ${row.cls.toFixed(3)} | ` +
        `${Math.round(row.benchmarkIndex)} |`,
    );
    if (row.performance < TARGET.performance || row.accessibility < TARGET.accessibility) failed = true;
  }
  console.log(
    `\nmedian of ${RUNS} runs each; targets: performance >= ${TARGET.performance}, ` +
      `accessibility >= ${TARGET.accessibility}; reports in ${REPORTS}`,
  );
} finally {
  await server.stop();
}
if (failed) {
  console.error('below target');
  process.exitCode = 1;
}

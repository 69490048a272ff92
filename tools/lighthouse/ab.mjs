// Compares two (or more) builds of the web app on the main-thread work of opening /homeIndex logged in:
// each run is a fresh phone-sized context at 1x CPU (no throttling), A and B each served by a
// server of its own and opened in turn, alternating, so the machine's drift falls on both alike. Per run it reads
// Chromium's own counters (Performance.getMetrics: task, script, layout, style time) once Home
// has shown and settled, and the long tasks the page observed. Prints the medians per build.
// A quicker, steadier signal than Lighthouse's score for a change to the startup path; the
// score itself is still `npm run perf:web`.
//
//   node --import tsx tools/lighthouse/ab.mjs <distA> <distB> [--runs 15]

import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { launchBrowser, newPhone, phoneContext } from '../../e2e/support/browser.ts';
import { logInByApi } from '../../e2e/support/journey.ts';
import { startServer } from '../../e2e/support/server.ts';

const { values: args, positionals } = parseArgs({
  allowPositionals: true,
  options: { runs: { type: 'string', default: '15' } },
});
if (positionals.length < 2) throw new Error('usage: ab.mjs <distA> <distB> [...] [--runs N]');

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

async function openHome(browser, baseUrl, session) {
  const context = await phoneContext(browser, baseUrl);
  await context.addInitScript((items) => {
    if (!localStorage.getItem('core')) for (const [k, v] of Object.entries(items)) localStorage.setItem(k, v);
    globalThis.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) globalThis.__longTasks.push(entry.duration);
    }).observe({ type: 'longtask', buffered: true });
  }, session);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  await page.goto('/#/homeIndex');
  await page.getByTestId('home-stage').waitFor();
  await page.waitForTimeout(1500);
  const { metrics } = await cdp.send('Performance.getMetrics');
  const metric = (name) => 1000 * (metrics.find((m) => m.name === name)?.value ?? Number.NaN);
  const longTasks = await page.evaluate(() => globalThis.__longTasks ?? []);
  await context.close();
  return {
    task: metric('TaskDuration'),
    script: metric('ScriptDuration'),
    layout: metric('LayoutDuration'),
    style: metric('RecalcStyleDuration'),
    longest: Math.max(0, ...longTasks),
    // Lighthouse's blocking time at its 4x slowdown, a lower bound: the long-task API reports
    // only tasks of 50 ms or more, so those of 12.5-50 ms (which count at 4x) are left out
    blocking4x: longTasks.reduce((sum, d) => sum + Math.max(0, 4 * d - 50), 0),
  };
}

// One server per build (each on fresh embedded data), both up for the whole run.
const builds = positionals.map((dist) => resolve(dist));
const servers = [];
for (const dist of builds)
  servers.push(await startServer({ CAPTCHA_PHONES_PER_CLIENT: '1000', WEB_DIST: dist }));
const browser = await launchBrowser();
try {
  const sessions = [];
  for (const server of servers) {
    const s = await logInByApi(server, newPhone());
    sessions.push({
      core: JSON.stringify({
        state: {
          publicData: { token: s.token, customerId: s.customerId, phone_number: s.phone, app_type: 1 },
        },
        version: 0,
      }),
      userInfo: JSON.stringify({ token: s.token, customerId: s.customerId }),
    });
  }
  const results = builds.map(() => []);
  for (let run = 0; run < Number(args.runs); run += 1) {
    // every build in turn, the order reversed every other run
    const order = builds.map((_, i) => i);
    for (const i of run % 2 ? order.reverse() : order) {
      results[i].push(await openHome(browser, servers[i].baseUrl, sessions[i]));
    }
  }
  console.log(
    '| build | task ms | script ms | layout ms | style ms | longest task ms | blocking at 4x, tasks >= 50 ms |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
  builds.forEach((dist, i) => {
    const pick = (key) => Math.round(median(results[i].map((r) => r[key])));
    console.log(
      `| ${dist} | ${pick('task')} | ${pick('script')} | ${pick('layout')} | ${pick('style')} | ${pick('longest')} | ${pick('blocking4x')} |`,
    );
  });
  console.log(`medians of ${args.runs} runs each, alternating, 1x CPU`);
} finally {
  await browser.close();
  for (const server of servers) await server.stop();
}

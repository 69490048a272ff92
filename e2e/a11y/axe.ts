// axe-core on every route of the web app at phone size (logged out, a new
// borrower, a borrower with a disbursed loan, /start in Hindi) and on the
// operations console's pages at desk size. Fails on any serious or critical
// violation and prints them; moderate and minor ones are counted.
//
//   npm run test:a11y        (builds first)
//   node --import tsx e2e/a11y/axe.ts [--no-console]
//
// WEB_DIST / CONSOLE_DIST (other build folders) are passed to the server.
// Writes .e2e-artifacts/a11y/axe.json. docs/benchmarks.md "Web speed and accessibility"; figures in bench/RESULTS.md.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AxeResults } from 'axe-core';
import type { Browser, Page } from 'playwright-core';
import { APPLICATION_ROUTES } from '../support/application';
import { launchBrowser, newPhone, phoneContext, SCREENSHOTS } from '../support/browser';
import { consoleLogin, desktopContext, firstAdmin } from '../support/console';
import { logInByOtp } from '../support/journey';
import { disbursedBorrower } from '../support/repayment';
import { startServer } from '../support/server';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const FAILING = new Set(['serious', 'critical']);

interface Violation {
  id: string;
  impact: string;
  help: string;
  nodes: { target: string[]; html: string }[];
}
interface Checked {
  app: 'web' | 'console';
  route: string;
  name: string;
  violations: Violation[];
}
const checked: Checked[] = [];

/** Network quiet, no spinner left, animations over (screens.ts does the same). */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page
    .waitForFunction(() => !document.querySelector('.page-loading, .ant-spin-spinning'), null, {
      timeout: 10_000,
    })
    .catch(() => undefined);
  await page.waitForTimeout(400);
}

/** Runs axe on what the page shows now; `route` is the route pattern it stands for. */
async function audit(page: Page, app: Checked['app'], route: string, name = route): Promise<void> {
  await settle(page);
  // evaluate() runs outside the page's CSP, which an injected <script> would not.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations: Violation[] = await page.evaluate(async () => {
    const { axe } = window as unknown as {
      axe: { run: (context: Document, options: object) => Promise<AxeResults> };
    };
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact ?? 'minor',
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target.map(String), html: n.html.slice(0, 200) })),
    }));
  });
  checked.push({ app, route, name, violations });
  const bad = violations.filter((v) => FAILING.has(v.impact));
  console.log(
    `${bad.length ? 'FAIL' : 'ok  '} ${app} ${name}${violations.length ? ` (${violations.length} rules)` : ''}`,
  );
}

async function visit(page: Page, url: string, route: string, name = route): Promise<void> {
  await page.goto(url);
  await audit(page, 'web', route, name);
}

/** The route patterns of apps/web/src/app/routes.ts (and the application's, which it maps), to report any this run missed. */
function webRoutes(): string[] {
  const source = readFileSync(join(ROOT, 'apps/web/src/app/routes.ts'), 'utf8');
  const paths = [...source.matchAll(/path: '(\/[^']*)'/g)].map((m) => m[1] ?? '');
  const loan = /LOAN_ROUTES[^=]*= \[([^\]]*)\]/.exec(source)?.[1] ?? '';
  return [...paths, ...APPLICATION_ROUTES, ...[...loan.matchAll(/'(\w+)'/g)].map((m) => `/${m[1]}`)];
}

async function loggedOut(browser: Browser, baseUrl: string, server: Awaited<ReturnType<typeof startServer>>) {
  const context = await phoneContext(browser, baseUrl);
  const page = await context.newPage();
  for (const route of ['/start', '/method', '/privacy', '/loginprivacy', '/conditionalTerms']) {
    await visit(page, `/#${route}`, route);
  }
  // /start with its code step open.
  const phone = newPhone();
  await page.goto('/#/start');
  await page.getByTestId('phone-input').fill(phone);
  const mark = server.mark();
  await page.getByTestId('send-otp').click();
  await page.getByTestId('otp-input').fill(await server.waitForOtp(phone, mark));
  await audit(page, 'web', '/start', '/start (code step)');
  await context.close();

  const hindi = await phoneContext(browser, baseUrl);
  const hiPage = await hindi.newPage();
  await hiPage.addInitScript(() => localStorage.setItem('language', 'hi'));
  await visit(hiPage, '/#/start', '/start', '/start (hi)');
  await hindi.close();
}

async function newBorrower(browser: Browser, server: Awaited<ReturnType<typeof startServer>>) {
  const context = await phoneContext(browser, server.baseUrl);
  const page = await context.newPage();
  await logInByOtp(page, server, newPhone());
  for (const route of [
    '/homeIndex',
    '/loanIndex',
    '/my',
    '/setup',
    '/changeLang',
    '/coupon',
    '/couponInvalid',
    '/question',
    '/invite',
    '/helpCenter',
    '/faq',
    '/customerService',
    '/aboutUs',
    '/msgCenter',
    '/calculators',
    '/emiCalculator',
    '/fdCalculator',
    '/rdCalculator',
    '/compareLoans',
    '/test',
  ]) {
    await visit(page, `/#${route}`, route);
  }
  await visit(page, '/#/faqDetail?id=repay-how', '/faqDetail');
  // Home's documents sheet, then the application: the consent sheet, then each step.
  await page.goto('/#/homeIndex');
  await page.getByTestId('apply-button').click();
  await page.getByTestId('documents-sheet').waitFor();
  await audit(page, 'web', '/homeIndex', '/homeIndex (documents sheet)');
  await page.goto('/#/authIndex');
  await page.getByTestId('consent-sheet').waitFor();
  await audit(page, 'web', '/authIndex', '/authIndex (consent sheet)');
  await page.getByTestId('consent-accept').click();
  await page.getByTestId('consent-sheet').waitFor({ state: 'hidden' });
  for (const route of APPLICATION_ROUTES) {
    await visit(page, `/#${route}`, route);
  }
  await context.close();
}

async function borrowerWithLoan(browser: Browser, server: Awaited<ReturnType<typeof startServer>>) {
  const phone = newPhone();
  const { orderId: id } = await disbursedBorrower(server, phone);
  const context = await phoneContext(browser, server.baseUrl);
  const page = await context.newPage();
  await logInByOtp(page, server, phone);
  await audit(page, 'web', '/homeIndex', '/homeIndex (loan)');
  await visit(page, '/#/loanIndex', '/loanIndex', '/loanIndex (loan)');
  await visit(page, '/#/withdrawPage', '/withdrawPage');
  await visit(page, '/#/withdrawModel?amount=1000000&term=3', '/withdrawModel');
  await visit(page, `/#/withdrawDetail?id=${id}`, '/withdrawDetail');
  await visit(page, `/#/protocol?id=${id}`, '/protocol');
  await visit(page, `/#/agreementList?id=${id}`, '/agreementList');
  for (const kind of ['kfs', 'letter', 'loan']) await visit(page, `/#/${kind}?id=${id}`, `/${kind}`);
  await visit(page, `/#/seeAgreement?id=${id}`, '/seeAgreement');
  await visit(page, `/#/sign?id=${id}`, '/sign');
  await visit(page, `/#/Esign?id=${id}`, '/Esign');
  await visit(page, `/#/triLink?id=${id}`, '/triLink');
  await visit(page, `/#/pendingWaitLoan?id=${id}`, '/pendingWaitLoan');
  await visit(page, `/#/changeBank?id=${id}`, '/changeBank');
  await page.goto(`/#/pdf/kfs/${id}`);
  await page.getByTestId('pdf-pages').and(page.locator('[data-state="done"]')).waitFor();
  await audit(page, 'web', '/pdf/:flag/:url');
  await visit(page, '/#/msgCenter', '/msgCenter', '/msgCenter (messages)');
  const message = page.locator('button.message-item').first();
  if (await message.count()) {
    await message.click();
    await page.waitForURL(/#\/msgDetail/);
    await audit(page, 'web', '/msgDetail');
  }
  // The repayment: bill, the choice, UPI with its QR, the UTR, then the outcome and history.
  await visit(page, `/#/bill?orderId=${id}`, '/bill');
  await page.getByTestId('bill-repay').click();
  await page.waitForURL(/#\/Repayment\?/);
  await page.getByTestId('repay-kind-bill').click();
  await page.getByTestId('repay-method-upi').click();
  await audit(page, 'web', '/Repayment');
  await page.getByTestId('repay-confirm').click();
  await page.waitForURL(/#\/RepaymentCode\?id=/);
  await page.getByTestId('upi-qr').locator('svg').waitFor();
  await audit(page, 'web', '/RepaymentCode');
  await page.getByTestId('utr-input').fill('512345678901');
  await page.getByTestId('utr-submit').click();
  await page.waitForURL(/#\/(paymentProcess|repaidPage)\?id=/);
  const url = page.url();
  const repaymentId = new URLSearchParams(url.split('?')[1]).get('id') ?? '';
  await visit(page, `/#/paymentProcess?id=${repaymentId}`, '/paymentProcess');
  await page.waitForURL(/#\/repaidPage\?id=/, { timeout: 15_000 }).catch(() => undefined);
  await visit(page, `/#/repaidPage?id=${repaymentId}`, '/repaidPage');
  await visit(page, '/#/paymentHistory', '/paymentHistory');
  await context.close();
}

async function consolePages(browser: Browser, server: Awaited<ReturnType<typeof startServer>>) {
  const context = await desktopContext(browser, server.baseUrl);
  const page = await context.newPage();
  await page.goto('/console/#/login');
  await audit(page, 'console', '/login');
  await consoleLogin(page, server.baseUrl, firstAdmin(server));
  await audit(page, 'console', '/', '/ (dashboard)');
  // Every section of the console's menu (the first admin reaches them all).
  const items = page.getByTestId('console-menu').locator('.ant-menu-item');
  const count = await items.count();
  for (let i = 0; i < count; i += 1) {
    await items.nth(i).click();
    // Off the menu, past its colour transitions: axe reads colours as they are drawn.
    await page.mouse.move(1300, 880);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    const hash = new URL(page.url()).hash.replace(/^#/, '') || '/';
    await audit(page, 'console', hash);
  }
  await context.close();
}

const withConsole = !process.argv.includes('--no-console');
const server = await startServer({
  CAPTCHA_PHONES_PER_CLIENT: '1000',
  OTP_RESEND_COOLDOWN_SECONDS: '0',
  UNDERWRITING_DELAY_SECONDS: '1',
  PAYOUT_SETTLE_SECONDS: '1',
  PAYOUT_CHECK_SECONDS: '1',
  COLLECTION_CHECK_SECONDS: '1',
  JOBS_POLL_MS: '200',
});
const browser = await launchBrowser();
const started = Date.now();
const broken: string[] = [];
// A phase that breaks (a changed screen) is reported, and the others still run.
const phases: [string, () => Promise<void>][] = [
  ['logged out', () => loggedOut(browser, server.baseUrl, server)],
  ['new borrower', () => newBorrower(browser, server)],
  ['borrower with a loan', () => borrowerWithLoan(browser, server)],
  ...(withConsole ? [['console', () => consolePages(browser, server)] as [string, () => Promise<void>]] : []),
];
try {
  for (const [name, run] of phases) {
    await run().catch((error: Error) => {
      broken.push(`${name}: ${error.message.split('\n')[0]}`);
      console.error(`phase "${name}" stopped: ${error.message}`);
    });
  }
} finally {
  await browser.close();
  await server.stop();
}

const out = join(SCREENSHOTS, 'a11y');
mkdirSync(out, { recursive: true });
writeFileSync(join(out, 'axe.json'), JSON.stringify(checked, null, 2));

const byImpact: Record<string, number> = { critical: 0, serious: 0, moderate: 0, minor: 0 };
const failures: string[] = [];
for (const page of checked) {
  for (const v of page.violations) {
    byImpact[v.impact] = (byImpact[v.impact] ?? 0) + 1;
    const line = `${v.impact.padEnd(8)} ${page.app} ${page.name}: ${v.id} (${v.help})`;
    const nodes = v.nodes.slice(0, 4).map((n) => `           ${n.target.join(' ')}  ${n.html}`);
    if (FAILING.has(v.impact)) failures.push([line, ...nodes].join('\n'));
    else console.log(line);
  }
}
const visited = new Set(checked.filter((c) => c.app === 'web').map((c) => c.route));
const missed = webRoutes().filter((route) => !visited.has(route));
const web = checked.filter((c) => c.app === 'web');
console.log(
  `\n${web.length} web views (${visited.size} routes) and ${checked.length - web.length} console views ` +
    `in ${Math.round((Date.now() - started) / 1000)} s; violations by impact: ` +
    Object.entries(byImpact)
      .map(([impact, n]) => `${impact} ${n}`)
      .join(', '),
);
if (missed.length) console.log(`routes not visited: ${missed.join(' ')}`);
if (broken.length) {
  console.error(`\nphases that stopped early:\n  ${broken.join('\n  ')}`);
  process.exitCode = 1;
}
if (failures.length) {
  console.error(`\n${failures.length} serious or critical violations:\n${failures.join('\n')}`);
  process.exitCode = 1;
}

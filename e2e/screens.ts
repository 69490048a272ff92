// Screenshots of every page of the app at phone size, for people to look at:
// node --import tsx e2e/screens.ts [lang]   (writes .e2e-artifacts/screens/*.png)
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { APPLICATION_ROUTES } from './support/application';
import { launchBrowser, newPhone, phoneContext, SCREENSHOTS } from './support/browser';
import { logInByOtp } from './support/journey';
import { startServer } from './support/server';
import { approvedBorrower } from './support/withdraw';

const lang = process.argv[2] ?? 'en';
const server = await startServer({
  CAPTCHA_PHONES_PER_CLIENT: '1000',
  // the withdrawal pages need an approved borrower: decide fast
  OTP_RESEND_COOLDOWN_SECONDS: '0',
  UNDERWRITING_DELAY_SECONDS: '1',
  JOBS_POLL_MS: '200',
  PAYOUT_SETTLE_SECONDS: '2',
  PAYOUT_CHECK_SECONDS: '1',
});
const browser = await launchBrowser();
const out = join(SCREENSHOTS, 'screens');
mkdirSync(out, { recursive: true });

/** Network quiet, no spinner left, fonts in: what a person would see after a moment. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => !document.querySelector('.page-loading'), null, { timeout: 10_000 });
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(300);
}

try {
  const context = await phoneContext(browser, server.baseUrl);
  const page = await context.newPage();
  await page.addInitScript((l) => localStorage.setItem('language', l), lang);
  const save = (name: string, fullPage = false) =>
    page.screenshot({ path: join(out, `${lang}-${name}.png`), fullPage });
  const shoot = async (route: string) => {
    await page.goto(`/#${route}`);
    await settle(page);
    await save(route.replace(/\W/g, '') || 'root', true);
  };
  for (const route of ['/start', '/method', '/privacy', '/loginprivacy', '/conditionalTerms']) {
    await shoot(route);
  }

  // The 503 screen, as a maintenance answer to "Get OTP" brings it up.
  await page.route('**/api/v1/auth/otp', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ code: 'MAINTENANCE', message: 'The service is under maintenance.' }),
    }),
  );
  await page.goto('/#/start');
  await page.getByTestId('phone-input').fill(newPhone());
  await page.getByTestId('send-otp').click();
  await page.getByTestId('service-unavailable').waitFor();
  await settle(page);
  await save('unavailable');
  await page.unrouteAll();

  const phone = newPhone();
  await page.goto('/#/start');
  await page.reload();
  await page.getByTestId('phone-input').fill(phone);
  const mark = server.mark();
  await page.getByTestId('send-otp').click();
  await page.getByTestId('otp-input').fill(await server.waitForOtp(phone, mark));
  await page.waitForTimeout(300);
  await save('otp');
  await page.getByTestId('login-submit').click();
  await page.waitForURL(/homeIndex/);
  for (const route of [
    '/homeIndex',
    '/loanIndex',
    '/my',
    '/setup',
    '/changeLang',
    '/test',
    '/msgCenter',
    '/coupon',
    '/couponInvalid',
    '/invite',
    '/helpCenter',
    '/faq',
    '/customerService',
    '/question',
    '/aboutUs',
    '/calculators',
    '/emiCalculator',
    '/fdCalculator',
    '/rdCalculator',
    '/compareLoans',
  ]) {
    await shoot(route);
  }

  // Bottom sheets and the home page's error state.
  await page.goto('/#/homeIndex');
  await page.getByTestId('apply-button').click();
  await page.getByTestId('documents-sheet').waitFor();
  await page.waitForTimeout(500);
  await save('documents-sheet');
  await page.goto('/#/setup');
  await page.locator('[data-testid="setup-password"]:not(.adm-list-item-disabled)').click();
  await page.getByTestId('password-save').waitFor();
  await page.waitForTimeout(500);
  await save('password-sheet');
  await page.route('**/api/v1/home', (route) => route.abort());
  await page.goto('/#/homeIndex');
  await page.reload();
  await page.getByTestId('home-error').waitFor();
  await page.waitForTimeout(2500); // past the network toast
  await save('home-error');
  await page.unrouteAll();

  // The application: consent first, then each step's page as it opens empty.
  await page.goto('/#/authIndex');
  await page.getByTestId('consent-sheet').waitFor();
  await page.waitForTimeout(500);
  await save('consent');
  await page.getByTestId('consent-accept').click();
  await page.getByTestId('consent-sheet').waitFor({ state: 'hidden' });
  for (const route of APPLICATION_ROUTES) {
    await shoot(route);
  }

  // The withdrawal, as an approved borrower: the choice, the confirmation, the
  // order, Home with the open order, and the repay-first answer.
  await context.close();
  const borrower = await phoneContext(browser, server.baseUrl);
  const withdrawing = await borrower.newPage();
  await withdrawing.addInitScript((l) => localStorage.setItem('language', l), lang);
  const approvedPhone = newPhone();
  await approvedBorrower(server, approvedPhone);
  await logInByOtp(withdrawing, server, approvedPhone);
  const saveAs = (name: string) =>
    withdrawing.screenshot({ path: join(out, `${lang}-${name}.png`), fullPage: true });
  await settle(withdrawing);
  await saveAs('homeIndex-approved');
  await withdrawing.getByTestId('withdraw-button').click();
  await withdrawing.getByTestId('quote-summary').and(withdrawing.locator('[data-amount]')).waitFor();
  await settle(withdrawing);
  await saveAs('withdrawPage');
  await withdrawing.getByTestId('withdraw-next').click();
  await withdrawing.getByTestId('withdraw-confirm').waitFor();
  await settle(withdrawing);
  await saveAs('withdrawModel');
  await withdrawing.getByTestId('withdraw-confirm').click();
  await withdrawing.getByTestId('order-head').waitFor();
  await settle(withdrawing);
  await saveAs('withdrawDetail');
  await withdrawing.getByTestId('order-home').click();
  await withdrawing.getByTestId('home-order').waitFor();
  await settle(withdrawing);
  await saveAs('homeIndex-open-order');
  await withdrawing.goto('/#/withdrawPage');
  await withdrawing.getByTestId('outstanding-order').waitFor();
  await settle(withdrawing);
  await saveAs('withdrawPage-outstanding');

  // After the confirmation: the documents, the PDF, signing, the payment.
  const orderId = new URL(withdrawing.url().replace('#/', '')).searchParams.get('id') ?? '';
  await withdrawing.getByTestId('view-open-order').click();
  await withdrawing.getByTestId('order-head').waitFor();
  const id = new URLSearchParams(withdrawing.url().split('?')[1]).get('id') ?? orderId;
  const visit = async (route: string, name: string) => {
    await withdrawing.goto(`/#${route}`);
    await settle(withdrawing);
    await saveAs(name);
  };
  await visit(`/protocol?id=${id}`, 'protocol');
  for (const kind of ['kfs', 'letter', 'loan']) await visit(`/${kind}?id=${id}`, kind);
  await visit(`/protocol?id=${id}`, 'protocol-read');
  await withdrawing.goto(`/#/pdf/kfs/${id}`);
  await withdrawing.getByTestId('pdf-pages').and(withdrawing.locator('[data-state="done"]')).waitFor();
  await settle(withdrawing);
  await saveAs('pdf');
  await visit(`/Esign?id=${id}`, 'Esign');
  await visit(`/triLink?id=${id}`, 'triLink');
  await visit(`/sign?id=${id}`, 'sign');
  const pad = await withdrawing.getByTestId('sign-pad').boundingBox();
  if (pad) {
    await withdrawing.mouse.move(pad.x + 30, pad.y + 90);
    await withdrawing.mouse.down();
    await withdrawing.mouse.move(pad.x + pad.width - 30, pad.y + 60, { steps: 12 });
    await withdrawing.mouse.up();
  }
  const signMark = server.mark();
  await withdrawing.getByTestId('sign-send-code').click();
  await withdrawing.getByTestId('sign-code').fill(await server.waitForOtp(approvedPhone, signMark));
  await withdrawing.waitForTimeout(300);
  await saveAs('sign-filled');
  await withdrawing.getByTestId('sign-submit').click();
  await withdrawing.getByTestId('payout-waiting').waitFor();
  await withdrawing.waitForTimeout(300);
  await saveAs('pendingWaitLoan');
  await withdrawing.getByTestId('payout-done').waitFor({ timeout: 30_000 });
  await settle(withdrawing);
  await saveAs('pendingWaitLoan-done');
  await visit(`/seeAgreement?id=${id}`, 'seeAgreement');
  await visit(`/withdrawDetail?id=${id}`, 'withdrawDetail-disbursed');
  await visit(`/changeBank?id=${id}`, 'changeBank-closed');
} finally {
  await browser.close();
  await server.stop();
}

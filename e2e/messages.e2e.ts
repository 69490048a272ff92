// The message center and the install offer in Chromium at phone size (spec §1
// "Message center", "A prompt to install the app to the home screen", §2
// /msgCenter /msgDetail, §9 the Rs 100 home-screen coupon), against the
// production build with its service worker.
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPhone, phoneContext, screenshot } from './support/browser';
import { type ApiSession, byTestId, localItem, logInByApi } from './support/journey';
import { MANY_PHONES_ONE_CLIENT, useSuite } from './support/suite';
import { couponsByApi } from './support/withdraw';

const suite = useSuite({ ...MANY_PHONES_ONE_CLIENT, OTP_RESEND_COOLDOWN_SECONDS: '0' });

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

/** Opens the app already logged in as `session`, as a returning borrower would (no login screens). */
async function loggedIn(
  session: ApiSession,
  userAgent?: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await phoneContext(suite.browser, suite.server.baseUrl, userAgent);
  await context.addInitScript((s) => {
    if (localStorage.getItem('userInfo')) return;
    localStorage.setItem('userInfo', JSON.stringify({ token: s.token, customerId: s.customerId }));
    const publicData = { token: s.token, customerId: s.customerId, phone_number: s.phone, app_type: 1 };
    localStorage.setItem('core', JSON.stringify({ state: { publicData }, version: 0 }));
  }, session);
  return { context, page: await context.newPage() };
}

async function post(session: ApiSession, path: string, body?: unknown) {
  const res = await fetch(`${suite.server.baseUrl}/api/v1${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${session.token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body ?? {}),
  });
  expect(res.ok, await res.clone().text()).toBe(true);
}

const text = async (page: Page, id: string) => ((await byTestId(page, id).textContent()) ?? '').trim();
/** The unread count a badge shows ('' when there is none to show). */
const badge = async (page: Page, id: string) =>
  (await byTestId(page, id).count()) === 0 ? '' : text(page, id);

describe('message center and install offer', () => {
  it('shows the unread count, reads a message, marks all read; the install coupon comes once', async () => {
    const session = await logInByApi(suite.server, newPhone());
    await post(session, '/me/deletion-request'); // confirmed by a notice in the message center
    const { context, page } = await loggedIn(session);

    await page.goto('/#/homeIndex');
    await byTestId(page, 'home-stage').waitFor();
    await expect.poll(() => badge(page, 'tab-profile-badge')).toBe('1');
    expect(await badge(page, 'home-messages-badge')).toBe('1');

    // Installed (twice over, as some browsers tell it): one coupon, one toast, one message.
    await page.evaluate(() => {
      window.dispatchEvent(new Event('appinstalled'));
      window.dispatchEvent(new Event('appinstalled'));
    });
    await page.getByText('Thank you! Your ₹100 repayment coupon is in My coupons.').waitFor();
    await expect.poll(() => badge(page, 'tab-profile-badge')).toBe('2');
    await page.evaluate(() => window.dispatchEvent(new Event('appinstalled')));
    const homeScreen = (await couponsByApi(suite.server, session.token)).filter(
      (c) => c.source === 'home_screen',
    );
    expect(homeScreen).toMatchObject([{ kind: 'repayment', facePaise: 100_00, state: 'unused' }]);
    await page.goto('/#/coupon');
    await byTestId(page, 'coupon-list').waitFor();
    await expect(page.getByText('Added to home screen').count()).resolves.toBe(1);
    expect(await text(page, 'coupon-amount')).toBe('₹100');

    // Profile > Messages: the notice tab first, then the offers.
    await page.goto('/#/my');
    await expect.poll(() => badge(page, 'profile-messages-badge')).toBe('2');
    await byTestId(page, 'profile-messages').click();
    await page.waitForURL(/#\/msgCenter/);
    await byTestId(page, 'message-list-notify').waitFor();
    expect(await text(page, 'message-title')).toBe('Account deletion requested');
    expect(await text(page, 'messages-unread')).toBe('2 unread');
    await byTestId(page, 'message-tab-activity').click();
    await byTestId(page, 'message-list-activity').waitFor();
    const offer = page.locator('[data-testid^="message-"][data-read="false"]');
    await expect(offer.count()).resolves.toBe(1);
    await screenshot(page, 'messages-center');
    await offer.click();
    await page.waitForURL(/#\/msgDetail\?id=/);
    expect(await text(page, 'message-detail-title')).toBe('₹100 off your next repayment');
    expect(await text(page, 'message-target')).toBe('Open my coupons');
    await screenshot(page, 'messages-detail');

    // Back: the same tab, the message read, one unread left.
    await page.goBack();
    await page.waitForURL(/#\/msgCenter\?kind=activity/);
    await expect.poll(() => page.locator('[data-read="false"]').count()).toBe(0);
    await expect.poll(() => text(page, 'messages-unread')).toBe('1 unread');
    await page.goto('/#/my');
    await expect.poll(() => badge(page, 'tab-profile-badge')).toBe('1');

    await byTestId(page, 'profile-messages').click();
    await byTestId(page, 'messages-read-all').click();
    await byTestId(page, 'messages-read-all').waitFor({ state: 'detached' });
    await expect.poll(() => page.locator('[data-read="false"]').count()).toBe(0);
    await page.goto('/#/homeIndex');
    await byTestId(page, 'home-stage').waitFor();
    expect(await badge(page, 'home-messages-badge')).toBe('');
    expect(await badge(page, 'tab-profile-badge')).toBe('');

    // The production build's service worker: registered, the shell cached, never an API answer.
    const script = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
    expect(script).toBe(`${suite.server.baseUrl}/sw.js`);
    // It takes the open page at once: the API calls of the next screen pass through it.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await page.goto('/#/msgCenter');
    await byTestId(page, 'message-list-notify').waitFor();
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys())
          urls.push(new URL(request.url).pathname);
      }
      return urls;
    });
    expect(cached).toContain('/index.html');
    expect(cached.some((url) => url.startsWith('/assets/'))).toBe(true);
    expect(cached.filter((url) => url.startsWith('/api'))).toEqual([]);
    // Home's Apply sheet runs only when Apply is reached for; its files are kept ahead of the tap.
    expect(cached.some((url) => /^\/assets\/documents-sheet-.*\.js$/.test(url))).toBe(true);

    // Offline, the cached shell still opens and says what is wrong.
    await context.setOffline(true);
    await page.goto('/#/homeIndex');
    await page.reload();
    await byTestId(page, 'home-error').waitFor();
    await context.setOffline(false);
    await context.close();
  });

  it('iOS Safari: the Share steps, remembered when closed; opened from the home screen, the coupon once', async () => {
    const session = await logInByApi(suite.server, newPhone());
    const { context, page } = await loggedIn(session, IPHONE_SAFARI);
    await page.goto('/#/homeIndex');
    await byTestId(page, 'install-offer').waitFor();
    expect(await byTestId(page, 'install-offer').getAttribute('data-offer')).toBe('ios');
    expect(await text(page, 'install-offer')).toContain('get ₹100 off a repayment');
    await screenshot(page, 'install-offer-ios');
    await byTestId(page, 'install-accept').click();
    await byTestId(page, 'install-ios-steps').waitFor();
    expect(await text(page, 'install-ios-steps')).toContain('Add to Home Screen');
    await screenshot(page, 'install-steps-ios');
    await byTestId(page, 'install-ios-done').click();
    await byTestId(page, 'install-offer').waitFor({ state: 'detached' });
    const record = JSON.parse((await localItem(page, 'installOffer')) ?? '{}');
    expect(Date.now() - record.dismissedAt).toBeLessThan(60_000); // not shown again for a week

    // Then opened from the home screen: the coupon, and this device will not ask for it again.
    await context.addInitScript(() => Object.defineProperty(navigator, 'standalone', { value: true }));
    await page.reload();
    await page.getByText('Thank you! Your ₹100 repayment coupon is in My coupons.').waitFor();
    const coupons = await couponsByApi(suite.server, session.token);
    expect(coupons.filter((c) => c.source === 'home_screen')).toHaveLength(1);
    expect(JSON.parse((await localItem(page, 'installOffer')) ?? '{}').claimed).toEqual([session.customerId]);
    await context.close();
  });

  it('serves the manifest named after the deployment and the worker revalidated on every visit', async () => {
    const manifest = await fetch(`${suite.server.baseUrl}/manifest.webmanifest`);
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('content-type')).toContain('application/manifest+json');
    expect(await manifest.json()).toMatchObject({
      name: 'RupeeSetu',
      display: 'standalone',
      icons: expect.arrayContaining([expect.objectContaining({ purpose: 'maskable', sizes: '512x512' })]),
    });
    const sw = await fetch(`${suite.server.baseUrl}/sw.js`);
    expect(sw.status).toBe(200);
    expect(sw.headers.get('content-type')).toMatch(/javascript/);
    expect(sw.headers.get('cache-control')).toBe('no-cache');
    const icon = await fetch(`${suite.server.baseUrl}/icons/maskable-512.png`);
    expect(icon.headers.get('content-type')).toBe('image/png');
  });
});

// Journeys against one server with the default settings (a server start costs
// several seconds on a small machine, so they share it): password login, network
// failure, the query flags, Chinese and the legal pages. The native app's
// handover and hooks are in native.e2e.ts.
import { errorMessage } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { newPhone, phoneContext, screenshot } from './support/browser';
import { byTestId, documentLang, localItem, logInByOtp, sessionItem } from './support/journey';
import { MANY_PHONES_ONE_CLIENT, useSuite } from './support/suite';

const suite = useSuite(MANY_PHONES_ONE_CLIENT);

const CJK = /[\u4E00-\u9FFF]/;

describe('password login', () => {
  it('sets a password with an SMS code in /setup, ends another device in /devices, and logs in at /method', async () => {
    const context = await phoneContext(suite.browser, suite.server.baseUrl);
    const page = await context.newPage();
    const phone = newPhone();
    const password = 'setu2468';
    await logInByOtp(page, suite.server, phone);

    await page.goto('/#/setup');
    // The entry is disabled until the profile has loaded (it says set or change).
    await page.locator('[data-testid="setup-password"]:not(.adm-list-item-disabled)').click();
    await byTestId(page, 'new-password-input').fill(password);
    await byTestId(page, 'confirm-password-input').fill(password);
    // A session alone does not set a password: the code goes to the account's phone (decision 063).
    const mark = suite.server.mark();
    await byTestId(page, 'password-send-code').click();
    const code = await suite.server.waitForOtp(phone, mark);
    await byTestId(page, 'password-code-input').fill(code);
    await screenshot(page, 'password-code');
    const saved = page.waitForResponse((res) => res.url().endsWith('/api/v1/me/password'));
    await byTestId(page, 'password-save').click();
    expect((await saved).status()).toBe(204);
    await byTestId(page, 'password-save').waitFor({ state: 'hidden' });

    // A second device signs in with the password; the first one ends it from its device list.
    const other = await phoneContext(suite.browser, suite.server.baseUrl);
    const otherPage = await other.newPage();
    await otherPage.goto('/#/method');
    await byTestId(otherPage, 'password-input').waitFor();
    await byTestId(otherPage, 'phone-input').fill(phone);
    await byTestId(otherPage, 'password-input').fill(password);
    await byTestId(otherPage, 'password-submit').click();
    await otherPage.waitForURL(/#\/homeIndex/);

    await byTestId(page, 'setup-devices').click();
    await page.waitForURL(/#\/devices/);
    await byTestId(page, 'device-other').waitFor();
    await expect(page.locator('[data-testid="device-current"]').count()).resolves.toBe(1);
    await screenshot(page, 'devices');
    await byTestId(page, 'device-end').click();
    await page.locator('.adm-dialog-button').filter({ hasText: 'Sign out' }).click();
    await page.getByText('Device signed out').first().waitFor();
    await byTestId(page, 'device-other').waitFor({ state: 'detached' });
    await otherPage.reload();
    await byTestId(otherPage, 'expire-modal').waitFor({ state: 'visible' });
    await other.close();

    await page.goto('/#/setup');
    await byTestId(page, 'sign-out').click();
    await page.waitForURL(/#\/start/);
    await expect(localItem(page, 'userInfo')).resolves.toBeNull();

    await page.goto('/#/method');
    // /start has a phone field too: wait for the password page before typing.
    await byTestId(page, 'password-input').waitFor();
    await byTestId(page, 'phone-input').fill(phone);
    await byTestId(page, 'password-input').fill('wrong-pass');
    await byTestId(page, 'password-submit').click();
    await page.getByText('Phone number or password incorrect, please re-enter.').first().waitFor();
    await screenshot(page, 'password-wrong');
    // The submit button ignores a second tap within 1 s (spec §9 click lock).
    await page.waitForTimeout(1000);

    await byTestId(page, 'password-input').fill(password);
    await byTestId(page, 'password-submit').click();
    await page.waitForURL(/#\/homeIndex/);
    await byTestId(page, 'apply-button').waitFor();
    await context.close();
  });
});

describe('network failure', () => {
  it('shows the network-abnormal message when the OTP request cannot reach the server', async () => {
    const context = await phoneContext(suite.browser, suite.server.baseUrl);
    const page = await context.newPage();
    await page.route('**/api/v1/auth/otp', (route) => route.abort());
    await page.goto('/#/start');
    await byTestId(page, 'phone-input').fill(newPhone());
    await byTestId(page, 'send-otp').click();
    await page.getByText(errorMessage('NETWORK_ABNORMAL', 'en')).first().waitFor();
    await byTestId(page, 'phone-input').waitFor(); // still on the phone step
    await screenshot(page, 'network-abnormal');
    await context.close();
  });
});

describe('promotion channel and query flags', () => {
  it('remembers p, isBrowser and deskrop from the link', async () => {
    const context = await phoneContext(suite.browser, suite.server.baseUrl);
    const page = await context.newPage();
    await page.goto('/#/start?p=fb&isBrowser=true&deskrop=1');
    await byTestId(page, 'phone-input').waitFor();
    await expect(sessionItem(page, 'promotion_channel')).resolves.toBe('fb');
    await expect(sessionItem(page, 'isBrowser')).resolves.toBe('true');
    await expect(localItem(page, 'deskrop')).resolves.toBe('1');
    await context.close();
  });
});

describe('Chinese language', () => {
  it('switches to 中文 at /changeLang: <html lang="zh"> and Chinese tab labels', async () => {
    const context = await phoneContext(suite.browser, suite.server.baseUrl);
    const page = await context.newPage();
    await logInByOtp(page, suite.server, newPhone());
    await page.goto('/#/changeLang');
    await byTestId(page, 'lang-zh').click();
    await expect.poll(() => documentLang(page)).toBe('zh');
    await expect(localItem(page, 'language')).resolves.toBe('zh');

    await page.goto('/#/homeIndex');
    for (const tab of ['tab-home', 'tab-loan', 'tab-profile']) {
      await expect.poll(() => byTestId(page, tab).textContent()).toMatch(CJK);
    }
    await context.close();
  });
});

describe('legal pages', () => {
  const pages = [
    { route: '/privacy', doc: 'privacy', title: /privacy/i },
    { route: '/loginprivacy', doc: 'loginPrivacy', title: /privacy/i },
    { route: '/conditionalTerms', doc: 'terms', title: /terms/i },
  ];

  it('shows each legal text with its title and the grievance officer to a visitor', async () => {
    const context = await phoneContext(suite.browser, suite.server.baseUrl);
    const page = await context.newPage();
    const titles: string[] = [];
    for (const { route, doc: key, title } of pages) {
      await page.goto(`/#${route}`);
      // The previous page stays up while the next one loads: wait for this document.
      const doc = page.locator(`[data-testid="legal-document"][data-doc="${key}"]`);
      await doc.waitFor();
      expect(page.url()).toContain(`#${route}`);
      const text = (await byTestId(page, 'page-title').textContent()) ?? '';
      expect(text).toMatch(title);
      titles.push(text);
      await expect(doc.textContent()).resolves.toContain('grievance@rupeesetu.in');
    }
    expect(new Set(titles).size).toBe(pages.length);
    await screenshot(page, 'legal-terms');
    await context.close();
  });
});

// Journeys against one server with the default settings (a server start costs
// several seconds on a small machine, so they share it): password login, the
// native-app handover, network failure, the query flags, Chinese and the legal pages.
import { errorMessage } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { newPhone, phoneContext, screenshot } from './support/browser';
import {
  byTestId,
  documentLang,
  localItem,
  logInByApi,
  logInByOtp,
  type NativeWindow,
  postedMessages,
  sessionItem,
  stubNativeBridge,
} from './support/journey';
import { MANY_PHONES_ONE_CLIENT, useSuite } from './support/suite';

const suite = useSuite(MANY_PHONES_ONE_CLIENT);

const DEVANAGARI = /[\u0900-\u097F]/;
const CJK = /[\u4E00-\u9FFF]/;

describe('password login', () => {
  it('sets a password in /setup, signs out, and logs in at /method with phone and password', async () => {
    const context = await phoneContext(suite.browser, suite.server.baseUrl);
    const page = await context.newPage();
    const phone = newPhone();
    const password = 'setu2468';
    await logInByOtp(page, suite.server, phone);

    await page.goto('/#/setup');
    await byTestId(page, 'setup-password').click();
    await byTestId(page, 'new-password-input').fill(password);
    await byTestId(page, 'confirm-password-input').fill(password);
    const saved = page.waitForResponse((res) => res.url().endsWith('/api/v1/me/password'));
    await byTestId(page, 'password-save').click();
    expect((await saved).status()).toBe(204);
    await byTestId(page, 'password-save').waitFor({ state: 'hidden' });

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

describe('native app handover', () => {
  it('takes the session, language and channel from the app, and logs out when the app says so', async () => {
    const session = await logInByApi(suite.server, newPhone());
    const context = await phoneContext(suite.browser, suite.server.baseUrl);
    await stubNativeBridge(context);
    const page = await context.newPage();

    // Inside the app the first navigation waits for the handover: give it at once.
    await page.goto('/#/homeIndex');
    await page.waitForFunction(() => typeof (window as NativeWindow).nativeHandover === 'function');
    await page.evaluate(
      (s) =>
        (window as NativeWindow).nativeHandover?.({
          token: s.token,
          customerId: s.customerId,
          phone_number: s.phone,
          language: 'hi',
          promotion_channel: 'play',
          app_type: 2,
          app_version: '3.4.0',
          app_channel: 'appstore',
          device_id: 'e2e-device',
          app_name: 'RupeeSetu',
        }),
      session,
    );
    await page.waitForURL(/#\/homeIndex/);
    await byTestId(page, 'apply-button').waitFor();
    await expect.poll(() => byTestId(page, 'tab-home').textContent()).toMatch(DEVANAGARI);
    await expect(documentLang(page)).resolves.toBe('hi');
    await expect(sessionItem(page, 'promotion_channel')).resolves.toBe('play');
    await expect(localItem(page, 'userInfo')).resolves.toContain(session.customerId);
    // A language the app chose is not echoed back to it.
    expect((await postedMessages(page)).map((m) => m.action)).not.toContain('switchLanguage');
    await screenshot(page, 'native-home-hi');

    await page.evaluate(() => (window as NativeWindow).appLogout?.());
    await page.waitForURL(/#\/start/);
    await byTestId(page, 'phone-input').waitFor();
    await expect(localItem(page, 'userInfo')).resolves.toBeNull();

    // Logging in through the page inside the app tells the app.
    const phone = newPhone();
    await logInByOtp(page, suite.server, phone);
    const login = (await postedMessages(page)).find((m) => m.action === 'loginSuccess');
    expect(login).toBeDefined();
    expect(JSON.parse(String(login?.payload))).toMatchObject({ phone_number: phone });
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

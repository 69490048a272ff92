// The web app inside a native app (spec §2, §3, §4, §7), in Chromium with the
// iOS handlers stubbed: each bridge action at its event with its payload, the
// handover and the hooks, the native photo and contact answers filling the
// forms, handlers that throw, and the native shell simulator itself.
import { readFileSync } from 'node:fs';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { completeByApi, MATCHING_FACE } from './support/application';
import { newPhone, phoneContext, screenshot } from './support/browser';
import {
  type ApiSession,
  byTestId,
  documentLang,
  localItem,
  logInByApi,
  type NativeWindow,
  type PostedMessage,
  postedMessages,
  sessionItem,
  stubNativeBridge,
} from './support/journey';
import { MANY_PHONES_ONE_CLIENT, useSuite } from './support/suite';

const suite = useSuite({
  ...MANY_PHONES_ONE_CLIENT,
  OTP_RESEND_COOLDOWN_SECONDS: '0',
  // Home's first load after submitting must see the review before the decision lands.
  UNDERWRITING_DELAY_SECONDS: '2',
  JOBS_POLL_MS: '200',
});

const DEVANAGARI = /[\u0900-\u097F]/;

type HookWindow = NativeWindow & {
  appRefresh?: () => void;
  onNativePhoto?: (answer: unknown) => void;
  onNativeContact?: (answer: unknown) => void;
};

/** A phone whose pages look like the iOS WebView (every handler registered and recorded). */
async function appContext(): Promise<BrowserContext> {
  const context = await phoneContext(suite.browser, suite.server.baseUrl);
  await stubNativeBridge(context);
  return context;
}

/** Opens `route` in the app and hands the session over, as the native app does once the page has loaded. */
async function openInApp(page: Page, route: string, handover: Record<string, unknown>) {
  await page.goto(`/#${route}`);
  await page.waitForFunction(() => typeof (window as NativeWindow).nativeHandover === 'function');
  await page.evaluate((data) => (window as NativeWindow).nativeHandover?.(data), handover);
}

const sessionOf = (s: ApiSession) => ({ token: s.token, customerId: s.customerId, phone_number: s.phone });

/** The messages posted so far, from `from` on (a count taken earlier). */
async function messages(page: Page, from = 0): Promise<PostedMessage[]> {
  return (await postedMessages(page)).slice(from);
}

/** An object payload parsed; the single-value ones ('1', 'start', 'hi') as they are. */
const parsed = (m: PostedMessage) => {
  const payload = String(m.payload);
  return payload.startsWith('{') ? (JSON.parse(payload) as unknown) : payload;
};

/** Waits until `action` has been posted (after message number `from`) and gives its payloads. */
async function posted(page: Page, action: string, from = 0): Promise<unknown[]> {
  await expect
    .poll(async () => (await messages(page, from)).some((m) => m.action === action), { timeout: 10_000 })
    .toBe(true);
  return (await messages(page, from)).filter((m) => m.action === action).map(parsed);
}

const mark = async (page: Page) => (await postedMessages(page)).length;

async function inputValue(field: Locator): Promise<string> {
  return field.evaluate((el) =>
    el instanceof HTMLInputElement ? el.value : (el.querySelector('input')?.value ?? ''),
  );
}

describe('native app: the handover, routes, tabs, popups and logout', () => {
  it('logs in from the handover, tells the app each page, tab and popup, and appLogout clears everything', async () => {
    const session = await logInByApi(suite.server, newPhone());
    const context = await appContext();
    const page = await context.newPage();
    await openInApp(page, '/homeIndex', {
      ...sessionOf(session),
      language: 'hi',
      promotion_channel: 'play',
      app_type: 2,
      app_version: '3.4.0',
      app_channel: 'appstore',
      device_id: 'e2e-device',
      app_name: 'RupeeSetu',
      isTopSafe: 1,
    });

    // The handover: the session, the language, the promotion channel, the top inset.
    await byTestId(page, 'apply-button').waitFor();
    await expect.poll(() => byTestId(page, 'tab-home').textContent()).toMatch(DEVANAGARI);
    await expect(documentLang(page)).resolves.toBe('hi');
    await expect(sessionItem(page, 'promotion_channel')).resolves.toBe('play');
    await expect(localItem(page, 'userInfo')).resolves.toContain(session.customerId);
    const inset = await page.evaluate(
      () => getComputedStyle(document.querySelector('.root-view__column') as Element).paddingTop,
    );
    expect(Number.parseFloat(inset)).toBeGreaterThanOrEqual(24);

    // Home shown: the page, the tab bar, the tab, Home's loading and its data.
    expect(await posted(page, 'openPage')).toContainEqual({ path: '/homeIndex' });
    expect(await posted(page, 'isShowHeadTabBar')).toContain('1');
    expect(await posted(page, 'tabControl')).toEqual([{ tab: 'home' }]);
    await posted(page, 'appHomePage');
    expect(await posted(page, 'homeData')).toContainEqual({
      stage: 'apply',
      quotaPaise: null,
      orderState: null,
    });
    // 'end' follows 'start' once the data is in: wait for the pair, not the first.
    await expect
      .poll(() =>
        messages(page).then((all) => all.filter((m) => m.action === 'homeRefreshStatus').map(parsed)),
      )
      .toEqual(['start', 'end']);
    // A language the app chose is not echoed back to it.
    expect((await messages(page)).map((m) => m.action)).not.toContain('switchLanguage');
    await screenshot(page, 'native-home-hi');

    // Tab switches.
    let from = await mark(page);
    await byTestId(page, 'tab-loan').click();
    expect(await posted(page, 'tabControl', from)).toEqual([{ tab: 'loan' }]);
    await byTestId(page, 'tab-profile').click();
    await posted(page, 'openMy', from);
    expect(await posted(page, 'tabControl', from)).toEqual([{ tab: 'loan' }, { tab: 'profile' }]);
    expect(await posted(page, 'openPage', from)).toEqual([{ path: '/loanIndex' }, { path: '/my' }]);

    // Apply: the documents sheet is a popup; the checklist is the application opened from Home.
    await byTestId(page, 'tab-home').click();
    from = await mark(page);
    await byTestId(page, 'apply-button').click();
    expect(await posted(page, 'isPop', from)).toEqual(['1']);
    await byTestId(page, 'start-application').click();
    await page.waitForURL(/#\/authIndex/);
    await posted(page, 'toAuth', from);
    expect(await posted(page, 'isShowHeadTabBar', from)).toEqual(['0']);
    // Consent given: the application started (grapOne), the consent sheet closed.
    await byTestId(page, 'consent-accept').click();
    await posted(page, 'grapOne', from);
    await expect.poll(async () => (await posted(page, 'isPop', from)).at(-1)).toBe('0');

    // Pages the app hears of; a page opened directly is closed by the app (closePage), not left.
    from = await mark(page);
    await page.goto('/#/faq');
    await posted(page, 'goFAQ', from);
    await page.goto('/#/customerService');
    await posted(page, 'customerServe', from);
    await page.goto('/#/aboutUs');
    await posted(page, 'goUS', from);
    await byTestId(page, 'about-page').waitFor();
    await page.locator('.page-header__back').click();
    await posted(page, 'closePage', from);
    expect(page.url()).toContain('#/aboutUs');

    // appLogout (spec §4): cookie, session, every store, userInfo; back to /start.
    await page.evaluate(() => (window as NativeWindow).appLogout?.());
    await page.waitForURL(/#\/start/);
    await byTestId(page, 'phone-input').waitFor();
    await expect(localItem(page, 'userInfo')).resolves.toBeNull();
    const stored = await page.evaluate(() => {
      const dump = (storage: Storage) =>
        Object.keys(storage)
          .map((key) => `${key}=${storage.getItem(key)}`)
          .join('\n');
      return { local: dump(localStorage), session: dump(sessionStorage), cookie: document.cookie };
    });
    for (const place of [stored.local, stored.session, stored.cookie]) {
      expect(place).not.toContain(session.token);
      expect(place).not.toContain(session.customerId);
      expect(place).not.toContain(session.phone);
    }
    const core = JSON.parse((await localItem(page, 'core')) ?? '{}') as { state?: Record<string, unknown> };
    expect(core.state?.publicData).toMatchObject({ token: '', customerId: '', phone_number: '' });
    expect(core.state?.homeData).toEqual({});
    expect(await posted(page, 'openPage', from)).toContainEqual({ path: '/start' });
    await context.close();
  });
});

describe('native app: an application and a withdrawal', () => {
  it('the photo and the contact come from the app, each step save, submit, approval and the order are posted', async () => {
    const session = await logInByApi(suite.server, newPhone());
    await completeByApi(suite.server, session, { skip: ['face', 'bank'] });
    const context = await appContext();
    const page = await context.newPage();
    await openInApp(page, '/authIndex', { ...sessionOf(session), language: 'en' });
    await byTestId(page, 'auth-index').waitFor();
    await posted(page, 'toAuth');

    // A saved step reopened.
    await byTestId(page, 'step-contacts').click();
    expect(await posted(page, 'toModifyInfo')).toEqual([{ step: 'contacts' }]);

    // getContact: the picked contact fills the first block.
    await page.goto('/#/contact');
    let from = await mark(page);
    await byTestId(page, 'contact-0-pick').click();
    expect(await posted(page, 'getContact', from)).toEqual([{ index: 0 }]);
    await page.evaluate(() =>
      (window as HookWindow).onNativeContact?.({ index: 0, name: 'Ravi Kumar', phone: '+91 98765 43210' }),
    );
    await expect.poll(() => inputValue(byTestId(page, 'contact-0-name'))).toBe('Ravi Kumar');
    expect(await inputValue(byTestId(page, 'contact-0-phone'))).toBe('9876543210');
    await byTestId(page, 'contacts-save').click();
    await posted(page, 'contactComepelete', from);

    // getPhoto: the app's camera fills the face slot, which is uploaded and accepted.
    await page.goto('/#/identityVerification');
    from = await mark(page);
    await byTestId(page, 'photo-face').click();
    expect(await posted(page, 'getPhoto', from)).toEqual([{ slot: 'face' }]);
    const upload = page.waitForResponse((res) => res.url().endsWith('/application/photos/face'));
    // The live photo matches the verified Aadhaar file's photo (support/application.ts).
    const base64 = readFileSync(MATCHING_FACE).toString('base64');
    await page.evaluate(
      (data) => (window as HookWindow).onNativePhoto?.({ slot: 'face', base64: data, mime: 'image/jpeg' }),
      base64,
    );
    expect((await upload).ok()).toBe(true);
    await expect.poll(() => byTestId(page, 'photo-face').getAttribute('data-status')).toBe('accepted');
    await screenshot(page, 'native-face-from-app');

    // The bank step, then the basic page saved again.
    await page.goto('/#/bankInfo');
    const tail = session.phone.slice(-8);
    await byTestId(page, 'bank-ifsc').fill('HDFC0000001');
    await byTestId(page, 'bank-account').fill(`5010${tail}`);
    await byTestId(page, 'bank-confirm').fill(`5010${tail}`);
    await byTestId(page, 'bank-save').click();
    await posted(page, 'bankComepelete', from);
    await page.goto('/#/baseInfo');
    await byTestId(page, 'basic-save').click();
    await posted(page, 'baseFinsh', from);

    // Submit: the application is complete, and the flow ends at Home (goHome).
    await page.goto('/#/authIndex');
    const submitted = await mark(page);
    await byTestId(page, 'submit-application').click();
    await page.waitForURL(/#\/homeIndex/);
    for (const action of ['baseComepelete', 'grapTwo', 'goHome']) await posted(page, action, from);
    expect(await posted(page, 'afPoint', from)).toContainEqual({ event: 'apply' });

    // The approval lands; Home sees the new stage (on appRefresh, or its own review-time poll).
    await expect
      .poll(
        async () => {
          const res = await fetch(`${suite.server.baseUrl}/api/v1/application`, {
            headers: { authorization: `Bearer ${session.token}` },
          });
          return ((await res.json()) as { state: string }).state;
        },
        { timeout: 15_000 },
      )
      .toBe('approved');
    from = await mark(page);
    await page.evaluate(() => (window as HookWindow).appRefresh?.());
    await posted(page, 'isRefreshOk', from);
    expect(await posted(page, 'homeRefresh', submitted)).toEqual([{ stage: 'approved', orderState: null }]);
    expect(await posted(page, 'afPoint', submitted)).toEqual([{ event: 'apply' }, { event: 'approved' }]);

    // The withdrawal funnel: open, confirm, the order created.
    await byTestId(page, 'withdraw-button').click();
    await page.waitForURL(/#\/withdrawPage/);
    await expect.poll(() => byTestId(page, 'withdraw-next').isEnabled(), { timeout: 10_000 }).toBe(true);
    await byTestId(page, 'withdraw-next').click();
    await page.waitForURL(/#\/withdrawModel/);
    // priced with the welcome coupon the borrower was given, and no longer repricing
    await byTestId(page, 'fig-coupon').waitFor();
    await page.locator('.withdraw-quote:not([aria-busy])').waitFor();
    await byTestId(page, 'withdraw-confirm').click();
    await page.waitForURL(/#\/withdrawDetail\?id=/);
    const orderId = decodeURIComponent(new URL(page.url().replace('#/', '')).searchParams.get('id') ?? '');
    expect(await posted(page, 'loanConfirm', from)).toEqual([{ orderId }]);
    expect(await posted(page, 'tixianPoint', from)).toEqual([
      { step: 'open' },
      { step: 'confirm' },
      { step: 'success', orderId },
    ]);

    // A document's PDF opens in a page of the app's own; this page stays.
    await byTestId(page, 'order-documents').click();
    await page.waitForURL(/#\/protocol/);
    from = await mark(page);
    await byTestId(page, 'doc-pdf-kfs').click();
    const [opened] = (await posted(page, 'openPageInApp', from)) as { url: string; title: string }[];
    expect(opened?.url).toBe(`${suite.server.baseUrl}/#/pdf/kfs/${orderId}`);
    expect(opened?.title).toBeTruthy();
    expect(page.url()).toContain('#/protocol');
    await context.close();
  });
});

describe('native app: handlers that throw', () => {
  it('a failing native handler breaks nothing: login through the page reaches Home', async () => {
    const context = await phoneContext(suite.browser, suite.server.baseUrl);
    await context.addInitScript(() => {
      const posted: { action: string; payload: unknown }[] = [];
      const failing = (action: string) => ({
        postMessage: (payload: unknown) => {
          posted.push({ action, payload });
          throw new Error(`${action} failed`);
        },
      });
      Object.assign(window, {
        __posted: posted,
        webkit: { messageHandlers: new Proxy({}, { get: (_t, action: string) => failing(action) }) },
        Android: new Proxy(
          {},
          {
            get: () => () => {
              throw new Error('android failed');
            },
          },
        ),
      });
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const phone = newPhone();
    // Through the page, as a person logs in inside the app (the app hands over no session).
    await openInApp(page, '/start', { language: 'en' });
    await byTestId(page, 'phone-input').fill(phone);
    const before = suite.server.mark();
    await byTestId(page, 'send-otp').click();
    await byTestId(page, 'otp-input').fill(await suite.server.waitForOtp(phone, before));
    await byTestId(page, 'login-submit').click();
    await page.waitForURL(/#\/homeIndex/);
    await byTestId(page, 'apply-button').waitFor();
    await byTestId(page, 'tab-profile').click();
    await page.waitForURL(/#\/my/);
    const [login] = await posted(page, 'loginSuccess');
    expect(login).toMatchObject({ phone_number: phone });
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('native shell simulator', () => {
  it('loads the app in its phone frame, sends the handover and logs what the page posts', async () => {
    const session = await logInByApi(suite.server, newPhone());
    const context = await suite.browser.newContext({
      baseURL: suite.server.baseUrl,
      viewport: { width: 1280, height: 1000 },
    });
    const page = await context.newPage();
    await page.goto('/dev/native-shell');
    const app = page.frameLocator('[data-testid="shell-frame"]');
    await app.getByTestId('phone-input').waitFor();
    const entry = (action: string, payload: string) =>
      page.locator(`#log li[data-action="${action}"][data-payload='${payload}']`);
    await entry('openPage', '{"path":"/start"}').waitFor();

    const handover = JSON.parse(await byTestId(page, 'shell-handover').inputValue()) as Record<
      string,
      unknown
    >;
    await byTestId(page, 'shell-handover').fill(JSON.stringify({ ...handover, ...sessionOf(session) }));
    await byTestId(page, 'shell-send-handover').click();
    await app.getByTestId('apply-button').waitFor();
    await entry('openPage', '{"path":"/homeIndex"}').waitFor();
    await entry('tabControl', '{"tab":"home"}').waitFor();
    await expect.poll(() => byTestId(page, 'shell-status-page').textContent()).toBe('/homeIndex');
    await expect(byTestId(page, 'shell-status-tabbar').textContent()).resolves.toBe('shown');
    await screenshot(page, 'native-shell');

    await byTestId(page, 'shell-logout').click();
    await app.getByTestId('phone-input').waitFor();
    await entry('openPage', '{"path":"/start"}').nth(1).waitFor();
    await context.close();
  });
});

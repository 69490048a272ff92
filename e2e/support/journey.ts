// Steps the journeys share: test-id lookup, logging in (through the page or the
// API), a recording stand-in for the native app's bridge, and storage reads.
import type { BrowserContext, Locator, Page } from 'playwright-core';
import type { RunningServer } from './server';

export const byTestId = (page: Page, id: string): Locator => page.getByTestId(id);

/** Logs `phone` in through /start with the OTP the server printed, as a person would. */
export async function logInByOtp(page: Page, server: RunningServer, phone: string): Promise<void> {
  await page.goto('/#/start');
  await byTestId(page, 'phone-input').fill(phone);
  const mark = server.mark();
  await byTestId(page, 'send-otp').click();
  const code = await server.waitForOtp(phone, mark);
  await byTestId(page, 'otp-input').fill(code);
  await byTestId(page, 'login-submit').click();
  await page.waitForURL(/#\/homeIndex/);
}

export interface ApiSession {
  token: string;
  customerId: string;
  phone: string;
}

async function postJson<T>(url: string, body: unknown): Promise<T> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`POST ${url}: ${res.status} ${text}`);
  return JSON.parse(text) as T;
}

/** Logs `phone` in the way the native app would: OTP request, code from the SMS outbox, login. */
export async function logInByApi(server: RunningServer, phone: string): Promise<ApiSession> {
  const mark = server.mark();
  await postJson(`${server.baseUrl}/api/v1/auth/otp`, { phone });
  const code = await server.waitForOtp(phone, mark);
  return postJson<ApiSession>(`${server.baseUrl}/api/v1/auth/login/otp`, { phone, code });
}

/** The hooks the web app installs for the native app to call (apps/web/src/app/native-hooks.ts). */
export type NativeWindow = Window & {
  nativeHandover?: (data: Record<string, unknown> | string) => void;
  appLogout?: () => void;
};

export interface PostedMessage {
  action: string;
  payload: unknown;
}

/**
 * Makes every page of `context` look like the iOS WebView: window.webkit.messageHandlers
 * answers any action name and records what the web app posts to it.
 */
export async function stubNativeBridge(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const posted: { action: string; payload: unknown }[] = [];
    const handler = (action: string) => ({
      postMessage: (payload: unknown) => posted.push({ action, payload }),
    });
    Object.assign(window, {
      __posted: posted,
      webkit: { messageHandlers: new Proxy({}, { get: (_target, action: string) => handler(action) }) },
    });
  });
}

export function postedMessages(page: Page): Promise<PostedMessage[]> {
  return page.evaluate(() => (window as unknown as { __posted?: PostedMessage[] }).__posted ?? []);
}

export function localItem(page: Page, key: string): Promise<string | null> {
  return page.evaluate((k) => localStorage.getItem(k), key);
}

export function sessionItem(page: Page, key: string): Promise<string | null> {
  return page.evaluate((k) => sessionStorage.getItem(k), key);
}

/** The `lang` attribute of <html>, which the app keeps in step with the UI language. */
export function documentLang(page: Page): Promise<string> {
  return page.evaluate(() => document.documentElement.lang);
}

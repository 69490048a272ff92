import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const SCREENSHOTS = resolve(dirname(fileURLToPath(import.meta.url)), '../../.e2e-artifacts');

export const ANDROID_UA =
  'Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';
export const DESKTOP_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';

/** Debian's Chromium, headless, with the flags this closed network needs (STACK-NOTES). */
export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) throw new Error(`Chromium not found at ${CHROMIUM}: apt-get install chromium`);
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  });
}

/** A budget Android phone: 360x740 CSS pixels, touch, mobile user agent. */
export function phoneContext(
  browser: Browser,
  baseURL: string,
  userAgent = ANDROID_UA,
): Promise<BrowserContext> {
  return browser.newContext({
    baseURL,
    viewport: { width: 360, height: 740 },
    deviceScaleFactor: 2,
    isMobile: userAgent !== DESKTOP_UA,
    hasTouch: true,
    userAgent,
    locale: 'en-IN',
  });
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  // Transitions run to their end first: a tab or a sheet caught halfway is not what a user sees.
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), animations: 'disabled' });
}

/** A fresh Indian mobile number per journey, so journeys never share limits. */
let counter = 0;
export function newPhone(): string {
  counter += 1;
  const tail = String((Date.now() % 1_000_000) * 10 + counter)
    .padStart(9, '0')
    .slice(-9);
  return `9${tail}`;
}

// Steps the operations-console journeys share: the authenticator code, the
// first admin the server prints at its first start, signing in through the
// console's two steps, and staff accounts made through the API.
import { createHmac } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DESKTOP_UA } from './browser';
import type { RunningServer } from './server';

export interface StaffCredentials {
  email: string;
  password: string;
}

/** Staff work at a desk: a laptop-sized window. */
export function desktopContext(browser: Browser, baseURL: string): Promise<BrowserContext> {
  return browser.newContext({
    baseURL,
    viewport: { width: 1366, height: 900 },
    userAgent: DESKTOP_UA,
    locale: 'en-IN',
  });
}

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

function base32Decode(text: string): Buffer {
  const clean = text.toUpperCase().replace(/[\s=-]/g, '');
  let bits = 0;
  let value = 0;
  const bytes: number[] = [];
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error(`not base32: ${char}`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/** The code an authenticator app shows for `secret` (RFC 6238: HMAC-SHA-1, 30 s steps, 6 digits). */
export function totpCode(secret: string, at = Date.now()): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 1000 / 30)));
  const hmac = createHmac('sha1', base32Decode(secret)).update(counter).digest();
  const offset = (hmac[hmac.length - 1] ?? 0) & 0x0f;
  const binary = hmac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 1_000_000).padStart(6, '0');
}

const FIRST_ADMIN = /^\[console\] first admin: email=(\S+) password=(\S+)$/;

/** The first admin the server created and printed at its first start. */
export function firstAdmin(server: RunningServer): StaffCredentials {
  for (const line of server.output) {
    const match = FIRST_ADMIN.exec(line.trim());
    if (match?.[1] && match[2]) return { email: match[1], password: match[2] };
  }
  throw new Error('the server printed no "[console] first admin" line');
}

/** Secrets read at enrolment, by server and e-mail: a journey's retry signs in again on the same server. */
const enrolled = new Map<string, string>();
/** Passwords chosen at a first sign-in in place of the one-time one, by server and e-mail. */
const chosen = new Map<string, string>();

/** The password a staff member chooses in place of one-time `password` (12 characters or more, another one). */
export const ownPassword = (password: string) => `own-${password}`;

/**
 * Signs in through /console/: e-mail and password, then the authenticator
 * code. On a first sign-in the page shows the secret to enrol, which is read
 * from it; otherwise `secret` (returned by the first sign-in) must be given.
 * A one-time password (a new account) is changed to ownPassword() on the page
 * that asks for it, and that one is used from then on. Returns the secret.
 */
export async function consoleLogin(
  page: Page,
  baseUrl: string,
  { email, password, secret }: StaffCredentials & { secret?: string },
  /** The server's time, when its clock was moved (TEST_CLOCK): the one-time code is of that time. */
  serverTime?: Date,
): Promise<string> {
  await page.goto(`${baseUrl}/console/#/login`);
  await page.getByTestId('login-email').fill(email);
  await page.getByTestId('login-password').fill(chosen.get(`${baseUrl} ${email}`) ?? password);
  await page.getByTestId('login-submit').click();
  await page.getByTestId('totp-code').waitFor();
  let key = secret ?? enrolled.get(`${baseUrl} ${email}`);
  if (await page.getByTestId('totp-secret').isVisible()) {
    key = ((await page.getByTestId('totp-secret').first().textContent()) ?? '').trim();
    enrolled.set(`${baseUrl} ${email}`, key);
  }
  if (!key) throw new Error(`${email} has an authenticator already: pass its secret`);
  await page.getByTestId('totp-code').fill(totpCode(key, serverTime?.getTime()));
  await page.getByTestId('totp-submit').click();
  await page.getByTestId('console-menu').or(page.getByTestId('password-change')).waitFor();
  if (await page.getByTestId('password-change').isVisible()) {
    await page.getByTestId('password-new').fill(ownPassword(password));
    await page.getByTestId('password-repeat').fill(ownPassword(password));
    await page.getByTestId('password-submit').click();
    await page.getByTestId('console-menu').waitFor();
    chosen.set(`${baseUrl} ${email}`, ownPassword(password));
  }
  return key;
}

/** The bearer token of the staff member signed in on `page`. */
export async function staffToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => sessionStorage.getItem('staffToken'));
  if (!token) throw new Error('no staff session on this page');
  return token;
}

let staffCounter = 0;

/** A new staff account with `role`, made by an admin through the API; its one-time password. */
export async function createStaff(
  baseUrl: string,
  adminToken: string,
  role: string,
): Promise<StaffCredentials> {
  staffCounter += 1;
  const email = `${role}-${Date.now()}-${staffCounter}@staff.test`;
  const res = await fetch(`${baseUrl}/api/staff/v1/staff`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` },
    body: JSON.stringify({ email, name: `Test ${role}`, role }),
  });
  const text = await res.text();
  if (res.status !== 201) throw new Error(`POST /api/staff/v1/staff: ${res.status} ${text}`);
  const { password } = JSON.parse(text) as { password: string };
  return { email, password };
}

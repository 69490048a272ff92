// The Content-Security-Policy has no 'unsafe-inline' (decision 045): the pages
// a borrower and a staff member see most must run without one violation. Each
// page records securitypolicyviolation events from its start; Chromium's
// "Refused to ..." console errors and the server's CSP report log
// (POST /api/csp-report) are checked too, which also catch the pdf.js worker.
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPhone, phoneContext } from './support/browser';
import { consoleLogin, desktopContext, firstAdmin } from './support/console';
import { byTestId, logInByOtp } from './support/journey';
import { MANY_PHONES_ONE_CLIENT, useSuite } from './support/suite';
import { approvedBorrower } from './support/withdraw';

const suite = useSuite({
  ...MANY_PHONES_ONE_CLIENT,
  OTP_RESEND_COOLDOWN_SECONDS: '0',
  UNDERWRITING_DELAY_SECONDS: '1',
  JOBS_POLL_MS: '200',
});

/** Every page of `context` keeps its CSP violations in window.__csp; console errors go to `errors`. */
async function watch(context: BrowserContext, errors: string[]): Promise<void> {
  await context.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { __csp: seen });
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  context.on('page', (page) => {
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
  });
}

const violations = (page: Page) =>
  page.evaluate(() => (window as unknown as { __csp: string[] }).__csp ?? []);

async function api<T>(token: string, method: string, path: string, body?: unknown, key?: string): Promise<T> {
  const res = await fetch(`${suite.server.baseUrl}/api/v1${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(key ? { 'idempotency-key': key } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

describe('Content-Security-Policy without unsafe-inline', () => {
  it('the borrower app (start, login, Home, a PDF) and the console (login, a page, a modal) violate nothing', async () => {
    const { server, browser } = suite;
    const errors: string[] = [];
    const phone = newPhone();
    const borrower = await approvedBorrower(server, phone);
    const order = await api<{ id: string }>(
      borrower.token,
      'POST',
      '/orders',
      { amountPaise: 10_000_00, termMonths: 3 },
      `e2e-csp-${phone}`,
    );

    const phoneSide = await phoneContext(browser, server.baseUrl);
    await watch(phoneSide, errors);
    const page = await phoneSide.newPage();
    const headers = (await page.goto('/#/start'))?.headers() ?? {};
    expect(headers['content-security-policy']).not.toContain('unsafe-inline');
    await logInByOtp(page, server, phone);
    await byTestId(page, 'home-stage').waitFor();
    expect(await violations(page)).toEqual([]);
    // Reopened on Home with the session stored: the entry and Home's chunks under the policy.
    await page.reload();
    await byTestId(page, 'home-stage').waitFor();
    expect(await violations(page)).toEqual([]);
    await page.goto(`/#/pdf/kfs/${order.id}`);
    await page.locator('[data-testid="pdf-pages"][data-state="done"]').waitFor({ timeout: 15_000 });
    expect(await violations(page)).toEqual([]);

    const desk = await desktopContext(browser, server.baseUrl);
    await watch(desk, errors);
    const staff = await desk.newPage();
    await consoleLogin(staff, server.baseUrl, firstAdmin(server));
    await staff.goto(`${server.baseUrl}/console/#/staff`);
    await staff.getByTestId('staff-add').click();
    await staff.getByTestId('new-staff-name').waitFor();
    // antd's styles are in <style nonce> elements: the page is styled, not bare
    expect(await staff.evaluate(() => document.querySelectorAll('style').length)).toBeGreaterThan(0);
    expect(await violations(staff)).toEqual([]);

    await Promise.all([phoneSide.close(), desk.close()]);
    expect(errors.filter((text) => /Content.Security.Policy|Refused to/i.test(text))).toEqual([]);
    // the browsers' reports reached the server; none may be a violation
    expect(server.output.filter((line) => line.includes('CSP violation'))).toEqual([]);
  });
});

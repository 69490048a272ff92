import { describe, expect, it } from 'vitest';
import { phoneContext, screenshot } from './support/browser';
import { byTestId } from './support/journey';
import { useSuite } from './support/suite';

const suite = useSuite({ MAINTENANCE: 'true', ROUTE_ALIASES: JSON.stringify({ '/x1': '/privacy' }) });

describe('maintenance', () => {
  // /start asks for the products (their APR and example) as it loads: their 503 shows the
  // unavailable screen at once, before a visitor types a phone number for an SMS that cannot come.
  it('shows the service-unavailable screen on /start, before a visitor asks for an OTP', async () => {
    const context = await phoneContext(suite.browser, suite.server.baseUrl);
    const page = await context.newPage();
    const before = suite.server.mark();
    await page.goto('/#/start');
    await byTestId(page, 'service-unavailable').waitFor();
    await expect(byTestId(page, 'phone-input').count()).resolves.toBe(0);
    await screenshot(page, 'service-unavailable');
    expect(suite.server.output.slice(before).some((line) => line.startsWith('[sms-outbox]'))).toBe(false);
    await context.close();
  });
});

describe('route aliases', () => {
  it('opens the privacy page at its alias /x1', async () => {
    const context = await phoneContext(suite.browser, suite.server.baseUrl);
    const page = await context.newPage();
    await page.goto('/#/x1');
    await page.waitForURL(/#\/privacy/);
    await byTestId(page, 'legal-document').waitFor();
    await expect(byTestId(page, 'page-title').textContent()).resolves.toMatch(/privacy/i);

    // A path that is neither a route nor an alias still lands a visitor on /start.
    await page.goto('/#/x2');
    await page.waitForURL(/#\/start/);
    await context.close();
  });
});

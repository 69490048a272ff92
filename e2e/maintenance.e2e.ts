import { describe, expect, it } from 'vitest';
import { newPhone, phoneContext, screenshot } from './support/browser';
import { byTestId } from './support/journey';
import { useSuite } from './support/suite';

const suite = useSuite({ MAINTENANCE: 'true', ROUTE_ALIASES: JSON.stringify({ '/x1': '/privacy' }) });

describe('maintenance', () => {
  it('shows the service-unavailable screen when a visitor asks for an OTP', async () => {
    const context = await phoneContext(suite.browser, suite.server.baseUrl);
    const page = await context.newPage();
    await page.goto('/#/start');
    const before = suite.server.mark();
    await byTestId(page, 'phone-input').fill(newPhone());
    await byTestId(page, 'send-otp').click();
    await byTestId(page, 'service-unavailable').waitFor();
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

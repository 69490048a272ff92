// Journeys against one server with deployment switches set: maintenance mode
// (every /api/v1 call but /config answers 503) and a route alias from the public
// config. They share the server because /config, which aliases need, still answers.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPhone, phoneContext, screenshot } from './support/browser';
import { byTestId } from './support/journey';
import { type RunningServer, startServer } from './support/server';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([
    startServer({ MAINTENANCE: 'true', ROUTE_ALIASES: JSON.stringify({ '/x1': '/privacy' }) }),
    launchBrowser(),
  ]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('maintenance', () => {
  it('shows the service-unavailable screen when a visitor asks for an OTP', async () => {
    const context = await phoneContext(browser, server.baseUrl);
    const page = await context.newPage();
    await page.goto('/#/start');
    const before = server.mark();
    await byTestId(page, 'phone-input').fill(newPhone());
    await byTestId(page, 'send-otp').click();
    await byTestId(page, 'service-unavailable').waitFor();
    await screenshot(page, 'service-unavailable');
    expect(server.output.slice(before).some((line) => line.startsWith('[sms-outbox]'))).toBe(false);
    await context.close();
  });
});

describe('route aliases', () => {
  it('opens the privacy page at its alias /x1', async () => {
    const context = await phoneContext(browser, server.baseUrl);
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

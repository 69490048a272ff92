// Help and support in Chromium at phone size (spec §1 "Help center with FAQ and
// a repayment how-to", "Customer service and a grievance officer"; §2
// /helpCenter, /faq, /faqDetail, /customerService, /aboutUs; §8 copy toast).
import { readFileSync } from 'node:fs';
import { serviceStatus } from '@app/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPhone, phoneContext, screenshot } from './support/browser';
import { byTestId, logInByOtp } from './support/journey';
import { MANY_PHONES_ONE_CLIENT, useSuite } from './support/suite';

const suite = useSuite({ ...MANY_PHONES_ONE_CLIENT, OTP_RESEND_COOLDOWN_SECONDS: '0' });

const WEB_VERSION = (
  JSON.parse(readFileSync(new URL('../apps/web/package.json', import.meta.url), 'utf8')) as {
    version: string;
  }
).version;
const DEVANAGARI = /[\u0900-\u097F]/;
const text = async (page: Page, id: string) => ((await byTestId(page, id).textContent()) ?? '').trim();

describe('help and support', () => {
  it('Profile > Help center > a repayment answer > customer service > About us, then the FAQ in Hindi', async () => {
    const context = await phoneContext(suite.browser, suite.server.baseUrl);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: suite.server.baseUrl });
    const page = await context.newPage();
    await logInByOtp(page, suite.server, newPhone());

    // Profile > Help center: the how-to-repay guide, step by step, with the live rules.
    await byTestId(page, 'tab-profile').click();
    await byTestId(page, 'profile-help').click();
    await page.waitForURL(/#\/helpCenter$/);
    await byTestId(page, 'help-guide-step').first().waitFor();
    const guide = await byTestId(page, 'help-guide').textContent();
    expect(guide).toContain('12-digit UTR');
    expect(guide).toContain('move the due date 15 days later');
    expect(guide).toContain('within 24 hours of receiving the money');
    await screenshot(page, 'support-help-center');

    // A repayment question and its answer.
    await byTestId(page, 'help-category-repayment').click();
    await page.waitForURL(/#\/faq\?category=repayment$/);
    await byTestId(page, 'faq-item-repay-utr').click();
    await page.waitForURL(/#\/faqDetail\?id=repay-utr$/);
    expect(await text(page, 'faq-question')).toBe('What is a UTR and where do I find it?');
    expect(await text(page, 'faq-answer')).toContain('a repayment needs a 12-digit UTR or it fails');
    await screenshot(page, 'support-faq-detail');

    // Customer service: the hours with today's status on the Indian clock, the grievance officer.
    await byTestId(page, 'faq-contact').click();
    await page.waitForURL(/#\/customerService$/);
    await byTestId(page, 'grievance-name').waitFor();
    const open = serviceStatus(new Date()).open;
    expect(await byTestId(page, 'service-status').getAttribute('data-open')).toBe(String(open));
    expect(await text(page, 'service-status')).toContain(open ? 'Open now' : 'Closed now');
    expect(await text(page, 'service-hours')).toBe('Every day, 09:00–18:00 IST');
    expect(await text(page, 'grievance-name')).toBe('Priya Raman');
    expect(await text(page, 'grievance-email')).toBe('grievance@setufinance.in');
    expect(await text(page, 'service-escalation')).toContain('RBI Integrated Ombudsman Scheme');
    expect(await byTestId(page, 'service-chat').getAttribute('href')).toBe('https://wa.me/918040001234');

    // Copying the e-mail says so in the copy-success toast.
    await byTestId(page, 'copy-service-email').click();
    await page.getByText('Copied', { exact: true }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('support@rupeesetu.in');
    await screenshot(page, 'support-customer-service');

    // About us, from Profile: the version the app was built as.
    await page.goto('/#/my');
    await byTestId(page, 'profile-about').click();
    await page.waitForURL(/#\/aboutUs$/);
    expect(await text(page, 'about-version')).toBe(WEB_VERSION);
    expect(await text(page, 'about-lender')).toContain('Setu Finance Private Limited');
    await screenshot(page, 'support-about');

    // In Hindi the FAQ comes in Hindi.
    await page.goto('/#/changeLang');
    await byTestId(page, 'lang-hi').click();
    await page.goto('/#/faqDetail?id=repay-utr');
    await expect.poll(() => text(page, 'faq-question')).toBe('UTR क्या है और मुझे यह कहाँ मिलेगा?');
    expect(await text(page, 'faq-answer')).toContain('12 अंकों का UTR आवश्यक है');
    await page.goto('/#/helpCenter');
    await byTestId(page, 'help-guide-step').first().waitFor();
    expect(await text(page, 'help-category-repayment')).toMatch(DEVANAGARI);
    await screenshot(page, 'support-help-center-hi');
    await context.close();
  });
});

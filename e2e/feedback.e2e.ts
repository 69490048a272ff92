// The feedback journey in Chromium at phone size (spec §2 /question, §3 text
// and optional screenshot, §5 at least 10 characters): from Profile, the
// length rule before sending, a screenshot, the history with its thumbnail,
// then customer service's reply (TEST_STAFF_ROUTES stands in for the
// operations console) in the history.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { errorMessage } from '@app/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPhone, phoneContext, screenshot } from './support/browser';
import { byTestId, logInByOtp } from './support/journey';
import { MANY_PHONES_ONE_CLIENT, useSuite } from './support/suite';

const suite = useSuite({
  ...MANY_PHONES_ONE_CLIENT,
  OTP_RESEND_COOLDOWN_SECONDS: '0',
  TEST_STAFF_ROUTES: 'true',
});

const SCREENSHOT = join(dirname(fileURLToPath(import.meta.url)), 'fixtures/feedback/screenshot.png');
const text = async (page: Page, id: string) =>
  ((await byTestId(page, id).first().textContent()) ?? '').trim();

/** The thumbnail's picture has loaded and has the fixture's size. */
const thumbnailSize = (page: Page) =>
  byTestId(page, 'feedback-thumb')
    .locator('img')
    .evaluate((img: HTMLImageElement) =>
      img.complete ? `${img.naturalWidth}x${img.naturalHeight}` : 'loading',
    );

describe('feedback', () => {
  it('sends feedback with a screenshot from Profile and reads the reply in the history', async () => {
    const context = await phoneContext(suite.browser, suite.server.baseUrl);
    const page = await context.newPage();
    await logInByOtp(page, suite.server, newPhone());

    await page.goto('/#/my');
    await byTestId(page, 'profile-feedback').click();
    await page.waitForURL(/#\/question/);
    await byTestId(page, 'feedback-history-empty').waitFor();

    // Nine characters: the rule says what is missing, and sending is refused with the spec's message.
    await byTestId(page, 'feedback-text').fill('Pay fails');
    expect(await text(page, 'feedback-count')).toBe('9/1000');
    expect(await text(page, 'feedback-rule')).toBe('1 more character needed');
    await byTestId(page, 'feedback-submit').click();
    expect(await text(page, 'field-error-text')).toBe(errorMessage('FEEDBACK_TOO_SHORT', 'en'));
    await screenshot(page, 'feedback-too-short');

    const typed = 'Pay fails on the UTR screen after I enter the number.';
    await byTestId(page, 'feedback-text').fill(typed);
    expect(await text(page, 'feedback-rule')).toBe('At least 10 characters');
    expect(await byTestId(page, 'field-error-text').count()).toBe(0);
    await byTestId(page, 'feedback-screenshot-input').setInputFiles(SCREENSHOT);
    await byTestId(page, 'feedback-screenshot-preview').locator('img').waitFor();
    await screenshot(page, 'feedback-filled');

    const sent = page.waitForResponse(
      (r) => r.url().endsWith('/api/v1/feedback') && r.request().method() === 'POST',
    );
    await byTestId(page, 'feedback-submit').click();
    expect((await sent).status()).toBe(201);
    await page.getByText('Thank you! We received your feedback.').waitFor();

    // The history: date, text, state and the screenshot as sent; the form is ready for the next one.
    const item = page.locator('[data-testid^="feedback-"][data-status]');
    await item.waitFor();
    const id = ((await item.getAttribute('data-testid')) ?? '').replace('feedback-', '');
    expect(await text(page, 'feedback-item-text')).toBe(typed);
    expect(await text(page, 'feedback-item-status')).toBe('Awaiting reply');
    expect(await text(page, 'feedback-item-date')).toMatch(/^\d{2}-\d{2}-\d{4} \d{2}:\d{2}$/);
    await expect.poll(() => thumbnailSize(page)).toBe('390x844');
    expect(await byTestId(page, 'feedback-text').inputValue()).toBe('');
    expect(await byTestId(page, 'feedback-screenshot-preview').count()).toBe(0);
    // Byte for byte: what the owner reads back is the file they picked.
    const served = await page.evaluate(async (feedbackId) => {
      const token = JSON.parse(localStorage.getItem('userInfo') ?? '{}').token as string;
      const res = await fetch(`/api/v1/feedback/${feedbackId}/screenshot`, {
        headers: { authorization: `Bearer ${token}` },
      });
      return Array.from(new Uint8Array(await res.arrayBuffer()));
    }, id);
    expect(Buffer.from(served).equals(readFileSync(SCREENSHOT))).toBe(true);
    await screenshot(page, 'feedback-sent');

    // Customer service answers (the operations console's stand-in); the reply shows on the next visit.
    const reply = await fetch(`${suite.server.baseUrl}/api/test/feedback/${id}/replies`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ text: 'Thank you. The UTR check is fixed; please try again.' }),
    });
    expect(reply.status).toBe(201);
    await page.reload();
    await byTestId(page, 'feedback-reply').waitFor();
    expect(await text(page, 'feedback-reply')).toContain(
      'Thank you. The UTR check is fixed; please try again.',
    );
    expect(await text(page, 'feedback-item-status')).toBe('Replied');
    await screenshot(page, 'feedback-replied');
    await context.close();
  });
});

// Content in the operations console (issue 8), Chromium: an agent, added by
// the first admin, sends an activity message to all customers and edits an FAQ
// answer at a desk (1366x900); a logged-in borrower (phone size) finds the
// message in the message center's Offers tab and the new answer in the FAQ.
import { describe, expect, it } from 'vitest';
import { newPhone, phoneContext, screenshot } from './support/browser';
import { consoleLogin, createStaff, desktopContext, firstAdmin, staffToken } from './support/console';
import { byTestId, logInByOtp } from './support/journey';
import { MANY_PHONES_ONE_CLIENT, useSuite } from './support/suite';

const suite = useSuite({ ...MANY_PHONES_ONE_CLIENT, OTP_RESEND_COOLDOWN_SECONDS: '0' });

const TITLE = 'Festival week: lower fees';
const ANSWER =
  'The UTR is the 12-digit number your UPI app shows after paying. Copy it from the payment receipt.';

describe('content in the console', () => {
  it('an agent messages all customers and edits an FAQ answer; the borrower sees both', async () => {
    const { baseUrl } = suite.server;

    // A borrower with the app open on their phone.
    const borrower = await phoneContext(suite.browser, baseUrl);
    const app = await borrower.newPage();
    await logInByOtp(app, suite.server, newPhone());

    // The first admin adds an agent, who signs in at a desk.
    const desk = await desktopContext(suite.browser, baseUrl);
    const adminPage = await desk.newPage();
    await consoleLogin(adminPage, baseUrl, firstAdmin(suite.server));
    const agent = await createStaff(baseUrl, await staffToken(adminPage), 'agent');
    await desk.close();
    const agentDesk = await desktopContext(suite.browser, baseUrl);
    const page = await agentDesk.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await consoleLogin(page, baseUrl, agent);

    // Messages: the three languages, the audience previewed, sent after a confirm.
    await page.goto(`${baseUrl}/console/#/content`);
    await page
      .getByTestId('segment-count')
      .getByText(/Reaches [1-9]/)
      .waitFor();
    const fill = async (tab: string, values: Record<string, string>) => {
      await page.getByRole('tab', { name: tab }).click();
      for (const [id, value] of Object.entries(values)) await page.locator(`#${id}`).fill(value);
    };
    await fill('English', { title_en: TITLE, body_en: 'This week every withdrawal costs less.' });
    // Only English: the send stops on the Hindi tab, where the errors are, and names what is missing.
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByText('Title in Hindi is required').waitFor();
    expect(await page.getByRole('tab', { name: 'हिन्दी (Hindi)' }).getAttribute('aria-selected')).toBe('true');
    expect(await page.getByTestId('lang-error-summary').textContent()).toBe(
      'The Hindi and Chinese texts are missing',
    );
    expect(await page.locator('[data-testid^="lang-tab-"][data-error="true"]').count()).toBe(2);
    await screenshot(page, 'console-content-messages-missing');
    await fill('हिन्दी (Hindi)', { title_hi: 'त्योहार सप्ताह: कम शुल्क', body_hi: 'इस हफ़्ते हर निकासी सस्ती है।' });
    await fill('中文 (Chinese)', { title_zh: '节日周：费用更低', body_zh: '本周每笔提现费用更低。' });
    await page.getByRole('tab', { name: 'English' }).click();
    await screenshot(page, 'console-content-messages');
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await page.getByText(/Delivered to [1-9]\d* customers?/).waitFor();
    await page.locator('tr', { hasText: TITLE }).waitFor();

    // FAQ: the UTR answer, edited in English (the other languages keep their text).
    await page.getByRole('tab', { name: 'FAQ' }).click();
    const row = page.locator('tr', { hasText: 'What is a UTR and where do I find it?' });
    await row.getByRole('button', { name: 'Edit' }).click();
    await page.locator('#answer_en').waitFor();
    await page.locator('#answer_en').fill(ANSWER);
    await screenshot(page, 'console-content-faq-drawer');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved: borrowers see the new text now').waitFor();
    await row.getByText('Edited').waitFor();
    await screenshot(page, 'console-content-faq');
    await page.getByRole('tab', { name: 'Coupons' }).click();
    await page.getByRole('button', { name: 'Give coupon' }).waitFor();
    await screenshot(page, 'console-content-coupons');
    expect(errors).toEqual([]);

    // The borrower: the message in Offers, the answer in the FAQ.
    await app.goto('/#/msgCenter');
    await byTestId(app, 'message-tab-activity').click();
    await byTestId(app, 'message-list-activity').getByText(TITLE).waitFor();
    await screenshot(app, 'content-borrower-message');
    await app.goto('/#/faqDetail?id=repay-utr');
    await byTestId(app, 'faq-answer').getByText(ANSWER).waitFor();
    await screenshot(app, 'content-borrower-faq');
    await agentDesk.close();
    await borrower.close();
  });
});

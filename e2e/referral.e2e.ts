// Refer and earn in Chromium at phone size (spec §1 refer-and-earn, §9
// percentages; docs/decisions/022). The referrer finds the invitation on
// Profile, a friend opens the link in another browser and signs up with it,
// the friend's first loan is paid out (through the API), and the referrer sees
// the rewards on /invite and the coupons on /coupon.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPhone, phoneContext, screenshot } from './support/browser';
import { byTestId, logInByOtp, sessionItem } from './support/journey';
import { disbursedBorrower } from './support/repayment';
import { MANY_PHONES_ONE_CLIENT, useSuite } from './support/suite';

const suite = useSuite({
  ...MANY_PHONES_ONE_CLIENT,
  OTP_RESEND_COOLDOWN_SECONDS: '0',
  UNDERWRITING_DELAY_SECONDS: '1',
  PAYOUT_SETTLE_SECONDS: '1',
  PAYOUT_CHECK_SECONDS: '1',
  JOBS_POLL_MS: '200',
});

const text = async (page: Page, id: string) =>
  ((await byTestId(page, id).first().textContent()) ?? '').trim();

describe('refer and earn', () => {
  it('a friend signs up by the invitation link, borrows, and the referrer is rewarded in coupons', async () => {
    const { server, browser } = suite;
    const referrerPhone = newPhone();
    const context = await phoneContext(browser, server.baseUrl);
    const page = await context.newPage();
    await logInByOtp(page, server, referrerPhone);
    await page.goto('/#/my');
    await byTestId(page, 'profile-invite').click();
    await page.waitForURL(/#\/invite$/);
    const code = await text(page, 'referral-code');
    expect(code).toMatch(/^[2-9A-HJKMNP-TV-Z]{8}$/);
    const link = await text(page, 'referral-link');
    expect(link).toBe(`${server.baseUrl}/?p=referral&ref=${code}#/start`);
    expect(await text(page, 'referral-how-disbursal')).toContain('2% of the service fee');
    expect(await text(page, 'referral-friends')).toBe('0');
    const whatsApp = await byTestId(page, 'referral-whatsapp').getAttribute('href');
    expect(decodeURIComponent(whatsApp ?? '')).toContain(link);

    // The friend, in a browser of their own, opens the link and signs up on /start.
    const friendPhone = newPhone();
    const friendContext = await phoneContext(browser, server.baseUrl);
    const friendPage = await friendContext.newPage();
    await friendPage.goto(link);
    await byTestId(friendPage, 'phone-input').fill(friendPhone);
    expect(await sessionItem(friendPage, 'referral_code')).toBe(code);
    expect(await sessionItem(friendPage, 'promotion_channel')).toBe('referral');
    const mark = server.mark();
    await byTestId(friendPage, 'send-otp').click();
    await byTestId(friendPage, 'otp-input').fill(await server.waitForOtp(friendPhone, mark));
    await byTestId(friendPage, 'login-submit').click();
    await friendPage.waitForURL(/#\/homeIndex/);
    await friendContext.close();

    await page.reload();
    await byTestId(page, 'referral-friends').waitFor();
    expect(await text(page, 'referral-friends')).toBe('1');
    expect(await text(page, 'referral-history-empty')).toContain('No rewards yet');

    // The friend's first loan (Rs 10,000, service fee Rs 300) is paid out.
    await disbursedBorrower(server, friendPhone);
    await page.reload();
    await byTestId(page, 'referral-reward').first().waitFor();
    const rewards = await byTestId(page, 'referral-reward').evaluateAll((items) =>
      items.map((item) => [(item as HTMLElement).dataset.kind, (item as HTMLElement).dataset.state]),
    );
    expect(rewards.sort()).toEqual([
      ['disbursal', 'credited'],
      ['first_loan', 'credited'],
    ]);
    expect(await text(page, 'referral-total')).toBe('₹66');
    expect(await text(page, 'referral-earning-friends')).toBe('1');
    await screenshot(page, 'referral-invite');

    await byTestId(page, 'referral-coupons').click();
    await page.waitForURL(/#\/coupon$/);
    await byTestId(page, 'coupon-list').waitFor();
    const amounts = await byTestId(page, 'coupon-amount').allTextContents();
    expect(amounts.sort()).toEqual(['₹6', '₹60']);
    expect(await byTestId(page, 'coupon-list').textContent()).toContain('Referral reward');
    await screenshot(page, 'referral-coupons');
    await context.close();
  });
});

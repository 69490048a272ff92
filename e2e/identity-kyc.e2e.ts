// The identity step by KYC mode (issue 31) in Chromium at phone size: the date
// of birth first (under 18 stops there), the modes in their order, card photos
// as the last resort going to a person, who approves in the review queue.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { devUidaiSigner, offlineXml, offlineZip, SAMPLE_RESIDENT } from '../apps/api/src/test/uidai-dev';
import { aadhaarFor, completeByApi, panFor, photoPath } from './support/application';
import { newPhone, phoneContext, screenshot } from './support/browser';
import { byTestId, logInByApi, logInByOtp } from './support/journey';
import { approveAsRisk } from './support/kyc';
import { MANY_PHONES_ONE_CLIENT, useSuite } from './support/suite';

const QR_CARD = fileURLToPath(
  new URL('../apps/api/fixtures/uidai-dev/sample-secure-qr-card.png', import.meta.url),
);

const suite = useSuite({
  ...MANY_PHONES_ONE_CLIENT,
  OTP_RESEND_COOLDOWN_SECONDS: '0',
  UNDERWRITING_DELAY_SECONDS: '1',
  JOBS_POLL_MS: '200',
});

async function fill(page: Page, id: string, value: string) {
  const target = byTestId(page, id);
  const isInput = await target.evaluate((el) => el instanceof HTMLInputElement);
  const input = isInput ? target : target.locator('input').first();
  await input.fill(value);
  await input.blur();
}

async function upload(page: Page, kind: string, file: string) {
  const response = page.waitForResponse((res) => res.url().endsWith(`/application/photos/${kind}`));
  await byTestId(page, `photo-input-${kind}`).setInputFiles(photoPath(file));
  expect((await response).status()).toBe(201);
}

/** Logged in with consent given and nothing else, on the identity page. */
async function toIdentityPage(page: Page, phone: string) {
  await logInByOtp(page, suite.server, phone);
  await byTestId(page, 'apply-button').click();
  await byTestId(page, 'start-application').click();
  await page.waitForURL(/#\/authIndex/);
  await byTestId(page, 'consent-accept').click();
  await byTestId(page, 'consent-sheet').waitFor({ state: 'hidden' });
  await byTestId(page, 'step-identity').click();
  await page.waitForURL(/#\/identityInfo/);
}

describe('identity by KYC mode', () => {
  it('asks the age first, stops under 18, then offers the modes and takes card photos to a person', async () => {
    const context = await phoneContext(suite.browser, suite.server.baseUrl);
    const page = await context.newPage();
    const phone = newPhone();
    const session = await logInByApi(suite.server, phone);
    const { token } = session;
    await toIdentityPage(page, phone);

    // Age first: nothing else on the page.
    await byTestId(page, 'age-first').waitFor();
    expect(await byTestId(page, 'photo-input-aadhaar_front').count()).toBe(0);
    await screenshot(page, 'identity-age');
    await byTestId(page, 'age-birth').fill('2012-05-01');
    await byTestId(page, 'age-save').click();
    await byTestId(page, 'underage-stop').waitFor();
    expect(await byTestId(page, 'underage-stop').textContent()).toContain(
      'Loans are only for people aged 18 or over.',
    );
    await screenshot(page, 'identity-underage');
    // The API refuses the next step too.
    const refused = await fetch(`${suite.server.baseUrl}/api/v1/application/steps/basic`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ values: {} }),
    });
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as { code: string }).code).toBe('UNDERAGE');

    // A mistyped date is corrected; the modes follow, CKYC first.
    await byTestId(page, 'underage-change').click();
    await byTestId(page, 'age-birth').fill('1990-05-17');
    await byTestId(page, 'age-save').click();
    await byTestId(page, 'kyc-ckyc').waitFor();
    const modes = await page
      .locator('[data-testid^="kyc-mode-"]')
      .evaluateAll((els) => els.map((el) => el.getAttribute('data-testid')));
    expect(modes).toEqual([
      'kyc-mode-aadhaar_offline',
      'kyc-mode-aadhaar_qr',
      'kyc-mode-digilocker',
      'kyc-mode-card_photos',
    ]);
    await screenshot(page, 'identity-modes');
    await byTestId(page, 'kyc-mode-aadhaar_offline').click();
    await byTestId(page, 'kyc-panel-aadhaar_offline').waitFor();
    await screenshot(page, 'identity-offline');

    // Card photos, the last resort: today's form, the date of birth already there.
    await byTestId(page, 'kyc-mode-card_photos').click();
    await byTestId(page, 'card-photos-note').waitFor();
    expect(await byTestId(page, 'identity-birth').inputValue()).toBe('1990-05-17');
    await upload(page, 'aadhaar_front', 'aadhaar-front.jpg');
    await upload(page, 'aadhaar_back', 'aadhaar-back.jpg');
    await upload(page, 'pan', 'pan.jpg');
    await fill(page, 'identity-name', 'Lakshmi Narayan');
    await byTestId(page, 'identity-sex').click();
    await byTestId(page, 'option-female').click();
    await expect.poll(() => page.locator('.choice-sheet:visible').count()).toBe(0);
    await fill(page, 'identity-aadhaar', aadhaarFor(phone));
    await fill(page, 'identity-pan', panFor(phone));
    await byTestId(page, 'identity-resident').click();
    await screenshot(page, 'identity-card-photos');
    await byTestId(page, 'identity-save').click();
    await page.waitForURL(/#\/baseInfo/);

    // The rest by the API, then submit in the page: a person checks card photos, and the page says so.
    await completeByApi(suite.server, session, { skip: ['identity'] });
    await page.goto(`${suite.server.baseUrl}/#/authIndex`);
    await page.reload();
    await byTestId(page, 'submit-application').click();
    await page.waitForURL(/#\/homeIndex/);
    await byTestId(page, 'under-review').waitFor();
    await page.goto(`${suite.server.baseUrl}/#/authIndex`);
    await page.reload();
    const state = byTestId(page, 'application-state');
    await state.waitFor();
    expect(await state.getAttribute('data-person-review')).toBe('true');
    expect(await state.textContent()).toContain('A person is checking your card photos.');
    await screenshot(page, 'identity-person-review');

    const { referReason } = await approveAsRisk(suite.browser, suite.server, phone, 15_000_00);
    expect(referReason).toBe('card_photos');
    await page.goto(`${suite.server.baseUrl}/#/homeIndex`);
    await page.reload();
    await byTestId(page, 'approved-quota').waitFor({ timeout: 20_000 });
    await context.close();
  });

  it('reads the Aadhaar Secure QR from the card photo and fills the identity from it, the number masked', async () => {
    // The development sample card (K1, decision 077) is of a resident whose mobile is this number.
    const phone = '9876543210';
    const context = await phoneContext(suite.browser, suite.server.baseUrl);
    const page = await context.newPage();
    await toIdentityPage(page, phone);
    await byTestId(page, 'age-birth').fill('1992-03-14');
    await byTestId(page, 'age-save').click();
    await byTestId(page, 'kyc-mode-aadhaar_qr').click();
    await byTestId(page, 'kyc-panel-aadhaar_qr').waitFor();
    await screenshot(page, 'identity-qr');
    const verified = page.waitForResponse((res) => res.url().endsWith('/api/v1/kyc/aadhaar-qr'));
    await byTestId(page, 'qr-input').setInputFiles(QR_CARD);
    expect((await verified).status()).toBe(200);
    await byTestId(page, 'verified-summary').waitFor();
    expect(await byTestId(page, 'verified-by').textContent()).toBe('Verified with Aadhaar Secure QR');
    expect(await byTestId(page, 'verified-name').textContent()).toBe('Asha Verma');
    expect(await byTestId(page, 'verified-birth').textContent()).toBe('14-03-1992');
    expect(await byTestId(page, 'verified-aadhaar').textContent()).toBe('XXXX XXXX 4821');
    expect(await byTestId(page, 'identity-aadhaar').count()).toBe(0);
    await byTestId(page, 'verified-pan').fill('ABCPE1234F');
    await byTestId(page, 'verified-resident').click();
    await screenshot(page, 'identity-verified');
    await byTestId(page, 'verified-save').click();
    await page.waitForURL(/#\/baseInfo/);

    await page.goto(`${suite.server.baseUrl}/#/authIndex`);
    await page.reload();
    expect(await byTestId(page, 'step-identity').getAttribute('data-status')).toBe('done');
    await context.close();
  });

  it('verifies an Aadhaar offline e-KYC ZIP with its share code (a wrong code refused first)', async () => {
    const phone = newPhone();
    // A fresh ZIP signed by the development stand-in of UIDAI's key (decision 077), for a resident with this mobile.
    const resident = { ...SAMPLE_RESIDENT, mobile: phone.slice(-10) };
    const zip = await offlineZip(offlineXml(resident, new Date(), '5274', devUidaiSigner()), '5274');
    const file = join(mkdtempSync(join(tmpdir(), 'ekyc-')), 'offlineaadhaar.zip');
    writeFileSync(file, zip);
    const context = await phoneContext(suite.browser, suite.server.baseUrl);
    const page = await context.newPage();
    await toIdentityPage(page, phone);
    await byTestId(page, 'age-birth').fill('1992-03-14');
    await byTestId(page, 'age-save').click();
    await byTestId(page, 'kyc-mode-aadhaar_offline').click();
    await byTestId(page, 'offline-file').setInputFiles(file);
    await byTestId(page, 'offline-share-code').fill('1111');
    await byTestId(page, 'offline-verify').click();
    await byTestId(page, 'kyc-error').waitFor();
    expect(await byTestId(page, 'kyc-error').textContent()).toMatch(/share code/i);
    await byTestId(page, 'offline-share-code').fill('5274');
    await page.waitForTimeout(1000);
    await byTestId(page, 'offline-verify').click();
    await byTestId(page, 'verified-summary').waitFor();
    expect(await byTestId(page, 'verified-by').textContent()).toBe('Verified with Aadhaar Offline e-KYC');
    expect(await byTestId(page, 'verified-aadhaar').textContent()).toBe('XXXX XXXX 4821');
    await byTestId(page, 'verified-pan').fill('ABCPE1234F');
    await byTestId(page, 'verified-resident').click();
    await byTestId(page, 'verified-save').click();
    await page.waitForURL(/#\/baseInfo/);
    await context.close();
  });

  it('finds the CKYC record by PAN first and fills the identity from it', async () => {
    const context = await phoneContext(suite.browser, suite.server.baseUrl);
    const page = await context.newPage();
    await toIdentityPage(page, newPhone());
    // The simulator's record for PANs 7000-7999 is Asha Verma, born 18-03-1994 (decision 073).
    await byTestId(page, 'age-birth').fill('1994-03-18');
    await byTestId(page, 'age-save').click();
    await byTestId(page, 'ckyc-pan').fill('ABCPK1234L');
    await byTestId(page, 'ckyc-find').click();
    await byTestId(page, 'ckyc-error').waitFor();
    expect(await byTestId(page, 'ckyc-error').textContent()).toContain(
      'No KYC record was found for this PAN.',
    );
    await byTestId(page, 'ckyc-pan').fill('ABCPK7001L');
    await byTestId(page, 'ckyc-find').click();
    await byTestId(page, 'verified-summary').waitFor();
    expect(await byTestId(page, 'verified-by').textContent()).toBe('Verified with CKYC record');
    expect(await byTestId(page, 'verified-birth').textContent()).toBe('18-03-1994');
    await screenshot(page, 'identity-ckyc');
    await byTestId(page, 'verified-pan').fill('ABCPK7001L');
    await byTestId(page, 'verified-resident').click();
    await byTestId(page, 'verified-save').click();
    await page.waitForURL(/#\/baseInfo/);
    await context.close();
  });

  it('goes to DigiLocker for consent and comes back verified', async () => {
    const context = await phoneContext(suite.browser, suite.server.baseUrl);
    const page = await context.newPage();
    await toIdentityPage(page, newPhone());
    await byTestId(page, 'age-birth').fill('1994-03-18');
    await byTestId(page, 'age-save').click();
    await byTestId(page, 'kyc-mode-digilocker').click();
    await byTestId(page, 'digilocker-open').click();
    // The simulator's consent page (development only); sign-in codes 000000-333333 fail.
    const otp = page.locator('input[name="otp"]');
    await otp.waitFor();
    await otp.fill('987654');
    await screenshot(page, 'identity-digilocker-consent');
    await page.locator('button[value="allow"]').click();
    await page.waitForURL(/#\/identityInfo\?digilocker=verified/);
    await byTestId(page, 'verified-summary').waitFor();
    expect(await byTestId(page, 'verified-by').textContent()).toBe('Verified with DigiLocker');
    expect(await byTestId(page, 'verified-name').textContent()).toBe('Asha Verma');
    await context.close();
  });

  it('an identity without a mode is refused by the API: no body skips the checks (decision 078)', async () => {
    const session = await logInByApi(suite.server, newPhone());
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${session.token}` };
    const consent = await fetch(`${suite.server.baseUrl}/api/v1/application/consent`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ accepted: true, version: 'e2e' }),
    });
    expect(consent.status).toBe(200);
    const res = await fetch(`${suite.server.baseUrl}/api/v1/application/steps/identity`, {
      method: 'PUT',
      headers,
      body: JSON.stringify({
        values: {
          name: 'Neha Kapoor',
          sex: 'female',
          birth: '1992-08-21',
          aadhaar: aadhaarFor(session.phone),
          pan: panFor(session.phone),
          resident: true,
        },
      }),
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { code: string }).code).toBe('KYC_MODE_REQUIRED');
  });
});

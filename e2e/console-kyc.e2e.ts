// The identity check in the console (issue 31 point 6, decision 075), at a desk
// (1366x900): a borrower verifies with the Aadhaar Secure QR card, checks the
// PAN, uploads a card photo whose number OCR finds, and is referred (PAN digits
// 0007: bureau score 620). A risk user sees in the queue the KYC mode, and on
// the application the signature check, the PAN check, the face match's state
// and the card image served with its first eight digits filled.
import { readFileSync } from 'node:fs';
import jpeg from 'jpeg-js';
import { describe, expect, it } from 'vitest';
import { completeByApi, panFor, submitByApi } from './support/application';
import { newPhone, screenshot } from './support/browser';
import { consoleLogin, createStaff, desktopContext, firstAdmin, staffToken } from './support/console';
import { logInByApi } from './support/journey';
import { MANY_PHONES_ONE_CLIENT, useSuite } from './support/suite';

const suite = useSuite({
  ...MANY_PHONES_ONE_CLIENT,
  OTP_RESEND_COOLDOWN_SECONDS: '0',
  UNDERWRITING_DELAY_SECONDS: '1',
  JOBS_POLL_MS: '200',
});

const CARDS = new URL('../apps/api/src/platform/kyc-images/__tests__/fixtures/', import.meta.url);
const QR_CARD = new URL('../apps/api/fixtures/uidai-dev/sample-secure-qr-card.png', import.meta.url);
const card = (
  JSON.parse(readFileSync(new URL('boxes.json', CARDS), 'utf8')) as Record<
    string,
    { number: string; digits: { x: number; y: number; w: number; h: number }[] }
  >
)['aadhaar-front'] ?? { number: '', digits: [] };
const box = card.digits[0];

describe('console: the identity check', () => {
  it('the queue shows the KYC mode; the application the signature, PAN and face results and the masked card', async () => {
    const { baseUrl } = suite.server;
    const phone = newPhone();
    const pan = panFor(phone, '0007');
    const session = await logInByApi(suite.server, phone);
    const auth = { authorization: `Bearer ${session.token}` };

    // The verified source first (no name typed yet): the card's Secure QR, then the PAN against its name.
    const form = new FormData();
    form.set('image', new Blob([readFileSync(QR_CARD)], { type: 'image/png' }), 'card.png');
    const qr = await fetch(`${baseUrl}/api/v1/kyc/aadhaar-qr`, { method: 'POST', headers: auth, body: form });
    expect(qr.status, await qr.clone().text()).toBe(200);
    const panCheck = await fetch(`${baseUrl}/api/v1/kyc/pan`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ pan }),
    });
    const panAnswered = panCheck.status === 200;
    await completeByApi(suite.server, session, { pan, kycMode: 'card_photos' });
    // The typed number is the one on the fixture card: its blind index confirms the number OCR reads.
    const typed = await fetch(`${baseUrl}/api/v1/application/steps/identity`, {
      method: 'PUT',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({
        values: {
          name: 'Neha Kapoor',
          sex: 'female',
          birth: '1992-08-21',
          aadhaar: card.number,
          pan,
          resident: true,
          kycMode: 'card_photos',
        },
      }),
    });
    expect(typed.status, await typed.clone().text()).toBe(200);
    // A card photo whose number OCR reads: stored with its first eight digits filled.
    const front = await fetch(`${baseUrl}/api/v1/application/photos/aadhaar_front`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'image/jpeg' },
      body: readFileSync(new URL('aadhaar-front.jpg', CARDS)),
    });
    expect(front.status, await front.clone().text()).toBe(201);
    await submitByApi(suite.server, session.token);

    const adminCtx = await desktopContext(suite.browser, baseUrl);
    const admin = await adminCtx.newPage();
    await consoleLogin(admin, baseUrl, firstAdmin(suite.server));
    const risk = await createStaff(baseUrl, await staffToken(admin), 'risk');
    const deskCtx = await desktopContext(suite.browser, baseUrl);
    const desk = await deskCtx.newPage();
    const errors: string[] = [];
    desk.on('pageerror', (error) => errors.push(error.message));
    await consoleLogin(desk, baseUrl, risk);

    await desk.getByTestId('console-menu').getByText('Review', { exact: true }).click();
    const row = desk.getByTestId('review-queue').locator('tr', { hasText: phone.slice(-4) });
    await expect
      .poll(
        async () => {
          await desk.getByRole('button', { name: 'Refresh' }).click();
          return row.count();
        },
        { timeout: 20_000 },
      )
      .toBeGreaterThan(0);
    // Card photos chosen on the identity step: the queue says so; the verification shows inside.
    expect(await row.first().textContent()).toContain('Card photos');

    await row.first().click();
    await desk.waitForURL(/#\/review\/[0-9a-f-]{36}$/);
    await desk.getByTestId('kyc-mode').waitFor();
    expect(await desk.getByTestId('kyc-mode').textContent()).toBe('Aadhaar Secure QR');
    expect(await desk.getByTestId('kyc-signature').textContent()).toBe('valid');
    if (panAnswered) expect(await desk.getByTestId('kyc-pan').textContent()).toMatch(/name \d+%/);
    expect(await desk.getByTestId('kyc-card').textContent()).toContain('Face match');
    expect(await desk.getByTestId('masking-aadhaar_front').textContent()).toBe('number masked');

    // The image the console shows: its first digit group is a filled box.
    const src = await desk.getByTestId('photo-aadhaar_front').locator('img').getAttribute('src');
    const image = await fetch(new URL(src ?? '', baseUrl));
    expect(image.status).toBe(200);
    const pixels = jpeg.decode(Buffer.from(await image.arrayBuffer()), { useTArray: true });
    if (!box) throw new Error('no fixture box');
    const at = ((box.y + Math.floor(box.h / 2)) * pixels.width + box.x + Math.floor(box.w / 2)) * 4;
    expect([pixels.data[at], pixels.data[at + 1], pixels.data[at + 2]]).toEqual([0, 0, 0]);
    await screenshot(desk, 'console-kyc-review');

    // The customer record shows the same check and the masked card images.
    const id = desk.url().split('/').at(-1) ?? '';
    const detail = await fetch(`${baseUrl}/api/staff/v1/review/${id}`, {
      headers: { authorization: `Bearer ${await staffToken(desk)}` },
    });
    const { customerId } = (await detail.json()) as { customerId: string };
    await desk.goto(`${baseUrl}/console/#/customers/${customerId}`);
    await desk.getByTestId('kyc-mode').waitFor();
    expect(await desk.getByTestId('kyc-mode').textContent()).toBe('Aadhaar Secure QR');
    expect(await desk.getByTestId('masking-aadhaar_front').textContent()).toBe('number masked');
    await screenshot(desk, 'console-kyc-customer');
    expect(errors).toEqual([]);
  });
});

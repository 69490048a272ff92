import type { CustomerRecord, ReviewDetail, ReviewQueueItem, StaffKyc } from '@app/contract';
import { afterEach, describe, expect, it } from 'vitest';
import CustomerPage from '@/features/customers/customer-page';
import ReviewDetailPage from '@/features/review/review-detail-page';
import ReviewPage from '@/features/review/review-page';
import { byTestId, cleanup, pageText, renderScreen, rows, serve } from '@/testing/screen';

/** Issue 31 point 6: the review queue and the customer record show the identity check and the masked images. */

const ID = '0b5f8a52-3c1e-4d7a-9f2b-6e8d1c4a7b90';
const CUSTOMER = '7c2d9e14-5a3b-4f6c-8d1e-2b9a0c3f4e5d';

const KYC: StaffKyc = {
  mode: 'aadhaar_offline',
  state: 'review',
  signatureValid: true,
  mobileMatched: true,
  aadhaarLast4: '0124',
  issuedAt: '2026-11-26T10:00:00.000Z',
  verifiedAt: '2026-11-27T04:00:00.000Z',
  pan: { status: 'valid', nameScore: 92 },
  face: { score: 0.71, liveness: 0.88, decision: 'review' },
};

const ITEM: ReviewQueueItem = {
  id: ID,
  phone: '98****1234',
  name: 'Asha Verma',
  referReason: 'score_in_band',
  score: 640,
  product: 'personal',
  suggestedQuotaPaise: 3_000_000,
  submittedAt: '2026-11-27T04:00:00.000Z',
  referredAt: '2026-11-27T04:00:05.000Z',
  ageMinutes: 35,
  kycMode: 'aadhaar_offline',
};

const photo = (kind: 'aadhaar_front' | 'face') => ({
  kind,
  status: 'accepted' as const,
  url: `/files/${kind}.jpg`,
  width: 1000,
  height: 630,
  uploadedAt: '2026-11-27T04:00:00.000Z',
});

const DETAIL: ReviewDetail = {
  id: ID,
  customerId: CUSTOMER,
  phone: '98****1234',
  state: 'submitted',
  waiting: false,
  referReason: 'score_in_band',
  referredAt: '2026-11-27T04:00:05.000Z',
  submittedAt: '2026-11-27T04:00:00.000Z',
  ageMinutes: null,
  identity: null,
  basic: null,
  career: null,
  address: null,
  contacts: null,
  bank: null,
  photos: [photo('aadhaar_front'), photo('face')],
  photoMasking: { aadhaar_front: 'masked', face: 'unconfirmed' },
  kyc: KYC,
  bureau: null,
  telemetry: {},
  suggestion: null,
  decision: null,
};

afterEach(cleanup);

describe('KYC in the console', () => {
  it("the queue names each application's KYC mode, typed ones as card photos", async () => {
    serve({ 'GET /api/staff/v1/review': [200, { items: [ITEM, { ...ITEM, id: 'x', kycMode: null }] }] });
    await renderScreen(<ReviewPage />, '/review');
    const [verified, typed] = rows('review-queue');
    expect(verified).toContain('Aadhaar offline e-KYC');
    expect(typed).toContain('Typed, card photos');
  });

  it('the review shows the mode, the signature, PAN and face results, and each image masked or to check', async () => {
    serve({ [`GET /api/staff/v1/review/${ID}`]: [200, DETAIL] });
    await renderScreen(<ReviewDetailPage />, `/review/${ID}`, '/review/:id');
    expect(byTestId('kyc-mode')?.textContent).toBe('Aadhaar offline e-KYC');
    expect(byTestId('kyc-signature')?.textContent).toBe('valid');
    expect(byTestId('kyc-pan')?.textContent).toBe('valid name 92%');
    expect(byTestId('kyc-face')?.textContent).toBe('review score 71%, liveness 88%');
    expect(byTestId('masking-aadhaar_front')?.textContent).toBe('number masked');
    expect(byTestId('masking-face')?.textContent).toBe('check masking');
    expect(byTestId('photo-aadhaar_front')?.querySelector('img')?.getAttribute('src')).toBe(
      '/files/aadhaar_front.jpg',
    );
    expect(pageText()).toContain('XXXX XXXX 0124');
    expect(pageText()).not.toMatch(/\d{4} ?\d{4} ?\d{4}/);
  });

  it('the customer record shows the identity check and the masked card images; none when there is no verification', async () => {
    const record = {
      profile: {
        id: CUSTOMER,
        phone: '9876543210',
        language: 'en',
        createdAt: '2026-11-20T04:00:00.000Z',
        lastLoginAt: null,
        name: 'Asha Verma',
        sex: null,
        birth: null,
        email: null,
        occupation: null,
        companyName: null,
        city: null,
        state: null,
        aadhaarMasked: 'XXXX XXXX 0124',
        panMasked: null,
        bankName: null,
        ifsc: null,
        accountMasked: null,
      },
      kyc: { ...KYC, state: 'verified', signatureValid: false, face: null },
      cardImages: [{ ...photo('aadhaar_front'), masking: 'masked' }],
      applications: [],
      orders: [],
    } satisfies CustomerRecord;
    serve({ [`GET /api/staff/v1/customers/${CUSTOMER}`]: [200, record] });
    await renderScreen(<CustomerPage />, `/customers/${CUSTOMER}`, '/customers/:id');
    expect(byTestId('kyc-signature')?.textContent).toBe('invalid');
    expect(pageText()).toContain('not matched yet');
    expect(byTestId('masking-aadhaar_front')?.textContent).toBe('number masked');
    cleanup();

    serve({ [`GET /api/staff/v1/customers/${CUSTOMER}`]: [200, { ...record, kyc: null, cardImages: [] }] });
    await renderScreen(<CustomerPage />, `/customers/${CUSTOMER}`, '/customers/:id');
    expect(pageText()).toContain('No verified source (typed number and card photos)');
  });
});

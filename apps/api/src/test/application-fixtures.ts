import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { verhoeffCheckDigit } from '@app/domain';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { REPO_ROOT } from '../config/paths';
import { type ApplicationRow, applications, kycVerifications } from '../db/schema';
import { createFieldCipher } from '../lib/field-cipher';
import { kycRepository } from '../modules/kyc';
import { bearer, call, logIn, type TestContext } from './test-app';

/** A valid Aadhaar (Verhoeff check digit appended) from 11 leading digits. */
export const aadhaarFrom = (first11: string) => `${first11}${verhoeffCheckDigit(first11)}`;

export const PHOTO_DIR = join(REPO_ROOT, 'e2e/fixtures/photos');
export const photo = (name: string) => readFileSync(join(PHOTO_DIR, name));

/** The identity step's body with card photos: the typed numbers (completeApplication verifies instead). */
export function identityValues(overrides: Record<string, unknown> = {}) {
  return {
    kycMode: 'card_photos',
    name: 'Asha Verma',
    sex: 'female',
    birth: '1994-03-12',
    aadhaar: aadhaarFrom('23456789012'),
    pan: 'ABCPE1234F',
    resident: true,
    ...overrides,
  };
}

export const basicValues = (overrides: Record<string, unknown> = {}) => ({
  email: 'asha@example.in',
  whatsApp: '9123456780',
  loanPurpose: 'medical',
  maritalStatus: 'single',
  education: 'university',
  occupation: 'office_employee',
  ...overrides,
});

export const careerValues = (overrides: Record<string, unknown> = {}) => ({
  occupation: 'office_employee',
  companyName: 'Infosys Ltd',
  workingYears: 'gt_2y',
  incomeLevel: '30001_50000',
  nextSalary: 1,
  industry: 'it',
  ...overrides,
});

export const addressValues = (overrides: Record<string, unknown> = {}) => ({
  pinCode: '560001',
  state: 'Karnataka',
  city: 'Bangalore',
  area: 'Bangalore GPO',
  detailAddress: '12 MG Road, 3rd cross',
  ...overrides,
});

export const contactsValues = () => ({
  contacts: [
    { name: 'Ravi Verma', phone: '9811111111', relationship: 'parents' },
    { name: 'Meena Iyer', phone: '9822222222', relationship: 'friends' },
    { name: 'Kiran Rao', phone: '9833333333', relationship: 'sisters' },
  ],
});

export const bankValues = (overrides: Record<string, unknown> = {}) => ({
  ifsc: 'SBIN0000001',
  accountNumber: '123456789012',
  confirmAccountNumber: '123456789012',
  ...overrides,
});

export async function putStep(
  ctx: TestContext,
  token: string,
  step: string,
  values: unknown,
  telemetry?: unknown,
) {
  return call(
    ctx.app,
    'PUT',
    `/api/v1/application/steps/${step}`,
    { values, ...(telemetry ? { telemetry } : {}) } as never,
    { headers: bearer(token) },
  );
}

export function uploadPhoto(
  ctx: TestContext,
  token: string,
  kind: string,
  bytes: Buffer,
  type = 'image/jpeg',
) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/v1/application/photos/${kind}`,
    headers: { ...bearer(token), 'content-type': type },
    payload: bytes,
  });
}

export async function consent(ctx: TestContext, token: string) {
  const res = await call(
    ctx.app,
    'POST',
    '/api/v1/application/consent',
    { accepted: true, version: '2026-11' },
    {
      headers: bearer(token),
    },
  );
  expect(res.statusCode).toBe(200);
}

const GENDER_OF = { female: 'F', male: 'M' } as const;

/**
 * A verified identity with its face matched, written straight to the
 * database as the Aadhaar offline e-KYC and the face match record them: for
 * suites about what comes after the identity check. The checks themselves go
 * through the API in modules/kyc (signature, expiry, mobile) and
 * modules/photos (the face match on real photos).
 */
export async function verifiedIdentity(
  ctx: TestContext,
  customerId: string,
  identity: Record<string, unknown> = identityValues(),
  /** What the checks found, when a test wants other than verified and matched. */
  found: Partial<typeof kycVerifications.$inferInsert> = {},
) {
  const { name, sex, birth, aadhaar } = identity as {
    name: string;
    sex: string;
    birth: string;
    aadhaar?: string;
  };
  const last4 = (aadhaar ?? aadhaarFrom('23456789012')).slice(-4);
  const row = await kycRepository.record(
    ctx.database.db,
    customerId,
    null,
    {
      mode: 'aadhaar_offline',
      name,
      dob: birth,
      gender: GENDER_OF[sex as keyof typeof GENDER_OF] ?? 'T',
      address: {
        line: '12 MG Road, 3rd cross',
        district: 'Bangalore',
        state: 'Karnataka',
        pinCode: '560001',
      },
      aadhaarLast4: last4,
      referenceKey: `${last4}20250115101010123`,
      photoJpeg: null,
      signatureValid: true,
      mobileMatched: true,
      issuedAt: null,
    },
    { now: ctx.clock.now() },
  );
  await ctx.database.db
    .update(kycVerifications)
    .set({ faceScore: 0.5, livenessScore: 0.9, faceDecision: 'match', ...found })
    .where(eq(kycVerifications.id, row.id));
  return row;
}

/**
 * Consent, every step and every photo: ready to submit. The identity is a
 * verified Aadhaar offline e-KYC with its face matched (verifiedIdentity),
 * unless `identity.kycMode` is 'card_photos': then the number is typed and the
 * card photos uploaded, for a person to check.
 */
export async function completeApplication(
  ctx: TestContext,
  session: { token: string; customerId: string },
  overrides: {
    identity?: Record<string, unknown>;
    basic?: Record<string, unknown>;
    career?: Record<string, unknown>;
    verification?: Partial<typeof kycVerifications.$inferInsert>;
  } = {},
) {
  const { token } = session;
  await consent(ctx, token);
  const typed = identityValues(overrides.identity);
  const byCardPhotos = overrides.identity?.kycMode === 'card_photos';
  if (!byCardPhotos) await verifiedIdentity(ctx, session.customerId, typed, overrides.verification);
  const { aadhaar, ...withoutNumber } = typed;
  const steps: [string, unknown][] = [
    [
      'identity',
      byCardPhotos
        ? typed
        : { ...withoutNumber, kycMode: 'aadhaar_offline', ...overrides.identity, aadhaar: undefined },
    ],
    ['basic', basicValues(overrides.basic)],
    ['career', careerValues(overrides.career)],
    ['address', addressValues()],
    ['contacts', contactsValues()],
    ['bank', bankValues()],
  ];
  for (const [step, values] of steps) {
    const res = await putStep(ctx, token, step, values);
    expect(res.statusCode, `${step}: ${res.body}`).toBe(200);
  }
  const photos: [string, string][] = [
    ...(byCardPhotos
      ? ([
          ['aadhaar_front', 'aadhaar-front.jpg'],
          ['aadhaar_back', 'aadhaar-back.jpg'],
          ['pan', 'pan.jpg'],
        ] as [string, string][])
      : []),
    ['face', 'face.jpg'],
  ];
  for (const [kind, file] of photos) {
    const res = await uploadPhoto(ctx, token, kind, photo(file));
    expect(res.statusCode, `${kind}: ${res.body}`).toBe(201);
  }
}

/**
 * A logged-in customer with an approved credit line, written straight to the
 * database: for suites about what comes after the decision (the decision
 * itself is tested through the API in application-decision.test.ts).
 */
export async function approvedCustomer(
  ctx: TestContext,
  phone: string,
  line: {
    product?: 'personal' | 'salary';
    quotaPaise?: number;
    dailyRatePpm?: number;
    account?: string;
  } = {},
): Promise<{ token: string; customerId: string }> {
  const session = await logIn(ctx, phone);
  const now = ctx.clock.now();
  const account = line.account ?? '50100012345678';
  await ctx.database.db.insert(applications).values({
    steps: {
      identity: { ...identityValues(), aadhaarMasked: 'XXXX XXXX 9012', panMasked: 'ABCXXXXX4F' },
      bank: { ifsc: 'HDFC0000001', bankName: 'HDFC Bank', accountMasked: `XXXX${account.slice(-4)}` },
    } as ApplicationRow['steps'],
    accountEnc: createFieldCipher(ctx.config.DATA_ENCRYPTION_KEY).encrypt(account, 'account'),
    customerId: session.customerId,
    state: 'approved',
    consentAt: now,
    consentVersion: '2026-11',
    submittedAt: now,
    decidedAt: now,
    reviewCount: 1,
    product: line.product ?? 'salary',
    quotaPaise: line.quotaPaise ?? 20_000_00,
    dailyRatePpm: line.dailyRatePpm ?? 400,
    createdAt: now,
    updatedAt: now,
  });
  return session;
}

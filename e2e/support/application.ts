// The application through the API, for journeys that start at a later step:
// consent, every step and every photo, as the web app would send them.
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { verhoeffCheckDigit } from '@app/domain';
import { devUidaiSigner, offlineXml, offlineZip, SAMPLE_RESIDENT } from '../../apps/api/src/test/uidai-dev';
import { APPLICATION_PATHS } from '../../apps/web/src/app/application-paths';
import type { RunningServer } from './server';

/** The application's pages (the checklist first), as the screenshot and axe runs visit them. */
export const APPLICATION_ROUTES = APPLICATION_PATHS;

export const PHOTOS = resolve(dirname(fileURLToPath(import.meta.url)), '../fixtures/photos');
export const photoPath = (name: string) => join(PHOTOS, name);

/**
 * Two pictures of one man from the face library's own samples (decision 074):
 * the small photo a UIDAI file carries, and the live photo that matches it.
 */
const FACES = resolve(
  dirname(fileURLToPath(import.meta.url)),
  '../../apps/api/src/platform/face/__tests__/fixtures',
);
export const SOURCE_PHOTO = join(FACES, 'source-photo.jpg');
export const MATCHING_FACE = join(FACES, 'upload-one-face.jpg');

/** A valid Aadhaar for a journey: 11 digits from the phone's tail, Verhoeff check digit last. */
export function aadhaarFor(phone: string): string {
  const first11 = `2${phone.slice(-10)}`;
  return `${first11}${verhoeffCheckDigit(first11)}`;
}

/** The phone's last four digits, unless they would select a simulated bureau outcome (0001-0007). */
const cleanDigits = (phone: string) => (/^000[1-7]$/.test(phone.slice(-4)) ? '7777' : phone.slice(-4));

/** A PAN for a journey; `digits` picks the bureau simulator's behaviour (docs/underwriting.md). */
export function panFor(phone: string, digits = cleanDigits(phone)): string {
  const letters = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
  const pick = (i: number) => letters[Number(phone[phone.length - 1 - i] ?? 0) % letters.length];
  return `${pick(0)}${pick(1)}${pick(2)}P${pick(3)}${digits}${pick(4)}`;
}

async function send(
  server: RunningServer,
  token: string,
  method: string,
  path: string,
  body?: unknown,
  type?: string,
) {
  const isFile = body instanceof Uint8Array;
  const res = await fetch(`${server.baseUrl}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': type ?? (isFile ? 'image/jpeg' : 'application/json') }),
    },
    body: body === undefined ? undefined : isFile ? new Blob([new Uint8Array(body)]) : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
  return text ? (JSON.parse(text) as unknown) : null;
}

export interface ApplicationOverrides {
  pan?: string;
  /**
   * How the identity is established: an Aadhaar offline e-KYC ZIP (signed by
   * the development stand-in of UIDAI's key, decision 077) with a live photo
   * that matches its photo, which the engine may decide; or card photos and
   * the typed number, which go to a person (default aadhaar_offline).
   */
  kycMode?: 'aadhaar_offline' | 'card_photos';
  /** Leave these steps out (the journey fills them in the browser). */
  skip?: string[];
  /** The payout account; one ending in 0000 makes the payout simulator fail (docs/disbursal.md). */
  accountNumber?: string;
}

export async function completeByApi(
  server: RunningServer,
  session: { token: string; phone: string },
  overrides: ApplicationOverrides = {},
): Promise<void> {
  const { token, phone } = session;
  const skip = new Set(overrides.skip ?? []);
  await send(server, token, 'POST', '/api/v1/application/consent', { accepted: true, version: 'e2e' });
  const tail = phone.slice(-8);
  const byCardPhotos = overrides.kycMode === 'card_photos';
  if (!byCardPhotos && !skip.has('identity')) await verifyAadhaarOffline(server, session);
  const steps: [string, unknown][] = [
    [
      'identity',
      {
        name: 'Neha Kapoor',
        sex: 'female',
        birth: '1992-08-21',
        ...(byCardPhotos ? { aadhaar: aadhaarFor(phone) } : {}),
        pan: overrides.pan ?? panFor(phone),
        resident: true,
        kycMode: byCardPhotos ? 'card_photos' : 'aadhaar_offline',
      },
    ],
    [
      'basic',
      {
        email: `neha${tail}@example.in`,
        whatsApp: `70${tail}`,
        loanPurpose: 'rent',
        maritalStatus: 'married',
        education: 'postgraduate',
        occupation: 'office_employee',
      },
    ],
    [
      'career',
      {
        occupation: 'office_employee',
        companyName: 'Tata Consultancy Services',
        workingYears: '1_2y',
        incomeLevel: '20001_30000',
        nextSalary: 7,
        industry: 'it',
      },
    ],
    [
      'address',
      {
        pinCode: '400001',
        state: 'Maharashtra',
        city: 'Mumbai',
        area: 'Fort',
        detailAddress: '5 Marine Drive',
      },
    ],
    [
      'contacts',
      {
        contacts: [
          { name: 'Rohit Kapoor', phone: `81${tail}`, relationship: 'spouse' },
          { name: 'Anil Kapoor', phone: `82${tail}`, relationship: 'parents' },
          { name: 'Sara Khan', phone: `83${tail}`, relationship: 'friends' },
        ],
      },
    ],
    [
      'bank',
      {
        ifsc: 'HDFC0000001',
        accountNumber: overrides.accountNumber ?? `5010${tail}`,
        confirmAccountNumber: overrides.accountNumber ?? `5010${tail}`,
      },
    ],
  ];
  for (const [step, values] of steps) {
    if (!skip.has(step)) await send(server, token, 'PUT', `/api/v1/application/steps/${step}`, { values });
  }
  const photos: [string, string][] = [
    ...((byCardPhotos
      ? [
          ['aadhaar_front', photoPath('aadhaar-front.jpg')],
          ['aadhaar_back', photoPath('aadhaar-back.jpg')],
          ['pan', photoPath('pan.jpg')],
        ]
      : []) as [string, string][]),
    ['face', byCardPhotos ? photoPath('face.jpg') : MATCHING_FACE],
  ];
  for (const [kind, file] of photos) {
    const step = kind === 'face' ? 'face' : 'identity';
    if (!skip.has(step))
      await send(server, token, 'POST', `/api/v1/application/photos/${kind}`, readFileSync(file));
  }
}

/**
 * The borrower's Aadhaar offline e-KYC: a ZIP made now by the server's clock
 * (read from the consent's time, since the test clock may have moved), for
 * Neha Kapoor with this phone as the registered mobile and SOURCE_PHOTO.
 */
export async function verifyAadhaarOffline(
  server: RunningServer,
  session: { token: string; phone: string },
): Promise<void> {
  const { token, phone } = session;
  const view = (await send(server, token, 'GET', '/api/v1/application')) as { consentAt: string | null };
  const now = new Date(view.consentAt ?? Date.now());
  const resident = {
    ...SAMPLE_RESIDENT,
    name: 'Neha Kapoor',
    dob: '21-08-1992',
    gender: 'F' as const,
    last4: aadhaarFor(phone).slice(-4),
    mobile: phone.slice(-10),
    photo: readFileSync(SOURCE_PHOTO),
  };
  const shareCode = '2468';
  const zip = await offlineZip(offlineXml(resident, now, shareCode, devUidaiSigner()), shareCode);
  const form = new FormData();
  form.set('shareCode', shareCode);
  form.set('file', new Blob([new Uint8Array(zip)], { type: 'application/zip' }), 'offlineaadhaar.zip');
  const res = await fetch(`${server.baseUrl}/api/v1/kyc/aadhaar-offline`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (!res.ok) throw new Error(`aadhaar-offline: ${res.status} ${await res.text()}`);
}

export async function submitByApi(server: RunningServer, token: string): Promise<void> {
  await send(server, token, 'POST', '/api/v1/application/submit');
}

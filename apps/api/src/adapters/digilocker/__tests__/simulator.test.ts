import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../../lib/clock';
import { verifyOfflineXml } from '../../../modules/kyc/aadhaar/offline-xml';
import { loadUidaiTrust } from '../../../modules/kyc/aadhaar/uidai-trust';
import {
  createDigilockerGateway,
  DIGILOCKER_CALLBACK_PATH,
  DIGILOCKER_CODE_MINUTES,
  DIGILOCKER_SIMULATOR_PATH,
  DigilockerError,
  isDigilockerSimulator,
} from '../index';
import { createDigilockerSimulator, type DigilockerConsentInput } from '../simulator';

const consent = (overrides: Partial<DigilockerConsentInput> = {}): DigilockerConsentInput => ({
  state: 'state-1',
  redirectUri: DIGILOCKER_CALLBACK_PATH,
  decision: 'allow',
  otp: '123456',
  name: 'Asha Verma',
  dob: '1994-03-18',
  gender: 'F',
  pan: 'ABCPK1234L',
  ...overrides,
});

const trust = loadUidaiTrust({ NODE_ENV: 'test' });

function setup() {
  const clock = new ManualClock('2025-01-15T06:30:00.000Z');
  return { clock, locker: createDigilockerSimulator({ clock }) };
}

const query = (url: string) => Object.fromEntries(new URL(url, 'http://app.test').searchParams);

describe('the DigiLocker simulator', () => {
  it('says it is a simulator and sends the borrower to its own consent page with the state', () => {
    const { locker } = setup();
    expect(locker.simulated).toBe(true);
    expect(isDigilockerSimulator(createDigilockerGateway('simulator', { clock: new ManualClock() }))).toBe(
      true,
    );
    const url = locker.consentUrl({ state: 'a.b.c', redirectUri: DIGILOCKER_CALLBACK_PATH, lang: 'hi' });
    expect(url.startsWith(`${DIGILOCKER_SIMULATOR_PATH}?`)).toBe(true);
    expect(query(url)).toEqual({ state: 'a.b.c', redirect_uri: DIGILOCKER_CALLBACK_PATH, lang: 'hi' });
  });

  it("on Allow returns a code that buys an e-Aadhaar signed as UIDAI's offline e-KYC XML (K1's verifier passes it) and the PAN record, once", async () => {
    const { locker } = setup();
    const back = locker.decide(consent());
    expect(back?.startsWith(`${DIGILOCKER_CALLBACK_PATH}?`)).toBe(true);
    const { code, state } = query(back ?? '');
    expect(state).toBe('state-1');
    const documents = await locker.documents(code ?? '');
    const aadhaar = verifyOfflineXml(documents.aadhaarXml ?? '', trust);
    expect(aadhaar).toMatchObject({ name: 'Asha Verma', dob: '1994-03-18', gender: 'F', photo: null });
    expect(aadhaar.address).toMatchObject({ district: 'Pune', pinCode: '411005' });
    expect(aadhaar.reference.last4).toMatch(/^\d{4}$/);
    expect(aadhaar.reference.generatedAt?.toISOString()).toBe('2025-01-15T06:30:00.000Z');
    expect(documents.pan).toEqual({ pan: 'ABCPK1234L', name: 'ASHA VERMA' });
    await expect(locker.documents(code ?? '')).rejects.toEqual(new DigilockerError('code_invalid'));
  });

  it('Deny and the failing sign-in code come back as OAuth errors, with no code', () => {
    const { locker } = setup();
    expect(query(locker.decide(consent({ decision: 'deny' })) ?? '')).toEqual({
      state: 'state-1',
      error: 'access_denied',
    });
    expect(query(locker.decide(consent({ otp: '000000' })) ?? '')).toEqual({
      state: 'state-1',
      error: 'login_failed',
    });
  });

  it('documented sign-in codes: a tampered e-Aadhaar (the verifier refuses it), no Aadhaar, the provider down', async () => {
    const { locker } = setup();
    const codeFor = (otp: string) => query(locker.decide(consent({ otp })) ?? '').code ?? '';
    const tampered = await locker.documents(codeFor('111111'));
    expect(() => verifyOfflineXml(tampered.aadhaarXml ?? '', trust)).toThrow('KYC_SIGNATURE_INVALID');
    expect(await locker.documents(codeFor('222222'))).toEqual({
      aadhaarXml: null,
      pan: { pan: 'ABCPK1234L', name: 'ASHA VERMA' },
    });
    await expect(locker.documents(codeFor('333333'))).rejects.toEqual(new DigilockerError('unavailable'));
  });

  it('refuses a foreign redirect, an unknown code and a code older than its minutes', async () => {
    const { locker, clock } = setup();
    expect(locker.decide(consent({ redirectUri: 'https://evil.example/steal' }))).toBeNull();
    await expect(locker.documents('nope')).rejects.toBeInstanceOf(DigilockerError);
    const { code } = query(locker.decide(consent()) ?? '');
    clock.advance((DIGILOCKER_CODE_MINUTES * 60 + 1) * 1000);
    await expect(locker.documents(code ?? '')).rejects.toEqual(new DigilockerError('code_invalid'));
  });
});

import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../../lib/clock';
import {
  createEsignProvider,
  ESIGN_PROVIDERS,
  type EsignProviderName,
  type EsignStartRequest,
  FAILING_SIMULATOR_OTP,
  isEsignSimulator,
  SIMULATOR_SESSION_MINUTES,
} from '../index';
import { createEsignSimulator } from '../simulator';

const request = (key = 'order-1:key-0001'): EsignStartRequest => ({
  key,
  documents: [
    { id: 'kfs', title: 'Key Fact Statement', sha256: 'a'.repeat(64) },
    { id: 'loan', title: 'Loan agreement', sha256: 'b'.repeat(64) },
  ],
  signer: { name: 'Asha Verma', phoneMasked: 'XXXXXX5001' },
  returnUrl: '#/triLink?id=order-1',
});

function setup() {
  const clock = new ManualClock('2025-01-15T06:30:00.000Z');
  return { clock, esp: createEsignSimulator({ clock }) };
}

describe('the e-sign simulator', () => {
  it('starts one session per key and sends the borrower to the app’s /Esign page', async () => {
    const { esp } = setup();
    const first = await esp.start(request());
    expect(first.sessionId).toMatch(/^[0-9a-f]{32}$/);
    expect(first.redirectUrl).toBe(`#/Esign?session=${first.sessionId}`);
    expect(await esp.start(request())).toEqual(first);
    expect((await esp.start(request('order-1:key-0002'))).sessionId).not.toBe(first.sessionId);
    expect(await esp.result(first.sessionId)).toEqual({ key: 'order-1:key-0001', status: 'pending' });
    expect(esp.view(first.sessionId)).toEqual({
      sessionId: first.sessionId,
      signer: { name: 'Asha Verma', phoneMasked: 'XXXXXX5001' },
      documents: request().documents,
      status: 'pending',
      returnUrl: `#/triLink?id=order-1&session=${first.sessionId}`,
    });
  });

  it('signs the hashes it received with any six digits, once', async () => {
    const { clock, esp } = setup();
    const { sessionId } = await esp.start(request());
    clock.advanceMinutes(2);
    expect(esp.decide(sessionId, { action: 'sign', otp: '123456' })?.status).toBe('signed');
    const signed = await esp.result(sessionId);
    expect(signed).toMatchObject({
      key: 'order-1:key-0001',
      status: 'signed',
      signedAt: clock.now(),
      documents: request().documents,
    });
    expect(signed?.status === 'signed' && signed.signerRef).toMatch(/^SIMESP-[0-9A-F]{12}$/);
    // a later answer changes nothing
    esp.decide(sessionId, { action: 'cancel' });
    expect(await esp.result(sessionId)).toEqual(signed);
  });

  it('fails a session on the documented OTP, on cancel, and when left too long', async () => {
    const { clock, esp } = setup();
    const otp = (await esp.start(request('k:otp'))).sessionId;
    const cancel = (await esp.start(request('k:cancel'))).sessionId;
    const idle = (await esp.start(request('k:idle'))).sessionId;
    esp.decide(otp, { action: 'sign', otp: FAILING_SIMULATOR_OTP });
    esp.decide(cancel, { action: 'cancel' });
    expect(await esp.result(otp)).toMatchObject({ status: 'failed', reason: 'otp_failed' });
    expect(await esp.result(cancel)).toMatchObject({ status: 'failed', reason: 'cancelled' });
    clock.advanceMinutes(SIMULATOR_SESSION_MINUTES + 1);
    expect(await esp.result(idle)).toEqual({ key: 'k:idle', status: 'failed', reason: 'expired' });
    expect(esp.decide(idle, { action: 'sign', otp: '123456' })?.status).toBe('failed');
  });

  it('knows nothing of unknown sessions and forgets old ones', async () => {
    const { clock, esp } = setup();
    expect(await esp.result('nope')).toBeNull();
    expect(esp.view('nope')).toBeNull();
    expect(esp.decide('nope', { action: 'cancel' })).toBeNull();
    const { sessionId } = await esp.start(request('k:old'));
    clock.advanceMinutes(25 * 60);
    await esp.start(request('k:new'));
    expect(await esp.result(sessionId)).toBeNull();
  });
});

describe('createEsignProvider', () => {
  it('gives no provider for the drawn signature and the simulator by its name', () => {
    const clock = new ManualClock();
    expect(ESIGN_PROVIDERS).toEqual(['drawn_otp', 'esp_simulator']);
    expect(createEsignProvider('drawn_otp', { clock })).toBeNull();
    const simulator = createEsignProvider('esp_simulator', { clock });
    expect(isEsignSimulator(simulator)).toBe(true);
    expect(isEsignSimulator(null)).toBe(false);
    expect(() => createEsignProvider('nsdl' as EsignProviderName, { clock })).toThrow(
      'Unknown e-sign provider: nsdl',
    );
  });
});

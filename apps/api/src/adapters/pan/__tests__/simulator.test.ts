import { describe, expect, it } from 'vitest';
import { createPanVerifier, PAN_VERIFIERS, PanServiceError, PROTEAN_STATUS } from '../index';

describe('the PAN verification simulator', () => {
  const verifier = createPanVerifier('simulator');
  const verify = (pan: string, name = 'Asha Rani Verma') => verifier.verify({ pan, name, dob: '1994-03-18' });

  it('says it is a simulator and is the only verifier so far', () => {
    expect(verifier.simulated).toBe(true);
    expect(PAN_VERIFIERS).toEqual(['simulator']);
  });

  it('any other PAN is valid in the name given, upper case as the department prints it', async () => {
    expect(await verify('ABCPV1234L')).toEqual({ status: 'valid', nameOnPan: 'ASHA RANI VERMA' });
  });

  it.each([
    ['ABCPV8001L', { status: 'invalid', nameOnPan: null }],
    ['ABCPV8002L', { status: 'not_found', nameOnPan: null }],
    ['ABCPV8003L', { status: 'deactivated', nameOnPan: 'ASHA RANI VERMA' }],
    ['ABCPV8004L', { status: 'deleted', nameOnPan: 'ASHA RANI VERMA' }],
    ['ABCPV8005L', { status: 'deceased', nameOnPan: 'ASHA RANI VERMA' }],
    ['ABCPV8007L', { status: 'valid', nameOnPan: 'RAMESH KUMAR SINGH' }],
    ['ABCPV8008L', { status: 'valid', nameOnPan: 'A R VERMA' }],
  ])('documented PAN %s', async (pan, answer) => {
    expect(await verify(pan)).toEqual(answer);
  });

  it('does not answer for 8500', async () => {
    await expect(verify('ABCPV8500L')).rejects.toEqual(new PanServiceError('unavailable'));
  });

  it('maps every Protean status code to one of ours', () => {
    expect(PROTEAN_STATUS).toMatchObject({
      E: 'valid',
      F: 'invalid',
      N: 'not_found',
      X: 'deactivated',
      D: 'deleted',
      ED: 'deceased',
      EM: 'event',
    });
  });
});

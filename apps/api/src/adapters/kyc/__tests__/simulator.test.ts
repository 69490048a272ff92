import { describe, expect, it } from 'vitest';
import { createKycVerifier, KYC_VERIFIERS, type KycVerifierName, SIMULATED_KYC_PANS } from '../index';

const kyc = createKycVerifier('simulator');

describe('the KYC simulator', () => {
  it('asks for the Aadhaar front again on the first review of a 0005 PAN, then clears it', async () => {
    expect(await kyc.verifyDocuments({ pan: 'ABCPE0005F', reviewCount: 0 })).toEqual({
      clear: false,
      redo: ['aadhaar_front'],
    });
    expect(await kyc.verifyDocuments({ pan: 'ABCPE0005F', reviewCount: 1 })).toEqual({ clear: true });
    expect(await kyc.verifyDocuments({ pan: 'abcpe0005f', reviewCount: 0 })).toMatchObject({ clear: false });
  });

  it('clears every other PAN, on any review', async () => {
    for (const pan of ['ABCPE0001F', 'ABCPE0002F', 'ABCPE0004F', 'ABCPE1234F', 'ABCPE5000F']) {
      expect(await kyc.verifyDocuments({ pan, reviewCount: 0 })).toEqual({ clear: true });
    }
  });

  it('documents its PAN', () => {
    expect(SIMULATED_KYC_PANS.map((r) => r.pan)).toEqual(['ABCPE0005F']);
  });
});

describe('createKycVerifier', () => {
  it('knows only the simulator', () => {
    expect(KYC_VERIFIERS).toEqual(['simulator']);
    expect(() => createKycVerifier('digilocker' as KycVerifierName)).toThrow(
      'Unknown KYC verifier: digilocker',
    );
  });
});

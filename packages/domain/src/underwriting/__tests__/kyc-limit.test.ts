import { describe, expect, it } from 'vitest';
import { isAdultOn, kycModeLimitPaise, quotaForKycMode } from '../kyc-limit';

describe('limits by KYC mode (decision 076)', () => {
  it('leaves full-KYC modes unlimited', () => {
    for (const mode of ['aadhaar_offline', 'aadhaar_qr', 'digilocker', 'ckyc']) {
      expect(kycModeLimitPaise(mode)).toBeNull();
      expect(quotaForKycMode(90_000_00, mode)).toBe(90_000_00);
    }
  });

  it('caps OTP e-KYC and card photos at Rs 60,000 a year, less what was sanctioned', () => {
    expect(quotaForKycMode(90_000_00, 'aadhaar_otp')).toBe(60_000_00);
    expect(quotaForKycMode(90_000_00, 'card_photos')).toBe(60_000_00);
    expect(quotaForKycMode(30_000_00, 'card_photos')).toBe(30_000_00);
    expect(quotaForKycMode(60_000_00, 'card_photos', 45_000_00)).toBe(15_000_00);
    expect(quotaForKycMode(60_000_00, 'card_photos', 70_000_00)).toBe(0);
  });

  it('reads an application of before the modes (no mode) as card photos', () => {
    expect(quotaForKycMode(90_000_00, null)).toBe(60_000_00);
  });

  it('counts 18 from the birthday', () => {
    expect(isAdultOn('2008-11-27', '2026-11-27')).toBe(true);
    expect(isAdultOn('2008-11-28', '2026-11-27')).toBe(false);
  });
});

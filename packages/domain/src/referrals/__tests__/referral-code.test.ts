import { describe, expect, it } from 'vitest';
import { normalizeReferralCode, REFERRAL_CODE_ALPHABET, randomReferralCode } from '../referral-code';
import { referralBlock } from '../referral-eligibility';

describe('referral codes', () => {
  it('are 8 unambiguous upper-case characters', () => {
    for (let i = 0; i < 200; i++) expect(randomReferralCode()).toMatch(/^[2-9A-HJKMNP-TV-Z]{8}$/);
    expect(REFERRAL_CODE_ALPHABET).not.toMatch(/[01ILOU]/);
  });

  it('uses every character equally: biased bytes are thrown away', () => {
    // 240 and above would favour the first 16 characters; the source then runs dry.
    const bytes = [240, 255, 0, 29, 30, 59, 239, 1, 2, 3];
    let at = 0;
    const code = randomReferralCode((n) =>
      Uint8Array.from({ length: n }, () => bytes[at++ % bytes.length] ?? 0),
    );
    // 0 -> '2', 29 -> 'Z', 30 -> '2', 59 -> 'Z', 239 -> 'Z', then 1, 2, 3.
    expect(code).toBe('2Z2ZZ345');
    expect(() => randomReferralCode((n) => new Uint8Array(n).fill(250))).toThrow(RangeError);
  });

  it('reads what a person types or a link carries, and nothing else', () => {
    expect(normalizeReferralCode('k7m2-q9xa')).toBe('K7M2Q9XA');
    expect(normalizeReferralCode(' K7M2 Q9XA ')).toBe('K7M2Q9XA');
    expect(normalizeReferralCode('K7M2Q9X')).toBeNull();
    expect(normalizeReferralCode('K7M2Q9XO')).toBeNull(); // O is not in the alphabet
    expect(normalizeReferralCode('<script>')).toBeNull();
    expect(normalizeReferralCode('A'.repeat(10_000))).toBeNull();
    expect(normalizeReferralCode(12345678)).toBeNull();
    expect(normalizeReferralCode(undefined)).toBeNull();
  });
});

describe('referral eligibility', () => {
  const facts = {
    referrerId: 'r',
    friendId: 'f',
    friend: { pan: 'pan-f', account: 'acc-f' },
    referrer: { pans: ['pan-r'], accounts: ['acc-r1', 'acc-r2'] },
    rewarded: { pans: ['pan-x'], accounts: ['acc-x'] },
  };

  it('lets a new person earn', () => {
    expect(referralBlock(facts)).toBeNull();
    expect(referralBlock({ ...facts, friend: { pan: null, account: null } })).toBeNull();
  });

  it('names the first reason a friend earns nothing', () => {
    expect(referralBlock({ ...facts, friendId: 'r' })).toBe('self');
    expect(referralBlock({ ...facts, friend: { pan: 'pan-r', account: 'acc-r2' } })).toBe('same_pan');
    expect(referralBlock({ ...facts, friend: { pan: 'pan-f', account: 'acc-r2' } })).toBe(
      'same_bank_account',
    );
    expect(referralBlock({ ...facts, friend: { pan: 'pan-x', account: 'acc-f' } })).toBe(
      'pan_already_rewarded',
    );
    expect(referralBlock({ ...facts, friend: { pan: 'pan-f', account: 'acc-x' } })).toBe(
      'account_already_rewarded',
    );
  });
});

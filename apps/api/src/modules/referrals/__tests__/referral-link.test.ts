import { describe, expect, it } from 'vitest';
import { referralLink } from '../referral-link';

describe('referral share links', () => {
  it('carry the channel and the code before the hash route, landing on /start', () => {
    expect(referralLink('https://app.rupeesetu.in/', 'referral', 'K7M2Q9XA')).toBe(
      'https://app.rupeesetu.in/?p=referral&ref=K7M2Q9XA#/start',
    );
    // An address with its own path, query and hash keeps the first two.
    expect(referralLink('http://127.0.0.1:8080/app/?lang=hi#/my', 'ref_wa', 'K7M2Q9XA')).toBe(
      'http://127.0.0.1:8080/app/?lang=hi&p=ref_wa&ref=K7M2Q9XA#/start',
    );
  });
});

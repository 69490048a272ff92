import type { Lang } from '@app/domain';
import { fill } from './build-document';
import { DOC_TEXT_EN, type DocTexts } from './texts-en';
import { DOC_TEXT_HI } from './texts-hi';
import { DOC_TEXT_ZH } from './texts-zh';

const TEXTS: Record<Lang, DocTexts> = { en: DOC_TEXT_EN, hi: DOC_TEXT_HI, zh: DOC_TEXT_ZH };

/** How the borrower consented: an SMS code with the drawn signature, or Aadhaar eSign at a provider. */
export type SignedConsent =
  | { method: 'drawn_otp'; phone: string }
  | { method: 'esp'; provider: string; reference: string };

/** The evidence printed under the signature of a signed PDF. */
export function signedCaption(
  lang: Lang,
  values: { name: string; time: string; ip: string; device: string; hash: string },
  consent: SignedConsent,
): string[] {
  const c = TEXTS[lang].common;
  return [
    c.signedTitle,
    fill(c.signedBy, values),
    fill(c.signedFrom, values),
    consent.method === 'esp' ? fill(c.signedEsp, consent) : fill(c.signedOtp, consent),
    fill(c.signedHash, values),
  ];
}

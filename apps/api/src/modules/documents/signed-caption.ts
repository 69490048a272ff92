import type { Lang } from '@app/domain';
import { fill } from './build-document';
import { DOC_TEXT_EN, type DocTexts } from './texts-en';
import { DOC_TEXT_HI } from './texts-hi';
import { DOC_TEXT_ZH } from './texts-zh';

const TEXTS: Record<Lang, DocTexts> = { en: DOC_TEXT_EN, hi: DOC_TEXT_HI, zh: DOC_TEXT_ZH };

/** The evidence printed under the drawn signature of a signed PDF. */
export function signedCaption(
  lang: Lang,
  values: { name: string; time: string; ip: string; device: string; phone: string; hash: string },
): string[] {
  const c = TEXTS[lang].common;
  return [
    c.signedTitle,
    fill(c.signedBy, values),
    fill(c.signedFrom, values),
    fill(c.signedOtp, values),
    fill(c.signedHash, values),
  ];
}

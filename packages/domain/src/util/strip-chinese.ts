/**
 * Han characters in every Unicode block (unified ideographs and extensions,
 * compatibility ideographs, radicals), CJK symbols and punctuation, vertical
 * forms and fullwidth forms. Names, PAN and addresses go to Indian systems
 * that reject them, so they are dropped as the user types (spec §5).
 */
const CHINESE = /[\p{Script=Han}\u3000-\u303F\uFE30-\uFE4F\uFF00-\uFFEF]/gu;

export function stripChinese(text: string | null | undefined): string {
  return typeof text === 'string' ? text.replace(CHINESE, '') : '';
}

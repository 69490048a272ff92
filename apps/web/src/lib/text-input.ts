/**
 * Chinese characters typed into inputs are stripped (spec §5): Han ideographs
 * (every CJK Unified Ideographs block and the compatibility ones), CJK symbols
 * and punctuation, Bopomofo, and full-width forms such as "，" and "。".
 */
const CHINESE = /[\p{Script=Han}\u3000-\u303F\u3100-\u312F\u31A0-\u31BF\uFE30-\uFE4F\uFF00-\uFFEF]/gu;

export function stripChinese(value: string): string {
  return value.replace(CHINESE, '');
}

export function digitsOnly(value: string, maxLength?: number): string {
  const digits = value.replace(/\D/g, '');
  return maxLength === undefined ? digits : digits.slice(0, maxLength);
}

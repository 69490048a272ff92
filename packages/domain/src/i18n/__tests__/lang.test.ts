import { describe, expect, it } from 'vitest';
import { isLang, pickLang } from '../lang';

describe('pickLang', () => {
  it('reads Accept-Language headers', () => {
    expect(pickLang('hi-IN,hi;q=0.9')).toBe('hi');
    expect(pickLang('zh-CN')).toBe('zh');
    expect(pickLang('en-IN,en;q=0.9,hi;q=0.8')).toBe('en');
    expect(pickLang('fr-FR,hi;q=0.5,zh;q=0.7')).toBe('zh');
  });

  it('falls back to English for wildcards, garbage and nothing', () => {
    expect(pickLang('*')).toBe('en');
    expect(pickLang(';;,,q=;')).toBe('en');
    expect(pickLang('klingon')).toBe('en');
    expect(pickLang('hi;q=abc')).toBe('en');
    expect(pickLang('')).toBe('en');
    expect(pickLang(undefined)).toBe('en');
    expect(pickLang(null)).toBe('en');
  });

  it('ignores languages with q=0', () => {
    expect(pickLang('hi;q=0')).toBe('en');
    expect(pickLang('hi;q=0,zh;q=0.1')).toBe('zh');
  });
});

describe('isLang', () => {
  it('accepts only the three supported codes', () => {
    expect(isLang('hi')).toBe(true);
    expect(isLang('hi-IN')).toBe(false);
    expect(isLang(undefined)).toBe(false);
  });
});

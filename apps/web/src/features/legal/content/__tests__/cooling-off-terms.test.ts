import { LANGS } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { getLegalDoc, type LegalVars } from '../index';

/** The Terms' cooling-off section with the configured window (37 hours, so that no fixed '24' passes). */
const section = (lang: (typeof LANGS)[number]) => {
  const doc = getLegalDoc('terms', lang, { coolingOffHours: '37' } as LegalVars);
  return doc.sections.find((s) => s.body.join(' ').includes('37'))?.body.join(' ') ?? '';
};

describe('the Terms on the cooling-off period (issue 30, point 4)', () => {
  it.each(LANGS)(
    'state the configured hours and the in-app exit, not three days and customer service (%s)',
    (lang) => {
      const text = section(lang);
      expect(text).not.toBe('');
      const exit = { en: 'End the loan now', hi: 'लोन अभी समाप्त करें', zh: '立即结束借款' }[lang];
      expect(text).toContain(exit);
      expect(text).toContain('GST');
    },
  );

  it('says hours in English and no longer says three days or to write to customer service', () => {
    const text = section('en');
    expect(text).toContain('37 hours');
    expect(text).not.toMatch(/three days|contact customer service within/);
    expect(text).toContain('Digital Lending Directions');
  });
});

import { LANGS } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { en } from '../en';
import { getLegalDoc, type LegalDocKey, type LegalVars } from '../index';

const KEYS: LegalDocKey[] = ['privacy', 'loginPrivacy', 'terms'];

const vars: LegalVars = {
  proName: 'RupeeSetu',
  lenderName: 'Setu Finance Private Limited',
  serviceEmail: 'support@rupeesetu.in',
  proWebsite: 'https://rupeesetu.in',
  grievanceName: 'Priya Raman',
  grievanceEmail: 'grievance@rupeesetu.in',
  grievancePhone: '+91 80 4000 1234',
  grievanceAddress: '2nd Floor, 100 MG Road, Bengaluru 560001',
  coolingOffHours: '24',
  lenderRegistration: 'N-00.00000',
  lspName: 'RupeeSetu Technologies Private Limited',
  lspGrievanceName: 'Arjun Mehta',
  lspGrievanceEmail: 'grievance@rupeesetu.in',
  lspGrievancePhone: '+91 80 4000 1234',
  lspGrievanceAddress: '80 Residency Road, Bengaluru 560025',
};
/** OPERATOR_MODEL=lender: the lender's own app. */
const ownApp: LegalVars = { ...vars, lspName: '' };

const textOf = (key: LegalDocKey, lang: (typeof LANGS)[number]) => {
  const doc = getLegalDoc(key, lang, vars);
  return [doc.title, doc.updated, ...doc.sections.flatMap((s) => [s.heading, ...s.body])].join('\n');
};

describe.each(KEYS)('legal document %s', (key) => {
  it('has the same sections and paragraphs in every language', () => {
    const shape = (lang: (typeof LANGS)[number]) =>
      getLegalDoc(key, lang, vars).sections.map((s) => s.body.length);
    for (const lang of LANGS) expect(shape(lang)).toEqual(shape('en'));
  });

  it('uses the same placeholders, section by section, in every language', () => {
    const names = (lang: (typeof LANGS)[number]) =>
      getLegalDoc(key, lang, {} as LegalVars).sections.map((s) =>
        [...new Set(s.body.join(' ').match(/\{\{\w+\}\}/g) ?? [])].sort(),
      );
    for (const lang of LANGS) expect(names(lang)).toEqual(names('en'));
  });

  it.each(LANGS)('leaves nothing unfilled and names the grievance officer and the lender (%s)', (lang) => {
    const text = textOf(key, lang);
    expect(text).not.toContain('{{');
    expect(text).not.toContain('}}');
    expect(text).toContain(vars.grievanceEmail);
    expect(text).toContain(vars.grievanceName);
    expect(text).toContain(vars.lenderName);
  });

  it('is written in the language it claims', () => {
    const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;
    expect(count(textOf(key, 'hi'), /\p{Script=Devanagari}/gu)).toBeGreaterThan(300);
    expect(count(textOf(key, 'zh'), /\p{Script=Han}/gu)).toBeGreaterThan(200);
    expect(count(textOf(key, 'en'), /[\p{Script=Devanagari}\p{Script=Han}]/gu)).toBe(0);
  });

  it('keeps every section short enough to read on a phone', () => {
    for (const section of en[key].sections) {
      expect(section.heading.trim()).not.toBe('');
      expect(section.body.length).toBeGreaterThanOrEqual(1);
      expect(section.body.length).toBeLessThanOrEqual(4);
      for (const paragraph of section.body) expect(paragraph.trim()).not.toBe('');
    }
  });
});

describe('getLegalDoc', () => {
  it('states the RBI escalation route and the 30-day promise in the privacy policy and the terms', () => {
    for (const key of ['privacy', 'terms'] as const) {
      const text = textOf(key, 'en');
      expect(text).toContain('https://cms.rbi.org.in');
      expect(text).toContain('30 days');
    }
  });

  it('puts the binding product numbers in the terms', () => {
    const terms = textOf('terms', 'en');
    for (const fact of [
      '18 years',
      'Rs 25,000',
      'Rs 2,000 to Rs 30,000',
      'Rs 5,000 to Rs 60,000',
      '0.04% to 0.06%',
    ]) {
      expect(terms).toContain(fact);
    }
    expect(terms).toContain('0.04% to 0.05%');
    expect(terms).toContain('3 to 12 months');
    expect(terms).toContain('GST at 18%');
  });

  it.each(LANGS)(
    'names the LSP, the lender with its RBI registration and both officers in an LSP app (%s)',
    (lang) => {
      for (const key of ['privacy', 'terms'] as const) {
        const text = textOf(key, lang);
        for (const fact of [
          'RupeeSetu Technologies Private Limited',
          'N-00.00000',
          'Arjun Mehta',
          'Priya Raman',
        ]) {
          expect(text).toContain(fact);
        }
      }
      expect(textOf('terms', 'en')).toContain('it is not a recovery agent');
      expect(textOf('terms', 'en')).not.toContain('collection,');
      expect(textOf('terms', 'en')).toContain('https://sachet.rbi.org.in');
    },
  );

  it.each(LANGS)("names the lender alone in the lender's own app (%s)", (lang) => {
    for (const key of ['privacy', 'loginPrivacy', 'terms'] as const) {
      const doc = getLegalDoc(key, lang, ownApp);
      const text = doc.sections.flatMap((s) => s.body).join('\n');
      expect(text).not.toContain('{{');
      expect(text).not.toContain('RupeeSetu Technologies');
      expect(text).not.toContain('Arjun Mehta');
      expect(text).toContain('Priya Raman');
      if (key !== 'loginPrivacy') expect(text).toContain('N-00.00000');
    }
    expect(getLegalDoc('terms', 'en', ownApp).sections[0]?.body[0]).toContain('is the Lender’s own app');
  });

  it('does not treat text in the variables as a template', () => {
    const doc = getLegalDoc('loginPrivacy', 'en', { ...vars, proName: '$& {{lenderName}}' });
    expect(doc.sections[0]?.body[0]).toContain('$& {{lenderName}}');
  });
});

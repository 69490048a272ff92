import type { Lang } from '@app/domain';
import { en } from './en';
import { hi } from './hi';
import { OPERATOR_PHRASES } from './operator-phrases';
import { zh } from './zh';

export type LegalDocKey = 'privacy' | 'loginPrivacy' | 'terms';
export interface LegalDoc {
  title: string;
  updated: string;
  sections: { heading: string; body: string[] }[];
}
export interface LegalVars {
  proName: string;
  lenderName: string;
  serviceEmail: string;
  proWebsite: string;
  grievanceName: string;
  grievanceEmail: string;
  grievancePhone: string;
  grievanceAddress: string;
  /** Hours of the cooling-off window (the configuration's), as the KFS states them. */
  coolingOffHours: string;
  lenderRegistration: string;
  /** The lending service provider running the app; '' when it is the lender's own app (decision 071). */
  lspName: string;
  lspGrievanceName: string;
  lspGrievanceEmail: string;
  lspGrievancePhone: string;
  lspGrievanceAddress: string;
}

const TEMPLATES: Record<Lang, Record<LegalDocKey, LegalDoc>> = { en, hi, zh };

function fill(template: string, vars: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    Object.hasOwn(vars, name) ? String(vars[name]) : whole,
  );
}

/** The values with the operator model's sentences (operator-phrases.ts) added, already filled. */
function withOperator(vars: LegalVars, lang: Lang): Record<string, string> {
  const p = OPERATOR_PHRASES[lang] ?? OPERATOR_PHRASES.en;
  const lsp = Boolean(vars.lspName);
  const base: Record<string, string> = { ...vars };
  const phrases = {
    operatorIntro: lsp ? p.introLsp : p.introOwn,
    weMean: lsp ? p.weMeanLsp : p.weMeanOwn,
    termsOperator: lsp ? p.termsLsp : p.termsOwn,
    grievanceContacts: lsp ? p.contactsLsp : p.contactsOwn,
  };
  return { ...base, ...Object.fromEntries(Object.entries(phrases).map(([k, v]) => [k, fill(v, base)])) };
}

/**
 * A legal document in `lang` with the operator's details filled in. Only the
 * legal pages import this module (lazy routes), so the three languages' text
 * stays out of the main bundle.
 */
export function getLegalDoc(key: LegalDocKey, lang: Lang, vars: LegalVars): LegalDoc {
  const doc = (TEMPLATES[lang] ?? TEMPLATES.en)[key];
  const values = withOperator(vars, lang);
  return {
    title: fill(doc.title, values),
    updated: fill(doc.updated, values),
    sections: doc.sections.map((section) => ({
      heading: fill(section.heading, values),
      body: section.body.map((paragraph) => fill(paragraph, values)),
    })),
  };
}

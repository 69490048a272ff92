import type { Lang } from '@app/domain';
import { en } from './en';
import { hi } from './hi';
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
}

const TEMPLATES: Record<Lang, Record<LegalDocKey, LegalDoc>> = { en, hi, zh };

function fill(template: string, vars: LegalVars): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    Object.hasOwn(vars, name) ? String(vars[name as keyof LegalVars]) : whole,
  );
}

/**
 * A legal document in `lang` with the operator's details filled in. Only the
 * legal pages import this module (lazy routes), so the three languages' text
 * stays out of the main bundle.
 */
export function getLegalDoc(key: LegalDocKey, lang: Lang, vars: LegalVars): LegalDoc {
  const doc = (TEMPLATES[lang] ?? TEMPLATES.en)[key];
  return {
    title: fill(doc.title, vars),
    updated: fill(doc.updated, vars),
    sections: doc.sections.map((section) => ({
      heading: fill(section.heading, vars),
      body: section.body.map((paragraph) => fill(paragraph, vars)),
    })),
  };
}

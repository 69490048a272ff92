import { FAQ_CATEGORIES, type FaqEntry, type FaqList, type FaqSummary } from '@app/contract';
import type { Lang } from '@app/domain';
import { FAQ_ENTRIES } from './faq-entries';
import type { FaqFacts } from './faq-facts';
import { enFaq } from './faq-text/en';
import { hiFaq } from './faq-text/hi';
import type { FaqTexts } from './faq-text/types';
import { zhFaq } from './faq-text/zh';

const TEXTS: Record<Lang, FaqTexts> = { en: enFaq, hi: hiFaq, zh: zhFaq };

/** `{{name}}` replaced by its value; an unknown name fails loudly (a test renders every text). */
function fill(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_whole, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`FAQ text uses an unknown figure {{${name}}}`);
    return value;
  });
}

/**
 * The FAQ rendered for the running configuration, once per language at
 * start (the texts and the figures do not change while the server runs).
 */
export function createFaqCatalogue(facts: FaqFacts) {
  const shown = FAQ_ENTRIES.filter((entry) => !('when' in entry) || entry.when(facts));

  const render = (lang: Lang) => {
    const texts = TEXTS[lang];
    const values = {
      ...facts.values,
      gstOn: fill(texts.words.gstOn[facts.gstBase], facts.values),
      extensionGst: fill(texts.words.extensionGst[facts.gstBase], facts.values),
    };
    const entries: FaqEntry[] = shown.map(({ id, category }) => {
      const text = texts.entries[id];
      return {
        id,
        lang,
        category,
        categoryTitle: texts.categories[category],
        question: fill(text.question, values),
        steps: (text.steps ?? []).map((step) => fill(step, values)),
        answer: text.answer.map((paragraph) => fill(paragraph, values)),
        related: [],
      };
    });
    const summary = ({ id, category, question }: FaqEntry): FaqSummary => ({ id, category, question });
    for (const entry of entries) {
      entry.related = entries.filter((e) => e.category === entry.category && e.id !== entry.id).map(summary);
    }
    const list: FaqList = {
      lang,
      categories: FAQ_CATEGORIES.map((id) => ({
        id,
        title: texts.categories[id],
        count: entries.filter((e) => e.category === id).length,
      })),
      entries: entries.map(summary),
    };
    return { list, byId: new Map(entries.map((entry) => [entry.id, entry])) };
  };

  const rendered = { en: render('en'), hi: render('hi'), zh: render('zh') } satisfies Record<Lang, unknown>;
  return {
    list: (lang: Lang): FaqList => rendered[lang].list,
    /** Null for an id the FAQ does not have (or does not show with this configuration). */
    entry: (id: string, lang: Lang): FaqEntry | null => rendered[lang].byId.get(id) ?? null,
  };
}

export type FaqCatalogue = ReturnType<typeof createFaqCatalogue>;

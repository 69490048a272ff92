import { FAQ_CATEGORIES, type FaqEntry, type FaqList, type FaqSummary, isFaqCategory } from '@app/contract';
import type { Lang } from '@app/domain';
import type { FaqOverrideRow } from '../../db/schema';
import type { FaqCatalogue } from './faq-catalogue';

/** An answer typed in the console: paragraphs separated by a blank line. */
export const paragraphsOf = (text: string): string[] =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter((p) => p.length > 0);

/**
 * The FAQ a borrower sees: the code catalogue with the staff edits over it.
 * A hidden entry disappears; an edited one shows the staff text (its answer
 * replaces the steps too: staff write them into the text); an added one
 * follows the built-in entries of its category. Staff texts are shown as
 * typed: no {{figures}} are filled in.
 */
export function mergeFaq(
  catalogue: FaqCatalogue,
  overrides: readonly FaqOverrideRow[],
  lang: Lang,
): { list: FaqList; entry: (id: string) => FaqEntry | null } {
  // No edits (the usual case): the catalogue as rendered, nothing copied.
  if (overrides.length === 0) return { list: catalogue.list(lang), entry: (id) => catalogue.entry(id, lang) };
  const base = catalogue.list(lang);
  const byId = new Map(overrides.map((row) => [row.id, row]));
  const staffText = (row: FaqOverrideRow) =>
    row.question && row.answer
      ? { question: row.question[lang], answer: paragraphsOf(row.answer[lang]) }
      : null;

  const entries: FaqEntry[] = [];
  for (const { id } of base.entries) {
    const row = byId.get(id);
    if (row?.hidden) continue;
    const entry = catalogue.entry(id, lang);
    if (!entry) continue;
    const text = row && staffText(row);
    entries.push(text ? { ...entry, ...text, steps: [] } : { ...entry });
  }
  const shown = new Set(base.entries.map((e) => e.id));
  for (const row of overrides) {
    const text = staffText(row);
    if (shown.has(row.id) || row.hidden || !text || !isFaqCategory(row.category)) continue;
    entries.push({
      id: row.id,
      lang,
      category: row.category,
      categoryTitle: '',
      steps: [],
      related: [],
      ...text,
    });
  }
  const titles = new Map(base.categories.map((c) => [c.id, c.title]));
  const order = (e: FaqEntry) => FAQ_CATEGORIES.indexOf(e.category);
  // A stable sort: within a category the catalogue's order, then the added entries by creation.
  entries.sort((a, b) => order(a) - order(b));
  const summary = ({ id, category, question }: FaqEntry): FaqSummary => ({ id, category, question });
  for (const entry of entries) {
    entry.categoryTitle = titles.get(entry.category) ?? entry.category;
    entry.related = entries.filter((e) => e.category === entry.category && e.id !== entry.id).map(summary);
  }
  const list: FaqList = {
    lang,
    categories: base.categories.map((c) => ({
      ...c,
      count: entries.filter((e) => e.category === c.id).length,
    })),
    entries: entries.map(summary),
  };
  return { list, entry: (id: string) => entries.find((e) => e.id === id) ?? null };
}

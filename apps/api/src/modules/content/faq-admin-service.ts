import { randomBytes } from 'node:crypto';
import { type FaqCategory, isFaqCategory, type StaffFaqEntry } from '@app/contract';
import type { Lang } from '@app/domain';
import type { Db } from '../../db/client';
import type { FaqOverrideRow } from '../../db/schema';
import { transact } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import type { Clock } from '../../lib/clock';
import { auditRepository } from '../../platform/audit-repository';
import type { FaqCatalogue } from '../help';
import { faqOverrideRepository } from '../help';
import type { AuthenticatedStaff } from '../staff';

type Texts = Record<Lang, string>;
export interface FaqEdit {
  category: FaqCategory;
  question: Texts;
  answer: Texts;
}

const byLang = (f: (lang: Lang) => string): Texts => ({ en: f('en'), hi: f('hi'), zh: f('zh') });

/**
 * The FAQ as staff edit it: each built-in entry with its catalogue text (the
 * steps numbered into the answer, as a staff edit would write them) or the
 * staff text over it, then the entries staff added. Every change is audited
 * with the entry before and after, in its transaction.
 */
export function createFaqAdminService(deps: { db: Db; clock: Clock; catalogue: FaqCatalogue }) {
  const { db, clock, catalogue } = deps;

  const catalogueText = (id: string) => {
    if (!catalogue.entry(id, 'en')) return null;
    const text = (lang: Lang) => {
      const entry = catalogue.entry(id, lang);
      if (!entry) return { question: '', answer: '' };
      const steps = entry.steps.map((step, i) => `${i + 1}. ${step}`).join('\n');
      return { question: entry.question, answer: [steps, ...entry.answer].filter(Boolean).join('\n\n') };
    };
    const all = { en: text('en'), hi: text('hi'), zh: text('zh') };
    return {
      category: catalogue.entry(id, 'en')?.category as FaqCategory,
      question: byLang((l) => all[l].question),
      answer: byLang((l) => all[l].answer),
    };
  };

  const view = (id: string, row: FaqOverrideRow | undefined): StaffFaqEntry | null => {
    const builtIn = catalogueText(id);
    const staff = row?.question && row.answer ? { question: row.question, answer: row.answer } : null;
    const text = staff ?? builtIn;
    const category = builtIn?.category ?? row?.category;
    if (!text || !isFaqCategory(category)) return null;
    return {
      id,
      category,
      builtIn: builtIn !== null,
      source: builtIn === null ? 'added' : staff ? 'edited' : 'catalogue',
      hidden: row?.hidden ?? false,
      question: text.question,
      answer: text.answer,
      updatedAt: row?.updatedAt.toISOString() ?? null,
    };
  };

  async function list(): Promise<StaffFaqEntry[]> {
    const rows = await faqOverrideRepository.all(db);
    const byId = new Map(rows.map((row) => [row.id, row]));
    const ids = [
      ...catalogue.list('en').entries.map((e) => e.id),
      ...rows.filter((row) => !catalogue.entry(row.id, 'en')).map((row) => row.id),
    ];
    return ids.map((id) => view(id, byId.get(id))).filter((e): e is StaffFaqEntry => e !== null);
  }

  async function save(
    actor: AuthenticatedStaff,
    id: string,
    change: (
      before: StaffFaqEntry | null,
    ) => Omit<FaqOverrideRow, 'id' | 'updatedBy' | 'createdAt' | 'updatedAt'>,
    action: string,
    mustExist: boolean,
  ): Promise<StaffFaqEntry> {
    const now = clock.now();
    return transact(db, async (tx) => {
      // Locks the row (when there is one) so two editors save one after the other.
      const row = await faqOverrideRepository.find(tx, id);
      const before = view(id, row);
      if (mustExist && !before) throw new AppError('FAQ_NOT_FOUND');
      const saved = await faqOverrideRepository.upsert(tx, {
        id,
        ...change(before),
        updatedBy: actor.staffId,
        createdAt: row?.createdAt ?? now,
        updatedAt: now,
      });
      const after = view(id, saved);
      await auditRepository.record(
        tx,
        { staffId: actor.staffId, action, subjectType: 'faq', subjectId: id, before, after },
        now,
      );
      if (!after) throw new AppError('FAQ_NOT_FOUND');
      return after;
    });
  }

  return {
    list,

    /** A new entry, shown after the built-in ones of its category. */
    add: (actor: AuthenticatedStaff, edit: FaqEdit) =>
      save(
        actor,
        `staff-${randomBytes(4).toString('hex')}`,
        () => ({ ...edit, hidden: false }),
        'content.faq_add',
        false,
      ),

    /** Staff text over a built-in entry, or a new text of an added one; a built-in's category and hiding stay. */
    edit: (actor: AuthenticatedStaff, id: string, edit: FaqEdit) =>
      save(
        actor,
        id,
        (before) => ({
          ...edit,
          category: before?.builtIn ? before.category : edit.category,
          hidden: before?.hidden ?? false,
        }),
        'content.faq_edit',
        true,
      ),

    /** Hides or shows an entry, keeping whatever text it has. */
    setHidden: (actor: AuthenticatedStaff, id: string, hidden: boolean) =>
      save(
        actor,
        id,
        (before) => ({
          category: before?.category ?? 'account',
          hidden,
          question: before?.source === 'catalogue' ? null : (before?.question ?? null),
          answer: before?.source === 'catalogue' ? null : (before?.answer ?? null),
        }),
        hidden ? 'content.faq_hide' : 'content.faq_show',
        true,
      ),
  };
}

export type FaqAdminService = ReturnType<typeof createFaqAdminService>;

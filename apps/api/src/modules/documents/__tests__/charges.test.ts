import { fillTemplate, formatPaise, paise, ppmToPercent } from '@app/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loanOrders } from '../../../db/schema';
import { approvedCustomer } from '../../../test/application-fixtures';
import { newOrder, send } from '../../../test/order-fixtures';
import { drivers, useTestApp } from '../../../test/test-app';
import { orderRepository } from '../../orders';
import { DOC_TEXT_EN } from '../texts-en';
import { DOC_TEXT_HI } from '../texts-hi';
import { DOC_TEXT_ZH } from '../texts-zh';

interface Block {
  kind: string;
  text?: string;
  rows?: unknown[];
}

const TEXTS = { en: DOC_TEXT_EN, hi: DOC_TEXT_HI, zh: DOC_TEXT_ZH } as const;
const money = (p: number) => formatPaise(paise(p), { symbol: true });
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A template as a pattern: the named placeholders as given, any other one as some text. */
function templatePattern(template: string, values: Record<string, string | number>): RegExp {
  const parts = template.split(/(\{\{\w+\}\})/);
  const pattern = parts
    .map((part) => {
      const name = /^\{\{(\w+)\}\}$/.exec(part)?.[1];
      if (name === undefined) return escapeRegExp(part);
      return name in values ? escapeRegExp(String(values[name])) : '.+?';
    })
    .join('');
  return new RegExp(pattern);
}

describe.each(drivers)('every charge in every document (issue 30, point 5) on %s', (driver) => {
  const ctx = useTestApp(driver);

  async function documentOf(token: string, id: string, kind: 'kfs' | 'loan', lang: string) {
    const res = await send(ctx, token, 'GET', `/orders/${id}/documents/${kind}`, undefined, lang);
    expect(res.statusCode, res.body).toBe(200);
    const blocks = (res.json() as { blocks: Block[] }).blocks;
    const rows = blocks
      .filter((b) => b.kind === 'table')
      .flatMap((b) => b.rows as { label: string; value: string }[]);
    return { rows, text: JSON.stringify(blocks) };
  }

  it.each(['en', 'hi', 'zh'] as const)(
    'the loan agreement lists every charge of the KFS, with the figures of the order (%s)',
    async (lang) => {
      const phone = { en: '9876548101', hi: '9876548102', zh: '9876548103' }[lang];
      const { token } = await approvedCustomer(ctx, phone);
      const id = await newOrder(ctx, token);
      const order = await orderRepository.findById(ctx.database.db, id);
      if (!order) throw new Error('no order');
      const { pricing } = order;
      const kfs = await documentOf(token, id, 'kfs', lang);
      const loan = await documentOf(token, id, 'loan', lang);

      // The figures, from the order's priced terms: one-time fees and GST, penal rate, penalty fee, extension fee.
      const figures = [
        money(order.serviceFeePaise),
        money(order.ticketFeePaise),
        money(order.gstPaise),
        money(order.creditReportFeePaise),
        `${ppmToPercent(pricing.penalDailyPpm)}%`,
        money(pricing.penaltyFeePaise),
        `${ppmToPercent(pricing.extensionFeePpm)}%`,
      ];
      expect(pricing.penaltyFeePaise).toBeGreaterThan(0);
      for (const figure of figures) {
        expect(kfs.text, `KFS ${figure}`).toContain(figure);
        expect(loan.text, `agreement ${figure}`).toContain(figure);
      }

      // Every contingent charge row of the KFS (penal, penalty fee, extension, bounce, foreclosure) is in the agreement as is.
      const k = TEXTS[lang].kfs;
      const labels = [k.penal, k.otherPenal, k.extension, k.bounce, k.foreclosure, k.serviceFee, k.ticketFee];
      for (const label of labels) {
        const inKfs = kfs.rows.find((r) => r.label === label);
        expect(inKfs, `KFS row ${label}`).toBeDefined();
        expect(loan.rows.find((r) => r.label === label)?.value, `agreement row ${label}`).toBe(inKfs?.value);
      }
      expect(kfs.rows.find((r) => r.label === k.bounce)?.value).toBe(TEXTS[lang].common.none);
    },
  );

  /** The agreement's clause 4 (Repayment), as built. */
  function clause4(text: string, lang: keyof typeof TEXTS): string {
    const [heading = ''] = TEXTS[lang].loan.clauses[3] ?? [];
    const blocks = JSON.parse(text) as Block[];
    const at = blocks.findIndex((b) => b.kind === 'heading' && b.text === heading);
    return blocks[at + 1]?.text ?? '';
  }

  it.each(['en', 'hi', 'zh'] as const)(
    "the KFS and the agreement's clause 4 state the extension's days, fee and cap from the order's pricing (%s)",
    async (lang) => {
      const phone = { en: '9876548111', hi: '9876548112', zh: '9876548113' }[lang];
      const { token } = await approvedCustomer(ctx, phone);
      const id = await newOrder(ctx, token);
      const order = await orderRepository.findById(ctx.database.db, id);
      if (!order) throw new Error('no order');
      // Terms other than the defaults, so the documents can only have them from the order.
      const pricing = {
        ...order.pricing,
        extensionDays: 8,
        extensionFeePpm: 15_000,
        maxConsecutiveExtensions: 3,
      };
      await ctx.database.db.update(loanOrders).set({ pricing }).where(eq(loanOrders.id, id));
      const t = TEXTS[lang];
      const terms = { days: 8, fee: '1.5', gst: t.kfs.extensionGst, max: 3 };
      expect(pricing.gstBase).toBe('all_fees');

      const kfs = await documentOf(token, id, 'kfs', lang);
      const row = kfs.rows.find((r) => r.label === t.kfs.extension);
      expect(row?.value).toBe(fillTemplate(t.kfs.extensionValue, terms));
      expect(row?.value).not.toContain('{{');

      const loan = await documentOf(token, id, 'loan', lang);
      expect(loan.rows.find((r) => r.label === t.kfs.extension)?.value).toBe(row?.value);
      const paragraph = clause4(loan.text, lang);
      for (const name of ['extensionDays', 'extensionFee', 'extensionGst', 'maxExtensions']) {
        expect(t.loan.extension).toContain(`{{${name}}}`);
      }
      const sentence = templatePattern(t.loan.extension, {
        extensionDays: terms.days,
        extensionFee: terms.fee,
        extensionGst: terms.gst,
        maxExtensions: terms.max,
      });
      expect(paragraph).toMatch(sentence);
      expect(paragraph).not.toContain('{{');

      // A cap of 0 turns extensions off: both documents say so, and state no terms.
      await ctx.database.db
        .update(loanOrders)
        .set({ pricing: { ...pricing, maxConsecutiveExtensions: 0 } })
        .where(eq(loanOrders.id, id));
      const kfsOff = await documentOf(token, id, 'kfs', lang);
      expect(kfsOff.rows.find((r) => r.label === t.kfs.extension)?.value).toBe(t.kfs.extensionNone);
      const off = clause4((await documentOf(token, id, 'loan', lang)).text, lang);
      expect(off).toContain(t.loan.noExtension);
      expect(off).not.toMatch(sentence);
    },
  );

  it('an order priced before the cap existed states the default of 2 in a row', async () => {
    const { token } = await approvedCustomer(ctx, '9876548114');
    const id = await newOrder(ctx, token);
    const order = await orderRepository.findById(ctx.database.db, id);
    if (!order) throw new Error('no order');
    const { maxConsecutiveExtensions: _, ...before } = order.pricing;
    await ctx.database.db
      .update(loanOrders)
      .set({ pricing: before as typeof order.pricing })
      .where(eq(loanOrders.id, id));
    const kfs = await documentOf(token, id, 'kfs', 'en');
    expect(kfs.rows.find((r) => r.label === DOC_TEXT_EN.kfs.extension)?.value).toContain(
      'At most 2 extensions in a row, until an instalment is paid.',
    );
    const loan = await documentOf(token, id, 'loan', 'en');
    expect(loan.text).toContain(
      'if fewer than 2 extensions have been made since the last instalment was paid',
    );
  });
});

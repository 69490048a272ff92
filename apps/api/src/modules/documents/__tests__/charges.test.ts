import { formatPaise, paise, ppmToPercent } from '@app/domain';
import { describe, expect, it } from 'vitest';
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
});

import { fillTemplate, formatPaise, paise } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { extractPdfText } from '../../../lib/pdf/extract-text';
import { approvedCustomer } from '../../../test/application-fixtures';
import { disbursedOrder } from '../../../test/loan-fixtures';
import { newOrder, send } from '../../../test/order-fixtures';
import { drivers, type TestContext, useTestApp } from '../../../test/test-app';
import { DOC_TEXT_EN } from '../texts-en';
import { DOC_TEXT_HI } from '../texts-hi';
import { DOC_TEXT_ZH } from '../texts-zh';

interface Block {
  kind: string;
  text?: string;
  rows?: unknown[];
}

const TEXTS = { en: DOC_TEXT_EN, hi: DOC_TEXT_HI, zh: DOC_TEXT_ZH } as const;
type Lang = keyof typeof TEXTS;
const money = (p: number) => formatPaise(paise(p), { symbol: true });

async function documentOf(ctx: TestContext, token: string, id: string, kind: 'kfs' | 'loan', lang: Lang) {
  const res = await send(ctx, token, 'GET', `/orders/${id}/documents/${kind}`, undefined, lang);
  expect(res.statusCode, res.body).toBe(200);
  const blocks = (res.json() as { blocks: Block[] }).blocks;
  const rows = blocks
    .filter((b) => b.kind === 'table')
    .flatMap((b) => b.rows as { label: string; value: string }[]);
  /** The paragraph under clause `n` of the agreement (1-based). */
  const clause = (n: number) => {
    const [heading = ''] = TEXTS[lang].loan.clauses[n - 1] ?? [];
    const at = blocks.findIndex((b) => b.kind === 'heading' && b.text === heading);
    return blocks[at + 1]?.text ?? '';
  };
  return { rows, clause, text: JSON.stringify(blocks) };
}

/**
 * The KFS and the agreement state the auto-debit terms (issue 32): optional, a debit only on a due
 * date for at most the amount due, a notice 24 hours before, pause or cancel in the app, and the
 * failed-debit charge, which is the configuration's MANDATE_FAILED_DEBIT_CHARGE_PAISE, the same
 * figure the debits are charged by.
 */
function expectTerms(
  kfs: Awaited<ReturnType<typeof documentOf>>,
  loan: Awaited<ReturnType<typeof documentOf>>,
  lang: Lang,
  chargePaise: number,
) {
  const t = TEXTS[lang];
  const charge = chargePaise > 0 ? money(chargePaise) : t.common.none;
  const terms = fillTemplate(t.kfs.autoDebitValue, { charge });
  expect(kfs.rows.find((r) => r.label === t.kfs.autoDebit)?.value).toBe(terms);
  expect(loan.rows.find((r) => r.label === t.kfs.autoDebit)?.value).toBe(terms);
  const bounce = chargePaise > 0 ? fillTemplate(t.kfs.bounceValue, { fee: charge }) : t.common.none;
  expect(kfs.rows.find((r) => r.label === t.kfs.bounce)?.value).toBe(bounce);
  expect(loan.rows.find((r) => r.label === t.kfs.bounce)?.value).toBe(bounce);
  expect(loan.clause(4)).toContain(fillTemplate(t.loan.autoDebit, { charge }));
  expect(loan.clause(3)).toContain(
    chargePaise > 0 ? fillTemplate(t.loan.bounceCharged, { fee: charge }) : t.loan.bounceNone,
  );
  for (const doc of [kfs, loan]) expect(doc.text).not.toContain('{{');
  // The promises themselves, in the borrower's language.
  const words = {
    en: ['Optional', 'only on a due date', 'at least 24 hours before', 'pause or cancel it at any time'],
    hi: ['वैकल्पिक', 'केवल देय तिथि पर', 'कम से कम 24 घंटे पहले', 'कभी भी रोक या रद्द'],
    zh: ['可选', '只在还款日扣款', '至少 24 小时', '随时在应用内暂停或取消'],
  }[lang];
  for (const word of words) expect(terms).toContain(word);
}

describe.each(drivers)(
  'the auto-debit terms in the KFS and the agreement (default: no charge) on %s',
  (driver) => {
    const ctx = useTestApp(driver);

    it.each(['en', 'hi', 'zh'] as const)(
      'state auto-debit as optional, with no failed-debit charge (%s)',
      async (lang) => {
        expect(ctx.config.MANDATE_FAILED_DEBIT_CHARGE_PAISE).toBe(0);
        const phone = { en: '9876548201', hi: '9876548202', zh: '9876548203' }[lang];
        const { token } = await approvedCustomer(ctx, phone);
        const id = await newOrder(ctx, token);
        const kfs = await documentOf(ctx, token, id, 'kfs', lang);
        const loan = await documentOf(ctx, token, id, 'loan', lang);
        expectTerms(kfs, loan, lang, 0);
      },
    );
  },
);

describe.each(drivers)('the auto-debit terms with a configured failed-debit charge on %s', (driver) => {
  const ctx = useTestApp(driver, { MANDATE_FAILED_DEBIT_CHARGE_PAISE: '11800' });

  it.each(['en', 'hi', 'zh'] as const)(
    'state the charge the configuration (the books) charges, in both documents (%s)',
    async (lang) => {
      const chargePaise = ctx.config.MANDATE_FAILED_DEBIT_CHARGE_PAISE;
      expect(chargePaise).toBe(11_800);
      const phone = { en: '9876548211', hi: '9876548212', zh: '9876548213' }[lang];
      const { token } = await approvedCustomer(ctx, phone);
      const id = await newOrder(ctx, token);
      const kfs = await documentOf(ctx, token, id, 'kfs', lang);
      const loan = await documentOf(ctx, token, id, 'loan', lang);
      expectTerms(kfs, loan, lang, chargePaise);
      expect(kfs.text).toContain(money(11_800));
    },
  );

  it('the set-up terms disclose the same charge the KFS states, before set-up', async () => {
    const { token } = await approvedCustomer(ctx, '9876548215');
    const id = await disbursedOrder(ctx, token);
    const terms = await send(ctx, token, 'GET', `/orders/${id}/mandate/terms`);
    expect(terms.statusCode, terms.body).toBe(200);
    const disclosed = terms.json().failedDebitChargePaise as number;
    expect(disclosed).toBe(ctx.config.MANDATE_FAILED_DEBIT_CHARGE_PAISE);
    const kfs = await documentOf(ctx, token, id, 'kfs', 'en');
    expect(kfs.rows.find((r) => r.label === DOC_TEXT_EN.kfs.bounce)?.value).toBe(
      fillTemplate(DOC_TEXT_EN.kfs.bounceValue, { fee: money(disclosed) }),
    );
  });

  it('the PDFs state them too, with the charge (en, zh)', async () => {
    const { token } = await approvedCustomer(ctx, '9876548214');
    const id = await newOrder(ctx, token);
    const words = {
      en: ['Auto-debit (UPI AutoPay or e-NACH)', 'at least 24 hours before each debit', '₹118'],
      zh: ['自动扣款', 'UPI AutoPay', '₹118'],
    };
    for (const lang of ['en', 'zh'] as const) {
      for (const kind of ['kfs', 'loan'] as const) {
        const res = await send(ctx, token, 'GET', `/orders/${id}/documents/${kind}/pdf`, undefined, lang);
        expect(res.statusCode).toBe(200);
        const { text } = await extractPdfText(new Uint8Array(res.rawPayload));
        for (const word of words[lang]) expect(text, `${kind} ${lang}`).toContain(word);
      }
    }
  });
});

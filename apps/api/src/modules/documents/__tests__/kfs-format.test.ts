import { describe, expect, it } from 'vitest';
import { approvedCustomer } from '../../../test/application-fixtures';
import { newOrder, readAll, send } from '../../../test/order-fixtures';
import { call, drivers, TEST_START, useTestApp } from '../../../test/test-app';

interface Block {
  kind: string;
  text?: string;
  rows?: { label: string; value: string }[] | string[][];
  columns?: string[];
}

const LENDER = 'Setu Finance Private Limited';
const LSP = 'RupeeSetu Technologies Private Limited';

/** The KFS's label/value rows, its grid (the schedule) and all its text. */
async function kfsOf(ctx: ReturnType<typeof useTestApp>, token: string, id: string, lang: string) {
  const res = await send(ctx, token, 'GET', `/orders/${id}/documents/kfs`, undefined, lang);
  expect(res.statusCode, res.body).toBe(200);
  const doc = res.json() as { blocks: Block[]; meta: { label: string; value: string }[] };
  const rows = doc.blocks
    .filter((b) => b.kind === 'table')
    .flatMap((b) => b.rows as { label: string; value: string }[]);
  const grid = doc.blocks.find((b) => b.kind === 'grid') as { columns: string[]; rows: string[][] };
  return { rows, grid, text: JSON.stringify(doc) };
}

/** Per language: the labels of the rows RBI's format asks for, and words of their values. */
const EXPECTED = {
  en: {
    validity: ['Validity of this KFS', 'Until 22-01-2025 12:00 IST (7 days)'],
    rateType: ['Rate of interest type', 'Fixed'],
    rate: ['Rate of interest', '0.04% per day (14.6% per year)'],
    processing: ['Processing fee (service fee)', '₹'],
    insurance: ['Insurance charges', 'Not applicable'],
    other: ['Other charges payable to the lender (ticket fee and GST)', '₹'],
    disbursal: ['Schedule and date of disbursal', 'interest from the date of disbursal'],
    coLending: ['Co-lending arrangement', 'Not applicable'],
    outstanding: 'Outstanding principal',
  },
  hi: {
    validity: ['इस KFS की वैधता', '22-01-2025 12:00 IST तक (7 दिन)'],
    rateType: ['ब्याज दर का प्रकार', 'स्थिर'],
    rate: ['ब्याज दर', '0.04% प्रतिदिन'],
    processing: ['प्रोसेसिंग शुल्क (सेवा शुल्क)', '₹'],
    insurance: ['बीमा शुल्क', 'लागू नहीं'],
    other: ['ऋणदाता को देय अन्य शुल्क (टिकट शुल्क और GST)', '₹'],
    disbursal: ['वितरण का तरीका और तिथि', 'ब्याज वितरण की तिथि से'],
    coLending: ['सह-ऋण (को-लेंडिंग) व्यवस्था', 'लागू नहीं'],
    outstanding: 'बकाया मूलधन',
  },
  zh: {
    validity: ['本 KFS 的有效期', '至 22-01-2025 12:00（印度时间），共 7 天'],
    rateType: ['利率类型', '固定'],
    rate: ['利率', '每日 0.04%'],
    processing: ['手续处理费（服务费）', '₹'],
    insurance: ['保险费', '不适用'],
    other: ['支付给贷款方的其他费用（手续费及 GST）', '₹'],
    disbursal: ['放款安排及日期', '自放款之日起计息'],
    coLending: ['联合贷款安排', '不适用'],
    outstanding: '未偿本金',
  },
} as const;

describe.each(drivers)('the KFS in RBI format, an LSP app (default configuration) on %s', (driver) => {
  const ctx = useTestApp(driver);

  it.each(['en', 'hi', 'zh'] as const)(
    'has the validity row, the Annex B rows, the schedule with the principal outstanding, co-lending n/a and both parties (%s)',
    async (lang) => {
      const { token } = await approvedCustomer(
        ctx,
        `98765460${lang === 'en' ? '01' : lang === 'hi' ? '02' : '03'}`,
      );
      const id = await newOrder(ctx, token);
      const { rows, grid, text } = await kfsOf(ctx, token, id, lang);
      const value = (label: string) => rows.find((r) => r.label === label)?.value ?? `(no row ${label})`;
      const want = EXPECTED[lang];
      for (const [label, words] of [
        want.validity,
        want.rateType,
        want.rate,
        want.processing,
        want.insurance,
        want.other,
        want.disbursal,
        want.coLending,
      ]) {
        expect(value(label)).toContain(words);
      }
      // Annex C: one row per instalment; the principal outstanding when it falls due, from the whole loan to the last principal.
      expect(grid.columns).toHaveLength(6);
      expect(grid.columns[2]).toBe(want.outstanding);
      expect(grid.rows.length).toBe(6);
      expect(grid.rows[0]?.[2]).toBe('₹10,000');
      expect(grid.rows.at(-1)?.[2]).toBe(grid.rows.at(-1)?.[3]);
      // The lender with its registration, the LSP, both grievance officers, RBI's portals.
      for (const fact of [LENDER, 'N-00.00000', LSP, 'Priya Raman', 'Arjun Mehta'])
        expect(text).toContain(fact);
      expect(text).toContain('https://cms.rbi.org.in');
      expect(text).toContain('https://sachet.rbi.org.in');
    },
  );

  it('says no LSP collects, as the Terms say, and the agreement charges interest from the date of disbursal', async () => {
    const { token } = await approvedCustomer(ctx, '9876546004');
    const id = await newOrder(ctx, token);
    const { rows } = await kfsOf(ctx, token, id, 'en');
    expect(rows.find((r) => r.label === 'Lending service provider acting as recovery agent')?.value).toMatch(
      /^None\. RupeeSetu Technologies Private Limited .* it is not a recovery agent/,
    );
    const loan = (await send(ctx, token, 'GET', `/orders/${id}/documents/loan`)).json();
    const words = JSON.stringify(loan.blocks);
    expect(words).toContain('from the date of disbursal');
    expect(words).toContain(
      `${LENDER}, a non-banking financial company registered with the Reserve Bank of India (certificate of registration N-00.00000)`,
    );
    expect(words).toContain(`through the RupeeSetu app of ${LSP}, the Lender's lending service provider`);
  });

  it('names the lender in the signing code SMS', async () => {
    const { token } = await approvedCustomer(ctx, '9876546005');
    const id = await newOrder(ctx, token);
    await readAll(ctx, token, id);
    expect((await send(ctx, token, 'POST', `/orders/${id}/sign/code`)).statusCode).toBe(200);
    expect(ctx.sms.messages.at(-1)?.text).toMatch(
      /is your code to sign loan LN\w+ of ₹10,000 from Setu Finance Private Limited\./,
    );
  });

  it('holds the offer for the 7 days the KFS states: after that signing is refused and the order canceled', async () => {
    const { token } = await approvedCustomer(ctx, '9876546006');
    const id = await newOrder(ctx, token);
    await readAll(ctx, token, id);
    ctx.clock.set(new Date(new Date(TEST_START).getTime() + 7 * 86_400_000 + 60_000));
    const late = await send(ctx, token, 'POST', `/orders/${id}/sign/code`);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'OFFER_EXPIRED' });
    expect(late.json().message).toContain('22-01-2025 12:00');
    expect((await send(ctx, token, 'GET', `/orders/${id}`)).json().state).toBe('canceled');
    // The credit line is free again: a new withdrawal is priced today.
    const again = await call(
      ctx.app,
      'POST',
      '/api/v1/orders',
      { amountPaise: 10_000_00, termMonths: 3 },
      { headers: { authorization: `Bearer ${token}`, 'idempotency-key': 'sign-order-0002' } },
    );
    expect(again.statusCode, again.body).toBe(201);
  });
});

describe.each(drivers)("the KFS of the lender's own app (OPERATOR_MODEL=lender) on %s", (driver) => {
  const ctx = useTestApp(driver, { OPERATOR_MODEL: 'lender' });

  it.each(['en', 'hi', 'zh'] as const)('names the lender alone and no LSP (%s)', async (lang) => {
    const { token } = await approvedCustomer(
      ctx,
      `98765461${lang === 'en' ? '01' : lang === 'hi' ? '02' : '03'}`,
    );
    const id = await newOrder(ctx, token);
    const { rows, text } = await kfsOf(ctx, token, id, lang);
    expect(text).toContain(LENDER);
    expect(text).toContain('N-00.00000');
    expect(text).not.toContain(LSP);
    expect(text).not.toContain('Arjun Mehta');
    expect(rows.find((r) => r.label === EXPECTED[lang].validity[0])).toBeDefined();
  });
});

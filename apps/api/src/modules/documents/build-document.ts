import type { DocumentKindName } from '@app/contract';
import {
  formatBasisPoints,
  formatDate,
  formatPaise,
  type Lang,
  OFFER_VALID_DAYS,
  offerValidUntil,
  paise,
  ppmToPercent,
  RBI_CMS_URL,
  RBI_SACHET_URL,
} from '@app/domain';
import type { LoanOrderRow } from '../../db/schema';
import type { PdfBlock, PdfDocumentModel, PdfTableRow } from '../../lib/pdf';
import { contingentChargeRows, extensionTerms, failedDebitCharge, oneTimeChargeRows } from './charge-rows';
import { DOC_TEXT_EN, type DocTexts } from './texts-en';
import { DOC_TEXT_HI } from './texts-hi';
import { DOC_TEXT_ZH } from './texts-zh';

export type DocumentKind = DocumentKindName;

const TEXTS: Record<Lang, DocTexts> = { en: DOC_TEXT_EN, hi: DOC_TEXT_HI, zh: DOC_TEXT_ZH };

interface Officer {
  name: string;
  email: string;
  phone: string;
}

/** Who is who (decision 071): the lender, its grievance officer and, when the app is an LSP's, the LSP. */
export interface DocumentParties {
  brand: string;
  lender: string;
  lenderRegistration: string;
  lenderAddress: string;
  serviceEmail: string;
  /** The lender's nodal grievance redressal officer. */
  officer: Officer;
  /** The lending service provider running the app; null when it is the lender's own. */
  lsp: { name: string; address: string; officer: Officer } | null;
}

export interface DocumentInput {
  order: LoanOrderRow;
  borrower: { name: string; address: string };
  parties: DocumentParties;
  /** The charge on a failed auto-debit, in paise: the order's pricing.failedDebitChargePaise (0 = none). */
  failedDebitChargePaise: number;
}

/** `{{name}}` replaced by `values[name]`. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  );
}

const money = (p: number) => formatPaise(paise(p), { symbol: true });
const day = (key: string) => formatDate(`${key}T00:00:00+05:30`);

/** The figures every document quotes, formatted once so all three agree to the character. */
function figures(order: LoanOrderRow, t: DocTexts) {
  const first = order.schedule[0];
  const last = order.schedule[order.schedule.length - 1];
  const charges =
    order.serviceFeePaise +
    order.ticketFeePaise +
    order.creditReportFeePaise +
    order.gstPaise -
    order.couponPaise;
  return {
    amount: money(order.amountPaise),
    received: money(order.receivedPaise),
    term: `${fill(t.common.months, { n: order.termMonths })} (${fill(t.common.days, { n: order.termDays })})`,
    daily: `${ppmToPercent(order.dailyRatePpm)}%`,
    annual: `${ppmToPercent(order.dailyRatePpm * 365)}%`,
    apr: `${formatBasisPoints(order.aprBps)}%`,
    count: order.schedule.length,
    period: order.installmentDays,
    firstDue: first ? day(first.dueDay) : '',
    firstAmount: first ? money(first.totalPaise) : '',
    lastAmount: last ? money(last.totalPaise) : '',
    interest: money(order.interestPaise),
    charges: money(charges),
    repayable: money(order.totalRepayablePaise),
    penal: ppmToPercent(order.pricing.penalDailyPpm),
    hours: order.pricing.coolingOffHours,
    periods: `365/${order.installmentDays}`,
    lastDue: last ? day(last.dueDay) : '',
    startDay: day(order.startDay),
    validUntil: formatDate(offerValidUntil(order.createdAt), 'DD-MM-YYYY hh:mm'),
  };
}

const officerText = (o: Officer) => `${o.name}, ${o.email}, ${o.phone}`;

function kfsBlocks(input: DocumentInput, t: DocTexts): PdfBlock[] {
  const { order, parties } = input;
  const f = figures(order, t);
  const k = t.kfs;
  const gstBase = order.pricing.gstBase === 'all_fees' ? k.gstBaseAll : k.gstBaseService;
  const rows = (list: [string, string, boolean?][]): PdfBlock => ({
    kind: 'table',
    rows: list.map(([label, value, emphasis]): PdfTableRow => ({ label, value, emphasis })),
  });
  const rate = fill(k.rateValue, { daily: f.daily, annual: f.annual });
  const lsp = parties.lsp;
  return [
    rows([
      [k.lender, fill(k.lenderValue, { lender: parties.lender, address: parties.lenderAddress })],
      [k.registration, parties.lenderRegistration],
      [
        k.lspName,
        lsp ? `${lsp.name}, ${lsp.address}` : fill(k.noLsp, { brand: parties.brand, lender: parties.lender }),
      ],
      [k.validity, fill(k.validityValue, { days: OFFER_VALID_DAYS, date: f.validUntil }), true],
    ]),
    rows([
      [k.loanType, t.common.product[order.product]],
      [k.amount, f.amount, true],
      [k.disbursal, k.disbursalValue],
      [k.term, f.term],
      [k.instalmentType, fill(t.common.fortnightly, { n: order.installmentDays })],
      [k.instalmentCount, String(f.count)],
      [k.instalmentAmount, fill(k.instalmentRange, { first: f.firstAmount, last: f.lastAmount })],
      [k.firstDue, f.firstDue],
      [k.rate, rate],
      [k.floating, t.common.notApplicable],
    ]),
    { kind: 'heading', text: k.feesTitle },
    { kind: 'paragraph', text: k.feesToLender },
    rows([
      [k.serviceFee, money(order.serviceFeePaise)],
      [k.insurance, t.common.notApplicable],
      [k.ticketFee, money(order.ticketFeePaise)],
      [fill(k.gst, { base: gstBase }), money(order.gstPaise)],
    ]),
    { kind: 'paragraph', text: k.feesToThirdParty },
    rows([[k.creditReportFee, money(order.creditReportFeePaise)]]),
    rows([
      [k.coupon, order.couponPaise > 0 ? `- ${money(order.couponPaise)}` : t.common.none],
      [k.totalDeduction, money(order.totalDeductionPaise)],
      [k.received, f.received, true],
      [k.apr, f.apr, true],
    ]),
    { kind: 'paragraph', text: fill(k.aprNote, { periods: f.periods }) },
    { kind: 'heading', text: k.contingentTitle },
    rows([
      ...contingentChargeRows(order, input.failedDebitChargePaise, t),
      [k.switching, t.common.notApplicable],
    ]),
    { kind: 'heading', text: k.part2 },
    rows([
      [k.recoveryClause, k.recoveryClauseValue],
      [k.grievanceClause, k.grievanceClauseValue],
      [k.officer, officerText(parties.officer)],
      ...(lsp ? [[k.lspOfficer, officerText(lsp.officer)] as [string, string]] : []),
      [k.escalation, fill(k.escalationValue, { cms: RBI_CMS_URL, sachet: RBI_SACHET_URL })],
      [k.transfer, k.transferValue],
      [k.coLending, k.coLendingValue],
      [k.lsp, lsp ? fill(k.lspRecoveryValue, { lsp: lsp.name }) : t.common.none],
    ]),
    {
      kind: 'paragraph',
      text: `${k.coolingOff}: ${fill(k.coolingOffValue, { hours: f.hours, email: parties.serviceEmail })}`,
    },
    { kind: 'heading', text: k.annexB },
    rows([
      [k.amount, f.amount],
      [k.term, f.term],
      [k.instalmentCount, String(f.count)],
      [k.rateType, k.fixed],
      [
        k.rateOnly,
        `${fill(t.common.perDay, { rate: ppmToPercent(order.dailyRatePpm) })} (${fill(t.common.perYear, {
          rate: ppmToPercent(order.dailyRatePpm * 365),
        })})`,
      ],
      [k.totalInterest, f.interest],
      [k.processingFee, money(order.serviceFeePaise)],
      [k.insurance, t.common.notApplicable],
      [k.otherFees, money(order.ticketFeePaise + order.gstPaise)],
      [k.thirdPartyFees, money(order.creditReportFeePaise)],
      [k.coupon, order.couponPaise > 0 ? `- ${money(order.couponPaise)}` : t.common.none],
      [k.totalFees, f.charges],
      [k.received, f.received],
      [k.totalPaid, f.repayable, true],
      [k.apr, f.apr, true],
      [k.disbursalSchedule, fill(k.disbursalDateValue, { date: f.startDay })],
      [k.dueDates, fill(k.dueDatesValue, { n: order.installmentDays, first: f.firstDue, last: f.lastDue })],
    ]),
    { kind: 'heading', text: k.annexC },
    { kind: 'paragraph', text: fill(k.scheduleNote, { date: f.startDay }) },
    {
      kind: 'grid',
      columns: [...k.scheduleColumns],
      rows: order.schedule.map((row) => [
        String(row.number),
        day(row.dueDay),
        // RBI's Annex C: the principal outstanding when the instalment falls due, before it is paid
        money(row.closingPrincipalPaise + row.principalPaise),
        money(row.principalPaise),
        money(row.interestPaise),
        money(row.totalPaise),
      ]),
    },
  ];
}

function letterBlocks(input: DocumentInput, t: DocTexts): PdfBlock[] {
  const { order, borrower, parties } = input;
  const f = figures(order, t);
  const l = t.letter;
  const k = t.kfs;
  return [
    { kind: 'paragraph', text: fill(l.greeting, { name: borrower.name }) },
    { kind: 'paragraph', text: l.body },
    { kind: 'heading', text: l.termsTitle },
    {
      kind: 'table',
      rows: [
        { label: k.loanType, value: t.common.product[order.product] },
        { label: k.amount, value: f.amount, emphasis: true },
        { label: k.term, value: f.term },
        { label: k.rate, value: fill(k.rateValue, { daily: f.daily, annual: f.annual }) },
        { label: k.instalmentCount, value: String(f.count) },
        { label: k.firstDue, value: f.firstDue },
        { label: k.totalDeduction, value: money(order.totalDeductionPaise) },
        { label: k.received, value: f.received, emphasis: true },
        { label: k.totalPaid, value: f.repayable },
        { label: k.apr, value: f.apr, emphasis: true },
      ],
    },
    { kind: 'paragraph', text: fill(l.validity, { date: f.validUntil }) },
    { kind: 'heading', text: l.conditionsTitle },
    { kind: 'bullets', items: [...l.conditions] },
    { kind: 'paragraph', text: fill(l.closing, { lender: parties.lender }) },
  ];
}

function loanBlocks(input: DocumentInput, t: DocTexts): PdfBlock[] {
  const { order, borrower, parties } = input;
  const f = figures(order, t);
  const extension = extensionTerms(order, t);
  const failedDebitPaise = input.failedDebitChargePaise;
  const charge = failedDebitCharge(failedDebitPaise, t);
  const values = {
    ...f,
    date: formatDate(order.createdAt),
    lender: parties.lender,
    registration: parties.lenderRegistration,
    lenderAddress: parties.lenderAddress,
    platform: parties.lsp
      ? fill(t.loan.viaLsp, { product: parties.brand, lsp: parties.lsp.name })
      : fill(t.loan.viaOwnApp, { product: parties.brand }),
    name: borrower.name,
    address: borrower.address,
    product: parties.brand,
    email: parties.serviceEmail,
    officer: parties.officer.name,
    officerEmail: parties.officer.email,
    officerPhone: parties.officer.phone,
    penaltyFee: money(order.pricing.penaltyFeePaise),
    // Clause 4's extension terms, as the KFS states them (none with a cap of 0).
    extensionTerms:
      extension.max > 0
        ? fill(t.loan.extension, {
            extensionDays: extension.days,
            extensionFee: extension.fee,
            extensionGst: extension.gst,
            maxExtensions: extension.max,
          })
        : t.loan.noExtension,
    // Clause 3's bounce sentence and clause 4's auto-debit terms (issue 32), with the KFS's charge.
    bounceTerms: failedDebitPaise > 0 ? fill(t.loan.bounceCharged, { fee: charge }) : t.loan.bounceNone,
    autoDebitTerms: fill(t.loan.autoDebit, { charge }),
  };
  return [
    { kind: 'paragraph', text: fill(t.loan.parties, values) },
    ...t.loan.clauses.flatMap(([heading = '', body = '']): PdfBlock[] => [
      { kind: 'heading', text: heading },
      { kind: 'paragraph', text: fill(body, values) },
    ]),
    // Every charge of the KFS, from the same rows (issue 30, point 5).
    { kind: 'heading', text: t.loan.chargesTitle },
    {
      kind: 'table',
      rows: [
        ...oneTimeChargeRows(order, t),
        ...contingentChargeRows(order, input.failedDebitChargePaise, t),
      ].map(([label, value]) => ({
        label,
        value,
      })),
    },
  ];
}

/** One loan document, from the order's own figures, in `lang`. */
export function buildDocument(kind: DocumentKind, input: DocumentInput, lang: Lang): PdfDocumentModel {
  const t = TEXTS[lang];
  const { order, borrower, parties } = input;
  const title = kind === 'kfs' ? t.kfs.title : kind === 'letter' ? t.letter.title : t.loan.title;
  const blocks =
    kind === 'kfs' ? kfsBlocks(input, t) : kind === 'letter' ? letterBlocks(input, t) : loanBlocks(input, t);
  return {
    title,
    subtitle: kind === 'kfs' ? t.kfs.subtitle : undefined,
    brand: parties.brand,
    meta: [
      { label: t.common.orderNo, value: order.orderNo },
      { label: t.common.date, value: formatDate(order.createdAt) },
      { label: t.common.borrower, value: borrower.name },
      { label: t.common.lender, value: parties.lender },
      ...(parties.lsp ? [{ label: t.common.lsp, value: parties.lsp.name }] : []),
    ],
    blocks,
    footer: fill(t.common.footer, {
      lender: parties.lender,
      officer: parties.officer.name,
      officerEmail: parties.officer.email,
      officerPhone: parties.officer.phone,
    }),
  };
}

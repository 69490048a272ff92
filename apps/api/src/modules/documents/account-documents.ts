import type { AccountDocumentKind, DocumentList, DocumentQuery } from '@app/contract';
import {
  accrueDay,
  addDays,
  type BookInstalment,
  daysBetween,
  formatDate,
  formatPaise,
  isOpen,
  istDayKey,
  type Lang,
  paise,
  payoffOwing,
  quotedOwing,
} from '@app/domain';
import type { AppConfig } from '../../config/config';
import type { Db } from '../../db/client';
import type { LoanOrderRow } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { Clock } from '../../lib/clock';
import type { PdfBlock, PdfDocumentModel } from '../../lib/pdf';
import { loanAccountRepository } from '../orders';
import { bookRepository, bookTerms, certificateRepository } from '../repayment';
import { ACCOUNT_TEXT_EN, type AccountTexts } from './account-texts-en';
import { ACCOUNT_TEXT_HI } from './account-texts-hi';
import { ACCOUNT_TEXT_ZH } from './account-texts-zh';
import { type DocumentInput, fill } from './build-document';
import type { InputFor } from './document-input';
import { buildStatement } from './statement-lines';
import { statementRepository } from './statement-repository';
import { DOC_TEXT_EN } from './texts-en';
import { DOC_TEXT_HI } from './texts-hi';
import { DOC_TEXT_ZH } from './texts-zh';

const TEXTS: Record<Lang, AccountTexts> = { en: ACCOUNT_TEXT_EN, hi: ACCOUNT_TEXT_HI, zh: ACCOUNT_TEXT_ZH };
const DOC_TEXTS = { en: DOC_TEXT_EN, hi: DOC_TEXT_HI, zh: DOC_TEXT_ZH };

/** The longest statement one request builds (issue 33): a year and a month of daily lines. */
export const STATEMENT_MAX_DAYS = 400;
/** How far ahead a foreclosure letter may be dated. */
export const FORECLOSURE_MAX_DAYS = 30;

type Config = Pick<AppConfig, 'EXTENSION_DAYS' | 'LENDER_VPA' | 'LENDER_PAYEE_NAME'>;

export interface AccountDocumentDeps {
  db: Db;
  clock: Clock;
  config: Config;
  inputFor: InputFor;
}

const money = (p: number) => formatPaise(paise(p), { symbol: true });
const day = (key: string) => formatDate(`${key}T00:00:00+05:30`);
const CLOSED = ['settled', 'canceled_cooling_off'];
/** A real calendar day (the query's pattern lets 2025-02-30 through). */
function dayOf(key: string | undefined, fallback: string): string {
  if (key === undefined) return fallback;
  const parsed = new Date(`${key}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== key) {
    throw new AppError('DATE_INVALID');
  }
  return key;
}
const paidOutDay = (order: LoanOrderRow) => (order.disbursedAt ? istDayKey(order.disbursedAt) : null);

/** A document's frame: the same chrome as the loan documents (brand, meta, the grievance footer). */
function framed(
  input: DocumentInput,
  title: string,
  meta: { label: string; value: string }[],
  blocks: PdfBlock[],
  footer: string,
): PdfDocumentModel {
  return { title, brand: input.parties.brand, meta, blocks, footer };
}

/**
 * The account's documents (issue 33, decision 081): the statement of account
 * read from the ledger, the foreclosure letter priced by the domain's payoff
 * (what a full repayment that day costs), the no-dues certificate written when
 * the loan was settled, and the schedule as the books keep it. Built when
 * asked, in the reader's language; never stored, never signed by the borrower.
 */
export function createAccountDocuments(deps: AccountDocumentDeps) {
  const { db, clock, config, inputFor } = deps;
  const today = () => istDayKey(clock.now());

  /** The books brought to `to` in memory (as a payment that day would bring them): nothing saved. */
  async function bookOn(order: LoanOrderRow, to: string): Promise<BookInstalment[]> {
    let book = await bookRepository.load(db, order.id);
    const account = await loanAccountRepository.find(db, order.id);
    const terms = bookTerms(order, config.EXTENSION_DAYS);
    const from = account?.accruedThrough ?? order.startDay;
    // A settled (one-time settlement) or written-off loan no longer accrues (decision 088).
    if (account && !account.accruing) return book;
    for (let d = addDays(from, 1); daysBetween(d, to) >= 0; d = addDays(d, 1)) {
      book = accrueDay(book, d, terms).book;
    }
    return book;
  }

  /** The meta lines and the footer, in the loan documents' own words. */
  function common(order: LoanOrderRow, input: DocumentInput, lang: Lang) {
    const t = TEXTS[lang];
    const c = DOC_TEXTS[lang].common;
    const { parties } = input;
    return {
      t,
      base: [
        { label: c.orderNo, value: order.orderNo },
        { label: t.common.issuedOn, value: formatDate(clock.now()) },
        { label: c.borrower, value: input.borrower.name },
        { label: c.lender, value: parties.lender },
        ...(parties.lsp ? [{ label: c.lsp, value: parties.lsp.name }] : []),
      ],
      footer: fill(c.footer, {
        lender: parties.lender,
        officer: parties.officer.name,
        officerEmail: parties.officer.email,
        officerPhone: parties.officer.phone,
      }),
    };
  }

  async function statement(order: LoanOrderRow, query: DocumentQuery, lang: Lang) {
    const start = paidOutDay(order);
    if (!start) throw new AppError('STATEMENT_RANGE_INVALID');
    const from = dayOf(query.from, start);
    const to = dayOf(query.to, today());
    if (from < start || to < from || to > today() || daysBetween(from, to) > STATEMENT_MAX_DAYS) {
      throw new AppError('STATEMENT_RANGE_INVALID');
    }
    const input = await inputFor(order);
    const { t, base, footer } = common(order, input, lang);
    const s = t.statement;
    const built = buildStatement(await statementRepository.journals(db, order.id), from, to);
    const debits = built.lines.reduce((sum, l) => sum + l.debitPaise, 0);
    const credits = built.lines.reduce((sum, l) => sum + l.creditPaise, 0);
    const blocks: PdfBlock[] = [
      { kind: 'heading', text: s.summary },
      {
        kind: 'table',
        rows: [
          { label: s.opening, value: money(built.openingPaise) },
          { label: s.debits, value: money(debits) },
          { label: s.credits, value: money(credits) },
          { label: s.closing, value: money(built.closingPaise), emphasis: true },
        ],
      },
      { kind: 'heading', text: s.lines },
      built.lines.length === 0
        ? { kind: 'paragraph', text: s.none }
        : {
            kind: 'grid',
            columns: [...s.columns],
            rows: built.lines.map((l) => [
              day(l.day),
              s.items[l.item],
              l.debitPaise ? money(l.debitPaise) : '',
              l.creditPaise ? money(l.creditPaise) : '',
              money(l.balancePaise),
            ]),
          },
      { kind: 'paragraph', text: s.note },
    ];
    const meta = [...base, { label: s.period, value: fill(s.periodValue, { from: day(from), to: day(to) }) }];
    return framed(input, s.title, meta, blocks, footer);
  }

  async function foreclosure(order: LoanOrderRow, query: DocumentQuery, lang: Lang) {
    if (CLOSED.includes(order.state)) throw new AppError('LOAN_SETTLED');
    if (order.state !== 'disbursed') throw new AppError('ORDER_NOT_REPAYABLE');
    const on = dayOf(query.date, today());
    const ahead = daysBetween(today(), on);
    if (ahead < 0 || ahead > FORECLOSURE_MAX_DAYS) throw new AppError('DATE_INVALID');
    const book = await bookOn(order, on);
    // What a full repayment on that day is asked (create-repayment's 'full'), and its parts.
    const totalPaise = quotedOwing(book, on, bookTerms(order, config.EXTENSION_DAYS), 'full');
    const parts = payoffOwing(book);
    const input = await inputFor(order);
    const { t, base, footer } = common(order, input, lang);
    const f = t.foreclosure;
    const values = {
      orderNo: order.orderNo,
      date: day(on),
      amount: money(totalPaise),
      brand: input.parties.brand,
      vpa: config.LENDER_VPA,
      payee: config.LENDER_PAYEE_NAME,
    };
    const blocks: PdfBlock[] = [
      { kind: 'paragraph', text: fill(f.intro, values) },
      { kind: 'heading', text: f.breakdown },
      {
        kind: 'table',
        rows: [
          { label: f.principal, value: money(parts.principalPaise) },
          { label: fill(f.interest, values), value: money(parts.interestPaise) },
          { label: f.charges, value: money(parts.penalPaise) },
          { label: f.total, value: money(totalPaise), emphasis: true },
          { label: f.validUntil, value: fill(f.validUntilValue, values) },
        ],
      },
      { kind: 'heading', text: f.howToPay },
      { kind: 'bullets', items: f.pay.map((text) => fill(text, values)) },
      { kind: 'paragraph', text: f.after },
    ];
    const meta = [...base, { label: f.validUntil, value: fill(f.validUntilValue, values) }];
    return framed(input, f.title, meta, blocks, footer);
  }

  async function noc(order: LoanOrderRow, lang: Lang) {
    const certificate = await certificateRepository.findNoc(db, order.id);
    if (!certificate) throw new AppError('NOC_NOT_ISSUED');
    const input = await inputFor(order);
    const { t, base, footer } = common(order, input, lang);
    const n = t.noc;
    const values = {
      name: input.borrower.name,
      orderNo: order.orderNo,
      amount: money(order.amountPaise),
      paidOut: day(paidOutDay(order) ?? order.startDay),
      lender: input.parties.lender,
    };
    const exited = order.state === 'canceled_cooling_off';
    const blocks: PdfBlock[] = [
      { kind: 'paragraph', text: fill(exited ? n.bodyExit : n.body, values) },
      {
        kind: 'table',
        rows: [
          { label: n.number, value: certificate.number, emphasis: true },
          { label: t.common.amountPaidOut, value: money(order.amountPaise) },
          { label: t.common.paidOutOn, value: values.paidOut },
          { label: n.closedOn, value: formatDate(order.closedAt ?? certificate.issuedAt) },
        ],
      },
      { kind: 'bullets', items: [...n.bullets] },
      { kind: 'paragraph', text: fill(n.issuedBy, values) },
    ];
    const meta = [
      { label: n.number, value: certificate.number },
      ...base.map((m) =>
        m.label === t.common.issuedOn ? { ...m, value: formatDate(certificate.issuedAt) } : m,
      ),
    ];
    return framed(input, n.title, meta, blocks, footer);
  }

  async function schedule(order: LoanOrderRow, lang: Lang) {
    if (!paidOutDay(order)) throw new AppError('ORDER_NOT_REPAYABLE');
    const book = await bookRepository.load(db, order.id);
    const input = await inputFor(order);
    const { t, base, footer } = common(order, input, lang);
    const s = t.schedule;
    const now = today();
    const charges = (i: BookInstalment) => i.penalPaise + i.penaltyFeePaise + i.failedDebitChargePaise;
    const paid = (i: BookInstalment) => i.paidPrincipalPaise + i.paidInterestPaise + i.paidPenalPaise;
    const status = (i: BookInstalment) =>
      !isOpen(i) && i.paidDay
        ? fill(s.paidOn, { date: day(i.paidDay) })
        : i.dueDay < now
          ? s.overdue
          : s.upcoming;
    const rows = book.map((i) => [
      String(i.number),
      day(i.dueDay),
      money(i.principalPaise),
      money(i.interestPaise),
      money(charges(i)),
      money(paid(i)),
      status(i),
    ]);
    const total = (f: (i: BookInstalment) => number) => money(book.reduce((sum, i) => sum + f(i), 0));
    rows.push([
      s.total,
      '',
      total((i) => i.principalPaise),
      total((i) => i.interestPaise),
      total(charges),
      total(paid),
      '',
    ]);
    const blocks: PdfBlock[] = [
      { kind: 'paragraph', text: s.intro },
      { kind: 'grid', columns: [...s.columns], rows },
      {
        kind: 'table',
        rows: [{ label: s.outstanding, value: money(payoffOwing(book).totalPaise), emphasis: true }],
      },
    ];
    return framed(input, s.title, base, blocks, footer);
  }

  return {
    /** The list's entries for the account documents: which can be opened now, and the NOC's issue time. */
    async list(order: LoanOrderRow, lang: Lang): Promise<DocumentList['documents']> {
      const t = TEXTS[lang];
      const paidOut = paidOutDay(order) !== null;
      const certificate = await certificateRepository.findNoc(db, order.id);
      const entry = (kind: AccountDocumentKind, title: string, available: boolean) => ({
        kind,
        title,
        readAt: null,
        available,
        issuedAt: kind === 'noc' ? (certificate?.issuedAt.toISOString() ?? null) : null,
      });
      return [
        entry('statement', t.statement.title, paidOut),
        entry('foreclosure', t.foreclosure.title, order.state === 'disbursed'),
        entry('noc', t.noc.title, certificate !== null),
        entry('schedule', t.schedule.title, paidOut),
      ];
    },

    /** One account document of the order, as the page and the PDF show it. */
    async build(
      order: LoanOrderRow,
      kind: AccountDocumentKind,
      query: DocumentQuery,
      lang: Lang,
    ): Promise<PdfDocumentModel> {
      switch (kind) {
        case 'statement':
          return statement(order, query, lang);
        case 'foreclosure':
          return foreclosure(order, query, lang);
        case 'noc':
          return noc(order, lang);
        case 'schedule':
          return schedule(order, lang);
      }
    },
  };
}

export type AccountDocuments = ReturnType<typeof createAccountDocuments>;

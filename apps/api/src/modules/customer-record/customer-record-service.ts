import { type BureauReport, isLang, normalizeIndianPhone } from '@app/domain';
import type { Db, Executor } from '../../db/client';
import type { ApplicationRow, LoanInstalmentRow } from '../../db/schema';
import { transact } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import type { Clock } from '../../lib/clock';
import { auditRepository } from '../../platform/audit-repository';
import type { PhotoUrlSigner } from '../../platform/photo-urls';
import { applicationRepository, latestPhotos } from '../application';
import { kycRepository, toStaffKyc } from '../kyc';
import { toMessageView } from '../messages';
import type { AuthenticatedStaff } from '../staff';
import {
  type CustomerQuery,
  type Page,
  pageTotal,
  customerRecordRepository as repo,
} from './customer-record-repository';
import { applicationView, orderView, profileView } from './customer-record-view';

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** Letters (any script) and the marks, dots, hyphens and apostrophes of names, between spaces. */
const NAME = /^[\p{L}\p{M}][\p{L}\p{M}.'\- ]*$/u;
/** A name search returns at most this many customers: a person narrows it with more of the name. */
export const NAME_SEARCH_CAP = 50;

/**
 * A search text as a query: a whole phone, 4 to 9 last digits, an order
 * number, or 3 or more letters of a name (up to 5 words); null when it is none.
 */
export function parseCustomerQuery(q: string): CustomerQuery | null {
  const text = q.trim();
  if (/^LN[0-9A-Za-z]{4,30}$/i.test(text)) return { orderNo: text };
  const phone = normalizeIndianPhone(text);
  if (phone) return { phone };
  const digits = text.replace(/[\s-]/g, '');
  if (/^\d{4,9}$/.test(digits)) return { phoneEnding: digits };
  if (!NAME.test(text) || text.replace(/[\s.'-]/g, '').length < 3) return null;
  return { nameWords: text.toLowerCase().split(/\s+/).slice(0, 5) };
}

/** Why a text is no query: too little of it, or characters no phone, order or name has. */
function refusal(q: string) {
  const text = q.trim();
  const digitsOnly = /^[\d\s+-]*$/.test(text);
  const significant = text.replace(/[\s.'+-]/g, '').length;
  return significant < 3 || (digitsOnly && significant < 4)
    ? new AppError('CUSTOMER_SEARCH_TOO_SHORT', { field: 'q' })
    : new AppError('CUSTOMER_SEARCH_INVALID', { field: 'q' });
}

/** The bureau pull of the newest application that made one: at underwriting, when it referred or decided. */
function bureauOf(applications: readonly ApplicationRow[]) {
  const pulled = applications.find((a) => a.bureauReport);
  if (!pulled) return null;
  return {
    applicationId: pulled.id,
    pulledAt: iso(pulled.referredAt ?? pulled.decidedAt),
    report: pulled.bureauReport as BureauReport,
  };
}

/**
 * Customer service's read of a borrower: search, and the record (profile,
 * applications, orders with their books, ledger, repayments, messages,
 * feedback). Nothing here changes anything; opening a record is audited
 * (decision 034), the tabs behind it are not.
 */
export function createCustomerRecordService(deps: {
  db: Db;
  clock: Clock;
  /** Signs the card images' URLs; without it the record lists none. */
  signer?: PhotoUrlSigner;
  /** Fills {{lenderName}} in messages stored before the SMS named the lender, as the borrower's app does. */
  lenderName?: string;
}) {
  const { db, clock } = deps;

  /** The newest application's card images (decision 075: stored masked), behind signed URLs. */
  async function cardImages(tx: Executor, applicationId: string | undefined, now: Date) {
    const { signer } = deps;
    if (!signer || !applicationId) return [];
    const photos = latestPhotos(await applicationRepository.acceptedPhotos(tx, applicationId));
    return [...photos.values()]
      .filter((p) => p.kind === 'aadhaar_front' || p.kind === 'aadhaar_back' || p.kind === 'face')
      .map((p) => ({
        kind: p.kind,
        url: signer.sign(p, now),
        masking: p.masking,
        uploadedAt: p.createdAt.toISOString(),
      }));
  }

  async function search(actor: AuthenticatedStaff, q: string, page: Page) {
    const query = parseCustomerQuery(q);
    if (!query) throw refusal(q);
    if ('nameWords' in query) return searchByName(actor, query, page);
    const rows = await repo.search(db, query, page);
    return {
      customers: rows.map((r) => ({
        id: r.id,
        phone: r.phone,
        name: r.name ?? null,
        applicationState: r.applicationState ?? null,
        createdAt: r.createdAt.toISOString(),
        lastLoginAt: iso(r.lastLoginAt),
      })),
      total: pageTotal(rows),
    };
  }

  /**
   * A name matches many people: the first 50 (by last login) and no more, and
   * the search is audited with whom it showed (decision 091), never its words.
   */
  async function searchByName(actor: AuthenticatedStaff, query: CustomerQuery, page: Page) {
    const limit = Math.min(page.limit, NAME_SEARCH_CAP - page.offset);
    const rows = limit > 0 ? await repo.search(db, query, { offset: page.offset, limit }) : [];
    const matched = rows.length > 0 ? pageTotal(rows) : 0;
    await auditRepository.record(
      db,
      {
        staffId: actor.staffId,
        action: 'customers.search_name',
        subjectType: 'customer_search',
        subjectId: actor.staffId,
        after: { matched, shown: rows.map((r) => r.id) },
      },
      clock.now(),
    );
    return {
      customers: rows.map((r) => ({
        id: r.id,
        phone: r.phone,
        name: r.name ?? null,
        applicationState: r.applicationState ?? null,
        createdAt: r.createdAt.toISOString(),
        lastLoginAt: iso(r.lastLoginAt),
      })),
      total: Math.min(matched, NAME_SEARCH_CAP),
      capped: matched > NAME_SEARCH_CAP,
    };
  }

  async function mustExist(id: string) {
    const customer = await repo.customer(db, id);
    if (!customer) throw new AppError('NOT_FOUND');
    return customer;
  }

  async function record(actor: AuthenticatedStaff, id: string) {
    const now = clock.now();
    return transact(db, async (tx) => {
      const customer = await repo.customer(tx, id);
      if (!customer) throw new AppError('NOT_FOUND');
      const [applications, orders] = await Promise.all([repo.applications(tx, id), repo.orders(tx, id)]);
      const books = await repo.instalments(
        tx,
        orders.map((o) => o.id),
      );
      const classes = new Map(
        (
          await repo.classifications(
            tx,
            orders.map((o) => o.id),
          )
        ).map(({ orderId, ...c }) => [orderId, c]),
      );
      const byOrder = new Map<string, LoanInstalmentRow[]>();
      for (const row of books) byOrder.set(row.orderId, [...(byOrder.get(row.orderId) ?? []), row]);
      // A lender keeps who looked at whom: the view and its audit entry land together.
      await auditRepository.record(
        tx,
        { staffId: actor.staffId, action: 'customers.view', subjectType: 'customer', subjectId: id },
        now,
      );
      const kyc = toStaffKyc(await kycRepository.latest(tx, id));
      return {
        profile: profileView(customer, applications[0]),
        kyc,
        cardImages: await cardImages(tx, applications[0]?.id, now),
        applications: applications.map(applicationView),
        orders: orders.map((o) => orderView(o, byOrder.get(o.id) ?? [], now, classes.get(o.id))),
        bureau: bureauOf(applications),
      };
    });
  }

  async function ledger(id: string, page: Page) {
    await mustExist(id);
    const journals = await repo.journals(db, id, page);
    const [entries, balancePaise] = await Promise.all([
      repo.entries(db, id, journals),
      repo.ledgerBalance(db, id),
    ]);
    return {
      journals: journals.map((j) => {
        const lines = entries
          .filter((e) => e.journalId === j.id)
          .map((e) => ({ account: e.account, amountPaise: e.amountPaise }));
        return {
          id: j.id,
          kind: j.kind,
          eventKey: j.eventKey,
          orderNo: j.orderNo ?? null,
          createdAt: j.createdAt.toISOString(),
          batch: j.batch,
          entries: lines,
          sumPaise: lines.reduce((sum, e) => sum + e.amountPaise, 0),
        };
      }),
      total: pageTotal(journals),
      balancePaise,
    };
  }

  async function repayments(id: string, page: Page) {
    await mustExist(id);
    const rows = await repo.repayments(db, id, page);
    return {
      repayments: rows.map(({ repayment: r, orderNo }) => ({
        id: r.id,
        orderNo,
        kind: r.kind,
        method: r.method,
        state: r.state,
        amountPaise: r.amountPaise,
        couponPaise: r.couponPaise,
        utr: r.utr,
        failureReason: r.failureReason,
        createdAt: r.createdAt.toISOString(),
        settledAt: iso(r.settledAt),
      })),
      total: pageTotal(rows),
    };
  }

  /** The message center as the borrower read it: each text rendered in their language. */
  async function messages(id: string, page: Page) {
    const customer = await mustExist(id);
    const language = isLang(customer.language) ? customer.language : 'en';
    const rows = await repo.messages(db, id, page);
    return {
      messages: rows.map(({ message: m }) => {
        const { title, body } = toMessageView(m, language, deps.lenderName ?? '');
        return {
          id: m.id,
          kind: m.kind,
          template: m.template,
          params: m.params,
          title,
          body,
          createdAt: m.createdAt.toISOString(),
          readAt: iso(m.readAt),
        };
      }),
      total: pageTotal(rows),
      language,
    };
  }

  async function feedback(id: string, page: Page) {
    await mustExist(id);
    const rows = await repo.feedback(db, id, page);
    const replies = await repo.replies(
      db,
      rows.map((r) => r.feedback.id),
    );
    return {
      feedback: rows.map(({ feedback: f }) => ({
        id: f.id,
        text: f.text,
        status: f.status,
        hasScreenshot: f.screenshotKey !== null,
        createdAt: f.createdAt.toISOString(),
        answeredAt: iso(f.answeredAt),
        replies: replies
          .filter((r) => r.feedbackId === f.id)
          .map((r) => ({ author: r.author, text: r.text, createdAt: r.createdAt.toISOString() })),
      })),
      total: pageTotal(rows),
    };
  }

  return { search, record, ledger, repayments, messages, feedback, mustExist };
}

export type CustomerRecordService = ReturnType<typeof createCustomerRecordService>;

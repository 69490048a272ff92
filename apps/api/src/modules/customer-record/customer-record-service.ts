import { normalizeIndianPhone } from '@app/domain';
import type { Db, Executor } from '../../db/client';
import type { LoanInstalmentRow } from '../../db/schema';
import { transact } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import type { Clock } from '../../lib/clock';
import { auditRepository } from '../../platform/audit-repository';
import type { PhotoUrlSigner } from '../../platform/photo-urls';
import { applicationRepository, latestPhotos } from '../application';
import { kycRepository, toStaffKyc } from '../kyc';
import type { AuthenticatedStaff } from '../staff';
import {
  type CustomerQuery,
  type Page,
  pageTotal,
  customerRecordRepository as repo,
} from './customer-record-repository';
import { applicationView, orderView, profileView } from './customer-record-view';

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** A search text as a query: a whole phone, 4 to 9 last digits, or an order number; null when it is none. */
export function parseCustomerQuery(q: string): CustomerQuery | null {
  const text = q.trim();
  if (/^LN[0-9A-Za-z]{4,30}$/i.test(text)) return { orderNo: text };
  const phone = normalizeIndianPhone(text);
  if (phone) return { phone };
  const digits = text.replace(/[\s-]/g, '');
  return /^\d{4,9}$/.test(digits) ? { phoneEnding: digits } : null;
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

  async function search(q: string, page: Page) {
    const query = parseCustomerQuery(q);
    if (!query) throw new AppError('VALIDATION_FAILED', { field: 'q' });
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

  async function messages(id: string, page: Page) {
    await mustExist(id);
    const rows = await repo.messages(db, id, page);
    return {
      messages: rows.map(({ message: m }) => ({
        id: m.id,
        kind: m.kind,
        template: m.template,
        params: m.params,
        createdAt: m.createdAt.toISOString(),
        readAt: iso(m.readAt),
      })),
      total: pageTotal(rows),
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

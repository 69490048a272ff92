import { randomInt } from 'node:crypto';
import type { DocumentKindName, StaffCustomerDocuments, StaffResendDocumentBody } from '@app/contract';
import { isLang, type Lang } from '@app/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { EmailAttachment, EmailSender } from '../../adapters/email';
import type { SmsSender } from '../../adapters/sms';
import type { Db, Executor } from '../../db/client';
import type { DocumentDeliveryRow, JobRow } from '../../db/schema';
import { transact } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import type { Clock } from '../../lib/clock';
import { hmacSha256Hex, sameHex } from '../../lib/hashing';
import { maskPhone } from '../../lib/mask-phone';
import { auditRepository } from '../../platform/audit-repository';
import { customerRepository } from '../../platform/customer-repository';
import { jobQueue } from '../../platform/job-queue';
import type { AuthenticatedCustomer } from '../auth';
import type { AuthenticatedStaff } from '../staff';
import { deliveryRepository as repo } from './delivery-repository';
import type { DocumentLinks } from './document-link';
import { profileEmail } from './email-service';
import { DELIVERY_TEXTS } from './texts';

/** The job that e-mails (when verified) and texts the links of one or more deliveries of an order. */
export const DOCUMENTS_DELIVER_JOB = 'documents_deliver';

export const LINK_CODE_TTL_MINUTES = 10;
export const LINK_CODE_ATTEMPTS = 5;

export interface DocumentQuery {
  from?: string;
  to?: string;
  date?: string;
}

/** The documents module as delivery reads it (app.ts wires it): the same PDFs and list the borrower gets. */
export interface DocumentSource {
  pdf(
    customerId: string,
    orderId: string,
    kind: DocumentKindName,
    lang: Lang,
    query: DocumentQuery,
  ): Promise<Buffer>;
  list(
    customerId: string,
    orderId: string,
    lang: Lang,
  ): Promise<{ documents: { kind: DocumentKindName; title: string; available?: boolean }[] }>;
}

export interface DeliveryServiceDeps {
  db: Db;
  clock: Clock;
  email: EmailSender;
  sms: SmsSender;
  links: DocumentLinks;
  source: DocumentSource;
  logger: FastifyBaseLogger;
  config: {
    APP_SECRET: string;
    PRO_NAME: string;
    LENDER_NAME: string;
    DOCUMENT_LINK_TTL_DAYS: number;
    OTP_RESEND_COOLDOWN_SECONDS: number;
    PUBLIC_APP_URL?: string;
    PORT: number;
  };
}

const IST_MS = 330 * 60_000;
/** The Asia/Kolkata calendar day of an instant, YYYY-MM-DD. */
export const istDay = (at: Date) => new Date(at.getTime() + IST_MS).toISOString().slice(0, 10);
/** The instant an Asia/Kolkata month (YYYY-MM) begins. */
const istMonthStart = (month: string) => new Date(Date.parse(`${month}-01T00:00:00Z`) - IST_MS);
const previousMonth = (month: string) => {
  const d = new Date(Date.parse(`${month}-01T00:00:00Z`));
  d.setUTCMonth(d.getUTCMonth() - 1);
  return d.toISOString().slice(0, 7);
};
const lastDayOf = (month: string) => {
  const d = new Date(Date.parse(`${month}-01T00:00:00Z`));
  d.setUTCMonth(d.getUTCMonth() + 1, 0);
  return d.toISOString().slice(0, 10);
};

export interface Schedule {
  customerId: string;
  orderId: string;
  kinds: readonly DocumentKindName[];
  trigger: DocumentDeliveryRow['trigger'];
  period?: string;
  staffId?: string | null;
}

/**
 * Sends the borrower's documents without being asked (issue 33, decision 082):
 * the signed KFS, sanction letter and agreement at signing, the NOC at
 * closure, a statement each India month while the loan is open, and any of
 * them again when customer service re-sends it. A delivery row is written in
 * the caller's transaction (automatic ones once per order, kind and period) and
 * a job sends it: an e-mail with the PDFs to a verified address only, and an
 * SMS with a signed link that expires.
 */
export function createDeliveryService(deps: DeliveryServiceDeps) {
  const { db, clock, config, links, source } = deps;
  const codeHash = (deliveryId: string, code: string) =>
    hmacSha256Hex(config.APP_SECRET, `document-link-code:${deliveryId}:${code}`);
  const baseUrl = (config.PUBLIC_APP_URL ?? `http://localhost:${config.PORT}`).replace(/\/$/, '');

  /** Writes the deliveries (skipping automatic ones already made) and queues their job; the new rows' ids. */
  async function schedule(tx: Executor, plan: Schedule, now: Date): Promise<string[]> {
    const ids: string[] = [];
    for (const kind of plan.kinds) {
      const row = await repo.insert(tx, {
        customerId: plan.customerId,
        orderId: plan.orderId,
        kind,
        period: plan.period ?? '',
        trigger: plan.trigger,
        staffId: plan.staffId ?? null,
        createdAt: now,
      });
      if (row) ids.push(row.id);
    }
    if (ids.length > 0) {
      await jobQueue.enqueue(tx, {
        kind: DOCUMENTS_DELIVER_JOB,
        payload: { deliveryIds: ids },
        runAt: now,
        now,
      });
    }
    return ids;
  }

  /** A delivery's query: a monthly statement covers its India month from the payout day; others the defaults. */
  function queryOf(row: DocumentDeliveryRow, paidOutOn: string | null): DocumentQuery {
    if (row.kind !== 'statement' || !row.period) return {};
    const first = `${row.period}-01`;
    return { from: paidOutOn && paidOutOn > first ? paidOutOn : first, to: lastDayOf(row.period) };
  }

  async function render(row: DocumentDeliveryRow, lang: Lang): Promise<Buffer> {
    const query = queryOf(row, await paidOutDay(row.orderId));
    return source.pdf(row.customerId, row.orderId, row.kind as DocumentKindName, lang, query);
  }

  async function paidOutDay(orderId: string): Promise<string | null> {
    const order = await repo.order(db, orderId);
    return order?.disbursedAt ? istDay(order.disbursedAt) : null;
  }

  async function orderNo(orderId: string): Promise<string> {
    return (await repo.order(db, orderId))?.orderNo ?? '';
  }

  /** Job: one e-mail with every PDF (verified address only), then one SMS with a link to each. */
  async function deliver(job: JobRow): Promise<void> {
    const ids = Array.isArray(job.payload.deliveryIds) ? job.payload.deliveryIds.map(String) : [];
    const rows = await repo.findMany(db, ids);
    const [first] = rows;
    if (!first) return;
    const customer = await customerRepository.findById(db, first.customerId);
    if (!customer) return;
    const lang: Lang = isLang(customer.language) ? customer.language : 'en';
    const texts = DELIVERY_TEXTS[lang];
    const number = await orderNo(first.orderId);
    const address = await repo.email(db, customer.id);
    const verified = address?.verifiedAt ? address.email : null;
    const params = { proName: config.PRO_NAME, lenderName: config.LENDER_NAME, orderNo: number };
    let emailed = rows.every((r) => r.emailedTo !== null);
    if (verified && !emailed) {
      const attachments: EmailAttachment[] = [];
      for (const row of rows) {
        const suffix = row.period ? `-${row.period}` : '';
        attachments.push({
          filename: `${row.kind.toUpperCase()}-${number}${suffix}.pdf`,
          content: await render(row, lang),
          contentType: 'application/pdf',
        });
      }
      const names = rows.map((r) => texts.documentName[r.kind] ?? r.kind).join(', ');
      await deps.email.send({
        to: verified,
        subject: texts.subject({ ...params, trigger: first.trigger }),
        text: texts.body({ ...params, names }),
        attachments,
      });
      for (const row of rows) await repo.update(db, row.id, { emailedTo: verified });
      emailed = true;
    }
    const now = clock.now();
    // The app's page for the link (web #/d/:token), which asks for the code or uses the session:
    // a phone opening /api/v1/d/<token> itself would only show JSON.
    const list = rows
      .map((r) => `${texts.documentName[r.kind] ?? r.kind} ${baseUrl}/#/d/${links.sign(r.id, now)}`)
      .join(' ; ');
    const text = texts.sms({
      ...params,
      links: list,
      days: config.DOCUMENT_LINK_TTL_DAYS,
      emailed: Boolean(verified),
    });
    await deps.sms.send({ to: customer.phone, text }).catch((err: unknown) => {
      deps.logger.warn({ err, orderId: first.orderId }, 'document link SMS not sent');
    });
  }

  /** The delivery a link names, if it still is what it was sent as. */
  async function linked(token: string): Promise<DocumentDeliveryRow> {
    const id = links.verify(token, clock.now());
    const row = await repo.find(db, id);
    if (!row) throw new AppError('DOCUMENT_LINK_INVALID');
    return row;
  }

  async function languageOf(customerId: string): Promise<Lang> {
    const customer = await customerRepository.findById(db, customerId);
    return customer && isLang(customer.language) ? customer.language : 'en';
  }

  return {
    schedule,
    deliver,

    /** Refuses an altered (403) or expired (410) link, or one naming no delivery. */
    async checkLink(token: string): Promise<void> {
      await linked(token);
    },

    /** At signing, once the signed PDFs are stored: the three loan documents. */
    async onSigned(orderId: string): Promise<void> {
      const order = await repo.order(db, orderId);
      if (!order?.signedAt) return;
      const plan = { customerId: order.customerId, orderId, kinds: ['kfs', 'letter', 'loan'] as const };
      await transact(db, (tx) => schedule(tx, { ...plan, trigger: 'signing' }, clock.now()));
    },

    /** At closure (in the settling transaction): the NOC. */
    async onNocIssued(tx: Executor, order: { id: string; customerId: string }, now: Date): Promise<void> {
      await schedule(
        tx,
        { customerId: order.customerId, orderId: order.id, kinds: ['noc'], trigger: 'closure' },
        now,
      );
    },

    /**
     * The monthly statement, run by the tick: from the first India day of a
     * month, each loan open and paid out before that month began gets the
     * last month's statement, once (the unique delivery decides a race).
     */
    async monthly(): Promise<number> {
      const now = clock.now();
      const month = istDay(now).slice(0, 7);
      const period = previousMonth(month);
      const due = await repo.dueMonthly(db, period, istMonthStart(month));
      let scheduled = 0;
      for (const order of due) {
        const ids = await transact(db, (tx) =>
          schedule(
            tx,
            {
              customerId: order.customerId,
              orderId: order.id,
              kinds: ['statement'],
              trigger: 'monthly',
              period,
            },
            now,
          ),
        );
        scheduled += ids.length;
      }
      return scheduled;
    },

    /** GET /d/:token with the borrower's session: the PDF; another customer's session: 404. */
    async openWithSession(token: string, customer: AuthenticatedCustomer): Promise<Buffer> {
      const row = await linked(token);
      if (row.customerId !== customer.customerId) throw new AppError('NOT_FOUND');
      return render(row, await languageOf(row.customerId));
    },

    /** Sends a one-time code to the borrower's phone that opens this link once. */
    async sendLinkCode(token: string) {
      const row = await linked(token);
      const customer = await customerRepository.findById(db, row.customerId);
      if (!customer) throw new AppError('DOCUMENT_LINK_INVALID');
      const now = clock.now();
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      await transact(db, async (tx) => {
        const locked = await repo.lock(tx, row.id);
        const sentAt = locked?.linkCodeExpiresAt
          ? new Date(locked.linkCodeExpiresAt.getTime() - LINK_CODE_TTL_MINUTES * 60_000)
          : null;
        const resendAt = sentAt && new Date(sentAt.getTime() + config.OTP_RESEND_COOLDOWN_SECONDS * 1000);
        if (resendAt && resendAt > now) {
          throw new AppError('TOO_FREQUENT', {
            retryAfterSeconds: Math.ceil((resendAt.getTime() - now.getTime()) / 1000),
          });
        }
        await repo.update(tx, row.id, {
          linkCodeHash: codeHash(row.id, code),
          linkCodeExpiresAt: new Date(now.getTime() + LINK_CODE_TTL_MINUTES * 60_000),
          linkCodeAttempts: 0,
        });
      });
      const lang = isLang(customer.language) ? customer.language : 'en';
      const text = DELIVERY_TEXTS[lang].linkCode({
        proName: config.PRO_NAME,
        code,
        minutes: LINK_CODE_TTL_MINUTES,
      });
      await deps.sms.send({ to: customer.phone, text });
      return { phoneMasked: maskPhone(customer.phone), expiresInSeconds: LINK_CODE_TTL_MINUTES * 60 };
    },

    /** Opens the link with the code sent to the phone; the code works once, a few tries. */
    async openWithCode(token: string, code: string): Promise<Buffer> {
      const row = await linked(token);
      const now = clock.now();
      await transact(db, async (tx) => {
        const locked = await repo.lock(tx, row.id);
        if (!locked?.linkCodeHash || !locked.linkCodeExpiresAt || locked.linkCodeExpiresAt <= now) {
          return new AppError('DOCUMENT_LINK_CODE_INCORRECT', { field: 'code' });
        }
        if (!/^\d{6}$/.test(code) || !sameHex(locked.linkCodeHash, codeHash(row.id, code))) {
          const attempts = locked.linkCodeAttempts + 1;
          await repo.update(tx, row.id, {
            linkCodeAttempts: attempts,
            ...(attempts >= LINK_CODE_ATTEMPTS ? { linkCodeHash: null, linkCodeExpiresAt: null } : {}),
          });
          return new AppError('DOCUMENT_LINK_CODE_INCORRECT', { field: 'code' });
        }
        await repo.update(tx, row.id, { linkCodeHash: null, linkCodeExpiresAt: null, linkCodeAttempts: 0 });
        return undefined;
      });
      return render(row, await languageOf(row.customerId));
    },

    /** The console: the customer's documents per signed loan, their address and what was sent. */
    async staffDocuments(customerId: string): Promise<StaffCustomerDocuments> {
      const now = clock.now();
      const orders = await repo.signedOrders(db, customerId);
      return {
        email: profileEmail(await repo.email(db, customerId), now),
        orders: await Promise.all(
          orders.map(async (order) => ({
            orderId: order.id,
            orderNo: order.orderNo,
            state: order.state,
            documents: (await source.list(customerId, order.id, 'en')).documents.map((d) => ({
              kind: d.kind,
              title: d.title,
              available: d.available ?? true,
            })),
          })),
        ),
        deliveries: (await repo.ofCustomer(db, customerId)).map((d) => ({
          id: d.id,
          orderId: d.orderId,
          kind: d.kind,
          period: d.period,
          trigger: d.trigger,
          emailed: d.emailedTo !== null,
          createdAt: d.createdAt.toISOString(),
        })),
      };
    },

    /** Customer service re-sends one document: audited in the same transaction as the delivery. */
    async resend(staff: AuthenticatedStaff, customerId: string, body: StaffResendDocumentBody) {
      const orders = await repo.signedOrders(db, customerId);
      if (!orders.some((o) => o.id === body.orderId)) throw new AppError('NOT_FOUND');
      const listed = await source.list(customerId, body.orderId, 'en');
      const document = listed.documents.find((d) => d.kind === body.kind);
      if (document?.available === false)
        throw new AppError(body.kind === 'noc' ? 'NOC_NOT_ISSUED' : 'NOT_FOUND');
      const now = clock.now();
      const [deliveryId] = await transact(db, async (tx) => {
        const ids = await schedule(
          tx,
          {
            customerId,
            orderId: body.orderId,
            kinds: [body.kind],
            trigger: 'resend',
            staffId: staff.staffId,
          },
          now,
        );
        await auditRepository.record(
          tx,
          {
            staffId: staff.staffId,
            action: 'customers.resend_document',
            subjectType: 'customer',
            subjectId: customerId,
            after: { orderId: body.orderId, kind: body.kind, deliveryId: ids[0] },
            reason: body.reason,
          },
          now,
        );
        return ids;
      });
      const address = await repo.email(db, customerId);
      return { deliveryId: deliveryId ?? '', emailed: Boolean(address?.verifiedAt) };
    },
  };
}

export type DeliveryService = ReturnType<typeof createDeliveryService>;

import type { SignedDocumentKind } from '@app/contract';
import { SIGNED_DOCUMENT_KINDS } from '@app/contract';
import { formatDate, type Lang, offerExpired, offerValidUntil } from '@app/domain';
import type { Db, Executor } from '../../db/client';
import type { LoanOrderRow, OrderSignatureRow } from '../../db/schema';
import { transact } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import { sha256Hex } from '../../lib/hashing';
import type { PdfDocumentModel } from '../../lib/pdf';
import { jobQueue } from '../../platform/job-queue';
import { applicationRepository } from '../application';
import { couponRepository } from '../coupons';
import { startDisbursal } from '../disbursal';
import { orderRepository, transitionOrder } from '../orders';
import { buildDocument, type DocumentInput } from './build-document';
import { signatureRepository } from './signature-repository';

/** The job that renders the signed PDFs and tells the borrower. */
export const DOCUMENTS_ISSUE_JOB = 'documents_issue';

export type DocumentHashes = Record<SignedDocumentKind, string>;

/** What the signature covers: the document's words and figures exactly as shown. */
export const documentHash = (model: PdfDocumentModel) => sha256Hex(JSON.stringify(model));

export const documentHashes = (input: DocumentInput, lang: Lang): DocumentHashes =>
  Object.fromEntries(
    SIGNED_DOCUMENT_KINDS.map((kind) => [kind, documentHash(buildDocument(kind, input, lang))]),
  ) as DocumentHashes;

export const allRead = (order: LoanOrderRow) =>
  SIGNED_DOCUMENT_KINDS.every((kind) => order.documentsRead[kind]);

export async function ownOrder(db: Db, customerId: string, orderId: string): Promise<LoanOrderRow> {
  const order = await orderRepository.findOwn(db, customerId, orderId);
  if (!order) throw new AppError('NOT_FOUND');
  return order;
}

/**
 * The order, if it may be signed now: the borrower's own, not signed yet,
 * its offer still valid (the KFS and sanction letter say until when), every document opened.
 */
export async function signingOrder(
  db: Db,
  customerId: string,
  orderId: string,
  now: Date,
): Promise<LoanOrderRow> {
  const order = await ownOrder(db, customerId, orderId);
  if (order.state !== 'created') throw new AppError('ORDER_NOT_CHANGEABLE');
  if (offerExpired(order.createdAt, now)) await expireOffer(db, order, now);
  if (!allRead(order)) throw new AppError('AGREEMENT_REQUIRED');
  return order;
}

/**
 * An unsigned order past its offer's validity is canceled, which frees the
 * credit line and its coupon for a new withdrawal at the rates then applying
 * (decision 071); the signing is refused with the date the offer held until.
 */
async function expireOffer(db: Db, order: LoanOrderRow, now: Date): Promise<never> {
  await transact(db, async (tx) => {
    const moved = await transitionOrder(tx, order.id, ['created'], {
      state: 'canceled',
      closedAt: now,
      updatedAt: now,
    });
    if (moved) await couponRepository.release(tx, order.id);
  });
  const date = formatDate(offerValidUntil(order.createdAt), 'DD-MM-YYYY hh:mm');
  throw new AppError('OFFER_EXPIRED', { params: { date } });
}

/**
 * The end of every way of signing, inside the caller's transaction with the
 * order locked: the evidence is written once, the order moves to signed and
 * disbursal starts, and the job that issues the signed PDFs is queued.
 */
export async function recordSignature(
  tx: Executor,
  order: LoanOrderRow,
  evidence: Omit<OrderSignatureRow, 'orderId' | 'pdfKeys'>,
  now: Date,
): Promise<void> {
  await signatureRepository.insert(tx, { orderId: order.id, ...evidence });
  const application = await applicationRepository.findById(tx, order.applicationId);
  if (!application) throw new AppError('NOT_FOUND');
  await startDisbursal(tx, order, application, now);
  await jobQueue.enqueue(tx, { kind: DOCUMENTS_ISSUE_JOB, payload: { orderId: order.id }, runAt: now, now });
}

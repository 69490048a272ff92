import type { QueuePage, ReceiptPostBody, StaffReceipt } from '@app/contract';
import {
  receiptRefundJournal,
  suspenseAllocationJournal,
  suspenseReceiptJournal,
  suspenseRefundJournal,
} from '@app/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { PayoutGateway } from '../../adapters/payout';
import type { Db, Executor, Tx } from '../../db/client';
import type { JobRow, ManualReceiptRow, ReceiptState, StaffProposalRow } from '../../db/schema';
import { transact } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import type { Clock } from '../../lib/clock';
import type { FieldCipher } from '../../lib/field-cipher';
import { auditRepository } from '../../platform/audit-repository';
import { jobQueue } from '../../platform/job-queue';
import { ledgerRepository } from '../../platform/ledger-repository';
import type { Notice } from '../../platform/notifier';
import { applicationRepository } from '../application';
import type { Actor, ProposalService } from '../loan-actions';
import { lockOrder, orderRepository } from '../orders';
import type { RepaymentService } from '../repayment';
import type { AuthenticatedStaff } from '../staff';
import { receiptRepository } from './receipt-repository';

export const RECEIPT_REFUND_JOB = 'receipt_refund';
/** The four-eyes kinds (decision 088's proposals): suspense allocated to a loan, or refunded to its payer. */
export const SUSPENSE_ALLOCATE = 'suspense_allocate';
export const SUSPENSE_REFUND = 'suspense_refund';
const RECEIPT_NOTICE_JOB = 'receipt_notice';

export interface ReceiptDeps {
  db: Db;
  clock: Clock;
  cipher: FieldCipher;
  payouts: PayoutGateway;
  repayments: RepaymentService;
  checkSeconds: number;
  logger: FastifyBaseLogger;
  /** The proposals service (four eyes), known once its plugin is registered. */
  proposals: () => ProposalService;
}

/** One receipt per reference: a cheque's number is unique at its bank. */
function dedupeKeyOf(body: ReceiptPostBody): string {
  const ref = body.reference.toUpperCase();
  return body.method === 'cheque'
    ? `cheque:${(body.chequeBank ?? '').toUpperCase()}:${ref}`
    : `${body.method}:${ref}`;
}

/**
 * Manual receipts and suspense (issue 34 point 4, decision 087). Finance posts
 * a bank transfer, cash or a cheque; money for a loan settles through the
 * repayment module's settle path (a repayments row of the receipt's method),
 * money that names no loan waits in suspense until one person proposes to
 * allocate or refund it and a second, with another role, approves. An excess
 * over what a loan owed and a suspense refund go out through the payout
 * gateway by a job. Every step is a balanced journal and an audit entry.
 */
export function createReceiptService(deps: ReceiptDeps) {
  const { db, clock, cipher } = deps;

  const audit = (
    tx: Executor,
    staff: AuthenticatedStaff,
    action: string,
    row: ManualReceiptRow,
    after: Record<string, unknown>,
    reason: string | null = null,
  ) =>
    auditRepository.record(
      tx,
      {
        staffId: staff.staffId,
        action,
        subjectType: 'receipt',
        subjectId: row.id,
        before: { state: row.state, amountPaise: row.amountPaise, orderId: row.orderId },
        after,
        reason,
      },
      clock.now(),
    );

  /** A receipt as the console shows it; `proposal` given (a list read them at once): its open proposal or null. */
  async function view(
    row: ManualReceiptRow,
    orderNo?: string | null,
    proposal?: StaffProposalRow | null,
  ): Promise<StaffReceipt> {
    const open =
      proposal === undefined
        ? (await receiptRepository.openProposals(db, row.id))[0]
        : (proposal ?? undefined);
    const payload = (open?.payload ?? {}) as Record<string, string>;
    return {
      id: row.id,
      method: row.method,
      rail: row.rail,
      reference: row.reference,
      chequeBank: row.chequeBank,
      chequeDay: row.chequeDay,
      amountPaise: row.amountPaise,
      receivedDay: row.receivedDay,
      payerReference: row.payerReference,
      orderNo: orderNo === undefined ? await receiptRepository.orderNoOf(db, row.orderId) : orderNo,
      state: row.state,
      repaymentId: row.repaymentId,
      keptPaise: row.keptPaise,
      refundPaise: row.refundPaise,
      refundRef: row.refundRef,
      refundFailure: row.refundFailure,
      proposal: open
        ? {
            id: open.id,
            action: open.kind === SUSPENSE_ALLOCATE ? 'allocate' : 'refund',
            orderNo: payload.orderNo ?? null,
            account: payload.accountEnc
              ? `XXXX${cipher.decrypt(payload.accountEnc, 'account').slice(-4)}`
              : null,
            staffId: open.proposedBy,
            role: open.proposedRole,
            at: open.proposedAt.toISOString(),
            reason: open.reason,
          }
        : null,
      postedBy: row.postedBy,
      note: row.note,
      createdAt: row.createdAt.toISOString(),
      settledAt: row.settledAt?.toISOString() ?? null,
    };
  }

  /** Money in: settled against `orderId` (excess owed back by a job), or held in suspense when there is none. */
  async function credit(
    tx: Executor,
    row: ManualReceiptRow,
    orderId: string | null,
    now: Date,
  ): Promise<Notice | null> {
    if (!orderId) {
      await ledgerRepository.post(tx, {
        kind: 'suspense_receipt',
        eventKey: `suspense_receipt:${row.id}`,
        customerId: null,
        orderId: null,
        lines: suspenseReceiptJournal(row.amountPaise),
        now,
      });
      await receiptRepository.update(tx, row.id, [row.state], {
        state: 'suspense',
        updatedAt: now,
        settledAt: now,
      });
      return null;
    }
    const settled = await deps.repayments.settleReceipt(
      tx,
      orderId,
      {
        amountPaise: row.amountPaise,
        method: row.method,
        utr: row.method === 'bank_transfer' ? row.reference : null,
      },
      now,
    );
    await receiptRepository.update(tx, row.id, [row.state], {
      state: 'applied',
      orderId,
      repaymentId: settled.repaymentId,
      keptPaise: settled.keptPaise,
      refundPaise: settled.excessPaise,
      updatedAt: now,
      settledAt: now,
    });
    if (settled.excessPaise > 0) {
      await jobQueue.enqueue(tx, {
        kind: RECEIPT_REFUND_JOB,
        payload: { receiptId: row.id },
        runAt: now,
        now,
      });
    }
    return settled.notice;
  }

  async function post(staff: AuthenticatedStaff, body: ReceiptPostBody): Promise<StaffReceipt> {
    if (body.method === 'bank_transfer' && !body.rail)
      throw new AppError('RECEIPT_DETAILS_INVALID', { field: 'rail' });
    if (body.method === 'cheque' && (!body.chequeBank || !body.chequeDay)) {
      throw new AppError('RECEIPT_DETAILS_INVALID', { field: body.chequeBank ? 'chequeDay' : 'chequeBank' });
    }
    if (body.method === 'bank_transfer' && (await receiptRepository.utrClaimed(db, body.reference))) {
      throw new AppError('RECEIPT_DUPLICATE', { field: 'reference' });
    }
    const matched = body.payerReference
      ? await receiptRepository.orderByNo(db, body.payerReference)
      : undefined;
    const { row, notice } = await transact(db, async (tx) => {
      const now = clock.now();
      if (matched) {
        const order = await lockOrder(tx, matched.id);
        if (order && order.state !== 'disbursed' && order.closedAt)
          throw new AppError('RECEIPT_LOAN_SETTLED');
      }
      const inserted = await receiptRepository.insert(
        tx,
        {
          method: body.method,
          rail: body.method === 'bank_transfer' ? (body.rail ?? null) : null,
          reference: body.reference,
          dedupeKey: dedupeKeyOf(body),
          chequeBank: body.method === 'cheque' ? (body.chequeBank ?? null) : null,
          chequeDay: body.method === 'cheque' ? (body.chequeDay ?? null) : null,
          amountPaise: body.amountPaise,
          receivedDay: body.receivedDay,
          payerReference: body.payerReference ?? null,
          orderId: matched?.id ?? null,
          state: body.method === 'cheque' ? 'awaiting_clearance' : 'suspense',
          note: body.note ?? null,
          postedBy: staff.staffId,
        },
        now,
      );
      if (!inserted) throw new AppError('RECEIPT_DUPLICATE', { field: 'reference' });
      // A cheque is credited only when it clears.
      const told = body.method === 'cheque' ? null : await credit(tx, inserted, matched?.id ?? null, now);
      await audit(tx, staff, 'receipts.post', inserted, {
        method: body.method,
        matched: matched !== undefined,
      });
      return { row: inserted, notice: told };
    });
    if (notice) await deps.repayments.notify(notice);
    return view((await receiptRepository.find(db, row.id)) ?? row);
  }

  /** Locks a receipt in one of `states`, or refuses (404, 409). */
  async function locked(
    tx: Executor,
    id: string,
    states: readonly ReceiptState[],
  ): Promise<ManualReceiptRow> {
    const row = await receiptRepository.lock(tx, id);
    if (!row) throw new AppError('NOT_FOUND');
    if (!states.includes(row.state)) throw new AppError('RECEIPT_STATE_INVALID');
    return row;
  }

  /** A cheque cleared (credited now: its loan, or suspense when it names none or the loan closed meanwhile) or bounced (nothing was credited, nothing reverses). */
  async function decideCheque(
    staff: AuthenticatedStaff,
    id: string,
    outcome: 'cleared' | 'bounced',
    reason?: string,
  ) {
    const notice = await transact(db, async (tx) => {
      const row = await locked(tx, id, ['awaiting_clearance']);
      const now = clock.now();
      if (outcome === 'bounced') {
        await receiptRepository.update(tx, id, ['awaiting_clearance'], {
          state: 'bounced',
          updatedAt: now,
          settledAt: now,
        });
        await audit(tx, staff, 'receipts.cheque_bounced', row, { state: 'bounced' }, reason ?? null);
        return null;
      }
      const order = row.orderId ? await orderRepository.findById(tx, row.orderId) : undefined;
      const orderId = order?.state === 'disbursed' ? order.id : null;
      const told = await credit(tx, row, orderId, now);
      await audit(
        tx,
        staff,
        'receipts.cheque_cleared',
        row,
        { state: orderId ? 'applied' : 'suspense' },
        reason ?? null,
      );
      return told;
    });
    if (notice) await deps.repayments.notify(notice);
    return view((await receiptRepository.find(db, id)) as ManualReceiptRow);
  }

  /** A receipt in suspense, locked for a proposal's check or execution. */
  async function inSuspense(tx: Tx, id: string): Promise<ManualReceiptRow> {
    return locked(tx, String(id), ['suspense']);
  }

  /**
   * The maker's step (decision 088's proposals): allocate suspense receipt
   * `id` to a loan, or refund it to the payer's account (kept encrypted in
   * the proposal). Another person with another role approves it at
   * /api/staff/v1/loan-actions/proposals/:id/approve, which moves the money.
   */
  async function propose(
    staff: Actor,
    id: string,
    what:
      | { action: 'allocate'; orderNo: string; reason: string }
      | { action: 'refund'; accountNumber: string; ifsc: string; name: string; reason: string },
  ): Promise<StaffReceipt> {
    if (what.action === 'allocate') {
      await deps
        .proposals()
        .propose(staff, SUSPENSE_ALLOCATE, { receiptId: id, orderNo: what.orderNo }, what.reason);
    } else {
      const payload = {
        receiptId: id,
        accountEnc: cipher.encrypt(what.accountNumber, 'account'),
        ifsc: what.ifsc,
        name: what.name,
      };
      await deps.proposals().propose(staff, SUSPENSE_REFUND, payload, what.reason);
    }
    return view((await receiptRepository.find(db, id)) as ManualReceiptRow);
  }

  /** The loan a suspense allocation names: paid out and not closed, or the refusal. */
  async function loanFor(tx: Tx, orderNo: string) {
    const found = await receiptRepository.orderByNo(tx, orderNo);
    if (!found) throw new AppError('NOT_FOUND', { field: 'orderNo' });
    const order = await lockOrder(tx, found.id);
    if (order?.state !== 'disbursed')
      throw new AppError(order?.closedAt ? 'RECEIPT_LOAN_SETTLED' : 'ORDER_NOT_REPAYABLE');
    return order;
  }

  /** Approved: suspense leaves for the loan (suspense_allocation) and settles as any receipt. */
  async function allocate(tx: Tx, proposal: StaffProposalRow, now: Date): Promise<Record<string, unknown>> {
    const payload = proposal.payload as { receiptId: string; orderNo: string };
    const row = await inSuspense(tx, payload.receiptId);
    const order = await loanFor(tx, payload.orderNo);
    await ledgerRepository.post(tx, {
      kind: 'suspense_allocation',
      eventKey: `suspense_allocation:${row.id}`,
      customerId: order.customerId,
      orderId: order.id,
      lines: suspenseAllocationJournal(row.amountPaise),
      now,
    });
    const notice = await credit(tx, row, order.id, now);
    // The borrower's SMS goes after commit, by the repayment module's notifier (a job keeps it durable).
    if (notice)
      await jobQueue.enqueue(tx, { kind: RECEIPT_NOTICE_JOB, payload: { ...notice }, runAt: now, now });
    const after = await receiptRepository.find(tx, row.id);
    return {
      receiptId: row.id,
      orderNo: order.orderNo,
      repaymentId: after?.repaymentId,
      keptPaise: after?.keptPaise,
      refundPaise: after?.refundPaise,
    };
  }

  /** Approved: the receipt is refunded to the payer's account by the refund job (suspense_refund once paid). */
  async function refund(tx: Tx, proposal: StaffProposalRow, now: Date): Promise<Record<string, unknown>> {
    const payload = proposal.payload as { receiptId: string; accountEnc: string; ifsc: string; name: string };
    const row = await inSuspense(tx, payload.receiptId);
    await receiptRepository.update(tx, row.id, ['suspense'], {
      state: 'refunded',
      refundPaise: row.amountPaise,
      refundAccountEnc: payload.accountEnc,
      refundIfsc: payload.ifsc,
      refundName: payload.name,
      updatedAt: now,
    });
    await jobQueue.enqueue(tx, { kind: RECEIPT_REFUND_JOB, payload: { receiptId: row.id }, runAt: now, now });
    return { receiptId: row.id, refundPaise: row.amountPaise };
  }

  /** The four-eyes kinds, registered on the proposals service. */
  const handlers = {
    [SUSPENSE_ALLOCATE]: {
      async check(tx: Tx, payload: Record<string, unknown>) {
        const row = await inSuspense(tx, String(payload.receiptId));
        const order = await loanFor(tx, String(payload.orderNo));
        return { subjectType: 'receipt', subjectId: row.id, orderId: order.id };
      },
      execute: allocate,
    },
    [SUSPENSE_REFUND]: {
      async check(tx: Tx, payload: Record<string, unknown>) {
        const row = await inSuspense(tx, String(payload.receiptId));
        return { subjectType: 'receipt', subjectId: row.id };
      },
      execute: refund,
    },
  };

  /** Job: a borrower's notice written when an approval settled their loan, sent after commit. */
  async function runNotice(job: JobRow): Promise<void> {
    await deps.repayments.notify(job.payload as unknown as Notice);
  }

  /** A page of receipts, their open proposals read in one query rather than one per receipt. */
  async function views(rows: readonly { receipt: ManualReceiptRow; orderNo: string | null }[]) {
    const open = await receiptRepository.openProposalsOf(
      db,
      rows.map(({ receipt }) => receipt.id),
    );
    return Promise.all(
      rows.map(({ receipt, orderNo }) =>
        view(receipt, orderNo, open.find((p) => p.subjectId === receipt.id) ?? null),
      ),
    );
  }

  async function list(state: ReceiptState | undefined, page: QueuePage) {
    const { rows, total } = await receiptRepository.list(db, state, page);
    return { items: await views(rows), total };
  }

  /**
   * What suspense holds: the ledger's balance, the sum of the receipts that make it up (refunds not
   * yet paid included) and a page of them.
   */
  async function suspense(page: QueuePage) {
    const [ledgerPaise, held] = await Promise.all([
      receiptRepository.suspenseBalance(db),
      receiptRepository.held(db, page),
    ]);
    return {
      ledgerPaise,
      heldPaise: held.heldPaise,
      items: await views(held.rows),
      total: held.total,
    };
  }

  /** Job: pays a refund (a loan's excess to its payout account, or suspense to the payer's), once per receipt. */
  async function runRefund(job: JobRow): Promise<void> {
    const row = await receiptRepository.find(db, String(job.payload.receiptId ?? ''));
    if (!row || row.refundPaise <= 0 || row.refundRef) return;
    const toLoan = row.state === 'applied' && row.orderId !== null;
    let account: string;
    let ifsc: string;
    let name: string;
    if (toLoan) {
      const order = await orderRepository.findById(db, row.orderId ?? '');
      if (!order?.payoutAccountEnc || !order.payoutIfsc) throw new Error('no payout account for the refund');
      const application = await applicationRepository.findById(db, order.applicationId);
      account = cipher.decrypt(order.payoutAccountEnc, 'account');
      ifsc = order.payoutIfsc;
      name = application?.steps.identity?.name ?? '';
    } else {
      if (!row.refundAccountEnc || !row.refundIfsc) return;
      account = cipher.decrypt(row.refundAccountEnc, 'account');
      ifsc = row.refundIfsc;
      name = row.refundName ?? '';
    }
    const status = await deps.payouts.request({
      idempotencyKey: `receipt_refund:${row.id}`,
      accountNumber: account,
      ifsc,
      amountPaise: row.refundPaise,
      beneficiaryName: name,
    });
    const now = clock.now();
    if (status.status === 'pending') {
      await jobQueue.enqueue(db, {
        kind: RECEIPT_REFUND_JOB,
        payload: { receiptId: row.id },
        runAt: new Date(now.getTime() + deps.checkSeconds * 1000),
        now,
      });
      return;
    }
    if (status.status === 'failed') {
      deps.logger.error({ receipt: row.id, reason: status.reason }, 'receipt refund refused');
      await receiptRepository.update(db, row.id, [row.state], {
        refundFailure: status.reason,
        updatedAt: now,
      });
      return;
    }
    await transact(db, async (tx) => {
      const current = await receiptRepository.lock(tx, row.id);
      if (!current || current.refundRef) return;
      const order = toLoan ? await orderRepository.findById(tx, row.orderId ?? '') : undefined;
      await ledgerRepository.post(tx, {
        kind: toLoan ? 'receipt_refund' : 'suspense_refund',
        eventKey: `${toLoan ? 'receipt_refund' : 'suspense_refund'}:${row.id}`,
        customerId: order?.customerId ?? null,
        orderId: order?.id ?? null,
        lines: toLoan ? receiptRefundJournal(row.refundPaise) : suspenseRefundJournal(row.refundPaise),
        now,
      });
      await receiptRepository.update(tx, row.id, [current.state], {
        refundRef: status.utr,
        refundFailure: null,
        updatedAt: now,
        settledAt: now,
      });
    });
  }

  return {
    post,
    decideCheque,
    propose,
    handlers,
    list,
    suspense,
    jobs: { [RECEIPT_REFUND_JOB]: runRefund, [RECEIPT_NOTICE_JOB]: runNotice },
  };
}

export type ReceiptService = ReturnType<typeof createReceiptService>;

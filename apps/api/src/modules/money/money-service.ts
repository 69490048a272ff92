import type { QueuePage } from '@app/contract';
import { istDayKey } from '@app/domain';
import type { CollectionGateway } from '../../adapters/collections';
import type { Db, Executor } from '../../db/client';
import type {
  LoanOrderRow,
  MandateDebitState,
  MandateState,
  PayoutAttemptRow,
  RepaymentRow,
} from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { Clock } from '../../lib/clock';
import type { FieldCipher } from '../../lib/field-cipher';
import { maskPhone } from '../../lib/mask-phone';
import { auditRepository } from '../../platform/audit-repository';
import type { Disbursal } from '../disbursal';
import type { RepaymentService } from '../repayment';
import type { AuthenticatedStaff } from '../staff';
import { moneyRepository } from './money-repository';
import { pairUp, type ReconLine, reconciliationCsv, totalsOf } from './reconciliation';

export interface MoneyDeps {
  db: Db;
  clock: Clock;
  cipher: FieldCipher;
  disbursal: Disbursal;
  repayments: RepaymentService;
  gateway: CollectionGateway;
  /** A payout still `disbursing` after this long is shown as stuck and may be retried. */
  stuckMinutes: number;
}

/** A payout still `disbursing` this long after its request is stuck (the simulator settles in seconds, banks in minutes). */
export const PAYOUT_STUCK_MINUTES = 30;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Repayment methods of receipts finance posts by hand (decision 087): their own lines in the reconciliation. */
const MANUAL_METHODS: ReadonlySet<string> = new Set(['bank_transfer', 'cash', 'cheque']);

/**
 * The console's money section (decision 032): payout failures and retries,
 * UTRs the bank could not decide, cooling-off exits, and the daily
 * reconciliation. Money only moves through the disbursal and repayment
 * services' own paths; this adds the person, the guard and the audit entry.
 */
export function createMoneyService(deps: MoneyDeps) {
  const { db, clock, cipher } = deps;
  const stuckBefore = () => new Date(clock.now().getTime() - deps.stuckMinutes * 60_000);

  const maskAccount = (enc: string) => `XXXX${cipher.decrypt(enc, 'account').slice(-4)}`;

  async function payoutProblems(page: QueuePage) {
    const before = stuckBefore();
    const { rows, total } = await moneyRepository.payoutProblems(db, before, page);
    const items = rows.map(({ order, attempt, phone, customerName }) => ({
      orderId: order.id,
      orderNo: order.orderNo,
      customerId: order.customerId,
      customerName,
      phone: maskPhone(phone),
      state: order.state as 'disburse_failed' | 'disbursing',
      amountPaise: attempt.amountPaise,
      attempt: attempt.attempt,
      failureReason: attempt.failureReason,
      failureKind: attempt.state === 'failed' ? deps.disbursal.failureKind(attempt) : null,
      requestedAt: attempt.requestedAt.toISOString(),
      fixBy: iso(order.fixBy),
      account: maskAccount(attempt.accountEnc),
      ifsc: attempt.ifsc,
      retriedAt: iso(attempt.retriedAt),
      retryable: deps.disbursal.retryable(order, attempt, before),
      ...workable(order, attempt),
    }));
    return { items, total };
  }

  /** What else finance can do with a failed payout (the service re-checks each in its transaction). */
  function workable(order: LoanOrderRow, attempt: PayoutAttemptRow) {
    const failed = order.state === 'disburse_failed';
    const inWindow = failed && order.fixBy !== null && order.fixBy > clock.now();
    const known = attempt.state === 'failed' && deps.disbursal.failureKind(attempt) !== 'unknown';
    return { canAskForBank: inWindow && known, cancelable: failed };
  }

  /** The order a payout action touched, as the audit log keeps it before the action. */
  const payoutBefore = (order: LoanOrderRow, attempt: PayoutAttemptRow | undefined) => ({
    state: order.state,
    attempt: attempt?.attempt ?? null,
    failureReason: attempt?.failureReason ?? null,
    failureKind: attempt?.state === 'failed' ? deps.disbursal.failureKind(attempt) : null,
  });

  const AFTER_RETRY = { requeued: 'signed', paid: 'disbursed', rechecking: 'disbursing' } as const;

  async function retryPayout(staff: AuthenticatedStaff, orderId: string) {
    const outcome = await deps.disbursal.retry(orderId, stuckBefore(), async (tx, order, attempt, result) => {
      await auditRepository.record(
        tx,
        {
          staffId: staff.staffId,
          action: 'money.payout_retry',
          subjectType: 'order',
          subjectId: order.id,
          before: payoutBefore(order, attempt),
          after: {
            state: result === 'requeued' && order.state === 'disbursing' ? 'disbursing' : AFTER_RETRY[result],
            outcome: result,
          },
        },
        clock.now(),
      );
    });
    return { outcome };
  }

  /** Finance cancels an order whose payout failed (decision 093): no money moved; audited with the reason. */
  async function cancelPayout(staff: AuthenticatedStaff, orderId: string, reason: string): Promise<void> {
    await deps.disbursal.cancel(orderId, async (tx, order, attempt) => {
      await auditRepository.record(
        tx,
        {
          staffId: staff.staffId,
          action: 'money.payout_cancel',
          subjectType: 'order',
          subjectId: order.id,
          before: payoutBefore(order, attempt),
          after: { state: 'canceled', reason },
        },
        clock.now(),
      );
    });
  }

  /** Finance asks the borrower to enter their bank account again (a message and an SMS); audited. */
  async function askForBank(staff: AuthenticatedStaff, orderId: string): Promise<void> {
    await deps.disbursal.askForBank(orderId, async (tx, order, attempt) => {
      await auditRepository.record(
        tx,
        {
          staffId: staff.staffId,
          action: 'money.payout_bank_requested',
          subjectType: 'order',
          subjectId: order.id,
          before: payoutBefore(order, attempt),
          after: { state: order.state, fixBy: iso(order.fixBy), notified: true },
        },
        clock.now(),
      );
    });
  }

  async function utrQueue(page: QueuePage) {
    const { rows, total } = await moneyRepository.utrQueue(db, page);
    const now = clock.now().getTime();
    const items = await Promise.all(
      rows.map(async ({ repayment: r, orderNo, phone }) => ({
        id: r.id,
        orderNo,
        phone: maskPhone(phone),
        kind: r.kind,
        amountPaise: r.amountPaise,
        utr: r.utr ?? '',
        reference: r.reference,
        submittedAt: r.updatedAt.toISOString(),
        ageMinutes: Math.max(0, Math.floor((now - r.updatedAt.getTime()) / 60_000)),
        match:
          (await deps.gateway.statementLine?.({
            utr: r.utr ?? '',
            reference: r.reference,
            amountPaise: r.amountPaise,
          })) ?? null,
      })),
    );
    return { items, total };
  }

  /** A UPI repayment waiting for a person, or why not (404, or 409 once decided). */
  async function waiting(id: string): Promise<RepaymentRow> {
    const row = await moneyRepository.findRepayment(db, id);
    if (row?.method !== 'upi' || !row.utr) throw new AppError('NOT_FOUND');
    if (row.state !== 'processing') throw new AppError('UTR_ALREADY_DECIDED');
    return row;
  }

  const audit =
    (staff: AuthenticatedStaff, action: string, reason: string | null) =>
    async (tx: Executor, before: RepaymentRow) => {
      const after = await moneyRepository.findRepayment(tx, before.id);
      await auditRepository.record(
        tx,
        {
          staffId: staff.staffId,
          action,
          subjectType: 'repayment',
          subjectId: before.id,
          before: { state: before.state, utr: before.utr, amountPaise: before.amountPaise },
          after: { state: after?.state, failureReason: after?.failureReason ?? null },
          reason,
        },
        clock.now(),
      );
    };

  /** Finance found the credit: settles as the gateway's success would, for the repayment's own amount. */
  async function confirmUtr(staff: AuthenticatedStaff, id: string): Promise<void> {
    const row = await waiting(id);
    const status = { status: 'succeeded', amountPaise: row.amountPaise, gatewayRef: row.utr ?? '' } as const;
    const applied = await deps.repayments.applyResult(
      row.reference,
      status,
      audit(staff, 'money.utr_confirm', null),
    );
    if (applied !== 'applied') throw new AppError('UTR_ALREADY_DECIDED');
  }

  /** Finance found no credit: the repayment fails (the borrower is told, a coupon comes back). */
  async function rejectUtr(staff: AuthenticatedStaff, id: string, reason: string): Promise<void> {
    const row = await waiting(id);
    const status = { status: 'failed', reason: 'rejected' } as const;
    const applied = await deps.repayments.applyResult(
      row.reference,
      status,
      audit(staff, 'money.utr_reject', reason),
    );
    if (applied !== 'applied') throw new AppError('UTR_ALREADY_DECIDED');
  }

  async function coolingOff(page: QueuePage) {
    const { rows, total } = await moneyRepository.coolingOff(db, page);
    const items = rows.map(({ order, repayment, phone }) => ({
      orderId: order.id,
      orderNo: order.orderNo,
      phone: maskPhone(phone),
      orderState: order.state,
      amountPaise: order.amountPaise,
      receivedPaise: order.receivedPaise,
      disbursedAt: iso(order.disbursedAt),
      closedAt: iso(order.closedAt),
      repaymentState: repayment.state,
      repaidPaise: repayment.amountPaise,
      excessPaise: repayment.allocation?.excessPaise ?? 0,
    }));
    return { items, total };
  }

  /** The IST business day's payouts and collections, each against the ledger's clearing accounts. */
  async function reconciliation(day: string): Promise<{ day: string; lines: ReconLine[] }> {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(Date.parse(`${day}T00:00:00+05:30`))) {
      throw new AppError('RECONCILIATION_DAY_INVALID', { field: 'day' });
    }
    const from = new Date(`${day}T00:00:00+05:30`);
    if (istDayKey(from) !== day || day > istDayKey(clock.now())) {
      throw new AppError('RECONCILIATION_DAY_INVALID', { field: 'day' });
    }
    const to = new Date(from.getTime() + 24 * 3_600_000);
    const [payouts, collections, debits, refunds, paidOut, collected] = await Promise.all([
      moneyRepository.payoutsSettled(db, from, to),
      moneyRepository.collectionsSettled(db, from, to),
      moneyRepository.mandateDebitsSettled(db, from, to),
      moneyRepository.mandateRefunds(db, from, to),
      moneyRepository.clearing(db, 'disbursement_clearing', from, to),
      moneyRepository.clearing(db, 'collections_clearing', from, to),
    ]);
    // A disbursal posts once per order (`disbursal:<orderId>`), a repayment once per repayment (`repayment:<id>`).
    const payoutLines = pairUp(
      'payout',
      new Map(
        payouts.map(({ attempt, orderNo }) => [
          `disbursal:${attempt.orderId}`,
          { orderNo, reference: attempt.idempotencyKey, utr: attempt.utr, paise: attempt.amountPaise },
        ]),
      ),
      new Map(
        paidOut
          .filter((j) => j.eventKey.startsWith('disbursal:'))
          .map((j) => [j.eventKey, { orderNo: j.orderNo ?? '', paise: -j.total }]),
      ),
    );
    // An auto-debit (issue 32) is one line: what the gateway took, against its repayment's journal
    // (`repayment:<id>`, method 'mandate') plus the excess owed back (`mandate_excess:<debit id>`).
    const debitOf = new Map(
      debits.flatMap(({ debit }) =>
        debit.repaymentId ? [[`repayment:${debit.repaymentId}`, debit.id]] : [],
      ),
    );
    const collectedByKey = new Map<string, { orderNo: string; paise: number }>();
    const debitedByKey = new Map<string, { orderNo: string; paise: number }>();
    // Receipts posted by hand (decision 087): their repayments, and suspense money in and out.
    const manual = new Map(
      collections
        .filter(({ repayment }) => MANUAL_METHODS.has(repayment.method))
        .map((c) => [`repayment:${c.repayment.id}`, c]),
    );
    const receivedByKey = new Map<string, { orderNo: string; paise: number }>();
    const suspenseByKey = new Map<string, { orderNo: string; paise: number }>();
    for (const j of collected) {
      const debitId = debitOf.get(j.eventKey) ?? /^mandate_excess:(.+)$/.exec(j.eventKey)?.[1];
      const [into, key] = debitId
        ? [debitedByKey, `mandate_debit:${debitId}`]
        : manual.has(j.eventKey)
          ? [receivedByKey, j.eventKey]
          : /^suspense_(receipt|allocation):/.test(j.eventKey)
            ? [suspenseByKey, j.eventKey]
            : [collectedByKey, j.eventKey];
      const sum = into.get(key);
      into.set(key, { orderNo: j.orderNo ?? '', paise: (sum?.paise ?? 0) + j.total });
    }
    const receiptLines = pairUp(
      'receipt',
      new Map(
        [...manual].map(([key, { repayment, orderNo }]) => [
          key,
          { orderNo, reference: repayment.reference, utr: repayment.utr, paise: repayment.amountPaise },
        ]),
      ),
      receivedByKey,
    ).map((line) => {
      const method = [...manual.values()].find((c) => c.repayment.reference === line.reference)?.repayment
        .method;
      return method ? { ...line, method } : line;
    });
    // Suspense and receipt refunds: each journal's key names its receipt, whose figures are the record.
    const refundedByKey = new Map(
      paidOut
        .filter((j) => /^(suspense|receipt)_refund:/.test(j.eventKey))
        .map((j) => [j.eventKey, { orderNo: j.orderNo ?? '', paise: -j.total }]),
    );
    const receiptIds = [...suspenseByKey.keys(), ...refundedByKey.keys()].map((k) => k.split(':')[1] ?? '');
    const receipts = await moneyRepository.receiptsByIds(db, receiptIds);
    const suspenseRecords = new Map<
      string,
      { orderNo: string; reference: string; utr: string | null; paise: number }
    >();
    const refundRecords = new Map<
      string,
      { orderNo: string; reference: string; utr: string | null; paise: number }
    >();
    for (const { receipt: r, orderNo } of receipts) {
      const reference = `${r.method}:${r.reference}`;
      const utr = r.method === 'bank_transfer' ? r.reference : null;
      if (suspenseByKey.has(`suspense_receipt:${r.id}`)) {
        suspenseRecords.set(`suspense_receipt:${r.id}`, {
          orderNo: '',
          reference,
          utr,
          paise: r.amountPaise,
        });
      }
      if (suspenseByKey.has(`suspense_allocation:${r.id}`)) {
        suspenseRecords.set(`suspense_allocation:${r.id}`, {
          orderNo: orderNo ?? '',
          reference,
          utr,
          paise: -r.amountPaise,
        });
      }
      const refundKey = `${r.orderId && r.state === 'applied' ? 'receipt' : 'suspense'}_refund:${r.id}`;
      if (refundedByKey.has(refundKey)) {
        refundRecords.set(refundKey, {
          orderNo: orderNo ?? '',
          reference,
          utr: r.refundRef,
          paise: r.refundPaise,
        });
      }
    }
    const suspenseLines = pairUp('suspense', suspenseRecords, suspenseByKey);
    const receiptRefundLines = pairUp('receipt_refund', refundRecords, refundedByKey);
    const collectionLines = pairUp(
      'collection',
      new Map(
        collections
          .filter(
            ({ repayment }) =>
              !MANUAL_METHODS.has(repayment.method) &&
              (repayment.method !== 'mandate' || !debitOf.has(`repayment:${repayment.id}`)),
          )
          .map(({ repayment, orderNo }) => [
            `repayment:${repayment.id}`,
            { orderNo, reference: repayment.reference, utr: repayment.utr, paise: repayment.amountPaise },
          ]),
      ),
      collectedByKey,
    );
    const debitLines = pairUp(
      'mandate_debit',
      new Map(
        debits.map(({ debit, orderNo, keptPaise }) => [
          `mandate_debit:${debit.id}`,
          {
            orderNo,
            reference: debit.idempotencyKey,
            utr: debit.gatewayRef,
            paise: (keptPaise ?? 0) + debit.refundPaise,
          },
        ]),
      ),
      debitedByKey,
    );
    // A refund goes out through the payout gateway: `mandate_refund:<debit id>` in disbursement clearing.
    const refundLines = pairUp(
      'mandate_refund',
      new Map(
        refunds.map(({ debit, orderNo }) => [
          `mandate_refund:${debit.id}`,
          {
            orderNo,
            reference: `refund:${debit.idempotencyKey}`,
            utr: debit.refundRef,
            paise: debit.refundPaise,
          },
        ]),
      ),
      new Map(
        paidOut
          .filter((j) => j.eventKey.startsWith('mandate_refund:'))
          .map((j) => [j.eventKey, { orderNo: j.orderNo ?? '', paise: -j.total }]),
      ),
    );
    return {
      day,
      lines: [
        ...payoutLines,
        ...collectionLines,
        ...debitLines,
        ...refundLines,
        ...receiptLines,
        ...suspenseLines,
        ...receiptRefundLines,
      ],
    };
  }

  /** Auto-debit mandates (issue 32), with the debit that comes next. */
  async function mandates(state: MandateState | undefined, page: QueuePage) {
    const { rows, total } = await moneyRepository.mandates(db, state, page);
    const [open, unpaid] = await Promise.all([
      moneyRepository.openDebits(
        db,
        rows.map((r) => r.mandate.id),
      ),
      moneyRepository.unpaidInstalments(
        db,
        rows.filter((r) => r.mandate.state === 'active').map((r) => r.mandate.orderId),
      ),
    ]);
    const items = rows.map(({ mandate: m, orderNo, phone }) => {
      const debit = open.find((d) => d.mandateId === m.id);
      const instalment = unpaid.find((i) => i.orderId === m.orderId);
      // Not yet notified: the next unpaid instalment's scheduled figures, capped at the mandate's maximum.
      const owing = instalment
        ? instalment.principalPaise -
          instalment.paidPrincipalPaise +
          instalment.interestPaise -
          instalment.paidInterestPaise +
          instalment.penalPaise +
          instalment.penaltyFeePaise +
          instalment.failedDebitChargePaise -
          instalment.paidPenalPaise
        : 0;
      const nextDebit = debit
        ? {
            dueDay: debit.dueDay,
            amountPaise: debit.requestedPaise ?? debit.amountPaise,
            state: debit.state as 'notified' | 'requested',
          }
        : m.state === 'active' && instalment
          ? {
              dueDay: instalment.dueDay,
              amountPaise: Math.min(m.maxAmountPaise, Math.max(0, owing)),
              state: 'scheduled' as const,
            }
          : null;
      return {
        id: m.id,
        orderId: m.orderId,
        orderNo,
        phone: maskPhone(phone),
        rail: m.rail,
        state: m.state,
        maxAmountPaise: m.maxAmountPaise,
        accountMasked: m.accountMasked,
        endDay: m.endDay,
        createdAt: m.createdAt.toISOString(),
        activatedAt: iso(m.activatedAt),
        revokedAt: iso(m.revokedAt),
        revokedBy: m.revokedBy,
        failureReason: m.failureReason,
        nextDebit,
      };
    });
    return { items, total };
  }

  /** Mandate debits (issue 32): every presentation, its outcome and any refund. */
  async function mandateDebits(state: MandateDebitState | undefined, page: QueuePage) {
    const { rows, total } = await moneyRepository.mandateDebits(db, state, page);
    const items = rows.map(({ debit: d, rail, orderNo, phone }) => ({
      id: d.id,
      mandateId: d.mandateId,
      orderNo,
      phone: maskPhone(phone),
      rail,
      instalmentNumber: d.instalmentNumber,
      dueDay: d.dueDay,
      attempt: d.attempt,
      amountPaise: d.amountPaise,
      requestedPaise: d.requestedPaise,
      state: d.state,
      failureReason: d.failureReason,
      refundPaise: d.refundPaise,
      refundRef: d.refundRef,
      notifiedAt: iso(d.notifiedAt),
      requestedAt: iso(d.requestedAt),
      settledAt: iso(d.settledAt),
    }));
    return { items, total };
  }

  async function reconciliationSummary(day: string) {
    const report = await reconciliation(day);
    return { day, totals: totalsOf(report.lines), lines: report.lines };
  }

  async function reconciliationFile(day: string): Promise<string> {
    const report = await reconciliation(day);
    return reconciliationCsv(day, report.lines);
  }

  return {
    payoutProblems,
    retryPayout,
    cancelPayout,
    askForBank,
    utrQueue,
    confirmUtr,
    rejectUtr,
    coolingOff,
    mandates,
    mandateDebits,
    reconciliationSummary,
    reconciliationFile,
  };
}

export type MoneyService = ReturnType<typeof createMoneyService>;

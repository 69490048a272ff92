import { disbursalJournal, type ErrorCode, formatDate, formatMoney, istDayKey, openBook } from '@app/domain';
import type { FastifyBaseLogger } from 'fastify';
import {
  type PayoutFailureKind,
  type PayoutGateway,
  type PayoutStatus,
  payoutFailureKind,
} from '../../adapters/payout';
import type { SmsSender } from '../../adapters/sms';
import type { Db, Executor } from '../../db/client';
import type { JobRow, LoanOrderRow, PayoutAttemptRow } from '../../db/schema';
import { transact } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import type { Clock } from '../../lib/clock';
import type { FieldCipher } from '../../lib/field-cipher';
import { jobQueue } from '../../platform/job-queue';
import { ledgerRepository } from '../../platform/ledger-repository';
import { createNotifier } from '../../platform/notifier';
import { applicationRepository, checkStep } from '../application';
import { couponRepository } from '../coupons';
import { lockOrder, orderRepository, transitionOrder } from '../orders';
import { payoutRepository } from './payout-repository';

export const PAYOUT_REQUEST_JOB = 'payout_request';
export const PAYOUT_CHECK_JOB = 'payout_check';
export const PAYOUT_EXPIRE_JOB = 'payout_expire';

/** What finance's retry did: a new request queued, the money found already paid, or the same key asked again. */
export type RetryOutcome = 'requeued' | 'paid' | 'rechecking';

/** An attempt's failure kind; rows from before the column are classified by their reason. */
const kindOf = (attempt: PayoutAttemptRow): PayoutFailureKind =>
  attempt.failureKind ?? payoutFailureKind(attempt.failureReason);

/** The latest attempt failed with an unknown outcome: the money may have left (decision 093). */
const outcomeUnknown = (order: LoanOrderRow | undefined, attempt: PayoutAttemptRow | undefined) =>
  order?.state === 'disburse_failed' && attempt?.state === 'failed' && kindOf(attempt) === 'unknown';

/** A gateway answer that still does not say whether the money left. */
const undecided = (status: PayoutStatus | null) =>
  status?.status === 'pending' || (status?.status === 'failed' && status.reason === 'timeout');

export interface DisbursalDeps {
  db: Db;
  clock: Clock;
  cipher: FieldCipher;
  gateway: PayoutGateway;
  sms: SmsSender;
  proName: string;
  /** The lender the loan SMS name. */
  lenderName: string;
  /** How often a pending payout is asked about again. */
  checkSeconds: number;
  /** How long a borrower has to fix the bank details after a failed payout. */
  fixHours: number;
  logger: FastifyBaseLogger;
  /** Runs in the transaction that records the money going out: the loan's books open there. */
  onDisbursed?: (tx: Executor, order: LoanOrderRow) => Promise<void>;
}

/**
 * Disbursal (ARCHITECTURE: signed -> disbursing -> disbursed, or
 * disburse_failed -> fixed and retried, or canceled when the fix window
 * closes). Every step is a guarded state change in one transaction with its
 * journal and message; the gateway is asked outside transactions, always with
 * the attempt's idempotency key, so a crash anywhere repeats a question and
 * never a payment.
 */
export function createDisbursal(deps: DisbursalDeps) {
  const { db, clock, cipher, gateway } = deps;

  const notifier = createNotifier(deps);
  const notify = notifier.send;
  const writeNotice = notifier.write;

  /** The attempt to ask the gateway about: the open one, or a new one for a signed order. */
  async function openAttempt(orderId: string): Promise<PayoutAttemptRow | null> {
    return transact(db, async (tx) => {
      const order = await lockOrder(tx, orderId);
      if (!order || (order.state !== 'signed' && order.state !== 'disbursing')) return null;
      const latest = await payoutRepository.latest(tx, order.id);
      if (latest?.state === 'requested') return latest;
      if (order.state !== 'signed' || !order.payoutAccountEnc || !order.payoutIfsc) return null;
      const now = clock.now();
      const attempt = (latest?.attempt ?? 0) + 1;
      const created = await payoutRepository.insert(tx, {
        orderId: order.id,
        attempt,
        idempotencyKey: `${order.id}-${attempt}`,
        state: 'requested',
        accountEnc: order.payoutAccountEnc,
        ifsc: order.payoutIfsc,
        amountPaise: order.receivedPaise,
        requestedAt: now,
      });
      await transitionOrder(tx, order.id, ['signed'], { state: 'disbursing', updatedAt: now });
      return created;
    });
  }

  async function succeed(tx: Executor, order: LoanOrderRow, attempt: PayoutAttemptRow, utr: string) {
    const now = clock.now();
    await payoutRepository.settle(tx, attempt.id, { state: 'succeeded', utr, settledAt: now });
    const patch = { state: 'disbursed' as const, utr, disbursedAt: now, fixBy: null, updatedAt: now };
    // From disburse_failed when a payout that timed out turns out paid (decision 093).
    await transitionOrder(tx, order.id, ['disbursing', 'disburse_failed'], patch);
    await ledgerRepository.post(tx, {
      kind: 'disbursal',
      eventKey: `disbursal:${order.id}`,
      customerId: order.customerId,
      orderId: order.id,
      lines: disbursalJournal(order),
      now,
    });
    // The books open on the payout's day (decision 069): the first due day is theirs, not the order's.
    await deps.onDisbursed?.(tx, { ...order, ...patch });
    const firstDue = openBook(order.schedule, order.startDay, istDayKey(now))[0]?.dueDay ?? order.endDay;
    const account = cipher.decrypt(attempt.accountEnc, 'account');
    return writeNotice(tx, {
      customerId: order.customerId,
      template: 'loan_disbursed',
      params: {
        amount: formatMoney(order.receivedPaise / 100, { symbol: true }),
        last4: account.slice(-4),
        utr,
        date: formatDate(`${firstDue}T00:00:00+05:30`),
      },
    });
  }

  async function fail(tx: Executor, order: LoanOrderRow, attempt: PayoutAttemptRow, reason: string) {
    const now = clock.now();
    const fixBy = new Date(now.getTime() + deps.fixHours * 3_600_000);
    const failureKind = payoutFailureKind(reason);
    await payoutRepository.settle(tx, attempt.id, {
      state: 'failed',
      failureReason: reason,
      failureKind,
      settledAt: now,
    });
    await transitionOrder(tx, order.id, ['disbursing'], { state: 'disburse_failed', fixBy, updatedAt: now });
    await jobQueue.enqueue(tx, {
      kind: PAYOUT_EXPIRE_JOB,
      payload: { orderId: order.id },
      runAt: fixBy,
      now,
    });
    // Only the bank's refusal is the borrower's to fix; the gateway's troubles are finance's.
    return failureKind === 'bank_refusal' ? askToFix(tx, order, fixBy) : null;
  }

  const askToFix = (tx: Executor, order: LoanOrderRow, fixBy: Date) =>
    writeNotice(tx, {
      customerId: order.customerId,
      template: 'payout_failed',
      params: { date: formatDate(fixBy, 'DD-MM-YYYY hh:mm') },
    });

  /**
   * Applies the gateway's word on one attempt, once: an attempt already
   * settled, or an order no longer disbursing, makes a replayed or late
   * result change nothing.
   */
  async function applyResult(idempotencyKey: string, result: PayoutStatus): Promise<'applied' | 'ignored'> {
    if (result.status === 'pending') return 'ignored';
    const notice = await transact(db, async (tx) => {
      const attempt = await payoutRepository.lockByKey(tx, idempotencyKey);
      if (!attempt) return null;
      const order = await lockOrder(tx, attempt.orderId);
      if (attempt.state === 'requested' && order?.state === 'disbursing') {
        return result.status === 'succeeded'
          ? succeed(tx, order, attempt, result.utr)
          : fail(tx, order, attempt, result.reason);
      }
      // A payout that timed out may have been paid after all: the gateway's later word that it was wins.
      if (result.status === 'succeeded' && order && outcomeUnknown(order, attempt)) {
        const latest = await payoutRepository.latest(tx, order.id);
        if (latest?.id === attempt.id) return succeed(tx, order, attempt, result.utr);
      }
      return null;
    });
    await notify(notice);
    return notice ? 'applied' : 'ignored';
  }

  async function checkLater(idempotencyKey: string): Promise<void> {
    const now = clock.now();
    await jobQueue.enqueue(db, {
      kind: PAYOUT_CHECK_JOB,
      payload: { idempotencyKey },
      runAt: new Date(now.getTime() + deps.checkSeconds * 1000),
      now,
    });
  }

  /** The name on the identity step: the gateway checks it against the account holder. */
  async function beneficiaryOf(orderId: string): Promise<string> {
    const order = await orderRepository.findById(db, orderId);
    const application = order ? await applicationRepository.findById(db, order.applicationId) : undefined;
    return application?.steps.identity?.name ?? '';
  }

  /** Job: pay a signed order (or ask again about its open attempt, after a crash). */
  async function runRequest(job: JobRow): Promise<void> {
    const attempt = await openAttempt(String(job.payload.orderId ?? ''));
    if (!attempt) return;
    const status = await gateway.request({
      idempotencyKey: attempt.idempotencyKey,
      accountNumber: cipher.decrypt(attempt.accountEnc, 'account'),
      ifsc: attempt.ifsc,
      amountPaise: attempt.amountPaise,
      beneficiaryName: await beneficiaryOf(attempt.orderId),
    });
    if (status.status === 'pending') await checkLater(attempt.idempotencyKey);
    else await applyResult(attempt.idempotencyKey, status);
  }

  /** Job: ask the gateway how a pending payout went. */
  async function runCheck(job: JobRow): Promise<void> {
    const key = String(job.payload.idempotencyKey ?? '');
    const status = await gateway.status(key);
    if (!status) return;
    if (status.status === 'pending') await checkLater(key);
    else await applyResult(key, status);
  }

  /** An order and its latest attempt, read without locks: what to ask the gateway before a transaction. */
  async function look(orderId: string) {
    const order = await orderRepository.findById(db, orderId);
    const attempt = order ? await payoutRepository.latest(db, order.id) : undefined;
    return { order, attempt };
  }

  /** For an attempt whose outcome is unknown, the gateway's word on its key now (asked outside transactions). */
  async function statusIfUnknown(orderId: string) {
    const { order, attempt } = await look(orderId);
    if (!attempt || !outcomeUnknown(order, attempt)) return undefined;
    return {
      attemptId: attempt.id,
      key: attempt.idempotencyKey,
      status: await gateway.status(attempt.idempotencyKey),
    };
  }

  /**
   * Job: the fix window closed without new bank details: cancel, which frees
   * the credit line. A payout whose outcome is unknown is asked about first:
   * paid, it is recorded as paid; still undecided, the job comes back later.
   */
  async function runExpire(job: JobRow): Promise<void> {
    const orderId = String(job.payload.orderId ?? '');
    const unknown = await statusIfUnknown(orderId);
    if (unknown?.status?.status === 'succeeded') {
      await applyResult(unknown.key, unknown.status);
      return;
    }
    if (unknown && undecided(unknown.status)) {
      const now = clock.now();
      const runAt = new Date(now.getTime() + deps.checkSeconds * 1000);
      await jobQueue.enqueue(db, { kind: PAYOUT_EXPIRE_JOB, payload: { orderId }, runAt, now });
      return;
    }
    const notice = await transact(db, async (tx) => {
      const order = await lockOrder(tx, orderId);
      const now = clock.now();
      if (order?.state !== 'disburse_failed' || !order.fixBy || order.fixBy > now) return null;
      await transitionOrder(tx, order.id, ['disburse_failed'], {
        state: 'canceled',
        closedAt: now,
        updatedAt: now,
      });
      await couponRepository.release(tx, order.id);
      return writeNotice(tx, {
        customerId: order.customerId,
        template: 'order_canceled',
        params: { amount: formatMoney(order.amountPaise / 100, { symbol: true }) },
      });
    });
    await notify(notice);
  }

  /**
   * After a failed payout, within the fix window: new bank details (spec §5:
   * they must differ from the old), kept on the application too, and the
   * payout tried again with a new attempt and key.
   */
  async function changeBank(
    customer: { customerId: string; phone: string },
    orderId: string,
    values: unknown,
  ) {
    const application = await applicationRepository.findLatest(db, customer.customerId);
    const checked = checkStep('bank', values, { phone: customer.phone, saved: application?.steps ?? {} });
    const account = checked.secrets.account ?? '';
    const bank = checked.stored.bank;
    if (!bank) throw new AppError('VALIDATION_FAILED');
    await transact(db, async (tx) => {
      const order = await lockOrder(tx, orderId);
      if (order?.customerId !== customer.customerId) throw new AppError('NOT_FOUND');
      const now = clock.now();
      if (order.state !== 'disburse_failed' || !order.fixBy || order.fixBy <= now) {
        throw new AppError('ORDER_NOT_CHANGEABLE');
      }
      // A new account while the old payout may yet be paid could pay twice: finance checks it first.
      if (outcomeUnknown(order, await payoutRepository.latest(tx, order.id))) {
        throw new AppError('ORDER_NOT_CHANGEABLE');
      }
      const old = order.payoutAccountEnc ? cipher.decrypt(order.payoutAccountEnc, 'account') : '';
      if (old === account && order.payoutIfsc === bank.ifsc) {
        throw new AppError('BANK_SAME_AS_OLD', { field: 'accountNumber', params: { last4: old.slice(-4) } });
      }
      const accountEnc = cipher.encrypt(account, 'account');
      await applicationRepository.update(tx, order.applicationId, {
        steps: { ...(application?.steps ?? {}), bank },
        accountEnc,
        updatedAt: now,
      });
      await transitionOrder(tx, order.id, ['disburse_failed'], {
        state: 'signed',
        payoutAccountEnc: accountEnc,
        payoutIfsc: bank.ifsc,
        fixBy: null,
        updatedAt: now,
      });
      await jobQueue.enqueue(tx, {
        kind: PAYOUT_REQUEST_JOB,
        payload: { orderId: order.id },
        runAt: now,
        now,
      });
    });
  }

  /**
   * Finance's retry from the console (decisions 032, 093), once per failure:
   * - a payout stuck in `disbursing` is asked about again with the same key
   *   (the gateway pays a key at most once);
   * - a gateway error goes back to `signed` and a new attempt;
   * - an unknown outcome (a timeout) is first asked about under its key: paid,
   *   it is recorded as paid and nothing is sent again; a definite failure is
   *   recorded and judged as such; still undecided or never received, the same
   *   key is asked again (`disbursing`);
   * - a bank refusal is refused (409 PAYOUT_BANK_REFUSED) unless the account changed since.
   * The caller's audit entry (`within`) commits with the change.
   */
  async function retry(
    orderId: string,
    stuckBefore: Date,
    within: (
      tx: Executor,
      order: LoanOrderRow,
      attempt: PayoutAttemptRow,
      outcome: RetryOutcome,
    ) => Promise<void>,
  ): Promise<RetryOutcome> {
    const unknown = await statusIfUnknown(orderId);
    const result = await transact(db, async (tx) => {
      const order = await lockOrder(tx, orderId);
      if (!order) throw new AppError('NOT_FOUND');
      const attempt = await payoutRepository.latest(tx, order.id);
      if (!attempt) throw new AppError('PAYOUT_NOT_RETRYABLE');
      const now = clock.now();
      if (outcomeUnknown(order, attempt)) {
        // Another request changed the attempt since the gateway was asked: ask again rather than guess.
        if (unknown?.attemptId !== attempt.id) throw new AppError('PAYOUT_OUTCOME_UNKNOWN');
        const { status } = unknown;
        if (status?.status === 'succeeded') {
          const notice = await succeed(tx, order, attempt, status.utr);
          await within(tx, order, attempt, 'paid');
          return { outcome: 'paid' as const, notice };
        }
        if (status === null || undecided(status)) {
          await payoutRepository.reopen(tx, attempt.id);
          await transitionOrder(tx, order.id, ['disburse_failed'], {
            state: 'disbursing',
            fixBy: null,
            updatedAt: now,
          });
          await jobQueue.enqueue(tx, {
            kind: PAYOUT_REQUEST_JOB,
            payload: { orderId: order.id },
            runAt: now,
            now,
          });
          await within(tx, order, attempt, 'rechecking');
          return { outcome: 'rechecking' as const, notice: null };
        }
        if (status.status === 'failed') {
          const failureKind = payoutFailureKind(status.reason);
          await payoutRepository.settle(tx, attempt.id, {
            state: 'failed',
            failureReason: status.reason,
            failureKind,
            settledAt: now,
          });
          if (failureKind === 'bank_refusal') {
            // The truth is kept and the borrower asked to fix it; the retry itself is refused after commit.
            const notice = order.fixBy ? await askToFix(tx, order, order.fixBy) : null;
            return { refused: 'PAYOUT_BANK_REFUSED' as const, notice };
          }
          attempt.failureKind = failureKind;
        }
      }
      const refusal = retryRefusal(order, attempt, stuckBefore);
      if (refusal) throw new AppError(refusal);
      if (!(await payoutRepository.markRetried(tx, attempt.id, now)))
        throw new AppError('PAYOUT_ALREADY_RETRIED');
      if (order.state === 'disburse_failed') {
        await transitionOrder(tx, order.id, ['disburse_failed'], {
          state: 'signed',
          fixBy: null,
          updatedAt: now,
        });
      }
      await jobQueue.enqueue(tx, {
        kind: PAYOUT_REQUEST_JOB,
        payload: { orderId: order.id },
        runAt: now,
        now,
      });
      await within(tx, order, attempt, 'requeued');
      return { outcome: 'requeued' as const, notice: null };
    });
    await notify(result.notice);
    if ('refused' in result && result.refused) throw new AppError(result.refused);
    return result.outcome;
  }

  /** Why finance may not retry an order's latest attempt, or null when it may (see retry). */
  function retryRefusal(order: LoanOrderRow, attempt: PayoutAttemptRow, stuckBefore: Date): ErrorCode | null {
    if (order.state === 'disbursing')
      return attempt.state === 'requested' && attempt.requestedAt < stuckBefore
        ? null
        : 'PAYOUT_NOT_RETRYABLE';
    if (order.state !== 'disburse_failed' || attempt.state !== 'failed') return 'PAYOUT_NOT_RETRYABLE';
    if (order.fixBy && order.fixBy <= clock.now()) return 'PAYOUT_NOT_RETRYABLE';
    const bankChanged = order.payoutAccountEnc !== attempt.accountEnc || order.payoutIfsc !== attempt.ifsc;
    if (!bankChanged && kindOf(attempt) === 'bank_refusal') return 'PAYOUT_BANK_REFUSED';
    return null;
  }

  /** Whether finance may retry an order's latest attempt (an unknown outcome: yes, after a status check). */
  function retryable(order: LoanOrderRow, attempt: PayoutAttemptRow, stuckBefore: Date): boolean {
    return attempt.retriedAt === null && retryRefusal(order, attempt, stuckBefore) === null;
  }

  /**
   * Finance cancels an order whose payout failed (decision 093): no money
   * moved, so no journal; the credit line and any coupon come back and the
   * borrower is told. An unknown outcome is asked about first: paid, it is
   * recorded as paid and the cancel refused (409 PAYOUT_ALREADY_PAID); still
   * undecided, refused (409 PAYOUT_OUTCOME_UNKNOWN).
   */
  async function cancel(
    orderId: string,
    within: (tx: Executor, order: LoanOrderRow, attempt: PayoutAttemptRow | undefined) => Promise<void>,
  ): Promise<void> {
    const unknown = await statusIfUnknown(orderId);
    const result = await transact(db, async (tx) => {
      const order = await lockOrder(tx, orderId);
      if (!order) throw new AppError('NOT_FOUND');
      if (order.state !== 'disburse_failed') throw new AppError('PAYOUT_NOT_CANCELABLE');
      const attempt = await payoutRepository.latest(tx, order.id);
      const now = clock.now();
      if (attempt && outcomeUnknown(order, attempt)) {
        if (unknown?.attemptId !== attempt.id) throw new AppError('PAYOUT_OUTCOME_UNKNOWN');
        const { status } = unknown;
        if (status?.status === 'succeeded') {
          return {
            refused: 'PAYOUT_ALREADY_PAID' as const,
            notice: await succeed(tx, order, attempt, status.utr),
          };
        }
        if (undecided(status)) throw new AppError('PAYOUT_OUTCOME_UNKNOWN');
        // Failed for good, or never received under a key we will not use again: nothing can be paid.
        if (status?.status === 'failed') {
          await payoutRepository.settle(tx, attempt.id, {
            state: 'failed',
            failureReason: status.reason,
            failureKind: payoutFailureKind(status.reason),
            settledAt: now,
          });
        }
      }
      await transitionOrder(tx, order.id, ['disburse_failed'], {
        state: 'canceled',
        fixBy: null,
        closedAt: now,
        updatedAt: now,
      });
      await couponRepository.release(tx, order.id);
      await within(tx, order, attempt);
      const notice = await writeNotice(tx, {
        customerId: order.customerId,
        template: 'order_canceled_by_lender',
        params: { amount: formatMoney(order.amountPaise / 100, { symbol: true }) },
      });
      return { notice };
    });
    await notify(result.notice);
    if ('refused' in result && result.refused) throw new AppError(result.refused);
  }

  /**
   * Finance asks the borrower to enter their bank account again (decision
   * 093): staff never edit it; the borrower changes it in the app
   * (`PUT /orders/:id/bank`) before the fix-by time. A message and an SMS.
   */
  async function askForBank(
    orderId: string,
    within: (tx: Executor, order: LoanOrderRow, attempt: PayoutAttemptRow) => Promise<void>,
  ): Promise<void> {
    const notice = await transact(db, async (tx) => {
      const order = await lockOrder(tx, orderId);
      if (!order) throw new AppError('NOT_FOUND');
      const attempt = await payoutRepository.latest(tx, order.id);
      if (order.state !== 'disburse_failed' || !order.fixBy || order.fixBy <= clock.now() || !attempt) {
        throw new AppError('ORDER_NOT_CHANGEABLE');
      }
      if (outcomeUnknown(order, attempt)) throw new AppError('PAYOUT_OUTCOME_UNKNOWN');
      await within(tx, order, attempt);
      return writeNotice(tx, {
        customerId: order.customerId,
        template: 'payout_bank_update_requested',
        params: {
          amount: formatMoney(attempt.amountPaise / 100, { symbol: true }),
          last4: cipher.decrypt(attempt.accountEnc, 'account').slice(-4),
          date: formatDate(order.fixBy, 'DD-MM-YYYY hh:mm'),
        },
      });
    });
    await notify(notice);
  }

  return {
    applyResult,
    changeBank,
    retry,
    retryable,
    cancel,
    askForBank,
    failureKind: kindOf,
    jobs: {
      [PAYOUT_REQUEST_JOB]: runRequest,
      [PAYOUT_CHECK_JOB]: runCheck,
      [PAYOUT_EXPIRE_JOB]: runExpire,
    },
  };
}

export type Disbursal = ReturnType<typeof createDisbursal>;

/**
 * Hands a signed order to disbursal, in the signing transaction: the payout
 * goes to the account on the borrower's application, and the job that pays
 * it exists if and only if the signature committed.
 */
export async function startDisbursal(
  tx: Executor,
  order: LoanOrderRow,
  application: { accountEnc: string | null; steps: { bank?: { ifsc: string } } },
  now: Date,
): Promise<void> {
  if (!application.accountEnc || !application.steps.bank) throw new AppError('BANK_CARD_INCORRECT');
  const moved = await transitionOrder(tx, order.id, ['created'], {
    state: 'signed',
    signedAt: now,
    payoutAccountEnc: application.accountEnc,
    payoutIfsc: application.steps.bank.ifsc,
    updatedAt: now,
  });
  if (!moved) throw new AppError('ORDER_NOT_CHANGEABLE');
  await jobQueue.enqueue(tx, { kind: PAYOUT_REQUEST_JOB, payload: { orderId: order.id }, runAt: now, now });
}

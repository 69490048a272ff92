import { disbursalJournal, formatDate, formatMoney, istDayKey, openBook } from '@app/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { PayoutGateway, PayoutStatus } from '../../adapters/payout';
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

/** Failures where the bank refused the account itself: trying it again cannot help, new details can. */
const BANK_REFUSALS = new Set(['account_invalid', 'account_closed', 'ifsc_invalid']);

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
    await transitionOrder(tx, order.id, ['disbursing'], patch);
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
    await payoutRepository.settle(tx, attempt.id, { state: 'failed', failureReason: reason, settledAt: now });
    await transitionOrder(tx, order.id, ['disbursing'], { state: 'disburse_failed', fixBy, updatedAt: now });
    await jobQueue.enqueue(tx, {
      kind: PAYOUT_EXPIRE_JOB,
      payload: { orderId: order.id },
      runAt: fixBy,
      now,
    });
    return writeNotice(tx, {
      customerId: order.customerId,
      template: 'payout_failed',
      params: { date: formatDate(fixBy, 'DD-MM-YYYY hh:mm') },
    });
  }

  /**
   * Applies the gateway's word on one attempt, once: an attempt already
   * settled, or an order no longer disbursing, makes a replayed or late
   * result change nothing.
   */
  async function applyResult(idempotencyKey: string, result: PayoutStatus): Promise<'applied' | 'ignored'> {
    if (result.status === 'pending') return 'ignored';
    const notice = await transact(db, async (tx) => {
      const attempt = await payoutRepository.lockByKey(tx, idempotencyKey);
      if (attempt?.state !== 'requested') return null;
      const order = await lockOrder(tx, attempt.orderId);
      if (order?.state !== 'disbursing') return null;
      return result.status === 'succeeded'
        ? succeed(tx, order, attempt, result.utr)
        : fail(tx, order, attempt, result.reason);
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

  /** Job: the fix window closed without new bank details: cancel, which frees the credit line. */
  async function runExpire(job: JobRow): Promise<void> {
    const orderId = String(job.payload.orderId ?? '');
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
   * Finance's retry from the console (decision 032), once per failure: a
   * payout stuck in `disbursing` asks the gateway again with the same key (it
   * pays a key at most once); a failed one that the bank did not refuse for
   * the account, or whose account changed since, goes back to `signed` and a
   * new attempt. The attempt is marked retried in the transaction, with the
   * caller's audit entry (`within`).
   */
  async function retry(
    orderId: string,
    stuckBefore: Date,
    within: (tx: Executor, order: LoanOrderRow, attempt: PayoutAttemptRow) => Promise<void>,
  ): Promise<void> {
    await transact(db, async (tx) => {
      const order = await lockOrder(tx, orderId);
      if (!order) throw new AppError('NOT_FOUND');
      const attempt = await payoutRepository.latest(tx, order.id);
      if (!attempt || !retryable(order, attempt, stuckBefore)) throw new AppError('PAYOUT_NOT_RETRYABLE');
      const now = clock.now();
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
      await within(tx, order, attempt);
    });
  }

  /** Whether finance may retry an order's latest attempt (see retry). */
  function retryable(order: LoanOrderRow, attempt: PayoutAttemptRow, stuckBefore: Date): boolean {
    if (order.state === 'disbursing')
      return attempt.state === 'requested' && attempt.requestedAt < stuckBefore;
    if (order.state !== 'disburse_failed' || attempt.state !== 'failed') return false;
    if (order.fixBy && order.fixBy <= clock.now()) return false;
    const bankChanged = order.payoutAccountEnc !== attempt.accountEnc || order.payoutIfsc !== attempt.ifsc;
    return bankChanged || !BANK_REFUSALS.has(attempt.failureReason ?? '');
  }

  return {
    applyResult,
    changeBank,
    retry,
    retryable,
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

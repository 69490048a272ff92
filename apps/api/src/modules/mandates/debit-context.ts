import { formatDate, formatMoney, istDayKey } from '@app/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { MandateGateway } from '../../adapters/mandate';
import type { PayoutGateway } from '../../adapters/payout';
import type { SmsSender } from '../../adapters/sms';
import type { Db, Executor } from '../../db/client';
import type { LoanOrderRow } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import type { FieldCipher } from '../../lib/field-cipher';
import type { Notice } from '../../platform/notifier';
import { createNotifier } from '../../platform/notifier';

export const MANDATE_SMS_JOB = 'mandate_sms';
export const MANDATE_REVOKE_JOB = 'mandate_revoke';
export const MANDATE_REFUND_JOB = 'mandate_refund';

/** India is UTC+05:30 all year. */
const IST_OFFSET_MS = 330 * 60_000;
/** The notice goes on the day before from 09:00; the debit on its day from 10:00 (India time). */
export const NOTICE_FROM_HOUR = 9;
export const DEBIT_FROM_HOUR = 10;
/** The pre-debit notice's lead: at least 24 hours (UPI AutoPay's rule, kept on e-NACH too). */
export const NOTICE_LEAD_MS = 24 * 3_600_000;
/** A requested debit with no result after this long is asked about (a lost webhook, a crash). */
export const DEBIT_CHECK_AFTER_MS = 5 * 60_000;
/**
 * A debit's money waits this long at most, after its request, for a payment by
 * hand already being checked: that payment settles first and the debit is
 * refunded, whichever result arrived first. Past it the debit settles anyway
 * (the bill must not go overdue over a checkout left open).
 */
export const DEBIT_WAIT_FOR_MANUAL_MS = 60 * 60_000;

export interface DebitDeps {
  db: Db;
  clock: Clock;
  sms: SmsSender;
  cipher: FieldCipher;
  gateway: MandateGateway;
  payouts: PayoutGateway;
  proName: string;
  lenderName: string;
  /** Re-presentations after a failed debit (MANDATE_DEBIT_RETRIES). */
  retries: number;
  /** How often a pending refund payout is asked about again. */
  checkSeconds: number;
  logger: FastifyBaseLogger;
  /** The repayment module's settle path for money a debit took (in the caller's transaction). */
  settleDebit: (
    tx: Executor,
    orderId: string,
    amountPaise: number,
    now: Date,
  ) => Promise<{ repaymentId: string | null; keptPaise: number; notice: Notice | null }>;
  /**
   * The repayment module's levy of a failed debit's charge on its instalment (the order's own
   * pricing.failedDebitChargePaise, fixed when priced), once per event key; the charge levied.
   */
  levyCharge: (tx: Executor, orderId: string, number: number, eventKey: string, now: Date) => Promise<number>;
  /** The repayment module's figure of what will be due on a debit's day (interest and penal charges to then). */
  dueOn: (tx: Executor, order: LoanOrderRow, day: string) => Promise<number>;
}

export function createDebitContext(deps: DebitDeps) {
  const notifier = createNotifier(deps);
  return {
    deps,
    now: () => deps.clock.now(),
    today: () => istDayKey(deps.clock.now()),
    /** The hour in India now. */
    istHour: () => new Date(deps.clock.now().getTime() + IST_OFFSET_MS).getUTCHours(),
    writeNotice: notifier.write,
    notify: notifier.send,
  };
}

export type DebitContext = ReturnType<typeof createDebitContext>;

export const rupees = (paise: number) => formatMoney(paise / 100, { symbol: true, paise: true });
export const dayText = (day: string) => formatDate(`${day}T00:00:00+05:30`);

import {
  type BookTerms,
  DEFAULT_PRICING,
  formatMoney,
  istDayKey,
  type PricingConfig,
  type Settlement,
} from '@app/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { CollectionGateway } from '../../adapters/collections';
import type { SmsSender } from '../../adapters/sms';
import type { Db, Executor } from '../../db/client';
import type { LoanOrderRow, RepaymentRow } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { createNotifier } from '../../platform/notifier';
import type { NocIssued } from './loan-certificates';
import { repaymentView } from './repayment-view';

export const REPAYMENT_CHECK_JOB = 'repayment_check';

export interface RepaymentDeps {
  db: Db;
  clock: Clock;
  gateway: CollectionGateway;
  sms: SmsSender;
  proName: string;
  /** The lender the loan SMS name. */
  lenderName: string;
  vpa: string;
  payee: string;
  /** Extension days of new orders' books, when the order's pricing predates the setting. */
  extensionDays: number;
  checkSeconds: number;
  logger: FastifyBaseLogger;
  /** Runs in the transaction that settles a loan in full (not a cooling-off exit): referral rewards. */
  onSettled?: (tx: Executor, order: LoanOrderRow) => Promise<void>;
  /** Runs in the transaction of every repayment that settles (after the books and the order moved): auto-debits. */
  onRepaid?: (tx: Executor, orderId: string, outcome: Settlement['outcome'], now: Date) => Promise<void>;
  /** Runs in the transaction that issued a loan's no-dues certificate (settled or exited), once per loan: its delivery. */
  onNocIssued?: (tx: Executor, noc: NocIssued) => Promise<void>;
}

export const rupees = (paise: number) => formatMoney(paise / 100, { symbol: true });
/** To the paisa: what a borrower is asked to pay. */
export const exactRupees = (paise: number) => formatMoney(paise / 100, { symbol: true, paise: true });

/** The loan terms the books use: what the order was priced with, completed by today's defaults for older orders. */
export function bookTerms(order: LoanOrderRow, extensionDays: number): BookTerms {
  // An order priced before a term existed keeps what its KFS said: no penalty fee; the extension (the borrower's choice) uses today's setting.
  const stored: Partial<PricingConfig> = order.pricing;
  const pricing: PricingConfig = { ...DEFAULT_PRICING, extensionDays, penaltyFeePaise: 0, ...stored };
  return { ...pricing, dailyRatePpm: order.dailyRatePpm };
}

/** What every repayment use case works with: the service's dependencies and the helpers they share. */
export function createRepaymentContext(deps: RepaymentDeps) {
  const notifier = createNotifier(deps);
  const upiOf = (row: RepaymentRow) => ({
    vpa: deps.vpa,
    payee: deps.payee,
    reference: row.reference,
    amountPaise: row.amountPaise,
  });
  return {
    deps,
    /** The business day (India) now. */
    today: () => istDayKey(deps.clock.now()),
    terms: (order: LoanOrderRow) => bookTerms(order, deps.extensionDays),
    /** Sends a notice's SMS after commit. */
    notify: notifier.send,
    /** Writes a notice to the message center in the caller's transaction. */
    writeNotice: notifier.write,
    upiOf,
    view: (row: RepaymentRow, orderNo: string) =>
      repaymentView(row, orderNo, upiOf(row), deps.gateway.simulate !== undefined),
  };
}

export type RepaymentContext = ReturnType<typeof createRepaymentContext>;

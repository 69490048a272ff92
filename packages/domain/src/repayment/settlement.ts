import type { LedgerLine } from '../ledger/accounts';
import {
  accrualJournal,
  extensionJournal,
  interestWaiverJournal,
  repaymentJournal,
} from '../ledger/journals';
import type { CoolingOff } from '../pricing/cooling-off';
import { closeByCoolingOffExit } from './cooling-off-exit';
import { applyExtension, type ExtensionQuote, extensionQuote } from './extension';
import {
  applyPayment,
  type BookInstalment,
  type BookTerms,
  type PaymentResult,
  payoffOwing,
} from './loan-book';
import { type QuotedKind, quotedOwing } from './quote-validity';

export type RepaymentKind = QuotedKind | 'partial' | 'cooling_off';

export interface SettlementInput {
  /** The loan's books, accrued through `day` while the loan runs. */
  book: readonly BookInstalment[];
  terms: BookTerms;
  /** The business day the money is applied on. */
  day: string;
  /** False once the loan closed meanwhile: then everything that came is the borrower's, to refund. */
  loanOpen: boolean;
  kind: RepaymentKind;
  /** What reached the collection account. */
  collectedPaise: number;
  /** The repayment coupon's part, paid by the lender. */
  couponPaise: number;
  /**
   * The cooling-off exit as it stood when the repayment started (cooling-off repayments only):
   * its window, and the loan's whole interest it closes with (exitInterestOfQuote).
   */
  exit: Pick<CoolingOff, 'until' | 'interestPaise'> | null;
  /** When the repayment started: a cooling-off exit holds only if it started inside the window. */
  startedAt: Date;
}

/** What a repayment paid, by component, as the repayment row keeps it. */
export interface SettlementAllocation {
  principalPaise: number;
  interestPaise: number;
  penalPaise: number;
  /** Beyond what the payment was for: refundable to the borrower. */
  excessPaise: number;
  feePaise?: number;
  gstPaise?: number;
  /** A bill, payoff or extension paid short: what it still costs today. */
  remainingPaise?: number;
}

/** What one instalment received. */
export interface InstalmentAllocation {
  number: number;
  principalPaise: number;
  interestPaise: number;
  penalPaise: number;
}

export interface SettlementJournal {
  kind: 'accrual' | 'repayment' | 'extension';
  /** Prefix of the journal's event key (`<key>:<repayment id>`). */
  key: 'recognise' | 'waive' | 'repayment';
  lines: LedgerLine[];
}

export type SettlementOutcome =
  /** The extension's price came: the due day moves. */
  | 'extended'
  /** The cooling-off exit closed the loan. */
  | 'exited'
  /** The loan is paid off. */
  | 'settled'
  /** A bill, payoff or extension arrived short: applied as a part payment (decision 065). */
  | 'short'
  /** A part payment, or money for a loan already closed (all refunded). */
  | 'received';

export interface Settlement {
  outcome: SettlementOutcome;
  /** The books after the payment. */
  book: BookInstalment[];
  allocation: SettlementAllocation;
  instalments: InstalmentAllocation[];
  /** In posting order; each one balanced. */
  journals: SettlementJournal[];
  /** The due day an extension moved to, null for an extension that did not, undefined for other kinds. */
  newDueDay?: string | null;
  /** Set when outcome is 'short'. */
  remainingPaise: number | null;
  /** What closes the loan after the payment. */
  payoffPaise: number;
}

/**
 * What a repayment whose money arrived does to the loan (the decision of
 * settling, with no I/O): an extension paid in full moves the due day;
 * otherwise the money goes to the instalments oldest first (a cooling-off
 * exit started in its window closes the books at the interest of the days
 * held); a bill, payoff or extension that fell short is a part payment and
 * says what is left; money for a loan already closed is all refunded.
 */
export function settleRepayment(input: SettlementInput): Settlement {
  const { book, day, terms, loanOpen, kind, collectedPaise, couponPaise } = input;
  const paidPaise = collectedPaise + couponPaise;
  const extension = loanOpen && kind === 'extension' ? extensionQuote(book, day, terms) : null;
  if (extension && paidPaise >= extension.totalPaise) return extend(input, extension);

  const asked: QuotedKind | null =
    loanOpen && (kind === 'bill' || kind === 'full' || kind === 'extension') ? kind : null;
  const short = asked !== null && paidPaise < quotedOwing(book, day, terms, asked);
  const exiting =
    loanOpen && kind === 'cooling_off' && input.exit !== null && input.startedAt < input.exit.until;
  const result: PaymentResult & { waivedInterestPaise?: number } = loanOpen
    ? exiting && input.exit
      ? closeByCoolingOffExit(book, input.exit.interestPaise, paidPaise, day)
      : applyPayment(
          book,
          paidPaise,
          day,
          kind === 'bill' ? 'bill' : kind === 'full' ? 'full' : 'partial',
          terms,
        )
    : refundAll(book, paidPaise);
  const closes = loanOpen && result.settled;
  const remainingPaise =
    short && asked && !result.settled ? quotedOwing(result.book, day, terms, asked) : null;
  const journals: SettlementJournal[] = [];
  if (result.recognisedInterestPaise > 0) {
    journals.push({
      kind: 'accrual',
      key: 'recognise',
      lines: accrualJournal(result.recognisedInterestPaise, 0),
    });
  }
  const waived = result.waivedInterestPaise ?? 0;
  if (waived > 0) journals.push({ kind: 'accrual', key: 'waive', lines: interestWaiverJournal(waived) });
  journals.push({
    kind: 'repayment',
    key: 'repayment',
    lines: repaymentJournal({
      collectedPaise,
      couponPaise,
      principalPaise: result.principalPaise,
      interestPaise: result.interestPaise,
      penalPaise: result.penalPaise,
      excessPaise: result.excessPaise,
    }),
  });
  return {
    outcome: closes ? (exiting ? 'exited' : 'settled') : remainingPaise !== null ? 'short' : 'received',
    book: result.book,
    allocation: {
      principalPaise: result.principalPaise,
      interestPaise: result.interestPaise,
      penalPaise: result.penalPaise,
      excessPaise: result.excessPaise,
      ...(remainingPaise === null ? {} : { remainingPaise }),
    },
    instalments: paidByInstalment(book, result.book),
    journals,
    // An extension short of its price did not move the due day.
    ...(kind === 'extension' ? { newDueDay: null } : {}),
    remainingPaise,
    payoffPaise: payoffOwing(result.book).totalPaise,
  };
}

/** The extension's price came: interest and penal charges to date are paid, the fee and GST earned, the due day moves. */
function extend(input: SettlementInput, extension: ExtensionQuote): Settlement {
  const { book, day, terms, collectedPaise, couponPaise } = input;
  const after = applyExtension(book, day, terms);
  const parts = {
    interestPaise: extension.interestPaise,
    penalPaise: extension.penalPaise,
    feePaise: extension.feePaise,
    gstPaise: extension.gstPaise,
    excessPaise: collectedPaise + couponPaise - extension.totalPaise,
  };
  return {
    outcome: 'extended',
    book: after,
    allocation: {
      principalPaise: 0,
      interestPaise: parts.interestPaise,
      penalPaise: parts.penalPaise,
      excessPaise: parts.excessPaise,
      feePaise: parts.feePaise,
      gstPaise: parts.gstPaise,
    },
    instalments: paidByInstalment(book, after),
    journals: [
      {
        kind: 'extension',
        key: 'repayment',
        lines: extensionJournal({ collectedPaise, couponPaise, ...parts }),
      },
    ],
    newDueDay: extension.newDueDay,
    remainingPaise: null,
    payoffPaise: payoffOwing(after).totalPaise,
  };
}

/** A loan already closed takes nothing: the whole payment is excess. */
function refundAll(book: readonly BookInstalment[], paidPaise: number): PaymentResult {
  return {
    book: [...book],
    recognisedInterestPaise: 0,
    principalPaise: 0,
    interestPaise: 0,
    penalPaise: 0,
    excessPaise: paidPaise,
    settled: false,
  };
}

/** What each instalment received between two states of the books (the instalments that received something). */
function paidByInstalment(
  before: readonly BookInstalment[],
  after: readonly BookInstalment[],
): InstalmentAllocation[] {
  return after
    .map((i, index) => {
      const was = before[index];
      return {
        number: i.number,
        principalPaise: i.paidPrincipalPaise - (was?.paidPrincipalPaise ?? 0),
        interestPaise: i.paidInterestPaise - (was?.paidInterestPaise ?? 0),
        penalPaise: i.paidPenalPaise - (was?.paidPenalPaise ?? 0),
      };
    })
    .filter((part) => part.principalPaise + part.interestPaise + part.penalPaise !== 0);
}

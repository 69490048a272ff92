import type { LedgerAccount, LedgerLine } from '@app/domain';

/** One journal of a loan as the statement reads it: its kind, when, and the loan's lines in it. */
export interface LoanJournal {
  id: string;
  kind: string;
  eventKey: string;
  day: string;
  /** For a repayment: how it came in ('mandate' is an auto-debit). */
  method: string | null;
  lines: readonly LedgerLine[];
}

export type StatementItem =
  | 'disbursal'
  | 'interest'
  | 'interest_waived'
  | 'penal'
  | 'charge'
  | 'payment'
  | 'auto_debit'
  | 'extension_fee'
  | 'extension_payment'
  | 'refund'
  | 'other';

/** One line of the statement: a debit adds to what the borrower owes, a credit takes from it. */
export interface StatementLine {
  day: string;
  item: StatementItem;
  debitPaise: number;
  creditPaise: number;
}

/**
 * What the borrower's balance is made of: what they owe (principal, interest,
 * penal charges) less what the lender owes them back (an excess to refund).
 */
export const BALANCE_ACCOUNTS: readonly LedgerAccount[] = [
  'principal_receivable',
  'interest_receivable',
  'penal_receivable',
  'borrower_refund_payable',
];

const sum = (lines: readonly LedgerLine[], accounts: readonly LedgerAccount[]) =>
  lines.filter((l) => accounts.includes(l.account)).reduce((s, l) => s + l.amountPaise, 0);

/** How a journal moves the borrower's balance: the sum of its lines on the balance accounts. */
export const balanceEffect = (journal: Pick<LoanJournal, 'lines'>) => sum(journal.lines, BALANCE_ACCOUNTS);

const line = (day: string, item: StatementItem, amountPaise: number): StatementLine =>
  amountPaise >= 0
    ? { day, item, debitPaise: amountPaise, creditPaise: 0 }
    : { day, item, debitPaise: 0, creditPaise: -amountPaise };

/** The borrower's view of one journal (before the remainder check). */
function described(j: LoanJournal): StatementLine[] {
  const paid = () => sum(j.lines, ['collections_clearing', 'coupon_expense']);
  switch (j.kind) {
    case 'disbursal':
      return [line(j.day, 'disbursal', sum(j.lines, ['principal_receivable']))];
    case 'accrual': {
      const interest = sum(j.lines, ['interest_receivable']);
      return [
        line(j.day, interest >= 0 ? 'interest' : 'interest_waived', interest),
        line(j.day, 'penal', sum(j.lines, ['penal_receivable'])),
      ];
    }
    case 'mandate_failed_charge':
      return [line(j.day, 'charge', sum(j.lines, ['penal_receivable']))];
    case 'repayment':
      return [line(j.day, j.method === 'mandate' ? 'auto_debit' : 'payment', -paid())];
    case 'extension':
      // The fee and its GST are paid with the extension: shown charged, then paid with the rest.
      return [
        line(j.day, 'extension_fee', -sum(j.lines, ['fee_income', 'gst_payable'])),
        line(j.day, 'extension_payment', -paid()),
      ];
    case 'mandate_excess':
      return [line(j.day, 'auto_debit', balanceEffect(j))];
    case 'mandate_refund':
      return [line(j.day, 'refund', balanceEffect(j))];
    default:
      return [];
  }
}

/**
 * A journal's statement lines: described by its kind, and any part of its
 * balance effect the description does not cover as an adjustment, so the
 * lines of every journal sum to exactly what it did to the books.
 */
export function statementLines(journal: LoanJournal): StatementLine[] {
  const lines = described(journal).filter((l) => l.debitPaise !== 0 || l.creditPaise !== 0);
  const shown = lines.reduce((s, l) => s + l.debitPaise - l.creditPaise, 0);
  const rest = balanceEffect(journal) - shown;
  return rest === 0 ? lines : [...lines, line(journal.day, 'other', rest)];
}

export interface Statement {
  openingPaise: number;
  lines: (StatementLine & { balancePaise: number })[];
  closingPaise: number;
}

/** The statement of `from`..`to` (days, both included) from the loan's journals in order. */
export function buildStatement(journals: readonly LoanJournal[], from: string, to: string): Statement {
  let balance = journals.filter((j) => j.day < from).reduce((s, j) => s + balanceEffect(j), 0);
  const openingPaise = balance;
  const lines: Statement['lines'] = [];
  for (const journal of journals.filter((j) => j.day >= from && j.day <= to)) {
    for (const l of statementLines(journal)) {
      balance += l.debitPaise - l.creditPaise;
      lines.push({ ...l, balancePaise: balance });
    }
  }
  return { openingPaise, lines, closingPaise: balance };
}

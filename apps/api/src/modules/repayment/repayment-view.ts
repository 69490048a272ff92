import type { BillInstalment, BillView, RepaymentView } from '@app/contract';
import {
  accrueDay,
  addDays,
  type BookInstalment,
  type BookTerms,
  billOwing,
  coolingOff,
  coolingOffExitOwing,
  daysBetween,
  dueState,
  type ExtensionAllowance,
  extensionQuote,
  isOpen,
  istDayKey,
  type LedgerAccount,
  overdueDays,
  payoffOwing,
  quoteValidUntil,
  unpaidPenal,
  unpaidPrincipal,
} from '@app/domain';
import QRCode from 'qrcode';
import type { LoanOrderRow, RepaymentRow } from '../../db/schema';

export interface UpiPayee {
  vpa: string;
  payee: string;
  reference: string;
  amountPaise: number;
}

/** The UPI intent link (NPCI's upi://pay): our VPA, name, amount in rupees, INR and our unique reference. */
export function upiLink(p: UpiPayee, note: string): string {
  const params = new URLSearchParams({
    pa: p.vpa,
    pn: p.payee,
    am: (p.amountPaise / 100).toFixed(2),
    cu: 'INR',
    tr: p.reference,
    tn: note,
  });
  return `upi://pay?${params.toString().replace(/\+/g, '%20')}`;
}

/** A QR code of `text` as SVG markup: one path of dark modules, a quiet zone of four. */
export function qrSvg(text: string): string {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const size = modules.size;
  const quiet = 4;
  let path = '';
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) {
      if (modules.get(x, y)) path += `M${x + quiet} ${y + quiet}h1v1h-1z`;
    }
  }
  const full = size + quiet * 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${full} ${full}" shape-rendering="crispEdges" role="img" aria-label="UPI QR code"><rect width="${full}" height="${full}" fill="#fff"/><path fill="#000" d="${path}"/></svg>`;
}

export function repaymentView(
  row: RepaymentRow,
  orderNo: string,
  payee: UpiPayee,
  simulatorGateway: boolean,
): RepaymentView {
  const link = upiLink(payee, `Loan ${orderNo}`);
  const allocation = row.allocation;
  return {
    id: row.id,
    orderId: row.orderId,
    orderNo,
    kind: row.kind,
    method: row.method,
    state: row.state,
    amountPaise: row.amountPaise,
    couponPaise: row.couponPaise,
    reference: row.reference,
    utr: row.utr,
    upi:
      row.method === 'upi'
        ? { link, qrSvg: row.state === 'initiated' ? qrSvg(link) : '', vpa: payee.vpa, payee: payee.payee }
        : null,
    simulator: simulatorGateway && row.method === 'gateway' && row.state === 'processing',
    failureReason: row.failureReason,
    newDueDay: row.newDueDay,
    allocation: allocation
      ? {
          principalPaise: allocation.principalPaise ?? 0,
          interestPaise: allocation.interestPaise ?? 0,
          penalPaise: allocation.penalPaise ?? 0,
          excessPaise: allocation.excessPaise ?? 0,
          feePaise: allocation.feePaise ?? 0,
          gstPaise: allocation.gstPaise ?? 0,
        }
      : null,
    validUntil: quoteValidUntil(row.quotedDay).toISOString(),
    remainingPaise: allocation?.remainingPaise ?? null,
    createdAt: row.createdAt.toISOString(),
    settledAt: row.settledAt?.toISOString() ?? null,
  };
}

/** The books as they stand at the end of `day`: the stored ones, with any day the tick has not reached yet. */
function projected(
  order: LoanOrderRow,
  accruedThrough: string | null,
  book: BookInstalment[],
  terms: BookTerms,
  day: string,
) {
  if (order.state !== 'disbursed') return book;
  let current = book;
  const from = accruedThrough ?? order.startDay;
  for (let d = addDays(from, 1); daysBetween(d, day) >= 0; d = addDays(d, 1)) {
    current = accrueDay(current, d, terms).book;
  }
  return current;
}

function instalmentView(i: BookInstalment, day: string): BillInstalment {
  const owed = unpaidPrincipal(i) + (i.interestPaise - i.paidInterestPaise) + unpaidPenal(i);
  const late = daysBetween(i.dueDay, day);
  return {
    number: i.number,
    dueDay: i.dueDay,
    principalPaise: i.principalPaise,
    interestPaise: i.interestPaise,
    penalPaise: i.penalPaise + i.penaltyFeePaise + i.failedDebitChargePaise,
    paidPaise: i.paidPrincipalPaise + i.paidInterestPaise + i.paidPenalPaise,
    owedPaise: owed,
    paidDay: i.paidDay,
    state: i.paidDay ? 'paid' : late > 0 ? 'overdue' : late === 0 ? 'due_today' : 'upcoming',
  };
}

const RECEIVABLES: LedgerAccount[] = ['principal_receivable', 'interest_receivable', 'penal_receivable'];

/** The bill of spec §3 and §4: the order's fields, what is owed today, and the state it reads as. */
export function billView(input: {
  order: LoanOrderRow;
  /** The loan account's last accrued day (null: none yet). */
  accruedThrough: string | null;
  book: BookInstalment[];
  balances: Partial<Record<LedgerAccount, number>>;
  open: RepaymentRow | undefined;
  /** What the borrower paid for extensions, coupons included. */
  extensionsPaidPaise: number;
  /** Extensions in a row: allowed, taken, left (decision 068). */
  allowance: ExtensionAllowance;
  terms: BookTerms;
  now: Date;
  upi: (row: RepaymentRow) => UpiPayee;
  simulatorGateway: boolean;
}): BillView {
  const { order, terms, now } = input;
  const day = istDayKey(now);
  const book = projected(order, input.accruedThrough, input.book, terms, day);
  const active = order.state === 'disbursed';
  const first = book.find(isOpen);
  const display = (): BillView['display'] => {
    if (order.state === 'settled') return { state: 'settled', days: 0 };
    if (order.state === 'canceled_cooling_off') return { state: 'canceled_cooling_off', days: 0 };
    if (input.open?.state === 'processing') return { state: 'repayment_in_progress', days: 0 };
    return first ? dueState(first.dueDay, day) : { state: 'settled', days: 0 };
  };
  const exit =
    active && order.disbursedAt
      ? coolingOff({
          amountPaise: order.amountPaise,
          dailyRatePpm: order.dailyRatePpm,
          disbursedAt: order.disbursedAt,
          coolingOffHours: order.pricing.coolingOffHours,
          now,
        })
      : null;
  const extension = active ? extensionQuote(book, day, terms) : null;
  return {
    orderId: order.id,
    orderNo: order.orderNo,
    businessDay: day,
    quoteValidUntil: quoteValidUntil(day).toISOString(),
    display: display(),
    amountPaise: order.amountPaise,
    termMonths: order.termMonths,
    dailyRatePpm: order.dailyRatePpm,
    interestPaise: book.reduce((s, i) => s + i.interestPaise, 0),
    serviceFeePaise: order.serviceFeePaise,
    creditReportFeePaise: order.creditReportFeePaise,
    gstPaise: order.gstPaise,
    ticketFeePaise: order.ticketFeePaise,
    couponPaise: order.couponPaise,
    totalDeductionPaise: order.totalDeductionPaise,
    receivedPaise: order.receivedPaise,
    // The day the money arrived: interest and the due days run from it (decision 069).
    borrowingDay: order.disbursedAt ? istDayKey(order.disbursedAt) : order.startDay,
    repaymentDay: active ? (first?.dueDay ?? null) : null,
    settlementDay: order.closedAt ? istDayKey(order.closedAt) : null,
    overdueDays: active ? overdueDays(book, day) : 0,
    lateInterestPaise: book.reduce((s, i) => s + i.penalPaise, 0),
    penaltyFeePaise: book.reduce((s, i) => s + i.penaltyFeePaise, 0),
    failedDebitChargePaise: book.reduce((s, i) => s + i.failedDebitChargePaise, 0),
    extensionAmountPaise: input.extensionsPaidPaise,
    payablePrincipalPaise: book.reduce((s, i) => s + unpaidPrincipal(i), 0),
    utr: order.utr,
    instalments: book.map((i) => instalmentView(i, day)),
    bill: active ? billOwing(book, day) : null,
    payoff: active ? payoffOwing(book) : null,
    extension: extension ? { ...extension, days: terms.extensionDays, allowance: input.allowance } : null,
    coolingOff: exit?.open
      ? {
          until: exit.until.toISOString(),
          exitAmountPaise: coolingOffExitOwing(book, exit.interestPaise).totalPaise,
        }
      : null,
    ledgerOutstandingPaise: RECEIVABLES.reduce((s, a) => s + (input.balances[a] ?? 0), 0),
    openRepayment: input.open ? repaymentView(input.open, order.orderNo, input.upi(input.open), false) : null,
  };
}

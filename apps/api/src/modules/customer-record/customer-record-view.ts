import { type AssetClass, daysPastDue, type Instalment, istDayKey } from '@app/domain';
import type { ApplicationRow, LoanInstalmentRow, LoanOrderRow } from '../../db/schema';
import type { Customer } from '../../platform/customer-repository';

const iso = (d: Date | null) => d?.toISOString() ?? null;

/**
 * The profile from the latest application: masked Aadhaar, PAN and account
 * only (the steps never hold them in full). The phone is shown whole: agents
 * call borrowers on it (decision 034).
 */
export function profileView(customer: Customer, latest: ApplicationRow | undefined) {
  const steps = latest?.steps ?? {};
  return {
    id: customer.id,
    phone: customer.phone,
    language: customer.language,
    createdAt: customer.createdAt.toISOString(),
    lastLoginAt: iso(customer.lastLoginAt),
    name: steps.identity?.name ?? null,
    sex: steps.identity?.sex ?? null,
    birth: steps.identity?.birth ?? null,
    email: steps.basic?.email ?? null,
    occupation: steps.career?.occupation ?? steps.basic?.occupation ?? null,
    companyName: steps.career && 'companyName' in steps.career ? steps.career.companyName : null,
    city: steps.address?.city ?? null,
    state: steps.address?.state ?? null,
    aadhaarMasked: steps.identity?.aadhaarMasked ?? null,
    panMasked: steps.identity?.panMasked ?? null,
    bankName: steps.bank?.bankName ?? null,
    ifsc: steps.bank?.ifsc ?? null,
    accountMasked: steps.bank?.accountMasked ?? null,
  };
}

export function applicationView(row: ApplicationRow) {
  return {
    id: row.id,
    state: row.state,
    submittedAt: iso(row.submittedAt),
    decidedAt: iso(row.decidedAt),
    rejectionReason: row.rejectionReason ?? null,
    reapplyAt: iso(row.reapplyAt),
    product: row.product ?? null,
    quotaPaise: row.quotaPaise ?? null,
    dailyRatePpm: row.dailyRatePpm ?? null,
    reviewCount: row.reviewCount,
    createdAt: row.createdAt.toISOString(),
  };
}

function bookInstalment(row: LoanInstalmentRow, today: string) {
  const paid = row.paidPrincipalPaise + row.paidInterestPaise + row.paidPenalPaise;
  const penal = row.penalPaise + row.penaltyFeePaise + row.failedDebitChargePaise;
  const open = row.paidDay === null;
  return {
    number: row.number,
    dueDay: row.dueDay,
    principalPaise: row.principalPaise,
    interestPaise: row.interestPaise,
    penalPaise: penal,
    paidPaise: paid,
    outstandingPaise: open
      ? row.principalPaise -
        row.paidPrincipalPaise +
        (row.accruedInterestPaise - row.paidInterestPaise) +
        (penal - row.paidPenalPaise)
      : 0,
    paidDay: row.paidDay,
    daysPastDue: open ? daysPastDue(row.dueDay, today) : 0,
  };
}

/** Before disbursal there are no books: the signed schedule, nothing owed yet. */
const scheduledInstalment = (row: Instalment) => ({
  number: row.number,
  dueDay: row.dueDay,
  principalPaise: row.principalPaise,
  interestPaise: row.interestPaise,
  penalPaise: 0,
  paidPaise: 0,
  outstandingPaise: 0,
  paidDay: null,
  daysPastDue: 0,
});

export function orderView(
  row: LoanOrderRow,
  books: readonly LoanInstalmentRow[],
  now: Date,
  classification?: { dpd: number; assetClass: string; npaSince: string | null; classifiedOn: string | null },
) {
  const today = istDayKey(now);
  return {
    id: row.id,
    orderNo: row.orderNo,
    state: row.state,
    product: row.product,
    amountPaise: row.amountPaise,
    receivedPaise: row.receivedPaise,
    totalRepayablePaise: row.totalRepayablePaise,
    termMonths: row.termMonths,
    startDay: row.startDay,
    endDay: row.endDay,
    createdAt: row.createdAt.toISOString(),
    disbursedAt: iso(row.disbursedAt),
    closedAt: iso(row.closedAt),
    utr: row.utr,
    instalments:
      books.length > 0 ? books.map((b) => bookInstalment(b, today)) : row.schedule.map(scheduledInstalment),
    // The column holds only ASSET_CLASSES (the daily job and the write-off write it).
    classification: classification
      ? { ...classification, assetClass: classification.assetClass as AssetClass }
      : null,
  };
}

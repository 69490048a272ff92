import type { RepaymentView } from '@app/contract';

type RepaymentState = RepaymentView['state'];

/** Spec: /paymentProcess asks again every 2 s while the payment is under way. */
export const REPAYMENT_POLL_MS = 2000;

/** Initiated (waiting for the payment) or processing (paid, being confirmed). */
export function isOpenRepayment(state: RepaymentState): boolean {
  return state === 'initiated' || state === 'processing';
}

export function repaymentPollInterval(state: RepaymentState | undefined): number | false {
  return state === undefined || isOpenRepayment(state) ? REPAYMENT_POLL_MS : false;
}

const id = (repayment: Pick<RepaymentView, 'id'>) => encodeURIComponent(repayment.id);

/** Where a repayment is followed: its progress while it is open, its result once it has one. */
export function repaymentRoute(repayment: Pick<RepaymentView, 'id' | 'state'>): string {
  return isOpenRepayment(repayment.state)
    ? `/paymentProcess?id=${id(repayment)}`
    : `/repaidPage?id=${id(repayment)}`;
}

/** A UPI payment still waiting for the borrower to pay and enter the UTR. */
export function awaitsUtr(repayment: Pick<RepaymentView, 'method' | 'state' | 'utr'>): boolean {
  return repayment.method === 'upi' && repayment.state === 'initiated' && !repayment.utr;
}

/** The simulator panel shows for a gateway payment while the simulator waits for the tester. */
export function showsSimulator(repayment: Pick<RepaymentView, 'method' | 'simulator' | 'state'>): boolean {
  return repayment.method === 'gateway' && repayment.simulator && isOpenRepayment(repayment.state);
}

import { rupees } from '@/lib/money';
import type { Proposal } from './loan-actions-api';

export const KIND_LABELS: Record<string, string> = {
  waiver: 'Penal-charge waiver',
  write_off: 'Write-off',
  recovery: 'Recovery after write-off',
  settlement: 'One-time settlement',
  restructure: 'Restructuring',
  bulk_coupons: 'Coupons to a segment',
};

const paise = (value: unknown) => rupees(typeof value === 'number' ? value : null);

/** One line saying what a proposal does, as the confirmation and the lists name it. */
export function describeProposal(p: Pick<Proposal, 'kind' | 'payload'>): string {
  const x = p.payload;
  switch (p.kind) {
    case 'waiver':
      return `waive ${paise(x.amountPaise)} of penal charges`;
    case 'write_off':
      return 'write the loan off';
    case 'recovery':
      return `take ${paise(x.amountPaise)} recovered (ref. ${String(x.reference ?? '')})`;
    case 'settlement':
      return `settle for ${paise(x.agreedPaise)}, to be paid by ${String(x.payByDay ?? '—')}`;
    case 'restructure':
      return `restructure into ${String(x.count)} instalments every ${String(x.installmentDays)} days`;
    case 'bulk_coupons':
      return `give a ${paise(x.facePaise)} ${String(x.kind)} coupon (${String(x.validDays)} days) to segment ${String(x.segment)}`;
    default:
      return p.kind;
  }
}

/** Whom a proposal touches: the borrower and the loan, or the segment. */
export function subjectOf(
  p: Pick<Proposal, 'customerName' | 'orderNo' | 'subjectType' | 'subjectId'>,
): string {
  if (p.orderNo) return `${p.customerName ?? 'Unnamed borrower'} (loan ${p.orderNo})`;
  return `${p.subjectType} ${p.subjectId ?? ''}`.trim();
}

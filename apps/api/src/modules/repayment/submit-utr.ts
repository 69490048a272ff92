import type { RepaymentView } from '@app/contract';
import { transact } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import { enqueueCheck } from './check-repayment';
import { getRepayment } from './history';
import type { RepaymentContext } from './repayment-context';
import { repaymentRepository } from './repayment-repository';

/** The borrower's UTR of a UPI payment (spec §5: 12 digits, or it fails); each UTR counts once, ever. */
export async function submitUtr(
  ctx: RepaymentContext,
  customerId: string,
  id: string,
  utr: string,
): Promise<RepaymentView> {
  if (!/^\d{12}$/.test(utr)) throw new AppError('UTR_INVALID', { field: 'utr' });
  const row = await transact(ctx.deps.db, async (tx) => {
    const found = await repaymentRepository.lockOwn(tx, customerId, id);
    if (!found) throw new AppError('NOT_FOUND');
    if (found.state !== 'initiated' || found.method !== 'upi') throw new AppError('REPAYMENT_NOT_OPEN');
    if (await repaymentRepository.findByUtr(tx, utr)) throw new AppError('UTR_USED', { field: 'utr' });
    const now = ctx.deps.clock.now();
    await repaymentRepository.transition(tx, found.id, ['initiated'], {
      state: 'processing',
      utr,
      updatedAt: now,
    });
    await enqueueCheck(ctx, tx, found.reference, now);
    return found;
  }).catch((err: unknown) => {
    // Two borrowers claiming one UTR at the same instant: the unique index lets one through.
    if (isUniqueViolation(err)) throw new AppError('UTR_USED', { field: 'utr' });
    throw err;
  });
  return getRepayment(ctx, customerId, row.id);
}

function isUniqueViolation(err: unknown): boolean {
  const code =
    (err as { code?: unknown; cause?: { code?: unknown } } | null)?.code ??
    (err as { cause?: { code?: unknown } } | null)?.cause?.code;
  return code === '23505';
}

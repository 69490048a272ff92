import { addDays, istDayKey } from '@app/domain';
import type { Executor } from '../../db/client';
import type { Notice } from '../../platform/notifier';
import { type DebitContext, dayText } from './debit-context';
import { debitRepository, type MandateDebitRow } from './debit-repository';

/** The day a notified debit was announced for: the day after its notice. */
export const debitDayOf = (debit: MandateDebitRow) =>
  addDays(istDayKey(debit.notifiedAt ?? debit.createdAt), 1);

/** A notified debit that will not be taken: cancelled, and the borrower told. */
export async function cancel(
  ctx: DebitContext,
  tx: Executor,
  debit: MandateDebitRow,
  orderNo: string,
  now: Date,
): Promise<Notice | null> {
  const moved = await debitRepository.transition(tx, debit.id, ['notified'], {
    state: 'cancelled',
    settledAt: now,
    updatedAt: now,
  });
  if (!moved) return null;
  return ctx.writeNotice(tx, {
    customerId: debit.customerId,
    template: 'mandate_debit_cancelled',
    params: { date: dayText(debitDayOf(debit)), orderNo },
  });
}

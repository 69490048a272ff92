import type { OrderState } from '@app/contract';

/** The three steps /pendingWaitLoan shows: signed, sent to the bank, in the account. */
export const PAYOUT_STEPS = ['signed', 'sending', 'received'] as const;
export type PayoutStep = (typeof PAYOUT_STEPS)[number];

export type PayoutProgress =
  /** Still moving: `current` is the step under way. */
  | { kind: 'waiting'; current: PayoutStep }
  | { kind: 'disbursed' }
  | { kind: 'failed' }
  /** Not signed yet: the documents come first. */
  | { kind: 'unsigned' }
  /** Canceled or settled: nothing to wait for. */
  | { kind: 'closed' };

export function payoutProgress(state: OrderState): PayoutProgress {
  switch (state) {
    case 'created':
      return { kind: 'unsigned' };
    case 'signed':
      return { kind: 'waiting', current: 'sending' };
    case 'disbursing':
      return { kind: 'waiting', current: 'received' };
    case 'disbursed':
      return { kind: 'disbursed' };
    case 'disburse_failed':
      return { kind: 'failed' };
    default:
      return { kind: 'closed' };
  }
}

/** Poll every 2.5 s while the money moves; stop once the order has an outcome. */
export const PAYOUT_POLL_MS = 2500;
export const pollInterval = (state: OrderState | undefined): number | false =>
  state === undefined || payoutProgress(state).kind === 'waiting' ? PAYOUT_POLL_MS : false;

/** Each step as done, under way or still to come. */
export function stepStatus(progress: PayoutProgress, step: PayoutStep): 'done' | 'current' | 'todo' {
  if (progress.kind === 'disbursed') return 'done';
  if (progress.kind !== 'waiting') return step === 'signed' && progress.kind !== 'unsigned' ? 'done' : 'todo';
  const at = PAYOUT_STEPS.indexOf(progress.current);
  const index = PAYOUT_STEPS.indexOf(step);
  return index < at ? 'done' : index === at ? 'current' : 'todo';
}

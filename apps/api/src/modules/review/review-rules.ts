import type { ApplicationRow } from '../../db/schema';

/**
 * Referred for the current submission and not decided: a person's turn. A
 * referral older than the submission (made before a re-upload) no longer counts.
 */
export function isWaitingForReview(
  row: Pick<ApplicationRow, 'state' | 'referredAt' | 'submittedAt'>,
): row is typeof row & { referredAt: Date } {
  return (
    row.state === 'submitted' &&
    row.referredAt !== null &&
    row.submittedAt !== null &&
    row.referredAt.getTime() >= row.submittedAt.getTime()
  );
}

/** Whole minutes from `since` to `now`, never negative. */
export const minutesSince = (since: Date, now: Date) =>
  Math.max(0, Math.floor((now.getTime() - since.getTime()) / 60_000));

import type { GrievanceView, InboxItem, StaffDeletionView } from '@app/contract';
import { grievanceClock } from '@app/domain';
import type { AccountDeletionRequestRow, FeedbackReplyRow, FeedbackRow, GrievanceRow } from '../../db/schema';
import { maskPhone } from '../../lib/mask-phone';

const iso = (date: Date | null) => date?.toISOString() ?? null;

export function toDeletionView(input: {
  request: AccountDeletionRequestRow;
  phone: string;
  borrower: boolean;
  openLoan: boolean;
}): StaffDeletionView {
  const { request } = input;
  return {
    id: request.id,
    customerId: request.customerId,
    phone: maskPhone(input.phone),
    reason: request.reason,
    state: request.state,
    requestedAt: request.requestedAt.toISOString(),
    processedAt: iso(request.processedAt),
    borrower: input.borrower,
    openLoan: input.openLoan,
  };
}

export function toInboxItem(input: {
  row: FeedbackRow;
  phone: string;
  grievanceId: string | null;
  replies: FeedbackReplyRow[];
}): InboxItem {
  const { row } = input;
  return {
    id: row.id,
    customerId: row.customerId,
    phone: maskPhone(input.phone),
    text: row.text,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    screenshot:
      row.screenshotType &&
      row.screenshotBytes !== null &&
      row.screenshotWidth !== null &&
      row.screenshotHeight !== null
        ? {
            type: row.screenshotType,
            bytes: row.screenshotBytes,
            width: row.screenshotWidth,
            height: row.screenshotHeight,
          }
        : null,
    replies: input.replies.map((reply) => ({
      id: reply.id,
      text: reply.text,
      author: reply.author,
      createdAt: reply.createdAt.toISOString(),
    })),
    grievanceId: input.grievanceId,
  };
}

export function toGrievanceView(
  input: { row: GrievanceRow; phone: string; loggedBy: string; resolvedBy: string | null },
  today: string,
): GrievanceView {
  const { row } = input;
  const clock = grievanceClock({ receivedOn: row.receivedOn, today, resolved: row.state === 'resolved' });
  return {
    id: row.id,
    customerId: row.customerId,
    phone: maskPhone(input.phone),
    channel: row.channel,
    feedbackId: row.feedbackId,
    summary: row.summary,
    receivedOn: row.receivedOn,
    ...clock,
    state: row.state,
    loggedBy: input.loggedBy,
    createdAt: row.createdAt.toISOString(),
    resolution: row.resolution,
    resolvedBy: input.resolvedBy,
    resolvedAt: iso(row.resolvedAt),
  };
}

import type { FeedbackView } from '@app/contract';
import type { FeedbackReplyRow, FeedbackRow } from '../../db/schema';

export function toFeedbackView(row: FeedbackRow, replies: FeedbackReplyRow[]): FeedbackView {
  const {
    screenshotType: type,
    screenshotBytes: bytes,
    screenshotWidth: width,
    screenshotHeight: height,
  } = row;
  return {
    id: row.id,
    text: row.text,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    screenshot:
      row.screenshotKey && type && bytes !== null && width !== null && height !== null
        ? { type, bytes, width, height }
        : null,
    replies: replies.map((reply) => ({
      id: reply.id,
      text: reply.text,
      createdAt: reply.createdAt.toISOString(),
    })),
  };
}

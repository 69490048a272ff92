import type { FeedbackReplyView, InboxList, QueuePage, ScreenshotType } from '@app/contract';
import type { FileStorage } from '../../adapters/storage';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { Clock } from '../../lib/clock';
import { auditRepository } from '../../platform/audit-repository';
import type { Notifier } from '../../platform/notifier';
import { addFeedbackReply } from '../feedback';
import type { AuthenticatedStaff } from '../staff';
import { serviceRepository } from './service-repository';
import { toInboxItem } from './service-views';

/**
 * Every customer's feedback for customer service. A reply goes the way the
 * borrower's app reads it (addFeedbackReply: the reply, the feedback marked
 * answered, a message-center entry), with the audit entry in that transaction.
 */
export function createFeedbackInbox(deps: {
  db: Db;
  clock: Clock;
  storage: FileStorage;
  notifier: Pick<Notifier, 'write'>;
}) {
  const { db, clock, storage } = deps;
  return {
    async list(status: 'open' | 'answered' | 'all', page: QueuePage): Promise<InboxList> {
      const { rows, total } = await serviceRepository.listFeedback(db, status, page);
      return { feedback: rows.map(toInboxItem), total };
    },

    async screenshot(id: string): Promise<{ bytes: Buffer; type: ScreenshotType } | null> {
      const row = await serviceRepository.findFeedback(db, id);
      if (!row?.screenshotKey || !row.screenshotType) return null;
      const bytes = await storage.get(row.screenshotKey);
      return bytes ? { bytes, type: row.screenshotType } : null;
    },

    async reply(feedbackId: string, text: string, staff: AuthenticatedStaff): Promise<FeedbackReplyView> {
      const reply = await addFeedbackReply(
        deps,
        { feedbackId, text, author: staff.email },
        (tx, saved, feedback) =>
          auditRepository.record(
            tx,
            {
              staffId: staff.staffId,
              action: 'service.feedback.reply',
              subjectType: 'feedback',
              subjectId: feedback.id,
              before: { status: feedback.status },
              after: { status: 'answered', replyId: saved.id, text: saved.text },
            },
            clock.now(),
          ),
      );
      if (!reply) throw new AppError('NOT_FOUND');
      return { id: reply.id, text: reply.text, createdAt: reply.createdAt.toISOString() };
    },
  };
}

export type FeedbackInbox = ReturnType<typeof createFeedbackInbox>;

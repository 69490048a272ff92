import { createHash } from 'node:crypto';
import type { FeedbackBody, FeedbackList, FeedbackView, ScreenshotType } from '@app/contract';
import { cleanFeedbackText, formatDate, istDayKey, randomFileName } from '@app/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { SmsSender } from '../../adapters/sms';
import type { FileStorage } from '../../adapters/storage';
import type { Db, Tx } from '../../db/client';
import type { FeedbackReplyRow, FeedbackRow } from '../../db/schema';
import { transact } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import type { Clock } from '../../lib/clock';
import { idempotency } from '../../platform/idempotency';
import { createNotifier, type Notifier } from '../../platform/notifier';
import { feedbackRepository } from './feedback-repository';
import { toFeedbackView } from './feedback-view';
import { inspectScreenshot } from './screenshot/inspect-screenshot';

const EXTENSIONS: Record<ScreenshotType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/**
 * Customer service's answer to a feedback: stored, the feedback marked
 * answered, and a message in the customer's message center in the same
 * transaction (no SMS: a reply is not urgent, and it may be long). The
 * operations console will call this; until then tests and the TEST_STAFF_ROUTES
 * hook do. Null when no such feedback exists.
 */
export async function addFeedbackReply(
  deps: { db: Db; clock: Clock; notifier: Pick<Notifier, 'write'> },
  input: { feedbackId: string; text: string; author: string },
  /** Runs in the reply's transaction (the console's audit entry). */
  onReplied?: (tx: Tx, reply: FeedbackReplyRow, feedback: FeedbackRow) => Promise<void>,
): Promise<FeedbackReplyRow | null> {
  const text = cleanFeedbackText(input.text);
  if (!text) throw new AppError('VALIDATION_FAILED', { field: 'text' });
  return transact(deps.db, async (tx) => {
    const row = await feedbackRepository.lock(tx, input.feedbackId);
    if (!row) return null;
    const reply = await feedbackRepository.insertReply(tx, {
      feedbackId: row.id,
      author: input.author,
      text,
      now: deps.clock.now(),
    });
    await deps.notifier.write(tx, {
      customerId: row.customerId,
      template: 'feedback_replied',
      params: { date: formatDate(row.createdAt, 'DD-MM-YYYY'), reply: text },
    });
    await onReplied?.(tx, reply, row);
    return reply;
  });
}

/**
 * Feedback (spec §3: text and optional screenshot; §5: at least 10
 * characters). One Idempotency-Key files one feedback however often it is
 * sent; at most `dailyLimit` a customer per Asia/Kolkata day.
 */
export function createFeedbackService(deps: {
  db: Db;
  clock: Clock;
  storage: FileStorage;
  dailyLimit: number;
  sms: SmsSender;
  proName: string;
  logger: FastifyBaseLogger;
}) {
  const { db, clock, storage, dailyLimit } = deps;
  const notifier = createNotifier(deps);

  return {
    async submit(customerId: string, key: string, body: FeedbackBody): Promise<FeedbackView> {
      const shot = body.screenshot ? inspectScreenshot(body.screenshot) : null;
      if (shot && !shot.ok) throw new AppError('SCREENSHOT_TYPE_UNSUPPORTED', { field: 'screenshot' });
      const idem = {
        customerId,
        scope: 'feedback',
        key,
        body: { text: body.text, screenshot: shot?.ok ? sha256(shot.bytes) : null },
      };
      const day = istDayKey(clock.now());
      // Cheap refusals before a file is written: a replay, or no chances left today.
      const early = await idempotency.check<FeedbackView>(db, idem);
      if (early.replayed) return early.response;
      if ((await feedbackRepository.countOnDay(db, customerId, day)) >= dailyLimit) {
        throw new AppError('DAILY_CHANCES_USED');
      }

      const storageKey = shot?.ok
        ? `feedback/${randomFileName()}${randomFileName()}.${EXTENSIONS[shot.type]}`
        : null;
      if (shot?.ok && storageKey) await storage.put(storageKey, shot.bytes);
      const dropFile = async () => {
        if (storageKey) await storage.delete(storageKey).catch(() => undefined);
      };
      try {
        const result = await transact(db, async (tx) => {
          // Concurrent sends of one customer queue here: the key and the cap are read after the lock.
          if (!(await feedbackRepository.lockCustomer(tx, customerId))) throw new AppError('SESSION_EXPIRED');
          const replay = await idempotency.check<FeedbackView>(tx, idem);
          if (replay.replayed) return { view: replay.response, created: false };
          if ((await feedbackRepository.countOnDay(tx, customerId, day)) >= dailyLimit) {
            throw new AppError('DAILY_CHANCES_USED');
          }
          const now = clock.now();
          const row = await feedbackRepository.insert(tx, {
            customerId,
            text: body.text,
            screenshotKey: storageKey,
            screenshotType: shot?.ok ? shot.type : null,
            screenshotBytes: shot?.ok ? shot.bytes.length : null,
            screenshotWidth: shot?.ok ? shot.width : null,
            screenshotHeight: shot?.ok ? shot.height : null,
            istDay: day,
            createdAt: now,
          });
          const view = toFeedbackView(row, []);
          await idempotency.remember(tx, idem, { statusCode: 201, response: view }, now);
          return { view, created: true };
        });
        if (!result.created) await dropFile();
        return result.view;
      } catch (err) {
        await dropFile();
        throw err;
      }
    },

    /** The customer's feedback, newest first, with replies, and how many more they may send today. */
    async list(customerId: string): Promise<FeedbackList> {
      const items = await feedbackRepository.listOwn(db, customerId);
      const sentToday = await feedbackRepository.countOnDay(db, customerId, istDayKey(clock.now()));
      return {
        feedback: items.map(({ row, replies }) => toFeedbackView(row, replies)),
        leftToday: Math.max(0, dailyLimit - sentToday),
      };
    },

    /** The screenshot of one of the customer's feedback, or null (none, another customer's, unknown). */
    async screenshot(
      customerId: string,
      id: string,
    ): Promise<{ bytes: Buffer; type: ScreenshotType } | null> {
      const row = await feedbackRepository.findOwn(db, customerId, id);
      if (!row?.screenshotKey || !row.screenshotType) return null;
      const bytes = await storage.get(row.screenshotKey);
      return bytes ? { bytes, type: row.screenshotType } : null;
    },

    reply(input: { feedbackId: string; text: string; author: string }) {
      return addFeedbackReply({ db, clock, notifier }, input);
    },
  };
}

export type FeedbackService = ReturnType<typeof createFeedbackService>;

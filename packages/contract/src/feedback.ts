import { cleanFeedbackText, FEEDBACK_MAX_CHARS, feedbackTextFault } from '@app/domain';
import { z } from 'zod';
import { code, IsoDateTime } from './common';

/** Screenshots are kept as sent (metadata removed): small enough for a phone upload, large enough for a full-page capture. */
export const SCREENSHOT_MAX_BYTES = 5 * 1024 * 1024;
export const SCREENSHOT_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type ScreenshotType = (typeof SCREENSHOT_TYPES)[number];

export const FEEDBACK_STATUSES = ['open', 'answered'] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];

/**
 * The feedback text (spec §5: at least 10 characters), counted after
 * trimming: ten spaces are not feedback. The raw bound stops a megabyte of
 * whitespace before any work is done on it.
 */
export const FeedbackTextSchema = z
  .string({ error: (issue) => (issue.input === undefined ? 'FEEDBACK_TOO_SHORT' : 'VALIDATION_FAILED') })
  .max(FEEDBACK_MAX_CHARS * 4, code('FEEDBACK_TOO_LONG'))
  .transform((raw, ctx) => {
    const fault = feedbackTextFault(raw);
    if (fault) {
      ctx.addIssue({ code: 'custom', message: fault });
      return z.NEVER;
    }
    return cleanFeedbackText(raw);
  })
  .meta({ description: '10-1000 characters after trimming' });

/** The screenshot's bytes: its type is read from them on the server, never from a name or content type. */
export const ScreenshotFileSchema = z
  .custom<Uint8Array>((value) => value instanceof Uint8Array, code('SCREENSHOT_TYPE_UNSUPPORTED'))
  .refine((bytes) => bytes.length <= SCREENSHOT_MAX_BYTES, code('SCREENSHOT_TOO_LARGE'))
  .meta({ type: 'string', format: 'binary', description: 'JPEG, PNG or WebP, at most 5 MB' });

/** POST /feedback: multipart/form-data (text, screenshot file) or JSON {text}. */
export const FeedbackBodySchema = z
  .object({ text: FeedbackTextSchema, screenshot: ScreenshotFileSchema.optional() })
  .meta({ id: 'FeedbackBody' });
export type FeedbackBody = z.infer<typeof FeedbackBodySchema>;

export const FeedbackReplyViewSchema = z
  .object({
    id: z.uuid(),
    text: z.string(),
    createdAt: IsoDateTime,
  })
  .meta({ id: 'FeedbackReply' });
export type FeedbackReplyView = z.infer<typeof FeedbackReplyViewSchema>;

export const FeedbackScreenshotSchema = z
  .object({
    type: z.enum(SCREENSHOT_TYPES),
    bytes: z.number().int(),
    width: z.number().int(),
    height: z.number().int(),
  })
  .meta({ id: 'FeedbackScreenshot', description: 'Read with GET /feedback/{id}/screenshot (owner only)' });
export type FeedbackScreenshotView = z.infer<typeof FeedbackScreenshotSchema>;

export const FeedbackViewSchema = z
  .object({
    id: z.uuid(),
    text: z.string(),
    status: z.enum(FEEDBACK_STATUSES),
    createdAt: IsoDateTime,
    screenshot: FeedbackScreenshotSchema.nullable(),
    /** Customer service's answers, oldest first. */
    replies: z.array(FeedbackReplyViewSchema),
  })
  .meta({ id: 'Feedback' });
export type FeedbackView = z.infer<typeof FeedbackViewSchema>;

export const FeedbackListSchema = z
  .object({
    feedback: z.array(FeedbackViewSchema).meta({ description: 'Newest first' }),
    /** How many more the customer may send today (FEEDBACK_DAILY_LIMIT). */
    leftToday: z.number().int(),
  })
  .meta({ id: 'FeedbackList' });
export type FeedbackList = z.infer<typeof FeedbackListSchema>;

/** A reply written by customer service (the operations console; a test hook until then). */
export const FeedbackReplyBodySchema = z
  .object({
    text: z
      .string(code('VALIDATION_FAILED'))
      .trim()
      .min(1, code('VALIDATION_FAILED'))
      .max(FEEDBACK_MAX_CHARS),
    author: z.string().trim().min(1).max(100).default('customer-service'),
  })
  .strict()
  .meta({ id: 'FeedbackReplyBody' });
export type FeedbackReplyBody = z.infer<typeof FeedbackReplyBodySchema>;

import { MESSAGE_TARGET_PAGES } from '@app/domain';
import { z } from 'zod';
import { code, IsoDateTime } from './common';

export const MESSAGE_KINDS = ['activity', 'notify'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

/** A page holds at most this many: enough for a screen, small enough to render at once. */
export const MESSAGE_PAGE_MAX = 50;
export const MESSAGE_PAGE_DEFAULT = 20;

const CURSOR_PATTERN = /^(\d{1,15})\.([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

export interface MessageCursor {
  createdAt: Date;
  id: string;
}

/** Where a page ended: the last message's time and id, so equal times still page each message once. */
export function encodeMessageCursor(cursor: MessageCursor): string {
  return `${cursor.createdAt.getTime()}.${cursor.id}`;
}

/** Opaque to clients: they pass back the `nextCursor` they were given. */
export const MessageCursorSchema = z
  .string(code('VALIDATION_FAILED'))
  .max(64, code('VALIDATION_FAILED'))
  .transform((raw, ctx): MessageCursor => {
    const match = CURSOR_PATTERN.exec(raw);
    const createdAt = new Date(Number(match?.[1]));
    if (!match?.[2] || Number.isNaN(createdAt.getTime())) {
      ctx.addIssue({ code: 'custom', message: 'VALIDATION_FAILED' });
      return z.NEVER;
    }
    return { createdAt, id: match[2] };
  })
  .meta({ description: 'The nextCursor of the previous page' });

// Query schemas carry no id: the OpenAPI generator cannot expand a $ref into query parameters.
export const MessageKindQuerySchema = z.object({
  kind: z.enum(MESSAGE_KINDS, code('VALIDATION_FAILED')).optional(),
});

export const MessageListQuerySchema = MessageKindQuerySchema.extend({
  cursor: MessageCursorSchema.optional(),
  limit: z.coerce
    .number(code('VALIDATION_FAILED'))
    .int(code('VALIDATION_FAILED'))
    .min(1, code('VALIDATION_FAILED'))
    .max(MESSAGE_PAGE_MAX, code('VALIDATION_FAILED'))
    .default(MESSAGE_PAGE_DEFAULT),
});
export type MessageListQuery = z.infer<typeof MessageListQuerySchema>;

export const MessageViewSchema = z
  .object({
    id: z.uuid(),
    kind: z.enum(MESSAGE_KINDS),
    title: z.string().meta({ description: "In the customer's language" }),
    body: z.string().meta({ description: "In the customer's language" }),
    read: z.boolean(),
    createdAt: IsoDateTime,
  })
  .meta({ id: 'Message' });
export type MessageView = z.infer<typeof MessageViewSchema>;

export const MessageListSchema = z
  .object({
    messages: z.array(MessageViewSchema),
    nextCursor: z.string().nullable().meta({ description: 'Null on the last page' }),
    unread: z.number().int().meta({ description: 'Unread messages of the kind asked for (all when none)' }),
  })
  .meta({ id: 'MessageList' });
export type MessageList = z.infer<typeof MessageListSchema>;

export const MessageTargetSchema = z
  .object({
    page: z.enum(MESSAGE_TARGET_PAGES),
    orderId: z.uuid().nullable().meta({ description: 'The loan the page is about (bill, agreements)' }),
  })
  .meta({ id: 'MessageTarget', description: 'The screen where the reader acts on the message' });
export type MessageTarget = z.infer<typeof MessageTargetSchema>;

export const MessageDetailSchema = MessageViewSchema.extend({
  target: MessageTargetSchema.nullable().meta({ description: 'Null when the text is the whole story' }),
}).meta({ id: 'MessageDetail' });
export type MessageDetail = z.infer<typeof MessageDetailSchema>;

export const UnreadCountSchema = z.object({ unread: z.number().int() }).meta({ id: 'UnreadCount' });
export type UnreadCount = z.infer<typeof UnreadCountSchema>;

import type { MessageCursor, MessageKind } from '@app/contract';
import type { MessageTemplate } from '@app/domain';
import { and, count, desc, eq, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { type MessageRow, messages } from '../db/schema';

const ownedBy = (customerId: string, kind: MessageKind | undefined, ...more: (SQL | undefined)[]) =>
  and(eq(messages.customerId, customerId), kind ? eq(messages.kind, kind) : undefined, ...more);

export const messageRepository = {
  /** Written in the transaction of the event it announces: no decision without its message. */
  async write(
    db: Executor,
    message: {
      customerId: string;
      kind: MessageKind;
      template: MessageTemplate;
      params: Record<string, string | number>;
      now: Date;
    },
  ): Promise<void> {
    const { now, ...rest } = message;
    await db.insert(messages).values({ ...rest, createdAt: now });
  },

  /** Newest first, keyed on (created_at, id) so messages written in the same instant page once each. */
  async page(
    db: Executor,
    customerId: string,
    query: { kind?: MessageKind; cursor?: MessageCursor; limit: number },
  ): Promise<MessageRow[]> {
    const { cursor } = query;
    const after = cursor
      ? or(
          lt(messages.createdAt, cursor.createdAt),
          and(eq(messages.createdAt, cursor.createdAt), lt(messages.id, cursor.id)),
        )
      : undefined;
    return db
      .select()
      .from(messages)
      .where(ownedBy(customerId, query.kind, after))
      .orderBy(desc(messages.createdAt), desc(messages.id))
      .limit(query.limit);
  },

  async unreadCount(db: Executor, customerId: string, kind?: MessageKind): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(messages)
      .where(ownedBy(customerId, kind, isNull(messages.readAt)));
    return row?.n ?? 0;
  },

  /** Marks one of the customer's messages read (the first reading stays); undefined when it is not theirs. */
  async markRead(db: Executor, customerId: string, id: string, now: Date): Promise<MessageRow | undefined> {
    const [row] = await db
      .update(messages)
      .set({ readAt: sql`coalesce(${messages.readAt}, ${now.toISOString()}::timestamptz)` })
      .where(and(eq(messages.id, id), eq(messages.customerId, customerId)))
      .returning();
    return row;
  },

  async markAllRead(db: Executor, customerId: string, now: Date, kind?: MessageKind): Promise<void> {
    await db
      .update(messages)
      .set({ readAt: now })
      .where(ownedBy(customerId, kind, isNull(messages.readAt)));
  },
};

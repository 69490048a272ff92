import type { MessageTemplate } from '@app/domain';
import type { Executor } from '../../db/client';
import { messages } from '../../db/schema';

export const messageRepository = {
  /** Written in the transaction of the event it announces: no decision without its message. */
  async write(
    db: Executor,
    message: {
      customerId: string;
      kind: 'activity' | 'notify';
      template: MessageTemplate;
      params: Record<string, string | number>;
      now: Date;
    },
  ): Promise<void> {
    const { now, ...rest } = message;
    await db.insert(messages).values({ ...rest, createdAt: now });
  },
};

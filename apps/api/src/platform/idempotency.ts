import { and, eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import { AppError } from '../http/app-error';
import { sha256Hex } from '../lib/hashing';

export interface IdempotentRequest {
  customerId: string;
  /** Which action the key belongs to ('orders', 'disburse'...). */
  scope: string;
  key: string;
  /** The request body as sent; a replay must send the same. */
  body: unknown;
}

export type Replayed<T> = { replayed: true; statusCode: number; response: T } | { replayed: false };

const hashOf = (body: unknown) => sha256Hex(JSON.stringify(body ?? null));

/**
 * Idempotency keys, per customer and action. Call `check` and `remember`
 * inside the transaction that does the work, after taking the lock that
 * serialises the customer's requests: then a key is either new (do the work,
 * remember the answer) or answered (replay it), never both.
 */
export const idempotency = {
  async check<T>(tx: Executor, request: IdempotentRequest): Promise<Replayed<T>> {
    const [row] = await tx
      .select()
      .from(idempotencyKeys)
      .where(
        and(
          eq(idempotencyKeys.customerId, request.customerId),
          eq(idempotencyKeys.scope, request.scope),
          eq(idempotencyKeys.key, request.key),
        ),
      )
      .limit(1);
    if (!row) return { replayed: false };
    if (row.requestHash !== hashOf(request.body)) throw new AppError('IDEMPOTENCY_KEY_REUSED');
    return { replayed: true, statusCode: row.statusCode, response: row.response as T };
  },

  async remember(
    tx: Executor,
    request: IdempotentRequest,
    answer: { statusCode: number; response: unknown },
    now: Date,
  ): Promise<void> {
    await tx.insert(idempotencyKeys).values({
      customerId: request.customerId,
      scope: request.scope,
      key: request.key,
      requestHash: hashOf(request.body),
      statusCode: answer.statusCode,
      response: answer.response,
      createdAt: now,
    });
  },
};

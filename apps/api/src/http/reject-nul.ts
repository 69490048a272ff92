import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error';

/** True when a string anywhere in `value` (keys included) holds U+0000. Iterative: bodies can nest deep. */
export function holdsNul(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const item = stack.pop();
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return true;
    } else if (item !== null && typeof item === 'object' && !Buffer.isBuffer(item)) {
      for (const [key, child] of Object.entries(item)) {
        if (key.includes('\u0000')) return true;
        stack.push(child);
      }
    }
  }
  return false;
}

/**
 * PostgreSQL text cannot hold U+0000, so a NUL in any field failed deep in a
 * query as a 500. No honest client sends one: a request with a NUL in its
 * body, query or path is VALIDATION_FAILED before any schema or handler
 * (decision 044).
 */
export function installNulGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (holdsNul(request.params) || holdsNul(request.query) || holdsNul(request.body)) {
      throw new AppError('VALIDATION_FAILED');
    }
  });
}

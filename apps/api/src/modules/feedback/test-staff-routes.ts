import { FeedbackReplyBodySchema, FeedbackReplyViewSchema } from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/app-error';
import type { FeedbackService } from './feedback-service';

/**
 * POST /api/test/feedback/:id/replies (TEST_STAFF_ROUTES only, never in
 * production): answers a feedback as customer service will from the
 * operations console, so an end-to-end journey can see a reply arrive.
 * No authentication: it exists only on development and test servers.
 */
export const testStaffRoutes: FastifyPluginAsyncZod<{ feedback: FeedbackService }> = async (
  app,
  { feedback },
) => {
  app.post(
    '/api/test/feedback/:id/replies',
    {
      schema: {
        hide: true,
        params: z.object({ id: z.uuid() }),
        body: FeedbackReplyBodySchema,
        response: { 201: FeedbackReplyViewSchema },
      },
    },
    async (request, reply) => {
      const row = await feedback.reply({ feedbackId: request.params.id, ...request.body });
      if (!row) throw new AppError('NOT_FOUND');
      return reply.code(201).send({ id: row.id, text: row.text, createdAt: row.createdAt.toISOString() });
    },
  );
};

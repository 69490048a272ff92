import {
  encodeMessageCursor,
  MessageDetailSchema,
  MessageKindQuerySchema,
  MessageListQuerySchema,
  MessageListSchema,
  UnreadCountSchema,
} from '@app/contract';
import { isLang } from '@app/domain';
import type { FastifyRequest, onRequestHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { COMMON_ERRORS, errorResponses } from '../../http/error-responses';
import type { Clock } from '../../lib/clock';
import { messageRepository } from '../../platform/message-repository';
import { BEARER_SECURITY, BearerHeadersSchema, currentCustomer } from '../../plugins/authenticate';
import { resolveMessageTarget } from './message-target';
import { toMessageView } from './message-view';

const common = { tags: ['messages'], security: BEARER_SECURITY, headers: BearerHeadersSchema };
const IdParams = z.object({ id: z.uuid() });
const NoContent = z.null().meta({ description: 'Marked read' });

/** The language the customer chose (PUT /me/language), read fresh with the session on every request. */
const readerOf = (request: FastifyRequest) => {
  const { customerId, language } = currentCustomer(request);
  return { customerId, lang: isLang(language) ? language : ('en' as const) };
};

/** The message center (spec: activity and notify), scoped to the session's customer. */
export const messageRoutes: FastifyPluginAsyncZod<{
  db: Db;
  clock: Clock;
  /** Fills {{lenderName}} in messages stored before the SMS named the lender. */
  lenderName: string;
  requireCustomer: onRequestHookHandler;
}> = async (app, { db, clock, lenderName, requireCustomer }) => {
  app.addHook('onRequest', requireCustomer);

  app.get(
    '',
    {
      schema: {
        ...common,
        summary: "The customer's messages, newest first, a page at a time, in their language",
        querystring: MessageListQuerySchema,
        response: { 200: MessageListSchema, ...errorResponses(400, 401, ...COMMON_ERRORS) },
      },
    },
    async (request) => {
      const { customerId, lang } = readerOf(request);
      const { kind, cursor, limit } = request.query;
      // One more than asked tells whether another page follows.
      const rows = await messageRepository.page(db, customerId, { kind, cursor, limit: limit + 1 });
      const page = rows.slice(0, limit);
      const last = page.at(-1);
      return {
        messages: page.map((row) => toMessageView(row, lang, lenderName)),
        nextCursor: rows.length > limit && last ? encodeMessageCursor(last) : null,
        unread: await messageRepository.unreadCount(db, customerId, kind),
      };
    },
  );

  app.get(
    '/unread-count',
    {
      schema: {
        ...common,
        summary: 'How many messages the customer has not opened, of one kind or all',
        querystring: MessageKindQuerySchema,
        response: { 200: UnreadCountSchema, ...errorResponses(400, 401, ...COMMON_ERRORS) },
      },
    },
    async (request) => ({
      unread: await messageRepository.unreadCount(
        db,
        currentCustomer(request).customerId,
        request.query.kind,
      ),
    }),
  );

  app.post(
    '/read-all',
    {
      schema: {
        ...common,
        summary: "Mark all the customer's messages read, or those of one kind; answers what is left unread",
        querystring: MessageKindQuerySchema,
        response: { 200: UnreadCountSchema, ...errorResponses(400, 401, ...COMMON_ERRORS) },
      },
    },
    async (request) => {
      const { customerId } = currentCustomer(request);
      await messageRepository.markAllRead(db, customerId, clock.now(), request.query.kind);
      return { unread: await messageRepository.unreadCount(db, customerId) };
    },
  );

  app.get(
    '/:id',
    {
      schema: {
        ...common,
        summary: 'One message, which opening marks read, with the screen it leads to',
        params: IdParams,
        response: { 200: MessageDetailSchema, ...errorResponses(400, 401, 404, ...COMMON_ERRORS) },
      },
    },
    async (request) => {
      const { customerId, lang } = readerOf(request);
      const row = await messageRepository.markRead(db, customerId, request.params.id, clock.now());
      if (!row) throw new AppError('NOT_FOUND');
      return {
        ...toMessageView(row, lang, lenderName),
        target: await resolveMessageTarget(db, customerId, row),
      };
    },
  );

  app.post(
    '/:id/read',
    {
      schema: {
        ...common,
        summary: 'Mark one message read; again changes nothing',
        params: IdParams,
        response: { 204: NoContent, ...errorResponses(400, 401, 404, ...COMMON_ERRORS) },
      },
    },
    async (request, reply) => {
      const row = await messageRepository.markRead(
        db,
        currentCustomer(request).customerId,
        request.params.id,
        clock.now(),
      );
      if (!row) throw new AppError('NOT_FOUND');
      return reply.code(204).send(null);
    },
  );
};

import { FaqEntrySchema, FaqIdParamsSchema, FaqListSchema, FaqQuerySchema } from '@app/contract';
import { isLang, type Lang } from '@app/domain';
import type { FastifyRequest, onRequestHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { COMMON_ERRORS, errorResponses } from '../../http/error-responses';
import { BEARER_SECURITY, BearerHeadersSchema, currentCustomer } from '../../plugins/authenticate';
import type { FaqCatalogue } from './faq-catalogue';
import { mergeFaq } from './faq-merge';
import { faqOverrideRepository } from './faq-override-repository';

const common = { tags: ['help'], security: BEARER_SECURITY, headers: BearerHeadersSchema };

/** The language asked for, else the one the customer chose (PUT /me/language), else English. */
const langOf = (request: FastifyRequest, asked: Lang | undefined): Lang => {
  if (asked) return asked;
  const { language } = currentCustomer(request);
  return isLang(language) ? language : 'en';
};

/**
 * The help center's FAQ (spec §1 "Help center with FAQ and a repayment how-to"):
 * the code catalogue with the console's edits merged over it, read per request
 * so an edit shows at once.
 */
export const helpRoutes: FastifyPluginAsyncZod<{
  db: Db;
  faq: FaqCatalogue;
  requireCustomer: onRequestHookHandler;
}> = async (app, { db, faq, requireCustomer }) => {
  app.addHook('onRequest', requireCustomer);
  const merged = async (lang: Lang) => mergeFaq(faq, await faqOverrideRepository.all(db), lang);

  app.get(
    '/faq',
    {
      schema: {
        ...common,
        summary: 'Every FAQ category and question, in order, in the language asked for or the customer’s',
        querystring: FaqQuerySchema,
        response: { 200: FaqListSchema, ...errorResponses(400, 401, ...COMMON_ERRORS) },
      },
    },
    async (request) => (await merged(langOf(request, request.query.lang))).list,
  );

  app.get(
    '/faq/:id',
    {
      schema: {
        ...common,
        summary: 'One question with its answer (live figures filled in) and the others of its category',
        params: FaqIdParamsSchema,
        querystring: FaqQuerySchema,
        response: { 200: FaqEntrySchema, ...errorResponses(400, 401, 404, ...COMMON_ERRORS) },
      },
    },
    async (request) => {
      const entry = (await merged(langOf(request, request.query.lang))).entry(request.params.id);
      if (!entry) throw new AppError('FAQ_NOT_FOUND');
      return entry;
    },
  );
};

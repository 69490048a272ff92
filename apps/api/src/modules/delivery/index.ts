/** The module's public face and wiring: other modules and app.ts reach it only through this file (issue 29). */
import { createEmailSender, type EmailSender } from '../../adapters/email';
import type { JobRow } from '../../db/schema';
import { modulePlugin } from '../../platform/core';
import type { JobHandler } from '../../platform/job-runner';
import type {} from '../auth';
import { documentLinkRoutes, profileEmailRoutes } from './delivery-routes';
import {
  createDeliveryService,
  type DeliveryService,
  DOCUMENTS_DELIVER_JOB,
  type DocumentSource,
} from './delivery-service';
import { createDocumentLinks } from './document-link';
import { createEmailService, type EmailService } from './email-service';

export {
  createDeliveryService,
  type DeliveryService,
  DOCUMENTS_DELIVER_JOB,
  type DocumentSource,
} from './delivery-service';
export { createDocumentLinks } from './document-link';
export { createEmailService } from './email-service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The borrower's e-mail and the documents sent to them (the plugin `delivery`). */
    delivery: {
      emails: EmailService;
      deliveries: DeliveryService;
      email: EmailSender;
      jobs: Record<string, JobHandler>;
    };
  }
}

/**
 * The plugin `delivery` (issue 33, decision 082): the e-mail adapter, the
 * verified address, and the deliveries of documents. `source` is the documents
 * module's PDFs and list (app.ts wires it); `email` a test's memory sender.
 */
export const deliveryServices = modulePlugin<{ source: () => DocumentSource; email?: EmailSender }>(
  'delivery',
  ['core'],
  (app, core, options) => {
    const { db, clock, config, sms } = core;
    const email = options.email ?? createEmailSender(config, core.log);
    const logger = core.log.child({ module: 'delivery' });
    const emails = createEmailService({ db, clock, email, logger, config });
    const source: DocumentSource = {
      pdf: (...args) => options.source().pdf(...args),
      list: (...args) => options.source().list(...args),
    };
    const deliveries = createDeliveryService({
      db,
      clock,
      email,
      sms,
      links: createDocumentLinks(config.APP_SECRET, config.DOCUMENT_LINK_TTL_DAYS),
      source,
      logger,
      config,
    });
    app.decorate('delivery', {
      emails,
      deliveries,
      email,
      jobs: { [DOCUMENTS_DELIVER_JOB]: (job: JobRow) => deliveries.deliver(job) },
    });
  },
);

/** /api/v1/profile/email and the SMS links /api/v1/d/:token. */
export const deliveryModule = modulePlugin('delivery-routes', ['core', 'delivery', 'auth'], async (app) => {
  const { emails, deliveries } = app.delivery;
  await app.register(profileEmailRoutes, {
    prefix: '/api/v1/profile/email',
    emails,
    requireCustomer: app.requireCustomer,
  });
  await app.register(documentLinkRoutes, { prefix: '/api/v1/d', deliveries, auth: app.customerAuth });
});

/** The module's public face and wiring: other modules and app.ts reach it only through this file (issue 29). */
import { isEsignSimulator } from '../../adapters/esign';
import type { JobRow } from '../../db/schema';
import { modulePlugin } from '../../platform/core';
import type { JobHandler } from '../../platform/job-runner';
import type {} from '../auth';
import type {} from '../orders';
import { createAccountDocuments } from './account-documents';
import { createDocumentInputs } from './document-input';
import { documentRoutes } from './document-routes';
import { createDocumentService, DOCUMENTS_ISSUE_JOB, type DocumentService } from './document-service';
import { createEsignService, type EsignService } from './esign-service';
import { esignSimulatorRoutes } from './esign-simulator-routes';
import { loadLenderSigner } from './lender-signer';

export { createDocumentInputs } from './document-input';
export { documentRoutes } from './document-routes';
export { createDocumentService, DOCUMENTS_ISSUE_JOB } from './document-service';
export { createEsignService } from './esign-service';
export { esignSimulatorRoutes } from './esign-simulator-routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** The loan documents, their signing and their job (the plugin `documents`). */
    documents: { documents: DocumentService; esign: EsignService; jobs: Record<string, JobHandler> };
  }
}

/** The plugin `documents`: the loan documents and their signing (the provider is null for the default drawn signature plus OTP). */
export const documentServices = modulePlugin('documents', ['core'], (app, core) => {
  const { db, clock, storage, sms, config } = core;
  const inputFor = createDocumentInputs(db, config);
  const account = createAccountDocuments({ db, clock, config, inputFor });
  const documents = createDocumentService({
    db,
    clock,
    storage,
    sms,
    config,
    inputFor,
    logger: core.log.child({ module: 'documents' }),
    // Refuses a production start without the lender's certificate or with the development one (decision 083).
    pdfSigner: loadLenderSigner(config),
    account,
  });
  const esign = createEsignService({
    db,
    clock,
    storage,
    provider: core.parties.esign,
    inputFor,
    logger: core.log.child({ module: 'esign' }),
  });
  app.decorate('documents', {
    documents,
    esign,
    jobs: { [DOCUMENTS_ISSUE_JOB]: (job: JobRow) => documents.issueSigned(job) },
  });
});

/** The documents and signing routes under /api/v1, and the eSign simulator's when it stands in. */
export const documentsModule = modulePlugin(
  'documents-routes',
  ['core', 'documents', 'orders', 'auth'],
  async (app, core) => {
    const { documents, esign } = app.documents;
    const requireCustomer = app.requireCustomer;
    await app.register(documentRoutes, {
      prefix: '/api/v1',
      documents,
      esign,
      orders: app.orders,
      requireCustomer,
    });
    const provider = core.parties.esign;
    if (isEsignSimulator(provider)) {
      await app.register(esignSimulatorRoutes, { prefix: '/api/v1', simulator: provider, requireCustomer });
    }
  },
);

/** The module's public face and wiring: other modules and app.ts reach it only through this file (issue 29). */
import type { onRequestHookHandler } from 'fastify';
import { isEsignSimulator } from '../../adapters/esign';
import type { JobRow } from '../../db/schema';
import type { App, Core } from '../../platform/core';
import type { OrderService } from '../orders';
import { createDocumentInputs } from './document-input';
import { documentRoutes } from './document-routes';
import { createDocumentService, DOCUMENTS_ISSUE_JOB, type DocumentService } from './document-service';
import { createEsignService, type EsignService } from './esign-service';
import { esignSimulatorRoutes } from './esign-simulator-routes';

export { createDocumentInputs } from './document-input';
export { documentRoutes } from './document-routes';
export { createDocumentService, DOCUMENTS_ISSUE_JOB } from './document-service';
export { createEsignService } from './esign-service';
export { esignSimulatorRoutes } from './esign-simulator-routes';
export { maskPhone } from './signing';

/** The loan documents and their signing (the provider is null for the default drawn signature plus OTP). */
export function documentServices(core: Core) {
  const { db, clock, storage, sms, config } = core;
  const inputFor = createDocumentInputs(db, config);
  const documents = createDocumentService({
    db,
    clock,
    storage,
    sms,
    config,
    inputFor,
    logger: core.log.child({ module: 'documents' }),
  });
  const esign = createEsignService({
    db,
    clock,
    storage,
    provider: core.parties.esign,
    inputFor,
    logger: core.log.child({ module: 'esign' }),
  });
  return { documents, esign, jobs: { [DOCUMENTS_ISSUE_JOB]: (job: JobRow) => documents.issueSigned(job) } };
}

/** The documents and signing routes under /api/v1, and the eSign simulator's when it stands in. */
export async function documentsModule(
  app: App,
  core: Core,
  deps: {
    documents: DocumentService;
    esign: EsignService;
    orders: OrderService;
    requireCustomer: onRequestHookHandler;
  },
): Promise<void> {
  await app.register(documentRoutes, { prefix: '/api/v1', ...deps });
  const provider = core.parties.esign;
  if (isEsignSimulator(provider)) {
    await app.register(esignSimulatorRoutes, {
      prefix: '/api/v1',
      simulator: provider,
      requireCustomer: deps.requireCustomer,
    });
  }
}

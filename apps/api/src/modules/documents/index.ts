/** The module's public face: other modules and app.ts reach it only through this file (issue 29). */
export { createDocumentInputs } from './document-input';
export { documentRoutes } from './document-routes';
export { createDocumentService, DOCUMENTS_ISSUE_JOB } from './document-service';
export { createEsignService } from './esign-service';
export { esignSimulatorRoutes } from './esign-simulator-routes';
export { maskPhone } from './signing';

/** The module's public face: other modules and app.ts reach it only through this file (issue 29). */
export { type AccountErasure, createAccountErasure } from './account-erasure';
export { deletionRequestRepository } from './deletion-request-repository';
export { meRoutes } from './me-routes';
export { createMeService } from './me-service';

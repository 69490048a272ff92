/** The module's public face and wiring: other modules and app.ts reach it only through this file (issue 29). */
import { modulePlugin } from '../../platform/core';
import type {} from '../documents';
import type {} from '../staff';
import { createForeclosureStatements } from './foreclosure-statement';
import { registerLoanActions } from './loan-action-handlers';
import { loanActionRoutes } from './loan-action-routes';
import { createProposalService, type ProposalService } from './proposal-service';

export {
  type Actor,
  createProposalService,
  type ProposalHandler,
  type ProposalService,
} from './proposal-service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Maker-checker proposals (the plugin `proposals`): other modules register their kinds on it. */
    proposals: ProposalService;
  }
}

/** The plugin `proposals`: the four-eyes service with the loan actions registered. */
export const proposalServices = modulePlugin('proposals', ['core'], (app, { db, clock }) => {
  const proposals = createProposalService({ db, clock });
  registerLoanActions(proposals);
  app.decorate('proposals', proposals);
});

/** /api/staff/v1/loan-actions */
export const loanActionsModule = modulePlugin(
  'loan-actions',
  ['core', 'proposals', 'staff', 'documents'],
  async (app, { db, clock }) => {
    const { documents } = app.documents;
    await app.register(loanActionRoutes, {
      prefix: '/api/staff/v1/loan-actions',
      proposals: app.proposals,
      db,
      foreclosure: createForeclosureStatements({
        db,
        clock,
        pdf: (customerId, orderId, kind, lang, query) =>
          documents.pdf(customerId, orderId, kind, lang, query),
      }),
      requireStaff: app.requireStaff,
    });
  },
);

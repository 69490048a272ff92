import {
  PublicRecoveryAgentsSchema,
  RecoveryAgencyBodySchema,
  RecoveryAgencyPatchSchema,
  RecoveryAgencyViewSchema,
  RecoveryAgentBodySchema,
  RecoveryAgentPatchSchema,
  RecoveryAgentViewSchema,
  RecoveryAssignBodySchema,
  RecoveryAssignmentViewSchema,
  RecoveryContactBodySchema,
  RecoveryContactViewSchema,
  RecoveryIdParamsSchema,
  RecoveryLoanSchema,
  RecoveryOrderParamsSchema,
  RecoveryRegisterSchema,
} from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { COMMON_ERRORS, errorResponses } from '../../http/error-responses';
import { ANONYMOUS_RATE_LIMIT } from '../../plugins/rate-limit';
import { currentStaff, type RequireStaff } from '../../plugins/staff-guard';
import { STAFF_SECURITY } from '../staff';
import type { RecoveryService } from './recovery-service';

/**
 * /api/staff/v1/recovery (decision 086). The register is kept by an admin
 * (section 'staff': the people who act for the lender); it is read, and
 * agents are put on overdue loans and their contacts logged, by the
 * collections section (collector, admin). Every change is audited by the service.
 */
export const recoveryRoutes: FastifyPluginAsyncZod<{
  recovery: RecoveryService;
  requireStaff: RequireStaff;
}> = async (app, { recovery, requireStaff }) => {
  const common = { tags: ['staff-recovery'], security: STAFF_SECURITY };
  const admin = { onRequest: requireStaff('staff') };
  const collections = { onRequest: requireStaff('collections') };
  const read = errorResponses(400, 401, 403, ...COMMON_ERRORS);
  const write = errorResponses(400, 401, 403, 404, 409, ...COMMON_ERRORS);

  app.get(
    '/agencies',
    {
      ...collections,
      schema: {
        ...common,
        summary: 'The register: every recovery agency (by name) with its agents, active or not',
        response: { 200: RecoveryRegisterSchema, ...read },
      },
    },
    () => recovery.register(),
  );
  app.post(
    '/agencies',
    {
      ...admin,
      schema: {
        ...common,
        summary: 'Registers a recovery agency (name, registration, phone, e-mail); active at once; audited',
        body: RecoveryAgencyBodySchema,
        response: { 200: RecoveryAgencyViewSchema, ...write },
      },
    },
    (request) => recovery.createAgency(request.body, currentStaff(request)),
  );
  app.put(
    '/agencies/:id',
    {
      ...admin,
      schema: {
        ...common,
        summary:
          'Changes an agency, or deactivates it (active: false: off the public list, no new loan); audited. 404 RECOVERY_AGENCY_NOT_FOUND',
        params: RecoveryIdParamsSchema,
        body: RecoveryAgencyPatchSchema,
        response: { 200: RecoveryAgencyViewSchema, ...write },
      },
    },
    (request) => recovery.updateAgency(request.params.id, request.body, currentStaff(request)),
  );
  app.post(
    '/agencies/:id/agents',
    {
      ...admin,
      schema: {
        ...common,
        summary:
          'Registers an agent of the agency (name, DRA certificate / ID number, phone, e-mail); audited',
        params: RecoveryIdParamsSchema,
        body: RecoveryAgentBodySchema,
        response: { 200: RecoveryAgentViewSchema, ...write },
      },
    },
    (request) => recovery.createAgent(request.params.id, request.body, currentStaff(request)),
  );
  app.put(
    '/agents/:id',
    {
      ...admin,
      schema: {
        ...common,
        summary: 'Changes an agent, or deactivates it (active: false); audited. 404 RECOVERY_AGENT_NOT_FOUND',
        params: RecoveryIdParamsSchema,
        body: RecoveryAgentPatchSchema,
        response: { 200: RecoveryAgentViewSchema, ...write },
      },
    },
    (request) => recovery.updateAgent(request.params.id, request.body, currentStaff(request)),
  );

  app.get(
    '/loans/:orderId',
    {
      ...collections,
      schema: {
        ...common,
        summary:
          "A loan's recovery assignments (newest first, the notice each sent) and its agents' contacts",
        params: RecoveryOrderParamsSchema,
        response: { 200: RecoveryLoanSchema, ...read },
      },
    },
    (request) => recovery.loan(request.params.orderId),
  );
  app.post(
    '/loans/:orderId/assignment',
    {
      ...collections,
      schema: {
        ...common,
        summary:
          "Puts an agency (and agentId, one of its agents) on an overdue loan and tells the borrower (message center + SMS: agent's name, agency, phone) in the same step; the same pair again sends nothing. 409 RECOVERY_LOAN_NOT_OVERDUE, RECOVERY_AGENT_INACTIVE",
        params: RecoveryOrderParamsSchema,
        body: RecoveryAssignBodySchema,
        response: { 200: RecoveryAssignmentViewSchema, ...write },
      },
    },
    (request) => recovery.assign(request.params.orderId, request.body, currentStaff(request)),
  );
  app.post(
    '/loans/:orderId/contacts',
    {
      ...collections,
      schema: {
        ...common,
        summary:
          "Records an agent's contact with the borrower; 409 RECOVERY_NOTICE_NOT_SENT unless a notice naming the agent on this loan went out before it, 409 OUTSIDE_CONTACT_HOURS for a contact outside 08:00-19:00 India time",
        params: RecoveryOrderParamsSchema,
        body: RecoveryContactBodySchema,
        response: { 200: RecoveryContactViewSchema, ...write },
      },
    },
    (request) => recovery.recordContact(request.params.orderId, request.body, currentStaff(request)),
  );
};

/** GET /api/v1/recovery-agents: the active agencies and agents, for anyone (the borrower app's public page). */
export const publicRecoveryRoutes: FastifyPluginAsyncZod<{ recovery: RecoveryService }> = async (
  app,
  { recovery },
) => {
  app.get(
    '',
    {
      config: ANONYMOUS_RATE_LIMIT,
      schema: {
        tags: ['home'],
        summary:
          "The lender's recovery agencies and agents in force (RBI Fair Practices Code): names and phones only, without login",
        response: { 200: PublicRecoveryAgentsSchema, ...errorResponses(429, ...COMMON_ERRORS) },
      },
    },
    () => recovery.publicList(),
  );
};

import {
  AuditPageSchema,
  AuditQuerySchema,
  StaffCreateBodySchema,
  StaffCreatedSchema,
  StaffIdParamsSchema,
  StaffListSchema,
  StaffLoginBodySchema,
  StaffLoginResponseSchema,
  StaffMeSchema,
  StaffPasswordChangeBodySchema,
  StaffPasswordSchema,
  StaffSessionResponseSchema,
  StaffTotpBodySchema,
  StaffUpdateBodySchema,
  StaffViewSchema,
} from '@app/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { COMMON_ERRORS, errorResponses } from '../../http/error-responses';
import { currentStaff, type RequireStaff } from '../../plugins/staff-guard';
import type { StaffAdminService } from './staff-admin-service';
import type { StaffAuthService } from './staff-auth-service';

export const STAFF_SECURITY = [{ staffAuth: [] }];
const client = (request: FastifyRequest) => ({
  ip: request.ip,
  userAgent: request.headers['user-agent']?.slice(0, 300) ?? null,
});

/** POST /login, POST /totp, POST /password, POST /logout, GET /me under /api/staff/v1/auth. */
export const staffAuthRoutes: FastifyPluginAsyncZod<{
  auth: StaffAuthService;
  requireStaff: RequireStaff;
}> = async (app, { auth, requireStaff }) => {
  const tags = ['staff'];
  app.post(
    '/login',
    {
      schema: {
        tags,
        summary:
          'Staff sign-in, step 1: e-mail and password open a five-minute challenge for the authenticator code',
        body: StaffLoginBodySchema,
        response: { 200: StaffLoginResponseSchema, ...errorResponses(400, 401, 429, ...COMMON_ERRORS) },
      },
    },
    (request) => auth.login(request.body.email, request.body.password, client(request)),
  );
  app.post(
    '/totp',
    {
      schema: {
        tags,
        summary:
          'Staff sign-in, step 2: the authenticator code (enrols it on the first sign-in) opens a session',
        body: StaffTotpBodySchema,
        response: { 200: StaffSessionResponseSchema, ...errorResponses(400, 401, ...COMMON_ERRORS) },
      },
    },
    (request) => auth.verifyTotp(request.body.challenge, request.body.code, client(request)),
  );
  app.post(
    '/password',
    {
      onRequest: requireStaff('any', { passwordChange: 'only' }),
      schema: {
        tags,
        security: STAFF_SECURITY,
        summary:
          'Sign-in with a one-time password, step 3: a new password ends the short session and opens a console session',
        body: StaffPasswordChangeBodySchema,
        response: { 200: StaffSessionResponseSchema, ...errorResponses(400, 401, 403, ...COMMON_ERRORS) },
      },
    },
    (request) => auth.changePassword(currentStaff(request), request.body.password, client(request)),
  );
  app.post(
    '/logout',
    {
      onRequest: requireStaff('any', { passwordChange: 'allowed' }),
      schema: {
        tags,
        security: STAFF_SECURITY,
        summary: 'Ends this staff session',
        response: { 204: z.null(), ...errorResponses(401, ...COMMON_ERRORS) },
      },
    },
    async (request, reply) => {
      await auth.logout(currentStaff(request));
      return reply.code(204).send(null);
    },
  );
  app.get(
    '/me',
    {
      onRequest: requireStaff('any'),
      schema: {
        tags,
        security: STAFF_SECURITY,
        summary: 'The signed-in staff member',
        response: { 200: StaffMeSchema, ...errorResponses(401, ...COMMON_ERRORS) },
      },
    },
    (request) => {
      const staff = currentStaff(request);
      return { id: staff.staffId, email: staff.email, name: staff.name, role: staff.role };
    },
  );
};

/** Staff accounts (admin): GET/POST /staff, PUT /staff/:id, POST /staff/:id/reset, POST /staff/:id/sessions/revoke; GET /audit. */
export const staffAdminRoutes: FastifyPluginAsyncZod<{
  admin: StaffAdminService;
  requireStaff: RequireStaff;
}> = async (app, { admin, requireStaff }) => {
  const common = { tags: ['staff'], security: STAFF_SECURITY };
  const staffOnly = { onRequest: requireStaff('staff') };
  app.get(
    '/staff',
    {
      ...staffOnly,
      schema: {
        ...common,
        summary: 'Staff accounts',
        response: { 200: StaffListSchema, ...errorResponses(401, 403, ...COMMON_ERRORS) },
      },
    },
    () => admin.list(),
  );
  app.post(
    '/staff',
    {
      ...staffOnly,
      schema: {
        ...common,
        summary: 'Creates a staff account; the one-time password is in the answer only',
        body: StaffCreateBodySchema,
        response: { 201: StaffCreatedSchema, ...errorResponses(400, 401, 403, 409, ...COMMON_ERRORS) },
      },
    },
    async (request, reply) => reply.code(201).send(await admin.create(currentStaff(request), request.body)),
  );
  app.put(
    '/staff/:id',
    {
      ...staffOnly,
      schema: {
        ...common,
        summary: 'Changes a role or disables/enables an account (its sessions end)',
        params: StaffIdParamsSchema,
        body: StaffUpdateBodySchema,
        response: { 200: StaffViewSchema, ...errorResponses(400, 401, 403, 404, 409, ...COMMON_ERRORS) },
      },
    },
    (request) => admin.update(currentStaff(request), request.params.id, request.body),
  );
  app.post(
    '/staff/:id/reset',
    {
      ...staffOnly,
      schema: {
        ...common,
        summary: 'A new one-time password; the authenticator is enrolled again at the next sign-in',
        params: StaffIdParamsSchema,
        response: { 200: StaffPasswordSchema, ...errorResponses(400, 401, 403, 404, 409, ...COMMON_ERRORS) },
      },
    },
    (request) => admin.reset(currentStaff(request), request.params.id),
  );
  app.post(
    '/staff/:id/sessions/revoke',
    {
      ...staffOnly,
      schema: {
        ...common,
        summary: 'Ends every session of a staff member',
        params: StaffIdParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404, ...COMMON_ERRORS) },
      },
    },
    async (request, reply) => {
      await admin.revokeSessions(currentStaff(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
  app.get(
    '/audit',
    {
      onRequest: requireStaff('audit'),
      schema: {
        ...common,
        summary:
          'The audit log, newest first, paged by cursor; filtered by action prefix, staff e-mail or id, subject',
        querystring: AuditQuerySchema,
        response: { 200: AuditPageSchema, ...errorResponses(400, 401, 403, ...COMMON_ERRORS) },
      },
    },
    (request) => {
      const { cursor, limit, action, staffId, staffEmail, subjectId } = request.query;
      return admin.audit({
        limit,
        action,
        staffId,
        staffEmail,
        subjectId,
        beforeId: cursor === undefined ? undefined : Number(cursor),
      });
    },
  );
};

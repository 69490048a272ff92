import { DashboardQuerySchema, DashboardSchema } from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { COMMON_ERRORS, errorResponses } from '../../http/error-responses';
import type { RequireStaff } from '../../plugins/staff-guard';
import { STAFF_SECURITY } from '../staff';
import type { DashboardService } from './dashboard-service';

/** GET /api/staff/v1/dashboard: every role. */
export const dashboardRoutes: FastifyPluginAsyncZod<{
  dashboard: DashboardService;
  requireStaff: RequireStaff;
}> = async (app, { dashboard, requireStaff }) => {
  app.get(
    '/',
    {
      onRequest: requireStaff('dashboard'),
      schema: {
        tags: ['staff'],
        security: STAFF_SECURITY,
        summary:
          "A business day's applications, approval rate, disbursals and collections; open loans and overdue buckets now",
        querystring: DashboardQuerySchema,
        response: { 200: DashboardSchema, ...errorResponses(400, 401, 403, ...COMMON_ERRORS) },
      },
    },
    (request) => dashboard.figures(request.query.day),
  );
};

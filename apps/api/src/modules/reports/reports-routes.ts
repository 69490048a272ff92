import { ReportParamsSchema, ReportQuerySchema, ReportSchema } from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { COMMON_ERRORS, errorResponses } from '../../http/error-responses';
import { currentStaff, type RequireStaff } from '../../plugins/staff-guard';
import { STAFF_SECURITY } from '../staff';
import type { BureauService } from './bureau-service';
import { type ReportsService, reportCsv } from './reports-service';

/**
 * The reports under /api/staff/v1/reports (finance and admin: the money
 * section's roles): each report for a range of India days as JSON or CSV,
 * and the credit-bureau file on demand.
 */
export const reportsRoutes: FastifyPluginAsyncZod<{
  reports: ReportsService;
  bureau: BureauService;
  requireStaff: RequireStaff;
}> = async (app, { reports, bureau, requireStaff }) => {
  const common = { tags: ['staff-reports'], security: STAFF_SECURITY };
  const guard = { onRequest: requireStaff('money') };

  app.post(
    '/bureau-file',
    {
      ...guard,
      schema: {
        ...common,
        summary:
          'Makes the credit-bureau reporting file now (every active loan and those closed in the last 90 days) and downloads it; audited',
        produces: ['text/plain'],
        response: { 200: z.string(), ...errorResponses(401, 403, ...COMMON_ERRORS) },
      },
    },
    async (request, reply) => {
      const file = await bureau.onDemand(currentStaff(request).staffId);
      return reply
        .header('content-type', 'text/plain; charset=us-ascii')
        .header('content-disposition', `attachment; filename="bureau-${file.reportedOn}.txt"`)
        .header('x-bureau-records', String(file.records))
        .header('x-bureau-withheld', String(file.withheld))
        .send(file.content);
    },
  );
  app.get(
    '/:name',
    {
      ...guard,
      schema: {
        ...common,
        summary:
          'A report (disbursals, collections, ageing with PAR, npa with provisioning, cash) over the India days from..to, as JSON or format=csv',
        params: ReportParamsSchema,
        querystring: ReportQuerySchema,
        produces: ['application/json', 'text/csv'],
        response: {
          200: z.union([ReportSchema, z.string()]),
          ...errorResponses(400, 401, 403, ...COMMON_ERRORS),
        },
      },
    },
    async (request, reply) => {
      const { from, to, format } = request.query;
      const report = await reports.report(request.params.name, from, to);
      if (format === 'json') return report;
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${report.name}-${from}-${to}.csv"`)
        .send(reportCsv(report));
    },
  );
};

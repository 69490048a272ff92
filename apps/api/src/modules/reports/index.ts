/** The module's public face and wiring: other modules and app.ts reach it only through this file (issue 29). */
import { modulePlugin } from '../../platform/core';
import type {} from '../staff';
import { createBureauService } from './bureau-service';
import { reportsRoutes } from './reports-routes';
import { createReportsService } from './reports-service';

export { type BureauService, createBureauService } from './bureau-service';
export { createReportsService, REPORT_NAMES, type Report } from './reports-service';

/** /api/staff/v1/reports: the reports and the bureau file; `app.bureau` for the daily tick. */
export const reportsModule = modulePlugin(
  'reports',
  ['core', 'staff'],
  async (app, { db, clock, cipher, sms, config, log }) => {
    const bureau = createBureauService({
      db,
      clock,
      cipher,
      sms,
      proName: config.PRO_NAME,
      lenderName: config.LENDER_NAME,
      // The file's header: BUREAU_MEMBER_ID (a placeholder, refused in production) and short name.
      member: { id: config.BUREAU_MEMBER_ID, shortName: config.BUREAU_MEMBER_SHORT_NAME },
      logger: log,
    });
    app.decorate('bureau', bureau);
    const reports = createReportsService({ db });
    await app.register(reportsRoutes, {
      prefix: '/api/staff/v1/reports',
      reports,
      bureau,
      requireStaff: app.requireStaff,
    });
  },
);

declare module 'fastify' {
  interface FastifyInstance {
    bureau: import('./bureau-service').BureauService;
  }
}

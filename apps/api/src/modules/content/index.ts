/** The module's public face and wiring: other modules and app.ts reach it only through this file (issue 29). */
import type { App, Core } from '../../platform/core';
import type { RequireStaff } from '../../plugins/staff-guard';
import type { FaqCatalogue } from '../help';
import { createCampaignService } from './campaign-service';
import { contentRoutes } from './content-routes';
import { createFaqAdminService } from './faq-admin-service';

export { createCampaignService } from './campaign-service';
export { contentRoutes } from './content-routes';
export { createFaqAdminService } from './faq-admin-service';

/** /api/staff/v1/content: campaigns and the FAQ's overrides. */
export async function contentModule(
  app: App,
  { db, clock, config }: Core,
  catalogue: FaqCatalogue,
  requireStaff: RequireStaff,
) {
  await app.register(contentRoutes, {
    prefix: '/api/staff/v1/content',
    campaigns: createCampaignService({ db, clock, proName: config.PRO_NAME }),
    faq: createFaqAdminService({ db, clock, catalogue }),
    requireStaff,
  });
}

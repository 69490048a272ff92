/** The module's public face and wiring: other modules and app.ts reach it only through this file (issue 29). */
import { modulePlugin } from '../../platform/core';
import type {} from '../help';
import type {} from '../staff';
import { createCampaignService } from './campaign-service';
import { contentRoutes } from './content-routes';
import { createFaqAdminService } from './faq-admin-service';

export { createCampaignService } from './campaign-service';
export { contentRoutes } from './content-routes';
export { createFaqAdminService } from './faq-admin-service';

/** /api/staff/v1/content: campaigns and the FAQ's overrides. */
export const contentModule = modulePlugin(
  'content-routes',
  ['core', 'help-routes', 'staff'],
  async (app, { db, clock, config }) => {
    await app.register(contentRoutes, {
      prefix: '/api/staff/v1/content',
      campaigns: createCampaignService({ db, clock, proName: config.PRO_NAME }),
      faq: createFaqAdminService({ db, clock, catalogue: app.faq }),
      requireStaff: app.requireStaff,
    });
  },
);

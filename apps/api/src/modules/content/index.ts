/** The module's public face and wiring: other modules and app.ts reach it only through this file (issue 29). */
import { modulePlugin } from '../../platform/core';
import type {} from '../help';
import type {} from '../loan-actions';
import type {} from '../staff';
import { registerBulkCoupons } from './bulk-coupons';
import { createCampaignService } from './campaign-service';
import { contentRoutes } from './content-routes';
import { createFaqAdminService } from './faq-admin-service';

export { createCampaignService } from './campaign-service';
export { contentRoutes } from './content-routes';
export { createFaqAdminService } from './faq-admin-service';

/** /api/staff/v1/content: campaigns and the FAQ's overrides. */
export const contentModule = modulePlugin(
  'content-routes',
  ['core', 'help-routes', 'staff', 'proposals'],
  async (app, { db, clock, config }) => {
    const campaigns = createCampaignService({ db, clock, proName: config.PRO_NAME });
    registerBulkCoupons(app.proposals, campaigns);
    await app.register(contentRoutes, {
      prefix: '/api/staff/v1/content',
      campaigns,
      proposals: app.proposals,
      faq: createFaqAdminService({ db, clock, catalogue: app.faq }),
      requireStaff: app.requireStaff,
    });
  },
);

/** The module's public face: other modules and app.ts reach it only through this file (issue 29). */
export { createCampaignService } from './campaign-service';
export { contentRoutes } from './content-routes';
export { createFaqAdminService } from './faq-admin-service';

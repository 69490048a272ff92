/** The module's public face and wiring: other modules and app.ts reach it only through this file (issue 29). */
import { modulePlugin } from '../../platform/core';
import type {} from '../staff';
import { createServiceDesk } from './service-desk';
import { serviceRoutes } from './service-routes';

export { createServiceDesk } from './service-desk';
export { serviceRoutes } from './service-routes';

/** /api/staff/v1/service: grievances, feedback and deletion requests. */
export const serviceModule = modulePlugin('service', ['core', 'staff'], async (app, core) => {
  const { db, clock, sms, storage, config } = core;
  const desk = createServiceDesk({
    db,
    clock,
    sms,
    storage,
    proName: config.PRO_NAME,
    logger: core.log.child({ module: 'service' }),
  });
  await app.register(serviceRoutes, {
    prefix: '/api/staff/v1/service',
    ...desk,
    requireStaff: app.requireStaff,
  });
});

/** The module's public face and wiring: other modules and app.ts reach it only through this file (issue 29). */
import { modulePlugin } from '../../platform/core';
import type {} from '../configuration';
import { systemRoutes } from './system-routes';
import { createSystemService } from './system-service';

export { systemRoutes } from './system-routes';
export { createSystemService } from './system-service';

/** Health and version at the root. */
export const systemModule = modulePlugin(
  'system',
  ['core', 'configuration'],
  async (app, { database, config }) => {
    const coolingOffHours = () => app.productConfig.peek().pricing.coolingOffHours;
    await app.register(systemRoutes, { system: createSystemService({ database, config, coolingOffHours }) });
  },
);

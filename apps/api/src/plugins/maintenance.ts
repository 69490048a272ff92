import type { FastifyInstance } from 'fastify';
import { AppError } from '../http/app-error';

/**
 * MAINTENANCE=true: every /api/v1 call answers 503 MAINTENANCE (the web app
 * shows its service-unavailable screen) except /api/v1/config, which the app
 * needs to render that screen; /api/health reports the flag itself.
 */
export function installMaintenance(app: FastifyInstance, enabled: boolean): void {
  if (!enabled) return;
  app.addHook('onRequest', async (request) => {
    const path = request.url.split('?')[0] ?? '';
    if (path.startsWith('/api/v1/') && path !== '/api/v1/config') throw new AppError('MAINTENANCE');
  });
}

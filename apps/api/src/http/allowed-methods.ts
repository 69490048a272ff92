import type { FastifyInstance } from 'fastify';

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

/**
 * The methods some route answers on `url`, for a 405 instead of a 404 when
 * only the method is wrong. Wildcard routes (the web app's static files, the
 * docs' assets) are catch-alls rather than resources, so they do not count:
 * otherwise every path would "exist" for GET.
 */
export function allowedMethods(app: FastifyInstance, url: string): string[] {
  const path = url.split('?')[0] ?? '';
  return METHODS.filter((method) => {
    const route = app.findRoute({ method, url: path });
    return route !== null && !('*' in route.params);
  });
}

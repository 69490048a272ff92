import type { FastifyInstance } from 'fastify';

/**
 * Strict CORS without a dependency: only origins listed in CORS_ORIGINS get
 * CORS headers; with none listed the API is same-origin only (the browser
 * blocks cross-site reads). Preflights from listed origins answer 204.
 */
export function installCors(app: FastifyInstance, origins: readonly string[]): void {
  if (origins.length === 0) return;
  const allowed = new Set(origins);
  app.addHook('onRequest', async (request, reply) => {
    const origin = request.headers.origin;
    if (!origin || !allowed.has(origin)) return;
    reply.header('access-control-allow-origin', origin);
    reply.header('vary', 'Origin');
    if (request.method === 'OPTIONS') {
      reply.header('access-control-allow-methods', 'GET,POST,PUT,DELETE');
      reply.header(
        'access-control-allow-headers',
        'authorization,content-type,accept-language,idempotency-key',
      );
      reply.header('access-control-max-age', '600');
      await reply.code(204).send();
    }
  });
}

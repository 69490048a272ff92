import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { allowedMethods } from '../http/allowed-methods';
import { AppError } from '../http/app-error';
import { sendError } from '../http/error-handler';

const YEAR_SECONDS = 365 * 24 * 3600;

/**
 * Serves the built web app at /. Hashed files under /assets/ never change, so
 * they are cached for a year; index.html (and the rest) must be revalidated so
 * a deploy is seen at once. Unknown non-API GETs get index.html (SPA); unknown
 * /api paths get 404 NOT_FOUND, and a known path with the wrong method 405
 * METHOD_NOT_ALLOWED with an Allow header. Without a build only the API is served.
 */
export async function registerStaticWeb(app: FastifyInstance, webDist: string): Promise<void> {
  const hasWeb = existsSync(join(webDist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      cacheControl: false,
      // The web build writes .br and .gz beside each file (apps/web/scripts/precompress.mjs).
      preCompressed: true,
      setHeaders: (reply, path) => {
        const relative = (path.startsWith(webDist) ? path.slice(webDist.length) : path).replaceAll('\\', '/');
        const immutable = relative.replace(/^\/?/, '/').startsWith('/assets/');
        reply.header('cache-control', immutable ? `public, max-age=${YEAR_SECONDS}, immutable` : 'no-cache');
      },
    });
  } else {
    app.log.warn({ webDist }, 'web build not found: serving the API only (run npm run build)');
  }

  app.setNotFoundHandler(async (request, reply) => {
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api');
    if (hasWeb && isPage) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    const allowed = allowedMethods(app, request.url);
    if (allowed.length > 0) {
      reply.header('allow', allowed.join(', '));
      return sendError(new AppError('METHOD_NOT_ALLOWED'), request, reply);
    }
    throw new AppError('NOT_FOUND');
  });
}

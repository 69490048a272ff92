import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { allowedMethods } from '../http/allowed-methods';
import { AppError } from '../http/app-error';
import { sendError } from '../http/error-handler';

const YEAR_SECONDS = 365 * 24 * 3600;
const MANIFEST = 'manifest.webmanifest';

/**
 * The build's web app manifest named after this deployment (PRO_NAME), as the
 * SMS and GET /config name it: the installed app then carries the same name
 * without a rebuild. Null when the build has no readable manifest.
 */
function namedManifest(webDist: string, proName: string): string | null {
  try {
    const manifest = JSON.parse(readFileSync(join(webDist, MANIFEST), 'utf8')) as Record<string, unknown>;
    return JSON.stringify({ ...manifest, name: proName, short_name: proName });
  } catch {
    return null;
  }
}

/**
 * Serves the built web app at /. Hashed files under /assets/ never change, so
 * they are cached for a year; index.html (and the rest) must be revalidated so
 * a deploy is seen at once. Unknown non-API GETs get index.html (SPA); unknown
 * /api paths get 404 NOT_FOUND, and a known path with the wrong method 405
 * METHOD_NOT_ALLOWED with an Allow header. Without a build only the API is served.
 * A missing /assets/ file is a 404 too, never index.html: a page (or the service
 * worker) asking for a file of an older build must not receive HTML as a script.
 * sw.js is revalidated like index.html, so a new build's worker is found at once.
 */
export async function registerStaticWeb(
  app: FastifyInstance,
  webDist: string,
  { proName }: { proName: string },
): Promise<void> {
  const hasWeb = existsSync(join(webDist, 'index.html'));
  const manifest = hasWeb ? namedManifest(webDist, proName) : null;
  if (manifest) {
    app.get(`/${MANIFEST}`, { schema: { hide: true } }, (_request, reply) =>
      reply
        .type('application/manifest+json; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(manifest),
    );
  }
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      cacheControl: false,
      // The build's own records (.vite/: the manifest, the shipped packages) are not for phones.
      dotfiles: 'ignore',
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
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.url.startsWith('/api') &&
      !request.url.startsWith('/assets/') &&
      // The operations console (static-console.ts) answers its own paths, even when not built.
      !/^\/console(?:[/?#]|$)/.test(request.url);
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

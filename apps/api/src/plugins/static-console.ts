import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../http/app-error';
import { sendError } from '../http/error-handler';

const YEAR_SECONDS = 365 * 24 * 3600;
export const CONSOLE_PREFIX = '/console';

/**
 * Serves the operations console build (apps/console, decision 030) at
 * /console/, apart from the borrower app at /. Hashed files under
 * /console/assets/ are cached for a year; index.html is revalidated so a
 * deploy is seen at once. The console routes by hash, so any other GET under
 * /console/ gets index.html, while a missing asset is a 404, never HTML.
 * Without a build nothing is registered and /console/ is a plain 404.
 */
export async function registerStaticConsole(app: FastifyInstance, consoleDist: string): Promise<void> {
  const indexFile = join(consoleDist, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.info({ consoleDist }, 'console build not found: /console/ is not served (run npm run build)');
    return;
  }

  app.get(CONSOLE_PREFIX, { schema: { hide: true } }, (_request, reply) =>
    reply.redirect(`${CONSOLE_PREFIX}/`, 301),
  );

  await app.register(
    async (scope) => {
      await scope.register(fastifyStatic, {
        root: consoleDist,
        prefix: '/',
        // The borrower app's @fastify/static owns reply.sendFile.
        decorateReply: false,
        cacheControl: false,
        setHeaders: (reply, path) => {
          const relative = path.slice(consoleDist.length).replaceAll('\\', '/').replace(/^\/?/, '/');
          const immutable = relative.startsWith('/assets/');
          reply.header(
            'cache-control',
            immutable ? `public, max-age=${YEAR_SECONDS}, immutable` : 'no-cache',
          );
        },
      });

      // Read per request (a few hundred bytes): a new build is served without a restart.
      scope.setNotFoundHandler(async (request, reply) => {
        const isPage =
          (request.method === 'GET' || request.method === 'HEAD') &&
          !request.url.startsWith(`${CONSOLE_PREFIX}/assets/`);
        if (!isPage) return sendError(new AppError('NOT_FOUND'), request, reply);
        const html = await readFile(indexFile, 'utf8');
        return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
      });
    },
    { prefix: CONSOLE_PREFIX },
  );
}

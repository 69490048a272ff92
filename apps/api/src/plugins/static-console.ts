import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { AppError } from '../http/app-error';
import { sendError } from '../http/error-handler';
import { contentSecurityPolicy } from './security-headers';

const YEAR_SECONDS = 365 * 24 * 3600;
export const CONSOLE_PREFIX = '/console';

/**
 * Serves the operations console build (apps/console, decision 030) at
 * /console/, apart from the borrower app at /. Hashed files under
 * /console/assets/ are cached for a year; index.html is revalidated so a
 * deploy is seen at once. The console routes by hash, so any other GET under
 * /console/ gets index.html, while a missing asset is a 404, never HTML.
 * Without a build nothing is registered and /console/ is a plain 404.
 * index.html is never served as a file: each answer gets a fresh CSP nonce,
 * in the page's <meta property="csp-nonce"> and in its style-src, with which
 * antd's run-time <style> elements are allowed (decision 045).
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

  // Read per request (a few hundred bytes): a new build is served without a restart.
  const sendIndex = async (reply: FastifyReply) => {
    const nonce = randomBytes(16).toString('base64');
    const html = (await readFile(indexFile, 'utf8')).replace(
      /<head>/i,
      `<head>\n    <meta property="csp-nonce" nonce="${nonce}" />`,
    );
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('content-security-policy', contentSecurityPolicy({ styleNonce: nonce }))
      .send(html);
  };

  await app.register(
    async (scope) => {
      // Before the files' wildcard route: index.html is never sent as it is (it needs its nonce).
      scope.get('/', { schema: { hide: true }, prefixTrailingSlash: 'slash' }, (_request, reply) =>
        sendIndex(reply),
      );
      scope.get('/index.html', { schema: { hide: true } }, (_request, reply) => sendIndex(reply));
      await scope.register(fastifyStatic, {
        root: consoleDist,
        prefix: '/',
        // The borrower app's @fastify/static owns reply.sendFile.
        decorateReply: false,
        cacheControl: false,
        index: false,
        setHeaders: (reply, path) => {
          const relative = path.slice(consoleDist.length).replaceAll('\\', '/').replace(/^\/?/, '/');
          const immutable = relative.startsWith('/assets/');
          reply.header(
            'cache-control',
            immutable ? `public, max-age=${YEAR_SECONDS}, immutable` : 'no-cache',
          );
        },
      });

      scope.setNotFoundHandler(async (request, reply) => {
        const isPage =
          (request.method === 'GET' || request.method === 'HEAD') &&
          !request.url.startsWith(`${CONSOLE_PREFIX}/assets/`);
        if (!isPage) return sendError(new AppError('NOT_FOUND'), request, reply);
        return sendIndex(reply);
      });
    },
    { prefix: CONSOLE_PREFIX },
  );
}

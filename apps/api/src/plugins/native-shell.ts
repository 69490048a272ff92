import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';

const SHELL_DIR = join(import.meta.dirname, '../../../../tools/native-shell');
const FILES: Record<string, string> = {
  'shell.js': 'text/javascript; charset=utf-8',
  'shell.css': 'text/css; charset=utf-8',
  'inject.js': 'text/javascript; charset=utf-8',
};

/**
 * The native shell simulator (development only, never in production): a page
 * at /dev/native-shell that shows the app in a phone-sized frame as a native
 * WebView would, logs every bridge message and plays the native side
 * (handover, hooks, getPhoto and getContact answers). The frame loads
 * /dev/native-app: the built index.html with tools/native-shell/inject.js
 * before the app's scripts, which registers the iOS or Android handlers.
 */
export async function registerNativeShell(app: FastifyInstance, webDist: string): Promise<void> {
  const send = (reply: FastifyReply, type: string, body: string) =>
    reply.type(type).header('cache-control', 'no-store').send(body);
  const notFound = (reply: FastifyReply, text: string) =>
    reply.code(404).type('text/plain; charset=utf-8').send(text);

  app.get('/dev/native-shell', { schema: { hide: true } }, (_request, reply) =>
    send(reply, 'text/html; charset=utf-8', readFileSync(join(SHELL_DIR, 'shell.html'), 'utf8')),
  );
  app.get<{ Params: { file: string } }>(
    '/dev/native-shell/:file',
    { schema: { hide: true } },
    (request, reply) => {
      const type = Object.hasOwn(FILES, request.params.file) ? FILES[request.params.file] : undefined;
      if (!type) return notFound(reply, 'not found');
      return send(reply, type, readFileSync(join(SHELL_DIR, request.params.file), 'utf8'));
    },
  );
  app.get('/dev/native-app', { schema: { hide: true } }, (_request, reply) => {
    let index: string;
    try {
      index = readFileSync(join(webDist, 'index.html'), 'utf8');
    } catch {
      return notFound(reply, 'web build not found: run npm run build');
    }
    // A classic script runs before the build's module scripts: the handlers exist from the start.
    const html = index.replace(/<head>/i, '<head>\n    <script src="/dev/native-shell/inject.js"></script>');
    return send(reply, 'text/html; charset=utf-8', html);
  });
}

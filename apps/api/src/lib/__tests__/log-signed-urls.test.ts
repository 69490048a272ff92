import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loggerOptions } from '../logger';

const SIG = 'ab'.repeat(32);
const PHOTO = '/api/v1/files/photos/0f0e0d0c-0b0a-4090-8070-605040302010';

/** Issue 28 point 12c: a signed photo link in a log line would open the photo to whoever reads the log. */
describe('request log lines', () => {
  it('never carry the signature of a signed link, and keep the rest of the URL', async () => {
    const lines: string[] = [];
    const app = Fastify({
      logger: loggerOptions('info', { write: (line: string) => void lines.push(line) }),
    });
    app.get('/api/v1/files/photos/:id', async () => ({ ok: true }));
    app.get('/api/v1/link', async () => ({ ok: true }));
    try {
      const url = `${PHOTO}?c=1c2d3e4f-0000-4000-8000-000000000000&exp=1736925000&sig=${SIG}`;
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(200);
      expect((await app.inject({ method: 'GET', url: `/api/v1/link?token=${SIG}&x=1` })).statusCode).toBe(
        200,
      );
    } finally {
      await app.close();
    }
    const text = lines.join('');
    expect(text).toContain(PHOTO);
    expect(text).not.toContain(SIG);
    const urls = lines.map((line) => JSON.parse(line).req?.url).filter(Boolean);
    expect(urls).toEqual([
      `${PHOTO}?c=1c2d3e4f-0000-4000-8000-000000000000&exp=1736925000&sig=[redacted]`,
      '/api/v1/link?token=[redacted]&x=1',
    ]);
  });
});

// A lost database is an outage the client waits out: 503 SERVICE_BUSY with
// Retry-After, never a 500 (issue 28, point 12).
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemorySmsSender } from '../../adapters/sms/memory';
import { buildApp } from '../../app';
import { type Database, openDatabase } from '../../db/client';
import { isDatabaseUnavailable } from '../../db/unavailable';
import { call, testConfig } from '../../test/test-app';

describe('isDatabaseUnavailable', () => {
  it('knows a database out of reach from a query that went wrong', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const wrapped = new Error('Failed query: select 1', { cause: refused });
    expect(isDatabaseUnavailable(wrapped)).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('terminating'), { code: '57P01' }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('no connection'), { code: '08006' }))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([refused], ''))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false);
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
  });
});

describe('an API whose PostgreSQL cannot be reached', () => {
  let database: Database;
  let app: FastifyInstance;
  beforeAll(async () => {
    // Port 1 on the loopback: nothing listens, every connection is refused at once.
    database = await openDatabase({
      databaseUrl: 'postgres://postgres@127.0.0.1:1/none',
      dataDir: 'memory://',
    });
    const config = testConfig({ HOME_CACHE_ENTRIES: '0' });
    app = await buildApp({ config, database, sms: new MemorySmsSender(), logger: false });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('answers 503 SERVICE_BUSY with Retry-After, in the caller language', async () => {
    const res = await call(app, 'POST', '/api/v1/auth/otp', { phone: '9876543210' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json()).toEqual({
      code: 'SERVICE_BUSY',
      message: 'The service is busy, please try again in a moment.',
      retryAfterSeconds: 5,
    });
    const hindi = await call(app, 'GET', '/api/v1/me', undefined, {
      headers: { authorization: `Bearer ${'a'.repeat(43)}`, 'accept-language': 'hi' },
    });
    expect(hindi.statusCode).toBe(503);
    expect(hindi.json().code).toBe('SERVICE_BUSY');
  });

  it('health says the database is down', async () => {
    const res = await call(app, 'GET', '/api/health');
    expect(res.json()).toMatchObject({ status: 'degraded', database: { ok: false } });
  });
});

import { describe, expect, it } from 'vitest';
import { staffHeaders, staffSession } from '../../../test/staff-fixtures';
import { bearer, call, drivers, logIn, useTestApp } from '../../../test/test-app';
import { SERVICE } from './service-fixtures';

const SOME_ID = '00000000-0000-4000-8000-000000000001';
const ROUTES = [
  ['GET', '/deletion-requests', undefined],
  ['POST', `/deletion-requests/${SOME_ID}/process`, undefined],
  ['GET', '/feedback', undefined],
  ['GET', `/feedback/${SOME_ID}/screenshot`, undefined],
  ['POST', `/feedback/${SOME_ID}/replies`, { text: 'Thank you' }],
  ['POST', `/feedback/${SOME_ID}/grievance`, {}],
  ['GET', '/grievances', undefined],
  ['POST', '/grievances', { phone: '9876500000', channel: 'email', summary: 'Late refund' }],
  ['POST', `/grievances/${SOME_ID}/resolve`, { resolution: 'Refunded' }],
] as const;

describe.each(drivers)('customer-service routes are for agents and admins only, on %s', (driver) => {
  const ctx = useTestApp(driver);

  it("refuses a borrower's token and no token with 401", async () => {
    const { token } = await logIn(ctx, '9876541001');
    for (const [method, path, body] of ROUTES) {
      for (const headers of [bearer(token), {}]) {
        const res = await call(ctx.app, method, `${SERVICE}${path}`, body, { headers });
        expect(res.statusCode, `${method} ${path}`).toBe(401);
        expect(res.json().code).toBe('STAFF_UNAUTHENTICATED');
      }
    }
  });

  it('refuses risk and finance with 403 and lets agent and admin read', async () => {
    for (const role of ['risk', 'finance'] as const) {
      const { token } = await staffSession(ctx, role);
      for (const [method, path, body] of ROUTES) {
        const res = await call(ctx.app, method, `${SERVICE}${path}`, body, { headers: staffHeaders(token) });
        expect(res.statusCode, `${role} ${method} ${path}`).toBe(403);
        expect(res.json().code).toBe('STAFF_FORBIDDEN');
      }
    }
    for (const role of ['agent', 'admin'] as const) {
      const { token } = await staffSession(ctx, role);
      for (const path of ['/deletion-requests', '/feedback', '/grievances']) {
        const res = await call(ctx.app, 'GET', `${SERVICE}${path}`, undefined, {
          headers: staffHeaders(token),
        });
        expect(res.statusCode, `${role} ${path}`).toBe(200);
      }
    }
  });

  it('answers odd input with a 4xx and a code, never a 500', async () => {
    const { token } = await staffSession(ctx, 'agent');
    const odd = [
      ['GET', '/deletion-requests?state=gone', undefined, 400],
      ['POST', '/deletion-requests/not-a-uuid/process', undefined, 404],
      ['POST', `/deletion-requests/${SOME_ID}/process`, undefined, 404],
      ['GET', '/feedback?status=maybe', undefined, 400],
      ['GET', `/feedback/${SOME_ID}/screenshot`, undefined, 404],
      ['POST', `/feedback/${SOME_ID}/replies`, { text: 'Thanks' }, 404],
      ['POST', `/feedback/${SOME_ID}/replies`, { text: '   ' }, 400],
      ['POST', `/feedback/${SOME_ID}/replies`, { text: 'x', author: 'someone else' }, 400],
      ['POST', `/feedback/${SOME_ID}/grievance`, {}, 404],
      ['GET', '/grievances?state=closed', undefined, 400],
      ['POST', '/grievances', { phone: '12', channel: 'email', summary: 'Late refund' }, 400],
      ['POST', '/grievances', { phone: '9876500000', channel: 'fax', summary: 'Late refund' }, 400],
      ['POST', '/grievances', { phone: '9876500000', channel: 'email', summary: '' }, 400],
      ['POST', '/grievances', { phone: '9876500000', channel: 'email', summary: 'x'.repeat(2001) }, 400],
      ['POST', `/grievances/${SOME_ID}/resolve`, { resolution: 'Refunded' }, 404],
      ['POST', `/grievances/${SOME_ID}/resolve`, {}, 400],
    ] as const;
    for (const [method, path, body, status] of odd) {
      const res = await call(ctx.app, method, `${SERVICE}${path}`, body, { headers: staffHeaders(token) });
      expect(res.statusCode, `${method} ${path} ${res.body}`).toBe(status);
      expect(typeof res.json().code).toBe('string');
    }
  });
});

import { describe, expect, it } from 'vitest';
import { approvedCustomer } from '../../../test/application-fixtures';
import { bearer, drivers, useTestApp } from '../../../test/test-app';

const ODD_BODIES: (string | undefined)[] = [
  undefined,
  '',
  'null',
  '[]',
  '"text"',
  '42',
  '{',
  '{"amountPaise":"1e3","termMonths":3}',
  '{"amountPaise":1e308,"termMonths":3}',
  '{"amountPaise":-0,"termMonths":-3}',
  '{"amountPaise":1000000,"termMonths":3,"couponId":"not-a-uuid"}',
  '{"amountPaise":1000000,"termMonths":3,"couponId":"00000000-0000-4000-8000-000000000000"}',
  '{"ifsc":["SBIN0000001"],"accountNumber":{},"confirmAccountNumber":null}',
  '{"code":"1234","signaturePng":"%%%not base64%%%","agree":true}',
  '{"code":"1234","signaturePng":"","agree":"yes"}',
  `{"amountPaise":1000000,"termMonths":3,"pad":"${'x'.repeat(70_000)}"}`,
  '{"kind":"partial","method":"upi","amountPaise":"1e3"}',
  '{"kind":"full","method":"upi","couponId":"00000000-0000-4000-8000-000000000000"}',
  '{"utr":123456789012}',
  '{"utr":"１２３４５６７８９０１２"}',
  '{"outcome":"maybe"}',
  '{"eventId":"e","reference":"r","status":"succeeded"}',
];

/**
 * Every route added with withdrawal, documents, signing, payouts and repayment, with
 * odd bodies, ids and headers: each answers a 4xx with a code, never a 500,
 * and leaves no order behind.
 */
describe.each(drivers)('withdrawal routes with odd input on %s', (driver) => {
  const ctx = useTestApp(driver);

  it('answer every odd request with a 4xx and a code', async () => {
    const { token } = await approvedCustomer(ctx, '9876546001');
    const id = '00000000-0000-4000-8000-000000000000';
    const routes: [string, string][] = [
      ['POST', '/api/v1/withdraw/quote'],
      ['POST', '/api/v1/orders'],
      ['PUT', `/api/v1/orders/${id}/bank`],
      ['PUT', '/api/v1/orders/not-a-uuid/bank'],
      ['POST', `/api/v1/orders/${id}/sign`],
      ['POST', `/api/v1/orders/${id}/sign/code`],
      ['POST', `/api/v1/orders/${id}/documents/kfs/read`],
      ['POST', `/api/v1/orders/${id}/documents/%00/read`],
      ['GET', `/api/v1/orders/${id}/documents/kfs/pdf`],
      ['GET', `/api/v1/orders/${id}/documents`],
      ['POST', '/api/v1/webhooks/payouts'],
      ['GET', `/api/v1/orders/${id}/bill`],
      ['GET', '/api/v1/orders/not-a-uuid/bill'],
      ['POST', `/api/v1/orders/${id}/repayments`],
      ['GET', `/api/v1/repayments/${id}`],
      ['POST', `/api/v1/repayments/${id}/utr`],
      ['POST', `/api/v1/repayments/${id}/simulate`],
      ['POST', `/api/v1/offers/${id}/accept`],
      ['POST', `/api/v1/offers/${id}/decline`],
      ['POST', '/api/v1/webhooks/collections'],
    ];
    for (const [method, url] of routes) {
      for (const body of ODD_BODIES) {
        for (const key of ['order-key-odd-1', 'x', '']) {
          const res = await ctx.app.inject({
            method: method as 'GET',
            url,
            payload: body,
            headers: {
              ...bearer(token),
              'idempotency-key': key,
              'x-signature': 'zz',
              ...(body === undefined ? {} : { 'content-type': 'application/json' }),
            },
          });
          const where = `${method} ${url} ${body?.slice(0, 40)} key=${key}`;
          expect(res.statusCode, `${where}: ${res.body.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
          expect(res.statusCode, `${where}: ${res.body.slice(0, 200)}`).toBeLessThan(500);
          expect(typeof res.json().code, where).toBe('string');
        }
      }
    }
    const orders = await ctx.app.inject({ method: 'GET', url: '/api/v1/orders', headers: bearer(token) });
    expect(orders.json().orders).toEqual([]);
  }, 120_000);
});

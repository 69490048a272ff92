import { describe, expect, it } from 'vitest';
import { approvedCustomer } from '../../../test/application-fixtures';
import { disbursedOrder } from '../../../test/loan-fixtures';
import { bearer, call, drivers, logIn, useTestApp } from '../../../test/test-app';
import { deletionRequestRepository } from '../../customers';
import { agent, auditOf, requestDeletion } from './service-fixtures';

describe.each(drivers)('account-deletion requests in the console, on %s', (driver) => {
  const ctx = useTestApp(driver);

  it('lists a waiting request with the phone masked and processes it once, audited', async () => {
    const { token, customerId } = await logIn(ctx, '9876542001');
    const requestId = await requestDeletion(ctx, token);
    const { as, staffId } = await agent(ctx);
    // Home is kept in memory (decision 051): read it first, so the refusal below is the cache's too.
    const home = async () =>
      (await call(ctx.app, 'GET', '/api/v1/home', undefined, { headers: bearer(token) })).statusCode;
    expect(await home()).toBe(200);

    const waiting = await as('GET', '/deletion-requests');
    expect(waiting.statusCode).toBe(200);
    expect(waiting.json().requests).toEqual([
      expect.objectContaining({
        id: requestId,
        customerId,
        phone: 'XXXXXX2001',
        state: 'requested',
        borrower: false,
        openLoan: false,
        processedAt: null,
      }),
    ]);
    expect(waiting.body).not.toContain('9876542001');

    const first = await as('POST', `/deletion-requests/${requestId}/process`);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      request: { id: requestId, state: 'processed', phone: 'erased' },
      recordsKept: false,
    });
    // The session ended and the confirmation SMS went to the number as it was.
    const me = await call(ctx.app, 'GET', '/api/v1/me', undefined, { headers: bearer(token) });
    expect(me.statusCode).toBe(401);
    // Staff ended it, not the customer: Home learns it from the database's notification.
    await expect.poll(home).toBe(401);
    expect(ctx.sms.messages.at(-1)?.to).toContain('9876542001');

    const second = await as('POST', `/deletion-requests/${requestId}/process`);
    expect(second.statusCode).toBe(409);
    expect(second.json().code).toBe('DELETION_ALREADY_PROCESSED');

    expect((await as('GET', '/deletion-requests')).json().requests).toEqual([]);
    const processed = await as('GET', '/deletion-requests?state=processed');
    expect(processed.json().requests.map((r: { id: string }) => r.id)).toEqual([requestId]);

    const audit = await auditOf(ctx, requestId);
    expect(audit).toEqual([
      expect.objectContaining({
        staffId,
        action: 'service.deletion.process',
        subjectType: 'deletion_request',
        before: { state: 'requested', customerId },
        after: { state: 'processed', recordsKept: false },
      }),
    ]);
  });

  it('processes two clicks at once only once', async () => {
    const { token } = await logIn(ctx, '9876542002');
    const requestId = await requestDeletion(ctx, token);
    const { as } = await agent(ctx);
    const both = await Promise.all([
      as('POST', `/deletion-requests/${requestId}/process`),
      as('POST', `/deletion-requests/${requestId}/process`),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await auditOf(ctx, requestId)).toHaveLength(1);
  });

  it("refuses while a loan is open and writes no audit entry; the borrower's records are flagged as kept", async () => {
    const { token, customerId } = await approvedCustomer(ctx, '9876542003');
    await disbursedOrder(ctx, token);
    // The app refuses a new request while a loan is open; this stands for one made before the loan.
    const open = await deletionRequestRepository.insertOpen(ctx.database.db, {
      customerId,
      reason: null,
      now: ctx.clock.now(),
    });
    const requestId = open?.id ?? '';
    const { as } = await agent(ctx);
    const [listed] = (await as('GET', '/deletion-requests')).json().requests;
    expect(listed).toMatchObject({ id: requestId, borrower: true, openLoan: true });
    const res = await as('POST', `/deletion-requests/${requestId}/process`);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('OUTSTANDING_ORDER');
    expect(await auditOf(ctx, requestId)).toEqual([]);
    expect((await call(ctx.app, 'GET', '/api/v1/me', undefined, { headers: bearer(token) })).statusCode).toBe(
      200,
    );
  });
});

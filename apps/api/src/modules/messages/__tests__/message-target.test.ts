import type { MessageKind } from '@app/contract';
import type { MessageTemplate } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { messageRepository } from '../../../platform/message-repository';
import { approvedCustomer } from '../../../test/application-fixtures';
import { newOrder } from '../../../test/order-fixtures';
import { bearer, call, drivers, logIn, type TestContext, useTestApp } from '../../../test/test-app';
import { orderRepository } from '../../orders';

const API = '/api/v1/messages';

async function write(
  ctx: TestContext,
  customerId: string,
  template: string,
  params: Record<string, string | number> = {},
  kind: MessageKind = 'notify',
) {
  await messageRepository.write(ctx.database.db, {
    customerId,
    kind,
    // a retired template is stored as a plain string
    template: template as MessageTemplate,
    params,
    now: ctx.clock.now(),
  });
  ctx.clock.advanceSeconds(1);
}

/** Opens each of the customer's messages, newest first, as the detail screen does. */
async function targets(ctx: TestContext, token: string) {
  const list = (await call(ctx.app, 'GET', API, undefined, { headers: bearer(token) })).json();
  const details = [];
  for (const { id } of list.messages as { id: string }[]) {
    const res = await call(ctx.app, 'GET', `${API}/${id}`, undefined, { headers: bearer(token) });
    expect(res.statusCode, res.body).toBe(200);
    details.push(res.json().target);
  }
  return details.reverse();
}

describe.each(drivers)('where a message leads, on %s', (driver) => {
  const ctx = useTestApp(driver);

  it("leads to the loan's own screen, found by its number among the reader's orders", async () => {
    const { token, customerId } = await approvedCustomer(ctx, '9876571001');
    const orderId = await newOrder(ctx, token);
    const order = await orderRepository.findById(ctx.database.db, orderId);
    const orderNo = order?.orderNo ?? '';
    const other = await approvedCustomer(ctx, '9876571002');
    const othersOrder = await orderRepository.findById(ctx.database.db, await newOrder(ctx, other.token));

    await write(ctx, customerId, 'repayment_reminder', { orderNo, amount: '₹3,500', date: '30-01-2025' });
    await write(ctx, customerId, 'documents_signed', { orderNo });
    // another customer's loan number never opens their bill
    await write(ctx, customerId, 'repayment_overdue', { orderNo: othersOrder?.orderNo ?? '', days: 2 });
    await write(ctx, customerId, 'loan_disbursed', { amount: '₹9,000' });
    await write(ctx, customerId, 'application_approved', { amount: '₹20,000' });
    await write(ctx, customerId, 'account_deletion_requested', { days: 30 });
    await write(ctx, customerId, 'home_screen_coupon', { amount: '₹100', date: '14-02-2025' }, 'activity');
    await write(ctx, customerId, 'feedback_replied', { date: '14-01-2025', reply: 'Thank you' });
    await write(ctx, customerId, 'retired_template');

    expect(await targets(ctx, token)).toEqual([
      { page: 'bill', orderId },
      { page: 'agreements', orderId },
      { page: 'loan', orderId: null },
      { page: 'loan', orderId: null },
      { page: 'home', orderId: null },
      { page: 'settings', orderId: null },
      { page: 'coupons', orderId: null },
      { page: 'feedback', orderId: null },
      null,
    ]);
  });

  it('the home-screen coupon is announced once, as an activity message pointing to the coupons', async () => {
    const { token } = await logIn(ctx, '9876571003');
    const grant = () =>
      call(ctx.app, 'POST', '/api/v1/coupons/home-screen', undefined, { headers: bearer(token) });
    expect((await grant()).statusCode).toBe(200);
    await Promise.all([grant(), grant()]);

    const list = (await call(ctx.app, 'GET', API, undefined, { headers: bearer(token) })).json();
    expect(list.messages).toHaveLength(1);
    expect(list.messages[0]).toMatchObject({
      kind: 'activity',
      read: false,
      title: '₹100 off your next repayment',
    });
    expect(list.messages[0].body).toContain('on your next repayment, until 14-02-2025');
    const unread = await call(ctx.app, 'GET', `${API}/unread-count?kind=activity`, undefined, {
      headers: bearer(token),
    });
    expect(unread.json()).toEqual({ unread: 1 });
    const detail = await call(ctx.app, 'GET', `${API}/${list.messages[0].id}`, undefined, {
      headers: bearer(token),
    });
    expect(detail.json()).toMatchObject({ read: true, target: { page: 'coupons', orderId: null } });
  });
});

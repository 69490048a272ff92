import { daysBetween, istDayKey } from '@app/domain';
import { eq } from 'drizzle-orm';
import {
  applications,
  auditLog,
  loanAccounts,
  loanInstalments,
  loanOrders,
  staffSessions,
} from '../../../db/schema';
import { newSessionToken, sha256Hex } from '../../../lib/hashing';
import { approvedCustomer, contactsValues } from '../../../test/application-fixtures';
import { disbursedOrder } from '../../../test/loan-fixtures';
import type { Json } from '../../../test/order-fixtures';
import { staffHeaders } from '../../../test/staff-fixtures';
import { call, type TestContext } from '../../../test/test-app';

export const COLLECTIONS = '/api/staff/v1/collections';
const DAY = 24 * 3600;

export const collections = (
  ctx: TestContext,
  token: string,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
) => call(ctx.app, method, `${COLLECTIONS}${path}`, body as Json, { headers: staffHeaders(token) });

/** A disbursed loan of a customer whose application has the three references of the contacts step. */
export async function loanWithReferences(ctx: TestContext, phone: string) {
  const { token, customerId } = await approvedCustomer(ctx, phone);
  const [application] = await ctx.database.db
    .select({ id: applications.id, steps: applications.steps })
    .from(applications)
    .where(eq(applications.customerId, customerId));
  if (!application) throw new Error('no application');
  await ctx.database.db
    .update(applications)
    .set({ steps: { ...application.steps, contacts: contactsValues() } as typeof application.steps })
    .where(eq(applications.id, application.id));
  const orderId = await disbursedOrder(ctx, token);
  return { token, customerId, orderId };
}

/** The first instalment's due day. */
export async function firstDueDay(ctx: TestContext, orderId: string): Promise<string> {
  const rows = await ctx.database.db
    .select({ dueDay: loanInstalments.dueDay })
    .from(loanInstalments)
    .where(eq(loanInstalments.orderId, orderId))
    .orderBy(loanInstalments.number);
  if (!rows[0]) throw new Error('no instalments');
  return rows[0].dueDay;
}

/** Moves the test clock whole days (12:00 IST keeps) to `day` and runs the daily job (accrual, days past due, promises). */
export async function goTo(ctx: TestContext, day: string) {
  ctx.clock.advanceSeconds(daysBetween(istDayKey(ctx.clock.now()), day) * DAY);
  await ctx.app.tick();
  await ctx.app.jobs.runDue();
}

export async function dpdOf(ctx: TestContext, orderId: string): Promise<number> {
  const [row] = await ctx.database.db
    .select({ dpd: loanAccounts.dpd })
    .from(loanAccounts)
    .where(eq(loanAccounts.orderId, orderId));
  return row?.dpd ?? -1;
}

export async function orderNoOf(ctx: TestContext, orderId: string): Promise<string> {
  const [row] = await ctx.database.db
    .select({ orderNo: loanOrders.orderNo })
    .from(loanOrders)
    .where(eq(loanOrders.id, orderId));
  return row?.orderNo ?? '';
}

export async function auditOf(ctx: TestContext, orderId: string) {
  return ctx.database.db.select().from(auditLog).where(eq(auditLog.subjectId, orderId)).orderBy(auditLog.id);
}

/** A fresh console session for an existing staff member (sessions last 12 hours; contact-hours tests span more). */
export async function freshSession(ctx: TestContext, staffId: string): Promise<string> {
  const token = newSessionToken();
  const now = ctx.clock.now();
  await ctx.database.db.insert(staffSessions).values({
    staffId,
    kind: 'session',
    tokenHash: sha256Hex(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + 12 * 3600_000),
  });
  return token;
}

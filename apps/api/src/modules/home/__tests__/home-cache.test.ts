import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { applications } from '../../../db/schema';
import { approvedCustomer, consent } from '../../../test/application-fixtures';
import { bearer, call, drivers, logIn, useTestApp } from '../../../test/test-app';
import { CUSTOMER_CHANGED_CHANNEL } from '../home-cache';

describe.each(drivers)('Home kept in memory on %s (decision 051)', (driver) => {
  const ctx = useTestApp(driver);
  const db = () => ctx.database.db;

  const home = (app: FastifyInstance, token: string) =>
    call(app, 'GET', '/api/v1/home', undefined, { headers: bearer(token) });
  const quotaOn = async (app: FastifyInstance, token: string) =>
    (await home(app, token)).json().application?.quotaPaise as number | undefined;

  function cacheOf(app: FastifyInstance) {
    if (!app.homeCache) throw new Error('the Home cache is off');
    return app.homeCache;
  }

  /**
   * Resolves once `app` has heard every notification committed so far: a
   * marker is notified after them, and one connection hears a channel in
   * commit order.
   */
  async function heardAll(app: FastifyInstance) {
    const cache = cacheOf(app);
    const marker = `marker-${randomUUID()}`;
    const notify = cache.notify;
    const heard = new Promise<void>((resolve) => {
      cache.notify = (payload) => {
        notify(payload);
        if (payload === marker) resolve();
      };
    });
    await db().execute(sql`select pg_notify(${CUSTOMER_CHANGED_CHANNEL}, ${marker})`);
    await heard;
    cache.notify = notify;
  }

  /** A change no trigger announces (replica mode skips triggers): what Home then shows came from memory. */
  async function setQuotaUnannounced(customerId: string, quotaPaise: number) {
    await db().transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.update(applications).set({ quotaPaise }).where(eq(applications.customerId, customerId));
    });
  }

  it('answers from memory until the database announces a change, whoever wrote it', async () => {
    const { token, customerId } = await approvedCustomer(ctx, '9876541001', { quotaPaise: 20_000_00 });
    await heardAll(ctx.app);
    expect(await quotaOn(ctx.app, token)).toBe(20_000_00);

    await setQuotaUnannounced(customerId, 15_000_00);
    expect(await quotaOn(ctx.app, token)).toBe(20_000_00);
    await db().execute(sql`select pg_notify(${CUSTOMER_CHANGED_CHANNEL}, ${customerId})`);
    await heardAll(ctx.app);
    expect(await quotaOn(ctx.app, token)).toBe(15_000_00);

    // An ordinary write (a staff decision, a job's SQL) is announced by the table's trigger.
    await db()
      .update(applications)
      .set({ quotaPaise: 12_000_00 })
      .where(eq(applications.customerId, customerId));
    await heardAll(ctx.app);
    expect(await quotaOn(ctx.app, token)).toBe(12_000_00);

    // A statement over many customers, or an emptied table, drops everything.
    await setQuotaUnannounced(customerId, 11_000_00);
    await db().execute(sql`select pg_notify(${CUSTOMER_CHANGED_CHANNEL}, '*')`);
    await heardAll(ctx.app);
    expect(await quotaOn(ctx.app, token)).toBe(11_000_00);
  });

  it('ends a session on every instance when another instance logs it out', async () => {
    const { token } = await approvedCustomer(ctx, '9876541002');
    const other = await ctx.buildApp({});
    await heardAll(other);
    expect((await home(other, token)).statusCode).toBe(200);
    expect((await home(other, token)).statusCode).toBe(200);

    const logout = await call(ctx.app, 'POST', '/api/v1/auth/logout', undefined, { headers: bearer(token) });
    expect(logout.statusCode).toBe(204);
    await heardAll(other);
    const ended = await home(other, token);
    expect([ended.statusCode, ended.json().code]).toEqual([401, 'SESSION_EXPIRED']);
  });

  it("shows a customer's own write at once on the instance that made it", async () => {
    const { token } = await logIn(ctx, '9876541003');
    await heardAll(ctx.app);
    expect((await home(ctx.app, token)).json().stage).toBe('apply');
    // Notifications lost on the way: the write itself must drop what this instance kept.
    const cache = cacheOf(ctx.app);
    const notify = cache.notify;
    cache.notify = () => undefined;
    try {
      await consent(ctx, token);
      expect((await home(ctx.app, token)).json().stage).toBe('continue');
    } finally {
      cache.notify = notify;
    }
  });

  it('reads every time with HOME_CACHE_ENTRIES=0', async () => {
    const { token, customerId } = await approvedCustomer(ctx, '9876541004', { quotaPaise: 20_000_00 });
    const uncached = await ctx.buildApp({ HOME_CACHE_ENTRIES: '0' });
    expect(uncached.homeCache).toBeNull();
    expect(await quotaOn(uncached, token)).toBe(20_000_00);
    await setQuotaUnannounced(customerId, 14_000_00);
    expect(await quotaOn(uncached, token)).toBe(14_000_00);
  });

  it.runIf(driver === 'postgres')(
    'serves nothing from memory while its LISTEN connection is down',
    async () => {
      const { token, customerId } = await approvedCustomer(ctx, '9876541005', { quotaPaise: 20_000_00 });
      await heardAll(ctx.app);
      expect(await quotaOn(ctx.app, token)).toBe(20_000_00);
      const listening = async () => {
        const answer = await db().execute(sql`select count(*)::int as n from pg_stat_activity
          where datname = current_database() and application_name = 'customer_changed listener'`);
        return (answer as unknown as { rows: { n: number }[] }).rows[0]?.n;
      };
      const before = await listening();
      await db().execute(sql`select pg_terminate_backend(pid) from pg_stat_activity
      where datname = current_database() and application_name = 'customer_changed listener'`);
      // Whatever changed while nobody listened is seen: nothing kept survives the loss.
      await setQuotaUnannounced(customerId, 13_000_00);
      await expect.poll(() => quotaOn(ctx.app, token)).toBe(13_000_00);

      // Back on its own, and keeping reads again.
      await expect.poll(listening, { timeout: 5000 }).toBe(before);
      await heardAll(ctx.app);
      expect(await quotaOn(ctx.app, token)).toBe(13_000_00);
      await setQuotaUnannounced(customerId, 12_000_00);
      expect(await quotaOn(ctx.app, token)).toBe(13_000_00);
    },
  );
});

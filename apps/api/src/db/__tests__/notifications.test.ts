// The LISTEN connection behind Home's cache (decision 051): a connection that
// goes silent without an error (a network cut keeps the socket open for hours)
// must count as lost, or an instance would serve what it kept forever.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { listenPostgres } from '../notifications';

const adminUrl = process.env.DATABASE_URL;

describe.skipIf(!adminUrl)('listening on PostgreSQL', () => {
  const name = `app_listen_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  // The body is collected even when skipped (no DATABASE_URL): no URL of an empty string there.
  const url = new URL(adminUrl ?? 'postgres://127.0.0.1/unused');
  url.pathname = `/${name}`;
  const stopped: number[] = [];

  afterAll(async () => {
    for (const pid of stopped) process.kill(pid, 'SIGCONT');
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  it("hands over others' notifications, not its heartbeats, and counts a silent connection as lost", async () => {
    await admin.connect();
    await admin.query(`create database ${name}`);
    const heard: string[] = [];
    const states: string[] = [];
    const unlisten = await listenPostgres(
      url.toString(),
      'customer_changed',
      { notify: (p) => heard.push(p), live: () => states.push('live'), lost: () => states.push('lost') },
      () => undefined,
      { heartbeatMs: 100 },
    );
    try {
      expect(states).toEqual(['live']);
      const other = new pg.Client({ connectionString: url.toString() });
      await other.connect();
      await other.query(`select pg_notify('customer_changed', 'c-1')`);
      await other.end();
      await vi.waitFor(() => expect(heard).toEqual(['c-1']));
      // Several heartbeats have gone by: none reached the listener.
      await new Promise((resolve) => setTimeout(resolve, 350));
      expect(heard).toEqual(['c-1']);
      expect(states).toEqual(['live']);

      // The backend stops answering but its socket stays open (SIGSTOP: no error, no end).
      const { rows } = await admin.query<{ pid: number }>(
        `select pid from pg_stat_activity where datname = $1 and application_name = 'customer_changed listener'`,
        [name],
      );
      const pid = rows[0]?.pid ?? 0;
      // Never signal pid 0: that would stop this test's own process group.
      expect(pid).toBeGreaterThan(0);
      process.kill(pid, 'SIGSTOP');
      stopped.push(pid);
      await vi.waitFor(() => expect(states.slice(0, 2)).toEqual(['live', 'lost']), { timeout: 2000 });
      process.kill(pid, 'SIGCONT');
      stopped.pop();
      // And it comes back on a new connection.
      await vi.waitFor(() => expect(states.at(-1)).toBe('live'), { timeout: 3000 });
    } finally {
      await unlisten();
    }
  });
});

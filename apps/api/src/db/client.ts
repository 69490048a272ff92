import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { type ChannelListener, listenPostgres, type Unlisten } from './notifications';
import * as schema from './schema';

export type Schema = typeof schema;
/** One drizzle type over both drivers: repositories never know which one runs. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** A repository method runs on the database or inside a service's transaction. */
export type Executor = Db | Tx;

export type DbDriver = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  driver: DbDriver;
  /** Hears a NOTIFY channel (committed notifications only) until the returned function is called. */
  listen(channel: string, listener: ChannelListener): Promise<Unlisten>;
  close(): Promise<void>;
}

/**
 * PostgreSQL when `databaseUrl` is set, else embedded PGlite: persisted in
 * `<dataDir>/pglite`, or in memory when dataDir is 'memory://' (tests).
 */
export async function openDatabase(options: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  const { databaseUrl } = options;
  if (databaseUrl) {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
    // An idle client can lose its server (restart, failover); without a listener that error
    // would crash the process. The pool drops the client and the next query opens a new one.
    pool.on('error', (err) => {
      process.emitWarning(`PostgreSQL idle client error: ${err.message}`);
    });
    // A client checked out of the pool has no such listener: a session ended while a
    // transaction holds it between statements (restart, failover) emitted an unhandled
    // 'error' and killed the process (decision 043). Its statement then fails (the
    // request answers 500, the transaction rolls back) and release drops the dead client.
    pool.on('connect', (client) => {
      client.on('error', (err) => {
        process.emitWarning(`PostgreSQL client error: ${err.message}`);
      });
    });
    return {
      db: drizzlePg({ client: pool, schema }) as unknown as Db,
      driver: 'postgres',
      listen: (channel, listener) =>
        listenPostgres(databaseUrl, channel, listener, (message) =>
          process.emitWarning(`PostgreSQL ${message}`),
        ),
      close: () => pool.end(),
    };
  }
  let dataDir: string | undefined;
  if (options.dataDir !== 'memory://') {
    // PGlite does not create parent folders.
    dataDir = join(options.dataDir, 'pglite');
    mkdirSync(dataDir, { recursive: true });
  }
  const client = await PGlite.create(dataDir);
  return openPglite(client, async () => {
    await client.close();
  });
}

/** Wraps an open PGlite (tests hand in a clone of a migrated template). */
export function openPglite(client: PGlite, close: () => Promise<void>): Database {
  return {
    db: drizzlePglite({ client, schema }) as unknown as Db,
    driver: 'pglite',
    // One process holds the database: the connection cannot be lost while it is open.
    async listen(channel, listener) {
      const unlisten = await client.listen(channel, (payload) => listener.notify(payload));
      listener.live();
      return async () => {
        listener.lost();
        await unlisten();
      };
    },
    close,
  };
}

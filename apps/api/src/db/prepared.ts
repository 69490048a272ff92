import type { Db } from './client';

/**
 * A prepared statement per database handle, built on first use: building the
 * app must not touch the database, and a test suite may open several handles.
 */
export function preparedPerDb<T>(prepare: (db: Db) => T): (db: Db) => T {
  const statements = new WeakMap<Db, T>();
  return (db) => {
    let statement = statements.get(db);
    if (!statement) {
      statement = prepare(db);
      statements.set(db, statement);
    }
    return statement;
  };
}

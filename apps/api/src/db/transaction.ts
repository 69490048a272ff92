import { AppError } from '../http/app-error';
import type { Db, Tx } from './client';

/**
 * Runs `work` in one transaction. A thrown error rolls back; a *returned*
 * AppError commits first and is thrown afterwards. Services return errors
 * whose bookkeeping must survive (a failed-login record, a burned code, a
 * used captcha) and throw the ones that must leave no trace.
 */
export async function transact<T>(db: Db, work: (tx: Tx) => Promise<T | AppError>): Promise<T> {
  const result = await db.transaction(work);
  if (result instanceof AppError) throw result;
  return result;
}

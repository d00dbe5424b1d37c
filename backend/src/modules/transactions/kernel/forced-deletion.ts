import { StoredEvent } from '../../../platform/event-store/event.types';
import { SqlExecutor } from '../../../platform/event-store/sql-executor';

/** The event a forced delete appends: each of the deal's read tables handles it. */
export const DEAL_DELETED = 'TransactionDeleted';

/**
 * `DELETE … ?force=true` (spec 001 §8 "permanent deletion"): the deal and every child row leave the
 * read tables for good, while its events stay for the audit trail (issue 18 item 5). Each projection
 * forgets its own tables, so a rebuild of any of them alone gives the same answer. True when the
 * event was such a deletion (the projection has nothing more to do with it).
 */
export async function forgetForcedDeletion(sql: SqlExecutor, stored: StoredEvent, tables: readonly string[]): Promise<boolean> {
  if (stored.type !== DEAL_DELETED) return false;
  const data = stored.data as { transactionId: string; forced?: boolean };
  if (data.forced !== true) return false;
  const idColumn = (table: string) => (table === 'transactions' ? 'id' : 'transaction_id');
  for (const table of tables) await sql.query(`DELETE FROM ${table} WHERE ${idColumn(table)} = $1`, [data.transactionId]);
  return true;
}

import { DataSource } from 'typeorm';

/**
 * The admin's counts come from the deal read model (`transactions`, the transactions module's
 * migration 1732300000000): spec 000 §7 counts the deals whose agent_id or client_id is the user,
 * soft-deleted ones included (the admin Transactions tab lists those too, as Deleted).
 */
export async function transactionCountsByUser(dataSource: DataSource): Promise<Map<string, number>> {
  const rows = await dataSource.query<{ user_id: string; count: number }[]>(
    `SELECT user_id, count(DISTINCT id)::int AS count FROM (
       SELECT id, agent_id AS user_id FROM transactions
       UNION ALL SELECT id, client_id FROM transactions WHERE client_id IS NOT NULL
     ) t GROUP BY user_id`,
  );
  return new Map(rows.map((r) => [String(r.user_id), r.count]));
}

export async function totalTransactions(dataSource: DataSource): Promise<number> {
  const [row] = await dataSource.query<{ count: number }[]>('SELECT count(*)::int AS count FROM transactions');
  return row.count;
}

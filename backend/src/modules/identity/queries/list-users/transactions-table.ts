import { DataSource } from 'typeorm';

/**
 * Transactions arrive with the agent-work issue. Until a `transactions` table with `agent_id` and
 * `client_id` exists, every count is 0; once it does, counts come from it (spec 000 §7: transactions
 * where agent_id or client_id matches).
 */
export async function transactionsTableColumns(dataSource: DataSource): Promise<Set<string>> {
  const rows = await dataSource.query<{ column_name: string }[]>(
    `SELECT column_name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = 'transactions'`,
  );
  return new Set(rows.map((r) => r.column_name));
}

export async function transactionCountsByUser(dataSource: DataSource): Promise<Map<string, number>> {
  const columns = await transactionsTableColumns(dataSource);
  if (!columns.has('agent_id') || !columns.has('client_id')) return new Map();
  const rows = await dataSource.query<{ user_id: string; count: number }[]>(
    `SELECT user_id, count(DISTINCT id)::int AS count FROM (
       SELECT id, agent_id AS user_id FROM transactions WHERE agent_id IS NOT NULL
       UNION ALL SELECT id, client_id FROM transactions WHERE client_id IS NOT NULL
     ) t GROUP BY user_id`,
  );
  return new Map(rows.map((r) => [String(r.user_id), r.count]));
}

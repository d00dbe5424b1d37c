import { SqlExecutor } from '../../platform/event-store/sql-executor';

/**
 * Claims a notification for one job (ADR 0067). The first job to claim the key owns it; that same job
 * may claim it again on a retry (its e-mail is then kept from a second send by EmailDelivery's sent-log
 * under the job id), and any other job about the same thing is told no.
 */
export async function claimNotification(sql: SqlExecutor, key: string, jobId: string): Promise<boolean> {
  await sql.query('INSERT INTO notification_ledger (key, job_id) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING', [key, jobId]);
  const [row] = await sql.query<{ job_id: string }>('SELECT job_id FROM notification_ledger WHERE key = $1', [key]);
  return row?.job_id === jobId;
}

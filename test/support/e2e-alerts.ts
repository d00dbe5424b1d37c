import { Client } from 'pg';

/**
 * The deadline alerts the sweep would have sent for these milestones of a deal, recorded as it records
 * them (milestones/jobs/deadline-alerts.job.ts; it runs every 5 minutes, so a spec cannot wait for it):
 * one alert per milestone type, in the state given.
 */
export async function recordDeadlineAlerts(transactionId: string, states: Readonly<Record<string, 'overdue' | 'at_risk'>>): Promise<void> {
  const db = new Client({ connectionString: process.env.E2E_DATABASE_URL });
  await db.connect();
  try {
    await db.query(
      `INSERT INTO milestone_alerts (milestone_id, state, due_date, transaction_id, agent_id, sent_at)
       SELECT m.id, $2::jsonb ->> m.milestone_type, m.due_date, m.transaction_id, t.agent_id, now()
         FROM transaction_milestones m JOIN transactions t ON t.id = m.transaction_id
        WHERE m.transaction_id = $1 AND m.milestone_type = ANY($3)`,
      [transactionId, JSON.stringify(states), Object.keys(states)],
    );
  } finally {
    await db.end();
  }
}

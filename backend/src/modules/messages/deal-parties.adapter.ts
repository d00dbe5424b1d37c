import { SqlExecutor } from '../../platform/event-store/sql-executor';

/** Who is on a deal, as the thread needs it: its agent and its client, and whether the client may see it yet. */
export interface DealParties {
  agentId: string;
  clientId: string | null;
  /** A draft is its agent's alone, and a deleted deal nobody's (spec 002 §6, ADR 0021). */
  status: string;
  deleted: boolean;
}

/**
 * Adapter on the deal's read table (ADR 0044): the public file of the deal module exposes its access
 * policy, which the routes use, but not the facts a policy of our own needs for its socket room. The
 * rule mirrors the deal's (`transactionRoleOf`) so that the room admits exactly who the routes admit;
 * the lead may move it behind `transactions.public.ts`.
 */
export async function loadDealParties(ids: readonly string[], sql: SqlExecutor): Promise<Map<string, DealParties>> {
  const rows = await sql.query<{ id: string; agent_id: string; client_id: string | null; status: string; deleted: boolean }>(
    'SELECT id, agent_id, client_id, status, deleted_at IS NOT NULL AS deleted FROM transactions WHERE id = ANY($1::uuid[])',
    [ids],
  );
  return new Map(rows.map((row) => [row.id, { agentId: row.agent_id, clientId: row.client_id, status: row.status, deleted: row.deleted }]));
}

const AGENT_ROLES = ['agent', 'broker', 'team_lead'];

export function threadRoleOf(actor: { userId: string; role: string }, deal: DealParties | undefined): 'agent' | 'client' | 'none' {
  if (!deal || deal.deleted) return 'none';
  if (deal.agentId === actor.userId && AGENT_ROLES.includes(actor.role)) return 'agent';
  if (deal.clientId === actor.userId && actor.role === 'client' && deal.status !== 'draft') return 'client';
  return 'none';
}

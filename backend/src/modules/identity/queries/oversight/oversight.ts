import type { SqlExecutor } from '../../../../platform/event-store/sql-executor';

/**
 * Who oversees whom (issue 24 item 1, ADR 0046), for the oversight policy of item 2. Read from the
 * profiles table on every call, never cached: a membership change applies to the next request.
 *
 * A membership counts only while it still holds as a whole — the member alive with a role that may
 * have that overseer, the overseer alive with the overseer's role — so access is right at once even
 * in the moment between an overseer's role change and the server clearing the memberships it ended.
 */
export interface Oversight {
  /** The member's team lead, when the membership holds. */
  teamLeadId: string | null;
  /** The member's broker, when the membership holds. */
  brokerId: string | null;
}

const HOLDING_TEAM_LEAD = `m.role = 'agent' AND lead.role = 'team_lead' AND lead.erased_at IS NULL`;
const HOLDING_BROKER = `m.role IN ('agent', 'team_lead') AND broker.role = 'broker' AND broker.erased_at IS NULL`;

/** The team lead and broker who oversee `userId` now (both null for anyone without, or no such user). */
export async function oversightOf(sql: SqlExecutor, userId: string): Promise<Oversight> {
  const [row] = await sql.query<{ team_lead_id: string | null; broker_id: string | null }>(
    `SELECT CASE WHEN ${HOLDING_TEAM_LEAD} THEN m.team_lead_id END AS team_lead_id,
            CASE WHEN ${HOLDING_BROKER} THEN m.broker_id END AS broker_id
       FROM profiles m
       LEFT JOIN profiles lead ON lead.id = m.team_lead_id
       LEFT JOIN profiles broker ON broker.id = m.broker_id
      WHERE m.id = $1 AND m.erased_at IS NULL`,
    [userId],
  );
  return { teamLeadId: row?.team_lead_id ?? null, brokerId: row?.broker_id ?? null };
}

/**
 * The people `overseerId` oversees now: a team lead's agents; a broker's agents and team leads (not
 * the agents of those team leads unless the agents have that broker too: each membership is its own,
 * ADR 0046). Empty for anyone else. Sorted, so callers can compare lists.
 */
export async function overseenAgentIds(sql: SqlExecutor, overseerId: string): Promise<string[]> {
  const [row] = await sql.query<{ ids: string[] }>(`SELECT ${overseenAgentIdsSql('$1')}::text[] AS ids`, [overseerId]);
  return row?.ids ?? [];
}

/**
 * `overseenAgentIds` as SQL: a `uuid[]` expression (sorted, empty when none) of the people the overseer
 * whose id is the SQL expression `overseerId` (a `uuid`, or a parameter) oversees now, for a statement
 * that reads their deals in the same round trip (the oversight dashboard, issue 24).
 */
export function overseenAgentIdsSql(overseerId: string): string {
  return `ARRAY(SELECT m.id FROM profiles m JOIN profiles lead ON lead.id = m.team_lead_id
                 WHERE m.team_lead_id = ${overseerId} AND m.erased_at IS NULL AND ${HOLDING_TEAM_LEAD}
                UNION
                SELECT m.id FROM profiles m JOIN profiles broker ON broker.id = m.broker_id
                 WHERE m.broker_id = ${overseerId} AND m.erased_at IS NULL AND ${HOLDING_BROKER}
                ORDER BY id)`;
}

/**
 * SQL for the ids (`text[]`, empty when none) of whoever oversees the member whose id is the SQL
 * expression `memberId` now — their team lead and broker while each membership holds, as
 * `oversightOf` — for a query that decides many rows at once (the deal's access policy, ADR 0055).
 */
export function overseerIdsSql(memberId: string): string {
  return `COALESCE((SELECT array_remove(ARRAY[CASE WHEN ${HOLDING_TEAM_LEAD} THEN m.team_lead_id END,
                                             CASE WHEN ${HOLDING_BROKER} THEN m.broker_id END], NULL)::text[]
              FROM profiles m
              LEFT JOIN profiles lead ON lead.id = m.team_lead_id
              LEFT JOIN profiles broker ON broker.id = m.broker_id
             WHERE m.id = ${memberId} AND m.erased_at IS NULL), '{}'::text[])`;
}

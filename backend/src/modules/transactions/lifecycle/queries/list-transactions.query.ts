import { Inject } from '@nestjs/common';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { DATA_SOURCE } from '../../../../platform/platform.tokens';
import { MilestoneAudience, milestoneSummarySql, integrityWarningSql } from '../../kernel/milestone-summary.sql';
import { TransactionListItemDto } from '../http/transactions.dto';
import { overseenAgentIds } from '../../../identity/identity.public';
import { sqlOf } from '../../../../platform/event-store/sql-executor';

/**
 * The deals a person sees listed, newest first (spec 001 §7, 002 §7): an agent's own deals that are not
 * deleted, drafts included; a client's own deals that are neither drafts nor deleted.
 *
 * The list reads the read model's narrow typed columns, never `fields` (the whole catalogue as jsonb):
 * with 2,000 deals, detoasting and parsing every deal's catalogue was most of the request's time
 * (docs/benchmarks.md, "Dashboard list"). The rows are the DTO as pg returns them, facts for the access
 * policy included (agent_id, client_id, type, status, deleted_at), so they are neither copied nor loaded again.
 */
export class ListTransactions extends Query<TransactionListItemDto[]> {
  constructor(
    readonly userId: string,
    readonly as: 'agent' | 'client',
    /** A client's list leaves out cancelled and archived deals unless asked (spec 002 §7). */
    readonly includeInactive = false,
    /**
     * A team lead or broker: their list also holds the live deals (no drafts) of the people they
     * oversee now (issue 24 item 2, ADR 0055), read through the same access policy as every row.
     */
    readonly overseer = false,
  ) {
    super();
  }
}

/** Dates and times formatted by PostgreSQL the way the DTO carries them (no Date round trip per row). */
const ISO_UTC = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;

/**
 * Next milestone, compliance and progress: an agent's list reads the row's stored summary (written on
 * every deal event, brought to now by the deadline sweep; ADR 0030), so 2,000 rows cost no per-row
 * join; a client's few deals take it from the read-time summary for their audience (only
 * client-visible milestones count), exact to the second.
 */
const SUMMARY: Record<MilestoneAudience, { columns: string; join: string }> = {
  agent: {
    columns: `s.next_milestone_type, s.next_milestone_name, to_char(s.next_milestone_date, 'YYYY-MM-DD') AS next_milestone_date,
              s.progress_percentage, s.compliance_status`,
    join: '',
  },
  client: {
    columns: 'ms.next_milestone_type, ms.next_milestone_name, ms.next_milestone_date, ms.progress_percentage, ms.compliance_status',
    join: `LEFT JOIN LATERAL (${milestoneSummarySql('t', 'client')}) ms ON true`,
  },
};

const listSelect = (audience: MilestoneAudience) => `
  SELECT t.id, t.last_version AS version, t.status, t.transaction_type, t.agent_id,
         to_char(t.deleted_at AT TIME ZONE 'UTC', ${ISO_UTC}) AS deleted_at, t.property_address, t.property_city, t.property_state,
         t.property_zip, t.property_image_url, t.client_id, c.full_name AS client_name, t.purchase_price::float8 AS purchase_price,
         to_char(t.closing_date, 'YYYY-MM-DD') AS closing_date,
         to_char(t.closing_appointment_datetime AT TIME ZONE 'UTC', ${ISO_UTC}) AS closing_appointment_datetime,
         to_char(t.contract_date, 'YYYY-MM-DD') AS contract_date,
         to_char(t.created_at AT TIME ZONE 'UTC', ${ISO_UTC}) AS created_at,
         to_char(t.closed_at AT TIME ZONE 'UTC', ${ISO_UTC}) AS closed_at, t.wizard_step,
         ${SUMMARY[audience].columns},
         ${integrityWarningSql('t', audience)} AS integrity_warning
    FROM transactions t
    LEFT JOIN profiles c ON c.id = t.client_id
    LEFT JOIN deal_summaries s ON s.transaction_id = t.id
    ${SUMMARY[audience].join}`;

@QueryHandler(ListTransactions)
export class ListTransactionsHandler implements IQueryHandler<ListTransactions> {
  constructor(@Inject(DATA_SOURCE) private readonly dataSource: DataSource) {}

  async execute({ userId, as, includeInactive, overseer }: ListTransactions): Promise<TransactionListItemDto[]> {
    const inactive = includeInactive ? '' : ` AND t.status NOT IN ('cancelled', 'archived')`;
    const sql = sqlOf(this.dataSource);
    const overseen = as === 'agent' && overseer ? await overseenAgentIds(sql, userId) : [];
    const parameters: unknown[] = [userId];
    let where = as === 'agent' ? 't.agent_id = $1' : `t.client_id = $1 AND t.status <> 'draft'${inactive}`;
    if (overseen.length > 0) {
      parameters.push(overseen);
      where = `(${where} OR (t.agent_id = ANY($2::uuid[]) AND t.status <> 'draft'))`;
    }
    // The rows are the DTO as they come from pg: no per-row copy of 2,000 rows (docs/benchmarks.md).
    return this.dataSource.query<TransactionListItemDto[]>(`${listSelect(as)} WHERE ${where} AND t.deleted_at IS NULL ORDER BY t.created_at DESC, t.id`, parameters);
  }
}

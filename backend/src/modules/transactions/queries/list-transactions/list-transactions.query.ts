import { Inject } from '@nestjs/common';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { DATA_SOURCE } from '../../../../platform/platform.tokens';
import { TransactionStatus, TransactionType } from '../../domain/transaction-fields';
import { MilestoneAudience, milestoneSummarySql, integrityWarningSql } from '../../projections/milestone-summary.sql';
import { TransactionListItemDto } from '../../transactions.dto';

/**
 * The deals a person sees listed, newest first (spec 001 §7, 002 §7): an agent's own deals that are not
 * deleted, drafts included; a client's own deals that are neither drafts nor deleted.
 *
 * The list reads the read model's narrow typed columns, never `fields` (the whole catalogue as jsonb):
 * with 2,000 deals, detoasting and parsing every deal's catalogue was most of the request's time
 * (docs/benchmarks.md, "Dashboard list"). Next milestone, compliance and progress come from the one
 * read-time summary the detail uses too (milestone-summary.sql.ts, ADR 0024), for the caller's audience.
 */
export class ListTransactions extends Query<TransactionListItemDto[]> {
  constructor(
    readonly userId: string,
    readonly as: 'agent' | 'client',
    /** A client's list leaves out cancelled and archived deals unless asked (spec 002 §7). */
    readonly includeInactive = false,
  ) {
    super();
  }
}

interface ListRow {
  id: string;
  last_version: number;
  status: TransactionStatus;
  transaction_type: TransactionType;
  property_address: string | null;
  property_city: string | null;
  property_state: string | null;
  property_zip: string | null;
  property_image_url: string | null;
  client_id: string | null;
  client_name: string | null;
  purchase_price: number | null;
  closing_date: string | null;
  closing_appointment_datetime: string | null;
  contract_date: string | null;
  created_at: string;
  closed_at: string | null;
  wizard_step: number | null;
  next_milestone_type: string | null;
  next_milestone_name: string | null;
  next_milestone_date: string | null;
  progress_percentage: number;
  compliance_status: string;
  integrity_warning: boolean;
}

/** Dates and times formatted by PostgreSQL the way the DTO carries them (no Date round trip per row). */
const ISO_UTC = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;
const listSelect = (audience: MilestoneAudience) => `
  SELECT t.id, t.last_version, t.status, t.transaction_type, t.property_address, t.property_city, t.property_state,
         t.property_zip, t.property_image_url, t.client_id, c.full_name AS client_name, t.purchase_price::float8 AS purchase_price,
         to_char(t.closing_date, 'YYYY-MM-DD') AS closing_date,
         to_char(t.closing_appointment_datetime AT TIME ZONE 'UTC', ${ISO_UTC}) AS closing_appointment_datetime,
         to_char(t.contract_date, 'YYYY-MM-DD') AS contract_date,
         to_char(t.created_at AT TIME ZONE 'UTC', ${ISO_UTC}) AS created_at,
         to_char(t.closed_at AT TIME ZONE 'UTC', ${ISO_UTC}) AS closed_at, t.wizard_step,
         ms.next_milestone_type, ms.next_milestone_name, ms.next_milestone_date, ms.progress_percentage, ms.compliance_status,
         ${integrityWarningSql('t', audience)} AS integrity_warning
    FROM transactions t
    LEFT JOIN profiles c ON c.id = t.client_id
    LEFT JOIN LATERAL (${milestoneSummarySql('t', audience)}) ms ON true`;

@QueryHandler(ListTransactions)
export class ListTransactionsHandler implements IQueryHandler<ListTransactions> {
  constructor(@Inject(DATA_SOURCE) private readonly dataSource: DataSource) {}

  async execute({ userId, as, includeInactive }: ListTransactions): Promise<TransactionListItemDto[]> {
    const inactive = includeInactive ? '' : ` AND t.status NOT IN ('cancelled', 'archived')`;
    const where = as === 'agent' ? 't.agent_id = $1' : `t.client_id = $1 AND t.status <> 'draft'${inactive}`;
    const rows: ListRow[] = await this.dataSource.query(`${listSelect(as)} WHERE ${where} AND t.deleted_at IS NULL ORDER BY t.created_at DESC, t.id`, [userId]);
    return rows.map(({ last_version, ...row }) => ({ ...row, version: last_version }));
  }
}

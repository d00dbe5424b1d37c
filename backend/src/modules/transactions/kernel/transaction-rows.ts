import { integrityWarningSql, MilestoneAudience, milestoneSummarySql } from './milestone-summary.sql';
import { FIELD_KEYS, FieldValues, TransactionStatus, TransactionType } from './domain/transaction-fields';
import { TransactionDto } from './catalogue.dto';

/** A `transactions` row with the joined profiles and the next milestone (the read side of ADR 0020). */
export interface TransactionRow {
  id: string;
  last_version: number;
  status: TransactionStatus;
  transaction_type: TransactionType;
  agent_id: string;
  agent_name: string | null;
  client_id: string | null;
  client_name: string | null;
  client_email: string | null;
  client_phone: string | null;
  created_at: Date;
  updated_at: Date;
  closed_at: Date | null;
  deleted_at: Date | null;
  previous_status: TransactionStatus | null;
  wizard_step: number | null;
  completed_steps: number[] | null;
  compliance_status: string | null;
  percent_complete: number | null;
  progress_percentage: number | null;
  next_milestone_type: string | null;
  next_milestone_name: string | null;
  next_milestone_date: string | null;
  integrity_warning: boolean;
  time_zone: string;
  fields: FieldValues;
}

/**
 * Next milestone, compliance and progress are computed from transaction_milestones at read time
 * (ADR 0024): they change as time passes, without any event on the deal. A client's view counts only
 * the milestones they may see.
 */
export const transactionSelect = (audience: MilestoneAudience): string => `
  SELECT t.id, t.last_version, t.status, t.transaction_type, t.agent_id, a.full_name AS agent_name,
         t.client_id, c.full_name AS client_name, c.email AS client_email, c.phone AS client_phone,
         t.created_at, t.updated_at, t.closed_at, t.deleted_at, t.previous_status, t.wizard_step, t.completed_steps,
         ms.compliance_status, ms.percent_complete, ms.progress_percentage,
         ms.next_milestone_type, ms.next_milestone_name, ms.next_milestone_date,
         ${integrityWarningSql('t', audience)} AS integrity_warning, t.property_time_zone AS time_zone, t.fields
    FROM transactions t
    LEFT JOIN profiles a ON a.id = t.agent_id
    LEFT JOIN profiles c ON c.id = t.client_id
    LEFT JOIN deal_summaries s ON s.transaction_id = t.id
    LEFT JOIN LATERAL (${milestoneSummarySql('t', audience)}) ms ON true`;

export const TRANSACTION_SELECT = transactionSelect('agent');

const iso = (value: Date | null): string | null => (value ? value.toISOString() : null);

export function toTransactionDto(row: TransactionRow): TransactionDto {
  const catalogue: FieldValues = {};
  for (const key of FIELD_KEYS) catalogue[key] = row.fields[key] ?? null;
  return {
    ...catalogue,
    id: row.id,
    version: row.last_version,
    status: row.status,
    transaction_type: row.transaction_type,
    agent_id: row.agent_id,
    agent_name: row.agent_name,
    client_id: row.client_id,
    client_name: row.client_name,
    client_email: row.client_email,
    client_phone: row.client_phone,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    closed_at: iso(row.closed_at),
    deleted_at: iso(row.deleted_at),
    previous_status: row.previous_status,
    wizard_step: row.wizard_step,
    completed_steps: row.completed_steps ?? [],
    compliance_status: row.compliance_status,
    percent_complete: row.percent_complete,
    progress_percentage: row.progress_percentage,
    next_milestone_type: row.next_milestone_type,
    next_milestone_name: row.next_milestone_name,
    next_milestone_date: row.next_milestone_date,
    integrity_warning: row.integrity_warning,
    time_zone: row.time_zone,
  };
}

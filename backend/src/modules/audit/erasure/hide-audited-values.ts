import { SqlExecutor } from '../../../platform/event-store/sql-executor';
import { PERSONAL_DATA_PLACEHOLDER } from '../projections/audit-trail.projection';

/** The values to hide: these fields of the entries about these records (a record as the audit trail names it). */
export interface AuditedValues {
  /** The streams the records live in (the trail is read by stream, not scanned whole). */
  streamIds: readonly string[];
  /** The record's id field in the entries (`checkInId`, `taskId`, …). */
  recordField: string;
  recordIds: readonly string[];
  fields: readonly string[];
  /**
   * Only the entries of this person's values, when given: those they made, or whose `field` names
   * them (notes on a shared task are the client's, whoever typed them).
   */
  authoredBy?: { userId: string; field: string };
}

/**
 * Replaces, in `after` and `before` of the audit entries about the given records, the given fields'
 * values by the personal-data placeholder: a person's erasure reaches the trail's copies written
 * before their values were sealed (ADR 0040; new entries never hold them). Runs in the caller's
 * transaction (the erasure's).
 */
export async function hideAuditedValues(sql: SqlExecutor, values: AuditedValues): Promise<void> {
  if (values.recordIds.length === 0 || values.fields.length === 0) return;
  const hidden = (column: 'after' | 'before') => `CASE WHEN ${column} IS NULL OR jsonb_typeof(${column}) <> 'object' THEN ${column} ELSE ${column} || coalesce((
      SELECT jsonb_object_agg(key, to_jsonb($3::text)) FROM jsonb_each(${column})
       WHERE key = ANY($4::text[]) AND jsonb_typeof(value) = 'string'), '{}'::jsonb) END`;
  await sql.query(
    `UPDATE audit_entries SET after = ${hidden('after')}, before = ${hidden('before')}
      WHERE stream_id = ANY($7::text[]) AND after ->> $1 = ANY($2::text[]) AND ($6::text IS NULL OR actor_id = $6 OR after ->> $5 = $6)`,
    [values.recordField, [...values.recordIds], PERSONAL_DATA_PLACEHOLDER, [...values.fields], values.authoredBy?.field ?? null, values.authoredBy?.userId ?? null, [...values.streamIds]],
  );
}

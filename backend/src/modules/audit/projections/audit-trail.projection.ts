import { Injectable } from '@nestjs/common';
import { StoredEvent } from '../../../platform/event-store/event.types';
import { ALL_EVENTS, Projection } from '../../../platform/event-store/projection';
import { SqlExecutor } from '../../../platform/event-store/sql-executor';
import { PersonalDataRegistry } from '../../../platform/privacy/personal-data-sealing';
import { isSealed } from '../../../platform/privacy/personal-data-vault';

/** What an admin sees in place of a sealed personal value: the audit trail never opens the vault. */
export const PERSONAL_DATA_PLACEHOLDER = '[personal data]';

/**
 * In place of a value kept from clients (an agent-only note) or private to a client (their private
 * task, their check-in): an admin sees who changed what and when, not the value (ADR 0040).
 */
export const AGENT_ONLY_PLACEHOLDER = '[agent only]';
export const PRIVATE_PLACEHOLDER = '[private]';

const PLACEHOLDERS = { personal: PERSONAL_DATA_PLACEHOLDER, agent_only: AGENT_ONLY_PLACEHOLDER, private: PRIVATE_PLACEHOLDER } as const;

/** Event data as the audit trail keeps it: every sealed value (at any depth) replaced by the placeholder. */
export function redactPersonalData(value: unknown): unknown {
  if (isSealed(value)) return PERSONAL_DATA_PLACEHOLDER;
  if (Array.isArray(value)) return value.map(redactPersonalData);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, redactPersonalData(inner)]));
  }
  return value;
}

/** `transaction-<id>` of type `transaction` → `<id>`; a stream named otherwise keeps its whole id. */
export function entityIdOf(streamId: string, streamType: string): string {
  const prefix = `${streamType}-`;
  return streamId.startsWith(prefix) ? streamId.slice(prefix.length) : streamId;
}

/**
 * The fields that name a record inside its stream (the deal's check-ins, utilities, tasks, contacts,
 * documents and milestones), in the order they decide: a utility's event also names its task, and is
 * the utility's. An event with none of them is about the stream's own record (the deal itself).
 */
const RECORD_ID_FIELDS = ['checkInId', 'utilityId', 'taskId', 'contactId', 'documentId', 'milestoneId', 'milestoneType'] as const;

function recordOf(data: Record<string, unknown>): { field: string; id: string } | null {
  for (const field of RECORD_ID_FIELDS) {
    const id = data[field];
    if (typeof id === 'string') return { field, id };
  }
  return null;
}

/**
 * The audit trail (DESIGN.md "events table ──► async subscribers … audit trail"; ADR 0003: async).
 * One row per event of any type, so a new module is audited without touching this one.
 *
 * `before` holds, for each top-level field of the event, the value the same field had in the latest
 * earlier event about the same record (the deal, or one task, utility, check-in, contact, document
 * or milestone of it: issue 19 item 5), when it differs (a status change shows the previous status).
 * It reads only earlier audit rows, so a rebuild in commit order reproduces it exactly, and it is
 * redacted like `after` since it is taken from earlier `after`s.
 */
@Injectable()
export class AuditTrailProjection implements Projection {
  readonly name = 'audit-trail';
  readonly mode = 'async' as const;
  readonly readTables = ['audit_entries'];
  readonly handles = [ALL_EVENTS];

  constructor(private readonly personalData: PersonalDataRegistry) {}

  async apply(sql: SqlExecutor, event: StoredEvent): Promise<void> {
    // The store hands over declared personal fields opened (ADR 0016): they are redacted by their
    // declaration; values still sealed by hand (event types not declared yet) by their form.
    const after = redactPersonalData(this.personalData.redact(event.type, event.data, PLACEHOLDERS));
    const isObject = after !== null && typeof after === 'object' && !Array.isArray(after);
    let before: Record<string, unknown> | null = null;
    if (isObject) {
      // The same record's previous value: a utility's status pairs with that utility's, never the deal's.
      const record = recordOf(after as Record<string, unknown>);
      const previous = await sql.query<{ key: string; value: unknown }>(
        `SELECT cur.key, prev.value
           FROM jsonb_each($1::jsonb) AS cur(key, value)
           CROSS JOIN LATERAL (
             SELECT a.after -> cur.key AS value FROM audit_entries a
              WHERE a.stream_id = $2 AND a.global_position < $3 AND a.after ? cur.key
                AND CASE WHEN $4::text IS NULL THEN NOT (a.after ?| $6::text[]) ELSE a.after ->> $4::text = $5 END
              ORDER BY a.global_position DESC LIMIT 1
           ) prev
          WHERE prev.value IS DISTINCT FROM cur.value`,
        [JSON.stringify(after), event.streamId, event.globalPosition, record?.field ?? null, record?.id ?? null, [...RECORD_ID_FIELDS]],
      );
      if (previous.length > 0) before = Object.fromEntries(previous.map((p) => [p.key, p.value]));
    }
    await sql.query(
      `INSERT INTO audit_entries (id, global_position, at, actor_id, entity_type, entity_id, stream_id, action, before, after, correlation_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb, $10::jsonb, $11)
       ON CONFLICT DO NOTHING`,
      [
        event.eventId,
        event.globalPosition,
        event.occurredAt,
        event.metadata?.actorId ?? null,
        event.streamType,
        entityIdOf(event.streamId, event.streamType),
        event.streamId,
        event.type,
        before === null ? null : JSON.stringify(before),
        after === undefined ? null : JSON.stringify(after),
        event.metadata?.correlationId ?? null,
      ],
    );
  }
}

import { Injectable } from '@nestjs/common';
import { StoredEvent } from '../../../../platform/event-store/event.types';
import { Projection } from '../../../../platform/event-store/projection';
import { SqlExecutor } from '../../../../platform/event-store/sql-executor';
import { dealZoneSql } from '../../kernel/domain/deadlines/property-time';
import { FieldValues } from '../../kernel/domain/transaction-fields';
import { DOCUMENT_URL_FIELD, documentUrl, photoUrl } from '../../documents/domain/documents.events';
import { fieldsOf } from '../domain/lifecycle.events';
import { TRANSACTION_EVENT_TYPES, TransactionEvent } from '../../transaction.events';
import { forgetForcedDeletion } from '../../kernel/forced-deletion';

/**
 * The narrow typed columns the dashboard lists and sorts on are copies of catalogue fields, and the
 * zone the deal counts its days in follows from its state and county: derived from `fields` in one
 * statement after every change, so they can never disagree with it.
 */
const TYPED_COLUMNS = `
  property_address = fields->>'property_address',
  property_city = fields->>'property_city',
  property_state = fields->>'property_state',
  property_zip = fields->>'property_zip',
  property_image_url = fields->>'property_image_url',
  purchase_price = (fields->>'purchase_price')::numeric,
  closing_date = (fields->>'closing_date')::date,
  closing_appointment_datetime = (fields->>'closing_appointment_datetime')::timestamptz,
  contract_date = (fields->>'contract_date')::date,
  property_time_zone = ${dealZoneSql("fields->>'property_state'", "fields->>'property_county'")}`;

/** Set keys merged in, null keys removed: the jsonb holds set fields only. */
function splitChanges(changes: FieldValues): { set: FieldValues; cleared: string[] } {
  const set: FieldValues = {};
  const cleared: string[] = [];
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) cleared.push(key);
    else set[key] = value;
  }
  return { set, cleared };
}

/**
 * A deal's client_id as the read table keeps it: only a client account's id (issue 18 item 5, ADR
 * 0039). Deals made before the check named agents, admins and unknown ids; the log keeps what they
 * said, and every replay of it leaves them without a client, as migration 1732301600000 did live.
 */
/** The event's "0,1,2" (ADR 0076) as the column's integer[]; null stays null. */
const COMPLETED_STEPS = (param: string) => `string_to_array(${param}::text, ',')::integer[]`;

const clientAccount = (param: string) => `(SELECT p.id FROM profiles p WHERE p.id = ${param}::uuid AND p.role = 'client')`;

/**
 * Inline: the agent reads their change right away (spec 001 §2.6: the wizard opens the new deal).
 * `last_version` is the stream version (the ETag) and makes a replay a no-op. The store hands over the
 * parties' data opened (ADR 0016/0020).
 */
@Injectable()
export class TransactionsProjection implements Projection {
  readonly name = 'transactions';
  readonly mode = 'inline' as const;
  // transaction_documents is the documents capability's own (its projection inserts and edits the rows).
  readonly readTables = ['transactions'];
  readonly handles = [...TRANSACTION_EVENT_TYPES];

  async apply(sql: SqlExecutor, stored: StoredEvent): Promise<void> {
    if (await forgetForcedDeletion(sql, stored, this.readTables)) return;
    const event = stored as unknown as TransactionEvent & StoredEvent;
    const version = stored.streamVersion;
    const at = stored.occurredAt;
    const id = event.data.transactionId;
    switch (event.type) {
      case 'TransactionCreated':
        await sql.query(
          `INSERT INTO transactions (id, agent_id, client_id, status, transaction_type, wizard_step, fields, created_at, updated_at, last_version, completed_steps)
           VALUES ($1, $2, ${clientAccount('$3')}, $4, $5, $6, $7::jsonb, $8, $8, $9, ${COMPLETED_STEPS('$10')})
           ON CONFLICT (id) DO NOTHING`,
          [
            id,
            event.data.agentId,
            event.data.clientId,
            event.data.status,
            event.data.transactionType,
            event.data.wizardStep,
            JSON.stringify(fieldsOf(event.data)),
            at,
            version,
            event.data.completedSteps ?? null,
          ],
        );
        await this.deriveColumns(sql, id);
        return;
      case 'TransactionDraftSaved':
        await this.update(sql, id, version, at, `client_id = ${clientAccount('$4')}, transaction_type = $5, wizard_step = $6, fields = $7::jsonb, completed_steps = ${COMPLETED_STEPS('$8')}`,
          [event.data.clientId, event.data.transactionType, event.data.wizardStep, JSON.stringify(fieldsOf(event.data)), event.data.completedSteps ?? null],
        );
        return;
      case 'TransactionDraftSubmitted':
        await this.update(sql, id, version, at, `client_id = ${clientAccount('$4')}, transaction_type = $5, status = $6, fields = $7::jsonb`, [
          event.data.clientId,
          event.data.transactionType,
          event.data.status,
          JSON.stringify(fieldsOf(event.data)),
        ]);
        return;
      case 'TransactionFieldsChanged': {
        const { set, cleared } = splitChanges(fieldsOf(event.data));
        await this.update(sql, id, version, at, 'fields = (fields || $4::jsonb) - $5::text[]', [JSON.stringify(set), cleared]);
        return;
      }
      case 'TransactionClientLinked':
        await this.update(sql, id, version, at, `client_id = ${clientAccount('$4')}`, [event.data.clientId]);
        return;
      case 'TransactionClosed':
        await this.update(sql, id, version, at, `status = 'closed', closed_at = $4, previous_status = $5`, [event.data.closedAt, event.data.previousStatus]);
        return;
      case 'TransactionReopened':
        await this.update(sql, id, version, at, 'status = $4, closed_at = NULL', [event.data.status]);
        return;
      case 'TransactionStatusChanged':
        await this.update(sql, id, version, at, 'status = $4', [event.data.status]);
        return;
      case 'TransactionDeleted':
        await this.update(sql, id, version, at, 'deleted_at = $4', [event.data.deletedAt]);
        return;
      case 'TransactionReassigned':
        await this.update(sql, id, version, at, 'agent_id = $4, reassigned_at = $3', [event.data.agentId]);
        return;
      case 'TransactionPhotoAttached':
        // The URL carries the version, so a browser refetches a replaced photo (contract: uploads).
        await this.update(sql, id, version, at, 'fields = fields || $4::jsonb', [JSON.stringify({ property_image_url: photoUrl(id, version) })]);
        return;
      case 'TransactionDocumentAttached': {
        const data = event.data;
        // The document's row is the documents projection's; the deal keeps the wizard's URL fields.
        const urlField = DOCUMENT_URL_FIELD[data.kind];
        const set = urlField ? { [urlField]: documentUrl(id, data.documentId) } : {};
        await this.update(sql, id, version, at, 'fields = fields || $4::jsonb', [JSON.stringify(set)]);
        return;
      }
      case 'TransactionContactAdded':
      case 'TransactionContactChanged':
      case 'TransactionContactRemoved':
      case 'TransactionContactsCleared':
      case 'TransactionTaskCreated':
      case 'TransactionTaskUpdated':
      case 'TransactionTaskRescheduled':
      case 'TransactionTaskCompleted':
      case 'TransactionTaskReopened':
      case 'TransactionTaskDeleted':
      case 'TransactionUtilityAdded':
      case 'TransactionUtilityChanged':
      case 'TransactionUtilityRemoved':
      case 'ClientCheckInSubmitted':
      case 'ClientCheckInViewed':
      case 'ClientCheckInAnswered':
      case 'TransactionVendorAdded':
      case 'TransactionVendorRemoved':
      case 'TransactionDocumentRenamed':
      case 'TransactionDocumentVisibilityChanged':
      case 'TransactionDocumentDeleted':
      case 'TransactionDocumentLinkSent':
      case 'TransactionDocumentLinkRevoked':
        // The deal's version (its ETag) moves with its contacts, tasks, utilities, check-ins and vendors: the rows are their projections' (ADR 0048, 0050).
        await this.update(sql, id, version, at, '', []);
        return;
      case 'MilestoneEducationSet':
      case 'MilestoneEducationReset':
      case 'CustomMilestoneAdded':
      case 'CustomMilestoneChanged':
      case 'CustomMilestoneRemoved':
      case 'TransactionMilestonesRegenerated':
      case 'ContractDeadlineAmended':
      case 'MilestoneConfirmed':
      case 'MilestoneConfirmationWithdrawn':
        // Their own tables (milestone-education, transaction-milestones); the deal's version still moves (the ETag).
        await this.update(sql, id, version, at, '', []);
        return;
      // The removed ones stay listed on the deal's row, so the agent can restore them (ADR 0079); the timeline's table drops them.
      case 'GeneratedMilestoneRemoved':
        await this.update(sql, id, version, at, 'removed_milestones = removed_milestones || jsonb_build_object($4::text, $5::text)', [
          event.data.milestoneType,
          event.data.removedAt,
        ]);
        return;
      case 'GeneratedMilestoneRestored':
        await this.update(sql, id, version, at, 'removed_milestones = removed_milestones - $4::text', [event.data.milestoneType]);
        return;
      default: {
        // Every event of the deal moves its version (the ETag a client sends back): a type missing above
        // would leave the row behind its stream and refuse the next edit as stale, so it fails to compile.
        const unhandled: never = event;
        throw new Error(`Unhandled deal event ${(unhandled as { type: string }).type}`);
      }
    }
  }

  /** One versioned row update: $1 id, $2 version, $3 at, then the caller's parameters from $4. */
  private async update(sql: SqlExecutor, id: string, version: number, at: Date, assignments: string, parameters: unknown[]): Promise<void> {
    const set = assignments ? `${assignments}, ` : '';
    await sql.query(
      `UPDATE transactions SET ${set}updated_at = $3, last_version = $2 WHERE id = $1 AND last_version < $2`,
      [id, version, at, ...parameters],
    );
    if (assignments.includes('fields')) await this.deriveColumns(sql, id);
  }

  private async deriveColumns(sql: SqlExecutor, id: string): Promise<void> {
    await sql.query(`UPDATE transactions SET ${TYPED_COLUMNS} WHERE id = $1`, [id]);
  }
}

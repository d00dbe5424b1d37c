import { Injectable } from '@nestjs/common';
import { StoredEvent } from '../../../../platform/event-store/event.types';
import { Projection } from '../../../../platform/event-store/projection';
import { SqlExecutor } from '../../../../platform/event-store/sql-executor';
import { ERASED_PERSONAL_DATA, erasedAsNull } from '../../../../platform/privacy/personal-data-sealing';
import { PersonalDataVault } from '../../../../platform/privacy/personal-data-vault';
import { TASK_EVENT_TYPES } from '../domain/tasks.events';
import { TransactionEvent } from '../../transaction.events';
import { DEAL_DELETED, forgetForcedDeletion } from '../../kernel/forced-deletion';

/** The columns a TransactionTaskUpdated may carry, by their event keys (the same names). */
const UPDATABLE = ['title', 'description', 'due_date', 'priority', 'is_client_visible', 'client_notes'] as const;

/**
 * `transaction_tasks` from the deal's stream (ADR 0027). Inline, so the screen that changed a task
 * reads it back at once. Every write is guarded by the row's `version`, so applying an event twice
 * (or a rebuild replaying the stream) gives the same rows.
 */
@Injectable()
export class TransactionTasksProjection implements Projection {
  readonly name = 'transaction-tasks';
  readonly mode = 'inline' as const;
  readonly readTables = ['transaction_tasks'];
  // The deal moving to another client marks the notes its tasks hold as the previous client's (ADR 0036).
  readonly handles = [...TASK_EVENT_TYPES, 'TransactionClientLinked', DEAL_DELETED];

  constructor(private readonly vault: PersonalDataVault) {}

  async apply(sql: SqlExecutor, stored: StoredEvent): Promise<void> {
    if (await forgetForcedDeletion(sql, stored, this.readTables)) return;
    const event = stored as unknown as TransactionEvent & StoredEvent;
    const version = stored.streamVersion;
    switch (event.type) {
      case 'TransactionTaskCreated': {
        // A private task of an erased client reads as the placeholder and no description (ADR 0040), as the erasure left its row.
        const erased = event.data.is_private && (await this.isErased(sql, event.data.created_by));
        const d = { ...event.data, title: erased ? ERASED_PERSONAL_DATA : event.data.title, description: erased ? null : erasedAsNull(event.data.description) };
        await sql.query(
          `INSERT INTO transaction_tasks (id, transaction_id, title, description, due_date, priority, is_client_visible, is_private, source,
                                          linked_entity_type, linked_entity_id, milestone_type, template_id, created_by, created_at, version)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)
           ON CONFLICT (id) DO NOTHING`,
          [
            d.taskId,
            d.transactionId,
            d.title,
            d.description,
            d.due_date,
            d.priority,
            d.is_client_visible,
            d.is_private,
            d.source,
            d.linked_entity_type,
            d.linked_entity_id,
            d.milestone_type,
            d.template_id,
            d.created_by,
            stored.occurredAt,
            version,
          ],
        );
        return;
      }
      case 'TransactionTaskUpdated': {
        const data = { ...event.data };
        // Values of an erased client read as their erasure left the row, those written before they were sealed too.
        if (data.title !== undefined || data.description !== undefined) {
          // An update stored before ADR 0040 does not say whose the task is: its row does.
          const author = data.private_to ?? (await this.privateAuthorOf(sql, data.taskId));
          const erased = await this.isErased(sql, author);
          if (data.title !== undefined && erased) data.title = ERASED_PERSONAL_DATA;
          if (data.description !== undefined) data.description = erased ? null : erasedAsNull(data.description);
        }
        // An update stored before ADR 0040 does not say whose the notes are: the deal's client (an erasure then clears more, never less).
        const notesBy = data.client_notes === undefined ? null : data.notes_by === undefined ? await this.clientOf(sql, data.transactionId) : data.notes_by;
        if (data.client_notes !== undefined) data.client_notes = (await this.isErased(sql, notesBy)) ? null : erasedAsNull(data.client_notes);
        const changes = UPDATABLE.filter((key) => data[key] !== undefined);
        const assignments = changes.map((key, index) => `${key} = $${index + 3}`);
        const parameters: unknown[] = changes.map((key) => data[key]);
        if (data.client_notes !== undefined) {
          // Notes written now are the current client's, and whose they are is kept for their erasure (ADR 0040).
          assignments.push('client_notes_from_previous_client = false', `client_notes_by = $${parameters.length + 3}`);
          parameters.push(data.client_notes === null ? null : notesBy);
        }
        await this.update(sql, event.data.taskId, version, assignments, parameters);
        return;
      }
      case 'TransactionTaskRescheduled':
        await this.update(sql, event.data.taskId, version, ['due_date = $3'], [event.data.due_date]);
        return;
      case 'TransactionTaskCompleted':
        await this.update(sql, event.data.taskId, version, ['completed_at = $3'], [event.data.completedAt]);
        return;
      case 'TransactionTaskReopened':
        await this.update(sql, event.data.taskId, version, ['completed_at = NULL'], []);
        return;
      case 'TransactionTaskDeleted':
        await this.update(sql, event.data.taskId, version, ['deleted = true'], []);
        return;
      case 'TransactionClientLinked':
        await sql.query(
          `UPDATE transaction_tasks SET client_notes_from_previous_client = true, version = $2
            WHERE transaction_id = $1 AND client_notes IS NOT NULL AND version < $2`,
          [event.data.transactionId, version],
        );
        return;
    }
  }

  private async clientOf(sql: SqlExecutor, transactionId: string): Promise<string | null> {
    const [row] = await sql.query<{ client_id: string | null }>('SELECT client_id FROM transactions WHERE id = $1', [transactionId]);
    return row?.client_id ?? null;
  }

  private async privateAuthorOf(sql: SqlExecutor, taskId: string): Promise<string | null> {
    const [row] = await sql.query<{ created_by: string | null }>('SELECT created_by FROM transaction_tasks WHERE id = $1 AND is_private', [taskId]);
    return row?.created_by ?? null;
  }

  private async isErased(sql: SqlExecutor, person: string | null | undefined): Promise<boolean> {
    return typeof person === 'string' && (await this.vault.isForgotten(person, sql));
  }

  /** $1 task id, $2 version, then the assignments' parameters from $3. */
  private async update(sql: SqlExecutor, taskId: string, version: number, assignments: string[], parameters: unknown[]): Promise<void> {
    await sql.query(`UPDATE transaction_tasks SET ${[...assignments, 'version = $2'].join(', ')} WHERE id = $1 AND version < $2`, [
      taskId,
      version,
      ...parameters,
    ]);
  }
}

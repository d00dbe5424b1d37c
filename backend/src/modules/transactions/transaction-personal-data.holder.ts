import { Injectable } from '@nestjs/common';
import { redact } from '../../platform/access/access-policy';
import { SqlExecutor } from '../../platform/event-store/sql-executor';
import { DataSubject, PersonalDataHolder } from '../../platform/privacy/personal-data-holders';
import { ERASED_PERSONAL_DATA } from '../../platform/privacy/personal-data-sealing';
import { hideAuditedValues } from '../audit/audit.public';
import { eraseOldEventWords } from './erase-old-event-words';
import { clientRoleOf } from './kernel/domain/transaction-access';
import { transactionStream } from './kernel/domain/deal-stream';
import { toTransactionDto, transactionSelect, TransactionRow } from './kernel/transaction-rows';
import { TransactionDto } from './kernel/catalogue.dto';
import { transactionPolicy } from './kernel/transactions.policy';

/** A check-in as its client exports it: how they felt and what their agent answered. */
export interface ExportedCheckIn {
  id: string;
  transaction_id: string;
  feeling: string;
  note: string | null;
  agent_response: string | null;
  created_at: string;
  responded_at: string | null;
}

/** A task as its client exports it: one they see on their deal, one they keep private, or one they wrote notes on. */
export interface ExportedTask {
  id: string;
  transaction_id: string;
  title: string;
  description: string | null;
  due_date: string | null;
  priority: string;
  is_private: boolean;
  completed_at: string | null;
  /** Their own notes only (never a previous client's). */
  client_notes: string | null;
}

export type TransactionsExportPart =
  | { kind: 'deal'; deal: TransactionDto }
  | { kind: 'check_in'; check_in: ExportedCheckIn }
  | { kind: 'task'; task: ExportedTask };

/**
 * What a client wrote on their deals is theirs (issue 19 item 3, ADR 0040): exported with their data,
 * in readable form, and erased with them. Its events are sealed under the client's subject, which
 * the erasure destroys; this holder rewrites the read rows the way a rebuild would then give them
 * (check-ins gone; a private task's title the placeholder, its description and the client's notes
 * empty), hides the values in the audit entries written before they were sealed, and overwrites
 * them in the events stored before they were (ADR 0056).
 */
@Injectable()
export class TransactionPersonalDataHolder implements PersonalDataHolder {
  readonly name = 'transactions';

  async exportOf(subject: DataSubject, sql: SqlExecutor): Promise<TransactionsExportPart[]> {
    const deals = await sql.query<TransactionRow>(
      `${transactionSelect('client')} WHERE t.client_id = $1 AND t.deleted_at IS NULL AND t.status <> 'draft' ORDER BY t.created_at, t.id`,
      [subject.userId],
    );
    const checkIns = await sql.query<Omit<ExportedCheckIn, 'created_at' | 'responded_at'> & { created_at: Date; responded_at: Date | null }>(
      `SELECT id, transaction_id, feeling, note, agent_response, created_at, responded_at
         FROM client_check_ins WHERE client_id = $1 ORDER BY created_at, id`,
      [subject.userId],
    );
    const tasks = await sql.query<Omit<ExportedTask, 'completed_at'> & { completed_at: Date | null }>(
      `SELECT k.id, k.transaction_id, k.title, k.description, to_char(k.due_date, 'YYYY-MM-DD') AS due_date, k.priority, k.is_private,
              k.completed_at, CASE WHEN k.client_notes_by = $1 THEN k.client_notes END AS client_notes
         FROM transaction_tasks k JOIN transactions t ON t.id = k.transaction_id
        WHERE NOT k.deleted AND t.deleted_at IS NULL
          AND ((k.is_private AND k.created_by = $1) OR k.client_notes_by = $1
               OR (t.client_id = $1 AND t.status <> 'draft' AND k.is_client_visible AND NOT k.is_private))
        ORDER BY k.created_at, k.id`,
      [subject.userId],
    );
    return [
      // The deal as the client reads it: the policy's one redaction for their role (ADR 0021).
      ...deals.map((row): TransactionsExportPart => {
        const deal = toTransactionDto(row);
        return { kind: 'deal', deal: redact(transactionPolicy, clientRoleOf(deal.transaction_type), deal) };
      }),
      ...checkIns.map((row): TransactionsExportPart => ({
        kind: 'check_in',
        check_in: { ...row, created_at: row.created_at.toISOString(), responded_at: row.responded_at?.toISOString() ?? null },
      })),
      ...tasks.map((row): TransactionsExportPart => ({ kind: 'task', task: { ...row, completed_at: row.completed_at?.toISOString() ?? null } })),
    ];
  }

  /** The client's own key is destroyed by the erasure itself (their user id is the subject): no subject of its own to forget. */
  async erase(subject: DataSubject, sql: SqlExecutor): Promise<string[]> {
    const checkIns = await changedRows(
      sql,
      'DELETE FROM client_check_ins WHERE client_id = $1 RETURNING id, transaction_id',
      [subject.userId],
    );
    await hideAuditedValues(sql, {
      streamIds: streamsOf(checkIns),
      recordField: 'checkInId',
      recordIds: checkIns.map((row) => row.id),
      fields: ['feeling', 'note', 'response'],
    });
    const privateTasks = await changedRows(
      sql,
      `UPDATE transaction_tasks SET title = $2, description = NULL, client_notes = NULL, client_notes_by = NULL
        WHERE is_private AND created_by = $1 RETURNING id, transaction_id`,
      [subject.userId, ERASED_PERSONAL_DATA],
    );
    await hideAuditedValues(sql, {
      streamIds: streamsOf(privateTasks),
      recordField: 'taskId',
      recordIds: privateTasks.map((row) => row.id),
      fields: ['title', 'description', 'client_notes'],
    });
    const notedTasks = await changedRows(
      sql,
      'UPDATE transaction_tasks SET client_notes = NULL, client_notes_by = NULL WHERE client_notes_by = $1 RETURNING id, transaction_id',
      [subject.userId],
    );
    // Their notes on tasks they shared with their agent: the entries that name them as the notes' client, or that they made.
    await hideAuditedValues(sql, {
      streamIds: streamsOf(notedTasks),
      recordField: 'taskId',
      recordIds: notedTasks.map((row) => row.id),
      fields: ['client_notes'],
      authoredBy: { userId: subject.userId, field: 'notes_by' },
    });
    // Events stored before ADR 0040 keep those words in clear or under the deal's key: the one rewrite of the log (ADR 0056).
    await eraseOldEventWords(sql, subject.userId, [...notedTasks, ...privateTasks].map((row) => row.id));
    return [];
  }
}

/** The rows a DELETE or UPDATE … RETURNING changed (as a SELECT, so the driver answers rows, not `[rows, count]`). */
const changedRows = (sql: SqlExecutor, statement: string, parameters: unknown[]) =>
  sql.query<{ id: string; transaction_id: string }>(`WITH changed AS (${statement}) SELECT id, transaction_id FROM changed`, parameters);

const streamsOf = (rows: readonly { transaction_id: string }[]): string[] => [...new Set(rows.map((row) => transactionStream(row.transaction_id)))];

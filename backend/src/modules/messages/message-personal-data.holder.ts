import { Injectable } from '@nestjs/common';
import { SqlExecutor } from '../../platform/event-store/sql-executor';
import { DataSubject, PersonalDataHolder } from '../../platform/privacy/personal-data-holders';

/**
 * The messages a person sent in their deals' threads (ADR 0044), in their access export as they
 * read them. The events are sealed under the sender, whose key the erasure destroys; `erase` also
 * removes the rows in the erasure's transaction (the projection does the same on the erasure event,
 * so a rebuild agrees) and forgets no subject of its own. Messages the person received are their
 * senders' data and stay with them.
 */
@Injectable()
export class MessagePersonalDataHolder implements PersonalDataHolder {
  readonly name = 'messages';

  exportOf(subject: DataSubject, sql: SqlExecutor): Promise<unknown[]> {
    return sql.query(
      `SELECT id, transaction_id, message_content,
              to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at,
              to_char(read_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS read_at
         FROM deal_messages WHERE sender_id = $1 ORDER BY created_at, id`,
      [subject.userId],
    );
  }

  async erase(subject: DataSubject, sql: SqlExecutor): Promise<string[]> {
    await sql.query('DELETE FROM deal_messages WHERE sender_id = $1', [subject.userId]);
    return [];
  }
}

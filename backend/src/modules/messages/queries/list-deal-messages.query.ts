import { Inject } from '@nestjs/common';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { DATA_SOURCE } from '../../../platform/platform.tokens';
import { DealUnreadCountDto, DealMessageDto } from '../messages.dto';

/** Spec 002 §3: a sender no longer on file is shown as 'Unknown'. */
export const UNKNOWN_SENDER = 'Unknown';

const MESSAGE_SELECT = `
  SELECT m.id, m.transaction_id, m.sender_id, COALESCE(p.full_name, '${UNKNOWN_SENDER}') AS sender_name, p.email AS sender_email,
         m.message_content, to_char(m.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at,
         to_char(m.read_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS read_at, m.seq
    FROM deal_messages m LEFT JOIN profiles p ON p.id = m.sender_id AND p.erased_at IS NULL`;

/** A deal's thread, oldest first (spec 002 §7 "Load by transaction ascending"), or what came after `after`, or one message. */
export class ListDealMessages extends Query<DealMessageDto[]> {
  constructor(
    readonly transactionId: string,
    readonly after: number = 0,
    readonly messageId?: string,
  ) {
    super();
  }
}

@QueryHandler(ListDealMessages)
export class ListDealMessagesHandler implements IQueryHandler<ListDealMessages> {
  constructor(@Inject(DATA_SOURCE) private readonly dataSource: DataSource) {}

  execute({ transactionId, after, messageId }: ListDealMessages): Promise<DealMessageDto[]> {
    const parameters: unknown[] = [transactionId, after];
    let where = 'm.transaction_id = $1 AND m.seq > $2';
    if (messageId) {
      parameters.push(messageId);
      where += ' AND m.id = $3';
    }
    return this.dataSource.query(`${MESSAGE_SELECT} WHERE ${where} ORDER BY m.seq`, parameters);
  }
}

/**
 * Unread messages from others (spec 002 §7 "count of unread from others"), per deal of the reader:
 * one deal's (its Messages tile), or every deal they are on (the dashboard).
 */
export class CountUnreadMessages extends Query<DealUnreadCountDto[]> {
  constructor(
    readonly readerId: string,
    readonly transactionId?: string,
  ) {
    super();
  }
}

@QueryHandler(CountUnreadMessages)
export class CountUnreadMessagesHandler implements IQueryHandler<CountUnreadMessages> {
  constructor(@Inject(DATA_SOURCE) private readonly dataSource: DataSource) {}

  execute({ readerId, transactionId }: CountUnreadMessages): Promise<DealUnreadCountDto[]> {
    // The reader's deals as the deal's access rule has them: their agent's, or their client's once it is no draft.
    return this.dataSource.query(
      `SELECT m.transaction_id, count(*)::int AS count
         FROM deal_messages m JOIN transactions t ON t.id = m.transaction_id AND t.deleted_at IS NULL
        WHERE m.read_at IS NULL AND m.sender_id <> $1
          AND (t.agent_id = $1 OR (t.client_id = $1 AND t.status <> 'draft'))
          AND ($2::uuid IS NULL OR m.transaction_id = $2)
        GROUP BY m.transaction_id ORDER BY m.transaction_id`,
      [readerId, transactionId ?? null],
    );
  }
}

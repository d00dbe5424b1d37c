import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { DATA_SOURCE } from '../../../platform/platform.tokens';
import { milestoneListedSql } from '../../transactions/transactions.public';
import { CalendarFeedDto } from '../calendar.dto';

export interface FeedRow {
  id: string;
  owner_id: string;
  transaction_id: string | null;
  /** A single-deal link's property address (null for an all-deals link, or a deal without one yet). */
  property_address: string | null;
}

export interface FeedMilestone {
  id: string;
  transaction_id: string;
  milestone_name: string;
  due_date: string;
  due_datetime: string | null;
  completed: boolean;
  explanation: string | null;
  property_address: string | null;
  property_city: string | null;
}

/** A year of history is plenty for a calendar; the rest only slows every fetch of every app. */
const HISTORY_DAYS = 365;
/** A bound on one answer, far above what an agent's book holds. */
const MAX_EVENTS = 5_000;
const AGENT_ROLES = ['agent', 'broker', 'team_lead'];

/** What the calendar links read: the owner's links, and the milestones a link publishes. */
@Injectable()
export class CalendarFeedsReader {
  constructor(@Inject(DATA_SOURCE) private readonly dataSource: DataSource) {}

  /** The owner's live links, newest first, with the deal's address for a single-deal one. */
  list(ownerId: string, feedId?: string): Promise<CalendarFeedDto[]> {
    return this.dataSource.query<CalendarFeedDto[]>(
      `SELECT f.id, CASE WHEN f.transaction_id IS NULL THEN 'all' ELSE 'transaction' END AS scope, f.transaction_id,
              t.property_address, to_char(f.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at
         FROM calendar_feeds f
         LEFT JOIN transactions t ON t.id = f.transaction_id
        WHERE f.owner_id = $1 AND f.revoked_at IS NULL AND ($2::uuid IS NULL OR f.id = $2)
        ORDER BY f.created_at DESC, f.id`,
      [ownerId, feedId ?? null],
    );
  }

  async activeCount(ownerId: string): Promise<number> {
    const [{ count }] = await this.dataSource.query<{ count: number }[]>(
      'SELECT count(*)::int AS count FROM calendar_feeds WHERE owner_id = $1 AND revoked_at IS NULL',
      [ownerId],
    );
    return count;
  }

  /**
   * The live link with this secret, while its owner is still an agent who has not been erased, and —
   * for a single-deal link — while that deal is still theirs and not deleted.
   */
  async byTokenHash(tokenHash: string): Promise<FeedRow | undefined> {
    const [feed] = await this.dataSource.query<FeedRow[]>(
      `SELECT f.id, f.owner_id, f.transaction_id, t.property_address
         FROM calendar_feeds f
         JOIN profiles p ON p.id = f.owner_id AND p.erased_at IS NULL AND p.role = ANY($2::text[])
         LEFT JOIN transactions t ON t.id = f.transaction_id AND t.agent_id = f.owner_id AND t.deleted_at IS NULL
        WHERE f.token_hash = $1 AND f.revoked_at IS NULL AND (f.transaction_id IS NULL OR t.id IS NOT NULL)`,
      [tokenHash, AGENT_ROLES],
    );
    return feed;
  }

  /**
   * The milestones a link publishes: the deal's (a single-deal link), or those of every deal of the
   * owner that is under way or closed (not drafts, cancelled, archived or deleted), as the timeline
   * lists them, from a year back on.
   */
  milestones(feed: FeedRow): Promise<FeedMilestone[]> {
    return this.dataSource.query<FeedMilestone[]>(
      `SELECT m.id, m.transaction_id, m.milestone_name, to_char(m.due_date, 'YYYY-MM-DD') AS due_date,
              to_char(m.due_datetime AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS due_datetime,
              m.completed, m.explanation, t.property_address, t.property_city
         FROM transaction_milestones m
         JOIN transactions t ON t.id = m.transaction_id
        WHERE t.agent_id = $1 AND t.deleted_at IS NULL AND t.status <> 'draft'
          AND CASE WHEN $2::uuid IS NULL THEN t.status NOT IN ('cancelled', 'archived') ELSE t.id = $2 END
          AND m.due_date IS NOT NULL AND m.due_date >= CURRENT_DATE - ${HISTORY_DAYS}
          AND ${milestoneListedSql('m', 't')}
        ORDER BY m.due_date, m.transaction_id, m.position
        LIMIT ${MAX_EVENTS}`,
      [feed.owner_id, feed.transaction_id],
    );
  }
}

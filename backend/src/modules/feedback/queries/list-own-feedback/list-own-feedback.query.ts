import { Inject } from '@nestjs/common';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { DATA_SOURCE } from '../../../../platform/platform.tokens';
import { FEEDBACK_COLUMNS, FeedbackDto, FeedbackRow, toFeedbackDto } from '../../feedback.dto';

/**
 * One person's feedback, newest first (spec 001 §7: SELECT own). Also part of their data export.
 * With `feedbackId`, only that one (if it is theirs): what a submit answers with, without reading
 * every earlier feedback of the author.
 */
export class ListOwnFeedback extends Query<FeedbackDto[]> {
  constructor(
    readonly userId: string,
    readonly feedbackId?: string,
  ) {
    super();
  }
}

@QueryHandler(ListOwnFeedback)
export class ListOwnFeedbackHandler implements IQueryHandler<ListOwnFeedback> {
  constructor(@Inject(DATA_SOURCE) private readonly dataSource: DataSource) {}

  async execute({ userId, feedbackId }: ListOwnFeedback): Promise<FeedbackDto[]> {
    const rows: FeedbackRow[] = await this.dataSource.query(
      `SELECT ${FEEDBACK_COLUMNS} FROM feedback f
        WHERE f.user_id = $1 AND ($2::uuid IS NULL OR f.id = $2::uuid)
        ORDER BY f.created_at DESC, f.id`,
      [userId, feedbackId ?? null],
    );
    return rows.map(toFeedbackDto);
  }
}

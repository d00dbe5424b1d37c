import { Inject } from '@nestjs/common';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { DATA_SOURCE } from '../../../../platform/platform.tokens';
import { FEEDBACK_COLUMNS, FeedbackDto, FeedbackRow, toFeedbackDto } from '../../feedback.dto';

/** One person's feedback, newest first (spec 001 §7: SELECT own). Also part of their data export. */
export class ListOwnFeedback extends Query<FeedbackDto[]> {
  constructor(readonly userId: string) {
    super();
  }
}

@QueryHandler(ListOwnFeedback)
export class ListOwnFeedbackHandler implements IQueryHandler<ListOwnFeedback> {
  constructor(@Inject(DATA_SOURCE) private readonly dataSource: DataSource) {}

  async execute({ userId }: ListOwnFeedback): Promise<FeedbackDto[]> {
    const rows: FeedbackRow[] = await this.dataSource.query(
      `SELECT ${FEEDBACK_COLUMNS} FROM feedback f WHERE f.user_id = $1 ORDER BY f.created_at DESC, f.id`,
      [userId],
    );
    return rows.map(toFeedbackDto);
  }
}

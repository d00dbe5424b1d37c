import { Inject } from '@nestjs/common';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { DATA_SOURCE } from '../../../../platform/platform.tokens';
import { AdminFeedbackDto, FEEDBACK_COLUMNS, FeedbackRow, toAdminFeedbackDto } from '../../feedback.dto';

/** Every feedback with its author's name and e-mail (spec 000 §2), newest first; or one by id. */
export class ListAllFeedback extends Query<AdminFeedbackDto[]> {
  constructor(readonly feedbackId?: string) {
    super();
  }
}

@QueryHandler(ListAllFeedback)
export class ListAllFeedbackHandler implements IQueryHandler<ListAllFeedback> {
  constructor(@Inject(DATA_SOURCE) private readonly dataSource: DataSource) {}

  async execute({ feedbackId }: ListAllFeedback): Promise<AdminFeedbackDto[]> {
    // Names come from identity's read table at read time, so a renamed or erased author shows as they are now.
    const rows: FeedbackRow[] = await this.dataSource.query(
      `SELECT ${FEEDBACK_COLUMNS}, p.full_name AS user_name, p.email AS user_email
         FROM feedback f LEFT JOIN profiles p ON p.id = f.user_id
        ${feedbackId ? 'WHERE f.id = $1' : ''}
        ORDER BY f.created_at DESC, f.id`,
      feedbackId ? [feedbackId] : [],
    );
    return rows.map(toAdminFeedbackDto);
  }
}

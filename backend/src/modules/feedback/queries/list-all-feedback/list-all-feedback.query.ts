import { Inject } from '@nestjs/common';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { DATA_SOURCE } from '../../../../platform/platform.tokens';
import { ADMIN_FEEDBACK_FROM, ADMIN_FEEDBACK_SELECT, AdminFeedbackDto, FeedbackRow, toAdminFeedbackDto } from '../../feedback.dto';

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
    const rows: FeedbackRow[] = await this.dataSource.query(
      `SELECT ${ADMIN_FEEDBACK_SELECT}
         FROM ${ADMIN_FEEDBACK_FROM}
        ${feedbackId ? 'WHERE f.id = $1' : ''}
        ORDER BY f.created_at DESC, f.id`,
      feedbackId ? [feedbackId] : [],
    );
    return rows.map(toAdminFeedbackDto);
  }
}

import { Inject } from '@nestjs/common';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { ListWhere } from '../../../../platform/database/list-sql';
import { PageRequest } from '../../../../platform/http/list-params';
import { DATA_SOURCE } from '../../../../platform/platform.tokens';
import { FeedbackStatus, FeedbackType } from '../../domain/feedback.events';
import { ADMIN_FEEDBACK_FROM, ADMIN_FEEDBACK_SELECT, AdminFeedbackListDto, FeedbackRow, toAdminFeedbackDto } from '../../feedback.dto';

/**
 * The admin Feedback tab (spec 000 §2), newest first: searched in title, description, notes and
 * the author's name and e-mail, filtered by status and type, paged by the server (issue 11 item 4).
 */
export class ListFeedbackPage extends Query<AdminFeedbackListDto> {
  constructor(
    readonly filters: { status?: FeedbackStatus; type?: FeedbackType },
    readonly page: PageRequest,
  ) {
    super();
  }
}

const SEARCHABLE = `concat_ws(' ', f.title, f.description, f.admin_notes, p.full_name, p.email)`;

@QueryHandler(ListFeedbackPage)
export class ListFeedbackPageHandler implements IQueryHandler<ListFeedbackPage> {
  constructor(@Inject(DATA_SOURCE) private readonly dataSource: DataSource) {}

  async execute({ filters, page }: ListFeedbackPage): Promise<AdminFeedbackListDto> {
    const { rows, total } = await new ListWhere()
      .equals('f.status', filters.status)
      .equals('f.feedback_type', filters.type)
      .search(SEARCHABLE, page.q)
      .page<FeedbackRow>(
        this.dataSource,
        { select: ADMIN_FEEDBACK_SELECT, from: ADMIN_FEEDBACK_FROM, orderBy: 'f.created_at DESC, f.id' },
        page.limit,
        page.offset,
      );
    return { items: rows.map(toAdminFeedbackDto), total };
  }
}

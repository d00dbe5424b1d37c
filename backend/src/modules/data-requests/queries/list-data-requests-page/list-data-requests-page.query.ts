import { Inject } from '@nestjs/common';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { ListWhere } from '../../../../platform/database/list-sql';
import { PageRequest } from '../../../../platform/http/list-params';
import { DATA_SOURCE } from '../../../../platform/platform.tokens';
import { DATA_REQUEST_COLUMNS, DataRequestListDto, DataRequestRow, toDataRequestDto } from '../../data-requests.dto';
import { DataRequestStatus, RequestType } from '../../domain/data-request.events';

/**
 * The admin Data Requests tab (spec 000 §2), newest first: searched in the requester's name and
 * e-mail, the reason and the notes, filtered by status and type, paged by the server (issue 11 item 4).
 */
export class ListDataRequestsPage extends Query<DataRequestListDto> {
  constructor(
    readonly filters: { status?: DataRequestStatus; type?: RequestType },
    readonly page: PageRequest,
  ) {
    super();
  }
}

const SEARCHABLE = `concat_ws(' ', user_name, user_email, reason, admin_notes)`;

@QueryHandler(ListDataRequestsPage)
export class ListDataRequestsPageHandler implements IQueryHandler<ListDataRequestsPage> {
  constructor(@Inject(DATA_SOURCE) private readonly dataSource: DataSource) {}

  async execute({ filters, page }: ListDataRequestsPage): Promise<DataRequestListDto> {
    const { rows, total } = await new ListWhere()
      .equals('status', filters.status)
      .equals('request_type', filters.type)
      .search(SEARCHABLE, page.q)
      .page<DataRequestRow>(
        this.dataSource,
        { select: DATA_REQUEST_COLUMNS, from: 'data_requests', orderBy: 'created_at DESC, id' },
        page.limit,
        page.offset,
      );
    return { items: rows.map(toDataRequestDto), total };
  }
}

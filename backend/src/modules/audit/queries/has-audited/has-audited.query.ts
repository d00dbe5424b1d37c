import { Inject } from '@nestjs/common';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { DATA_SOURCE } from '../../../../platform/platform.tokens';

/**
 * Whether the (async) audit trail has recorded this event yet. It reads the log in commit order, so
 * once it has, it has recorded everything committed before as well: a reader that needs a complete
 * trail up to an event (a data export) waits for this.
 */
export class HasAudited extends Query<boolean> {
  constructor(readonly eventId: string) {
    super();
  }
}

@QueryHandler(HasAudited)
export class HasAuditedHandler implements IQueryHandler<HasAudited> {
  constructor(@Inject(DATA_SOURCE) private readonly dataSource: DataSource) {}

  async execute({ eventId }: HasAudited): Promise<boolean> {
    const rows = await this.dataSource.query('SELECT 1 FROM audit_entries WHERE id = $1', [eventId]);
    return rows.length > 0;
  }
}

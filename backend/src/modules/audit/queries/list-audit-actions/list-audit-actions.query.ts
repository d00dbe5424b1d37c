import { Inject } from '@nestjs/common';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { DATA_SOURCE } from '../../../../platform/platform.tokens';
import { auditActionLabel } from '../../audit-wording';
import { AuditActionDto } from '../../audit.dto';

/** The event types present in the trail, by name in words: the audit screen's "Event" filter. */
export class ListAuditActions extends Query<AuditActionDto[]> {}

@QueryHandler(ListAuditActions)
export class ListAuditActionsHandler implements IQueryHandler<ListAuditActions> {
  constructor(@Inject(DATA_SOURCE) private readonly dataSource: DataSource) {}

  async execute(): Promise<AuditActionDto[]> {
    // A loose index scan over audit_entries_action_idx: one probe per distinct type, however many rows.
    const rows: { action: string }[] = await this.dataSource.query(
      `WITH RECURSIVE types(action) AS (
         (SELECT action FROM audit_entries ORDER BY action LIMIT 1)
         UNION ALL
         SELECT (SELECT a.action FROM audit_entries a WHERE a.action > t.action ORDER BY a.action LIMIT 1)
           FROM types t WHERE t.action IS NOT NULL
       )
       SELECT action FROM types WHERE action IS NOT NULL`,
    );
    return rows
      .map(({ action }) => ({ action, label: auditActionLabel(action) }))
      .sort((a, b) => a.label.localeCompare(b.label, 'en'));
  }
}

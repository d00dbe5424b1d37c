import { Controller, Get, Logger, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { once } from 'node:events';
import { Authenticated } from '../../platform/auth/roles.guard';
import { auditCsvHeader, auditCsvRows } from './audit-csv';
import { AUDIT_PAGE_DEFAULT, AuditActionDto, AuditFiltersDto, AuditPageDto, AuditPageQueryDto } from './audit.dto';
import { ListAuditActions } from './queries/list-audit-actions/list-audit-actions.query';
import { AuditFilters, ListAuditEntries } from './queries/list-audit-entries/list-audit-entries.query';

/** Rows read per round trip while streaming the CSV. */
const CSV_BATCH = 1_000;

const filtersOf = (query: AuditFiltersDto): AuditFilters => ({
  actorId: query.actorId,
  entityId: query.entityId,
  action: query.action,
  q: query.q,
  from: query.from,
  to: query.to,
});

/** The audit trail for admins (issue #3 part 9; spec 000 §1 "an audit trail"). */
@ApiTags('admin')
@Controller('admin/audit')
@Authenticated('admin')
export class AuditController {
  private readonly logger = new Logger(AuditController.name);

  constructor(private readonly queries: QueryBus) {}

  @Get()
  @ApiOperation({ operationId: 'listAuditEntries', summary: 'Audit entries, newest first, filtered; page with nextCursor' })
  @ApiOkResponse({ type: AuditPageDto })
  list(@Query() query: AuditPageQueryDto): Promise<AuditPageDto> {
    return this.queries.execute(new ListAuditEntries(filtersOf(query), query.limit ?? AUDIT_PAGE_DEFAULT, query.cursor));
  }

  @Get('actions')
  @ApiOperation({ operationId: 'listAuditActions', summary: 'The event types present in the trail, with their names in words' })
  @ApiOkResponse({ type: AuditActionDto, isArray: true })
  actions(): Promise<AuditActionDto[]> {
    return this.queries.execute(new ListAuditActions());
  }

  /**
   * The whole filtered set, streamed in keyset batches: memory stays flat however many rows match,
   * and the first bytes leave before the last rows are read.
   */
  @Get('export.csv')
  @ApiOperation({ operationId: 'exportAuditCsv', summary: 'The filtered audit trail as CSV (all matching rows, newest first)' })
  @ApiProduces('text/csv')
  @ApiOkResponse({ schema: { type: 'string' }, description: 'CSV with a header row' })
  async export(@Query() query: AuditFiltersDto, @Res() response: Response): Promise<void> {
    const filters = filtersOf(query);
    // The first batch is read before any header is sent, so a bad filter still answers a clean 400.
    let page = await this.queries.execute(new ListAuditEntries(filters, CSV_BATCH));
    const day = new Date().toISOString().slice(0, 10);
    response.status(200);
    response.setHeader('Content-Type', 'text/csv; charset=utf-8');
    response.setHeader('Cache-Control', 'no-store');
    response.setHeader('Content-Disposition', `attachment; filename="threshold-audit-${day}.csv"`);
    try {
      await write(response, auditCsvHeader());
      for (;;) {
        if (page.entries.length > 0) await write(response, auditCsvRows(page.entries));
        if (!page.nextCursor || response.destroyed) break;
        page = await this.queries.execute(new ListAuditEntries(filters, CSV_BATCH, page.nextCursor));
      }
      response.end();
    } catch (error) {
      // Headers are gone: the only honest signal left is a cut connection, never a truncated "complete" file.
      this.logger.error({ err: error }, 'Audit CSV export failed mid-stream');
      response.destroy();
    }
  }
}

/** Writes a chunk, waiting when the client reads slower than we produce. */
async function write(response: Response, chunk: string): Promise<void> {
  if (!response.write(chunk)) await Promise.race([once(response, 'drain'), once(response, 'close')]);
}

import { Controller, Get, Header, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Authenticated } from '../../../../platform/auth/roles.guard';
import { AuthenticatedUser } from '../../../../platform/auth/token.service';
import { CurrentActor } from '../../../../platform/http/request-context';
import { DEFAULT_OVERSIGHT_STATUS, GetOversightDashboard, OversightDashboard, OversightFilters } from '../queries/oversight-dashboard.query';
import { pageRequestOf } from '../../../../platform/http/list-params';
import { oversightDealsToCsv } from './oversight-csv';
import { OversightDashboardDto, OversightDashboardQueryDto, OversightFiltersQueryDto } from './oversight.dto';

const filtersOf = (query: OversightFiltersQueryDto): OversightFilters => ({
  agentId: query.agent,
  status: query.status ?? DEFAULT_OVERSIGHT_STATUS,
  compliance: query.compliance,
});
const todayOf = (query: OversightFiltersQueryDto) => query.today ?? new Date().toISOString().slice(0, 10);

/**
 * The oversight dashboard (issue 24 item 3, ADR 0059): brokers and team leads only — the route's role
 * list refuses everyone else (403 'Forbidden - Invalid role', anonymous 401), and the read names only the
 * deals of the people the caller oversees now (ADR 0046).
 */
@ApiTags('oversight')
@Controller('oversight')
export class OversightController {
  constructor(private readonly queries: QueryBus) {}

  @Get('dashboard')
  @Authenticated('broker', 'team_lead')
  @ApiOperation({
    operationId: 'getOversightDashboard',
    summary:
      "Per-agent pipeline, deals at risk, ¶5A deliveries not confirmed, closings in 14 days and a page of the filtered deals of the caller's agents",
  })
  @ApiOkResponse({ type: OversightDashboardDto })
  @ApiBadRequestResponse({ description: 'A filter outside its values, or a page (limit, offset) that is not a whole number in range' })
  dashboard(@CurrentActor() actor: AuthenticatedUser, @Query() query: OversightDashboardQueryDto): Promise<OversightDashboard> {
    const { limit, offset } = pageRequestOf(query);
    return this.queries.execute(new GetOversightDashboard(actor.userId, filtersOf(query), todayOf(query), { limit, offset }));
  }

  @Get('dashboard/export')
  @Authenticated('broker', 'team_lead')
  @Header('Content-Type', 'text/csv; charset=utf-8')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ operationId: 'exportOversightDealsCsv', summary: 'Every filtered deal of the oversight dashboard (all pages) as CSV (cells escaped against formulas)' })
  @ApiProduces('text/csv')
  @ApiOkResponse({ schema: { type: 'string' }, description: 'CSV with a header row' })
  @ApiBadRequestResponse({ description: 'A filter outside its values' })
  async export(
    @CurrentActor() actor: AuthenticatedUser,
    @Query() query: OversightFiltersQueryDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<string> {
    const today = todayOf(query);
    const { deals } = await this.queries.execute(new GetOversightDashboard(actor.userId, filtersOf(query), today, 'all'));
    response.setHeader('Content-Disposition', `attachment; filename="threshold-oversight-${today}.csv"`);
    return oversightDealsToCsv(deals);
  }
}

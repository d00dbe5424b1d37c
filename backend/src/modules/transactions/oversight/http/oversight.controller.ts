import { Controller, Get, Header, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Authenticated } from '../../../../platform/auth/roles.guard';
import { AuthenticatedUser } from '../../../../platform/auth/token.service';
import { CurrentActor } from '../../../../platform/http/request-context';
import { DEFAULT_OVERSIGHT_STATUS, GetOversightDashboard, OversightDashboard, OversightFilters } from '../queries/oversight-dashboard.query';
import { oversightDealsToCsv } from './oversight-csv';
import { OversightDashboardDto, OversightFiltersQueryDto } from './oversight.dto';

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
    summary: "Per-agent pipeline, deals at risk, ¶5A deliveries not confirmed, closings in 14 days and the filtered deals of the caller's agents",
  })
  @ApiOkResponse({ type: OversightDashboardDto })
  @ApiBadRequestResponse({ description: 'A filter outside its values' })
  dashboard(@CurrentActor() actor: AuthenticatedUser, @Query() query: OversightFiltersQueryDto): Promise<OversightDashboard> {
    return this.queries.execute(new GetOversightDashboard(actor.userId, filtersOf(query), todayOf(query)));
  }

  @Get('dashboard/export')
  @Authenticated('broker', 'team_lead')
  @Header('Content-Type', 'text/csv; charset=utf-8')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ operationId: 'exportOversightDealsCsv', summary: 'The filtered deals of the oversight dashboard as CSV (cells escaped against formulas)' })
  @ApiProduces('text/csv')
  @ApiOkResponse({ schema: { type: 'string' }, description: 'CSV with a header row' })
  @ApiBadRequestResponse({ description: 'A filter outside its values' })
  async export(
    @CurrentActor() actor: AuthenticatedUser,
    @Query() query: OversightFiltersQueryDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<string> {
    const today = todayOf(query);
    const { deals } = await this.queries.execute(new GetOversightDashboard(actor.userId, filtersOf(query), today, true));
    response.setHeader('Content-Disposition', `attachment; filename="threshold-oversight-${today}.csv"`);
    return oversightDealsToCsv(deals);
  }
}

import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { randomUUID } from 'node:crypto';
import { Authenticated } from '../../platform/auth/roles.guard';
import { TooManyRequestsError } from '../../platform/errors/domain-error';
import { EndpointRateLimit, RateLimited } from '../../platform/http/rate-limited.guard';
import { CommandPipeline } from '../../platform/event-store/command-pipeline';
import { CommandCall, CommandEndpoint, CommandRequest } from '../../platform/http/if-match';
import { diagnosticPing } from './domain/diagnostic-ping.decide';
import { DiagnosticPingDto, RecordDiagnosticPingDto } from './diagnostic-ping.dto';
import { ListDiagnosticPings } from './queries/list-diagnostic-pings/list-diagnostic-pings.query';

export const TOO_MANY_PINGS = 'Too many requests. Please try again in a minute.';

/** A person clicks a few times a minute; a script writing events as fast as it can is refused. */
export const DIAGNOSTICS_RATE_LIMIT: EndpointRateLimit = {
  bucket: 'diagnostics',
  per: 'user',
  limit: 60,
  windowMs: 60_000,
  refusal: () => new TooManyRequestsError(TOO_MANY_PINGS),
  description: TOO_MANY_PINGS,
};

/** The admin diagnostics page's API (spec 000 route table: admin only). */
@ApiTags('diagnostics')
@Authenticated('admin')
@Controller('diagnostics')
export class DiagnosticsController {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly queries: QueryBus,
  ) {}

  @Post('pings')
  @HttpCode(201)
  @RateLimited(DIAGNOSTICS_RATE_LIMIT)
  @CommandEndpoint()
  @ApiOperation({ operationId: 'recordDiagnosticPing', summary: 'Record a ping; a worker acknowledges it and the page is told live' })
  @ApiCreatedResponse({ type: DiagnosticPingDto })
  async record(@Body() body: RecordDiagnosticPingDto, @CommandRequest() call: CommandCall): Promise<DiagnosticPingDto> {
    const pingId = randomUUID();
    await this.pipeline.handle(diagnosticPing, pingId, { type: 'RecordDiagnosticPing', pingId, message: body.message }, call);
    const pings = await this.queries.execute(new ListDiagnosticPings(50));
    const ping = pings.find((p) => p.id === pingId);
    if (!ping) throw new Error('Inline projection did not write the ping');
    return ping;
  }

  @Get('pings')
  @RateLimited(DIAGNOSTICS_RATE_LIMIT)
  @ApiOperation({ operationId: 'listDiagnosticPings', summary: 'The newest 50 pings' })
  @ApiOkResponse({ type: DiagnosticPingDto, isArray: true })
  list(): Promise<DiagnosticPingDto[]> {
    return this.queries.execute(new ListDiagnosticPings(50));
  }
}

import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { randomUUID } from 'node:crypto';
import { EventMetadata } from '../../platform/event-store/event.types';
import { RequestMetadata } from '../../platform/http/request-context';
import { RecordDiagnosticPing } from './commands/record-diagnostic-ping/record-diagnostic-ping.command';
import { DiagnosticPingDto, RecordDiagnosticPingDto } from './diagnostic-ping.dto';
import { ListDiagnosticPings } from './queries/list-diagnostic-pings/list-diagnostic-pings.query';

@ApiTags('diagnostics')
@Controller('diagnostics')
export class DiagnosticsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Post('pings')
  @HttpCode(201)
  @ApiOperation({ operationId: 'recordDiagnosticPing', summary: 'Record a ping; a worker acknowledges it and the page is told live' })
  @ApiCreatedResponse({ type: DiagnosticPingDto })
  async record(@Body() body: RecordDiagnosticPingDto, @RequestMetadata() metadata: EventMetadata): Promise<DiagnosticPingDto> {
    const { pingId } = await this.commands.execute(new RecordDiagnosticPing(randomUUID(), body.message, metadata));
    const pings = await this.queries.execute(new ListDiagnosticPings(50));
    const ping = pings.find((p) => p.id === pingId);
    if (!ping) throw new Error('Inline projection did not write the ping');
    return ping;
  }

  @Get('pings')
  @ApiOperation({ operationId: 'listDiagnosticPings', summary: 'The newest 50 pings' })
  @ApiOkResponse({ type: DiagnosticPingDto, isArray: true })
  list(): Promise<DiagnosticPingDto[]> {
    return this.queries.execute(new ListDiagnosticPings(50));
  }
}

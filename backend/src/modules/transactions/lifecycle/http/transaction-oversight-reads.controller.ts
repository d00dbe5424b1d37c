import { Controller, Get, Inject, Param, ParseUUIDPipe } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import { ResourceAccess, ResourceCaller } from '../../../../platform/access/resource-access.decorator';
import { Authenticated } from '../../../../platform/auth/roles.guard';
import { DATA_SOURCE } from '../../../../platform/platform.tokens';
import { TransactionAccessError, TransactionNotFoundError } from '../../kernel/domain/deal-errors';
import { DEAL_READ_BY_OVERSEER, oversightStreamOf } from '../../kernel/oversight-reads';
import { transactionPolicy } from '../../kernel/transactions.policy';

export class OversightReadDto {
  @ApiProperty({ format: 'uuid' })
  overseer_id!: string;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'Null once the overseer is erased' })
  overseer_name!: string | null;

  @ApiProperty({ enum: ['broker', 'team_lead'], description: 'The role they read the deal with' })
  overseer_role!: string;

  @ApiProperty({ format: 'date-time', description: 'When the read (the first of its window) happened' })
  read_at!: string;
}

/**
 * The deal's oversight activity (issue 24 item 2, ADR 0055): who of the agent's team lead and broker
 * read the deal, and when — newest first, the latest 100. Only the deal's agent reads it; an overseer
 * is refused (the log is about them, for the agent).
 */
@ApiTags('transactions')
@Controller('transactions')
export class TransactionOversightReadsController {
  constructor(@Inject(DATA_SOURCE) private readonly dataSource: DataSource) {}

  @Get(':id/oversight-reads')
  @Authenticated('agent', 'broker', 'team_lead')
  @ApiOperation({ operationId: 'listTransactionOversightReads', summary: "Who oversaw the deal (its agent's team lead or broker) and when, newest first; the deal's agent only" })
  @ApiOkResponse({ type: OversightReadDto, isArray: true })
  @ResourceAccess(transactionPolicy, 'id')
  async list(
    @Param('id', new ParseUUIDPipe({ exceptionFactory: () => new TransactionNotFoundError() })) id: string,
    @ResourceCaller() caller: ResourceCaller,
  ): Promise<OversightReadDto[]> {
    if (caller.role !== 'agent') throw new TransactionAccessError();
    return this.dataSource.query<OversightReadDto[]>(
      `SELECT e.data->>'overseerId' AS overseer_id, CASE WHEN p.erased_at IS NULL THEN p.full_name END AS overseer_name,
              e.data->>'overseerRole' AS overseer_role,
              to_char(e.occurred_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS read_at
         FROM events e LEFT JOIN profiles p ON p.id::text = e.data->>'overseerId'
        WHERE e.stream_id = $1 AND e.event_type = $2
        ORDER BY e.stream_version DESC LIMIT 100`,
      [oversightStreamOf(id), DEAL_READ_BY_OVERSEER],
    );
  }
}

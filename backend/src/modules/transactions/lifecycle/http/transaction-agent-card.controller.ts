import { Controller, Get, Inject, Param, ParseUUIDPipe } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ResourceAccess } from '../../../../platform/access/resource-access.decorator';
import { Authenticated } from '../../../../platform/auth/roles.guard';
import { GetProfile, ProfileDto } from '../../../identity/identity.public';
import { TransactionNotFoundError } from '../../kernel/domain/deal-errors';
import { GetTransaction } from '../../kernel/get-transaction.query';
import { TransactionDto } from '../../kernel/catalogue.dto';
import { transactionPolicy } from '../../kernel/transactions.policy';
import { AgentCardDto } from './transaction-agent-card.dto';
import { SignFileUrls } from '../../../../platform/storage/signed-file-url';
import { DATA_SOURCE } from '../../../../platform/platform.tokens';
import { DataSource } from 'typeorm';

/** What an erased agent's card shows: nothing of the person (ADR 0011). */
const NO_AGENT: Omit<AgentCardDto, 'reassigned_at'> = { full_name: null, email: null, phone: null, company: null, logo_url: null };

/**
 * The client portal's agent card (spec 002 §2: name, e-mail, phone, company, logo). Read through
 * identity's public query, with the deal's access: its client and its agent (the preview); anyone else
 * gets the deal's 403 or 404.
 */
@ApiTags('transactions')
@Controller('transactions')
// The agent's logo, signed for the client who reads the card (ADR 0045).
@SignFileUrls('logo_url')
export class TransactionAgentCardController {
  constructor(
    private readonly queries: QueryBus,
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
  ) {}

  @Get(':id/agent-card')
  @Authenticated('agent', 'broker', 'team_lead', 'client')
  @ApiOperation({ operationId: 'getTransactionAgentCard', summary: "The deal's agent's public card for its client portal (fields null once the agent is erased)" })
  @ApiOkResponse({ type: AgentCardDto })
  @ResourceAccess(transactionPolicy, 'id')
  async card(@Param('id', new ParseUUIDPipe({ exceptionFactory: () => new TransactionNotFoundError() })) id: string): Promise<AgentCardDto> {
    const deal: TransactionDto | undefined = await this.queries.execute(new GetTransaction(id));
    if (!deal) throw new TransactionNotFoundError();
    const agent: ProfileDto | null = await this.queries.execute(new GetProfile(deal.agent_id));
    const reassigned_at = await this.reassignedAt(id);
    if (!agent) return { ...NO_AGENT, reassigned_at };
    return { full_name: agent.fullName, email: agent.email || null, phone: agent.phone, company: agent.company, logo_url: agent.logoUrl, reassigned_at };
  }

  /** When the deal last changed agent (ADR 0069: the client is told who their agent now is), from the deal's read row. */
  private async reassignedAt(id: string): Promise<string | null> {
    const [row] = await this.dataSource.query<{ at: string | null }[]>(
      `SELECT to_char(reassigned_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS at FROM transactions WHERE id = $1`,
      [id],
    );
    return row?.at ?? null;
  }
}

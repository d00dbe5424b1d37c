import { Body, Controller, Get, HttpCode, Inject, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { IsUUID } from 'class-validator';
import { DataSource } from 'typeorm';
import { Authenticated } from '../../../../platform/auth/roles.guard';
import { ValidationError } from '../../../../platform/errors/domain-error';
import { CommandPipeline } from '../../../../platform/event-store/command-pipeline';
import { sqlOf } from '../../../../platform/event-store/sql-executor';
import { CommandCall, CommandEndpoint, commandActorOf, CommandRequest } from '../../../../platform/http/if-match';
import { CurrentActor } from '../../../../platform/http/request-context';
import { AuthenticatedUser } from '../../../../platform/auth/token.service';
import { DATA_SOURCE } from '../../../../platform/platform.tokens';
import { SignFileUrls } from '../../../../platform/storage/signed-file-url';
import { type Oversight, overseenAgentIds, oversightOf, RecordClientLink } from '../../../identity/identity.public';
import { TransactionDto } from '../../kernel/catalogue.dto';
import { TransactionAccessError, TransactionNotFoundError } from '../../kernel/domain/deal-errors';
import { GetTransaction } from '../../kernel/get-transaction.query';
import { transaction } from '../../transaction.aggregate';

const transactionId = new ParseUUIDPipe({ exceptionFactory: () => new TransactionNotFoundError() });

/** Ours (ADR 0069): a reassignment must name the version it was decided on. */
export const REASSIGN_NEEDS_IF_MATCH = 'If-Match: the version of the deal you read is required';

export class ReassignTransactionDto {
  @ApiProperty({ description: 'The agent who owns the deal from now on: of the same broker or team' })
  @IsUUID('all', { message: 'agent_id must be a UUID' })
  agent_id!: string;
}

/** An agent the caller may hand the deal to. */
export class ReassignTargetDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() full_name!: string;
}

type Authority = 'both' | 'old-only' | 'none';
type Actor = { actorId: string; actorRole: string };

/**
 * Reassigning a deal (issue 24 item 5, ADR 0069): the broker or team lead over the deal's agent, or an
 * admin, hands it to another agent of that broker or team. One event on the deal's stream, at the
 * If-Match version: the new agent owns the deal (every projection reads `transactions.agent_id`), the
 * old agent's next request and open sockets lose it, the client counts as linked to the new agent.
 */
@ApiTags('transactions')
@Controller('transactions')
@SignFileUrls('property_image_url')
export class TransactionReassignController {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
  ) {}

  @Post(':id/reassign')
  @HttpCode(200)
  @Authenticated('agent', 'broker', 'team_lead', 'client', 'admin')
  @CommandEndpoint()
  @ApiOperation({ operationId: 'reassignTransaction', summary: "The broker or team lead over both agents, or an admin, gives the deal to another agent of the same broker or team (If-Match required)" })
  @ApiOkResponse({ type: TransactionDto })
  @ApiBadRequestResponse({ description: `'${REASSIGN_NEEDS_IF_MATCH}', or 'agent_id: must be an agent of the same broker or team'` })
  @ApiForbiddenResponse({ description: 'Forbidden - You do not have access to this transaction' })
  @ApiNotFoundResponse({ description: 'Transaction not found' })
  async reassign(@Param('id', transactionId) id: string, @Body() body: ReassignTransactionDto, @CommandRequest() call: CommandCall): Promise<TransactionDto> {
    const actor = commandActorOf(call);
    const sql = sqlOf(this.dataSource);
    const [deal] = await sql.query<{ agent_id: string; client_id: string | null }>(`SELECT agent_id, client_id FROM transactions WHERE id = $1 AND deleted_at IS NULL AND status <> 'draft'`, [id]);
    // A draft is its agent's alone (ADR 0021): not found for anyone here.
    if (!deal) throw new TransactionNotFoundError();
    const authority = await this.authorityOf(actor, deal.agent_id, body.agent_id);
    if (authority === 'none') throw new TransactionAccessError();
    if (call.expectedVersion === undefined || call.expectedVersion === 'exists') throw new ValidationError(REASSIGN_NEEDS_IF_MATCH);
    await this.pipeline.handle(transaction, id, { type: 'ReassignTransaction', transactionId: id, ...actor, agentId: body.agent_id, previousAgentId: deal.agent_id, authority }, call);
    // The deal's client counts as linked to the new agent (the deal names only linked clients, ADR 0039).
    if (deal.client_id && authority === 'both') await this.commands.execute(new RecordClientLink(body.agent_id, deal.client_id, call.metadata));
    const read: TransactionDto | undefined = await this.queries.execute(new GetTransaction(id));
    if (!read) throw new TransactionNotFoundError();
    return read;
  }

  @Get(':id/reassign/agents')
  @Authenticated('agent', 'broker', 'team_lead', 'client', 'admin')
  @ApiOperation({ operationId: 'listReassignTargets', summary: 'The agents the caller may give the deal to (the same policy as reassignTransaction), by name' })
  @ApiOkResponse({ type: ReassignTargetDto, isArray: true })
  @ApiForbiddenResponse({ description: 'Forbidden - You do not have access to this transaction' })
  @ApiNotFoundResponse({ description: 'Transaction not found' })
  async targets(@Param('id', transactionId) id: string, @CurrentActor() user: AuthenticatedUser): Promise<ReassignTargetDto[]> {
    const actor = { actorId: user.userId, actorRole: user.role };
    const sql = sqlOf(this.dataSource);
    const [deal] = await sql.query<{ agent_id: string }>(`SELECT agent_id FROM transactions WHERE id = $1 AND deleted_at IS NULL AND status <> 'draft'`, [id]);
    if (!deal) throw new TransactionNotFoundError();
    const before = await oversightOf(sql, deal.agent_id);
    if (this.authorityOver(actor, before, { teamLeadId: null, brokerId: null }) === 'none') throw new TransactionAccessError();
    // Candidates are whom the old agent's team lead and broker oversee now: the oversight policy's own
    // list (`overseenAgentIds`, as the oversight reads use it), so the picker and the reads cannot disagree
    // on who is in a team or brokerage. Each is then decided by the reassignment's own rule.
    const overseers = [before.teamLeadId, before.brokerId].filter((overseer): overseer is string => overseer !== null);
    const members = new Set((await Promise.all(overseers.map((overseer) => overseenAgentIds(sql, overseer)))).flat());
    members.delete(deal.agent_id);
    const candidates = await sql.query<{ id: string; full_name: string }>(`SELECT id, full_name FROM profiles WHERE id = ANY($1::uuid[]) ORDER BY lower(full_name), id`, [[...members]]);
    const decided = await Promise.all(candidates.map(async (candidate) => (this.authorityOver(actor, before, await oversightOf(sql, candidate.id)) === 'both' ? candidate : null)));
    return decided.filter((candidate): candidate is ReassignTargetDto => candidate !== null);
  }

  /** Who the actor is over the old and the new agent, read now (memberships apply on the next request). */
  private async authorityOf(actor: Actor, oldAgentId: string, newAgentId: string): Promise<Authority> {
    const sql = sqlOf(this.dataSource);
    const [before, after] = await Promise.all([oversightOf(sql, oldAgentId), oversightOf(sql, newAgentId)]);
    return this.authorityOver(actor, before, after);
  }

  private authorityOver(actor: Actor, before: Oversight, after: Oversight): Authority {
    const same = (key: 'teamLeadId' | 'brokerId', overseer?: string) => before[key] !== null && before[key] === after[key] && (overseer === undefined || before[key] === overseer);
    if (actor.actorRole === 'admin') return same('teamLeadId') || same('brokerId') ? 'both' : 'old-only';
    const key = actor.actorRole === 'broker' ? 'brokerId' : actor.actorRole === 'team_lead' ? 'teamLeadId' : null;
    if (key === null || before[key] !== actor.actorId) return 'none';
    return same(key, actor.actorId) ? 'both' : 'old-only';
  }
}

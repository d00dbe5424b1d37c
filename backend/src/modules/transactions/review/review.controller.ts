import { Body, Controller, Get, HttpCode, Inject, Param, ParseUUIDPipe, Post, Put } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import { ResourceAccess, ResourceCaller } from '../../../platform/access/resource-access.decorator';
import { Authenticated } from '../../../platform/auth/roles.guard';
import { AuthenticatedUser } from '../../../platform/auth/token.service';
import { ConflictError, ForbiddenError, ValidationError } from '../../../platform/errors/domain-error';
import { ConcurrencyError, StaleVersionError } from '../../../platform/event-store/event-store.errors';
import { EventStore } from '../../../platform/event-store/event-store';
import { sqlOf } from '../../../platform/event-store/sql-executor';
import { CommandCall, CommandEndpoint, CommandRequest } from '../../../platform/http/if-match';
import { CurrentActor } from '../../../platform/http/request-context';
import { DATA_SOURCE } from '../../../platform/platform.tokens';
import { overseenAgentIds } from '../../identity/identity.public';
import { TransactionAccessError, TransactionNotFoundError } from '../kernel/domain/deal-errors';
import { transactionPolicy } from '../kernel/transactions.policy';
import {
  DEAL_RETURN_RESOLVED,
  DEAL_REVIEW_APPROVED,
  DEAL_REVIEW_RETURNED,
  DealReview,
  latestReviewSql,
  readDealReview,
  readyForReviewSql,
  requiredDocumentsSql,
  REVIEW_WINDOW_SET,
  reviewMilestonesSql,
  reviewOf,
  reviewStreamOf,
  reviewWindowOf,
  reviewWindowStreamOf,
  windowOwnerOf,
} from './review';
import { DealReviewDto, DecideReviewDto, ReviewQueueDto, ReviewWindowDto, SetReviewWindowDto } from './review.dto';

export const NOT_READY_MESSAGE = 'This deal is not ready for review yet';
export const NOTE_REQUIRED_MESSAGE = 'A note is required when returning a deal';
export const NOT_RETURNED_MESSAGE = 'This deal has no return to resolve';
export const BROKER_ONLY_MESSAGE = "Forbidden - Only the broker changes the brokerage's review window";

const transactionId = () => new ParseUUIDPipe({ exceptionFactory: () => new TransactionNotFoundError() });

/**
 * The compliance review queue (issue 24 item 4, ADR 0068): the broker's review window, the queue of
 * the caller's people's deals ready for review, and the review of one deal — decided by the team lead
 * or broker over its agent (the deal policy's `overseer`), resolved by its agent.
 */
@ApiTags('oversight')
@Controller()
export class ReviewController {
  constructor(
    private readonly store: EventStore,
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
  ) {}

  @Get('oversight/review-window')
  @Authenticated('broker', 'team_lead')
  @ApiOperation({ operationId: 'getReviewWindow', summary: "Days before closing a deal is ready for review: the broker's setting (team leads read their broker's; default 7)" })
  @ApiOkResponse({ type: ReviewWindowDto })
  async window(@CurrentActor() actor: AuthenticatedUser): Promise<ReviewWindowDto> {
    const window = await reviewWindowOf(this.dataSource, await windowOwnerOf(this.dataSource, actor));
    return { ...window, editable: actor.role === 'broker' };
  }

  @Put('oversight/review-window')
  @Authenticated('broker', 'team_lead')
  @CommandEndpoint()
  @ApiOperation({ operationId: 'setReviewWindow', summary: "Set the brokerage's review window (the broker only)" })
  @ApiOkResponse({ type: ReviewWindowDto })
  async setWindow(@CurrentActor() actor: AuthenticatedUser, @Body() body: SetReviewWindowDto, @CommandRequest() call: CommandCall): Promise<ReviewWindowDto> {
    if (actor.role !== 'broker') throw new ForbiddenError(BROKER_ONLY_MESSAGE);
    const version = await this.appendAt(reviewWindowStreamOf(actor.userId), 'review-window', call, REVIEW_WINDOW_SET, { brokerId: actor.userId, days: body.days });
    call.onVersion(version);
    return { days: body.days, version, editable: true };
  }

  @Get('oversight/review-queue')
  @Authenticated('broker', 'team_lead')
  @ApiOperation({ operationId: 'getReviewQueue', summary: "The caller's people's deals ready for review: closed, or closing within the window; not yet approved first" })
  @ApiOkResponse({ type: ReviewQueueDto })
  async queue(@CurrentActor() actor: AuthenticatedUser): Promise<ReviewQueueDto> {
    const { days } = await reviewWindowOf(this.dataSource, await windowOwnerOf(this.dataSource, actor));
    const agents = await overseenAgentIds(sqlOf(this.dataSource), actor.userId);
    if (agents.length === 0) return { window_days: days, items: [] };
    const rows = await this.dataSource.query<(Omit<ReviewQueueDto['items'][number], 'review'> & Parameters<typeof reviewOf>[0] & { event_type: string | null })[]>(
      `SELECT t.id, t.agent_id, a.full_name AS agent_name, t.property_address, t.status, to_char(t.closing_date, 'YYYY-MM-DD') AS closing_date,
              ${requiredDocumentsSql('t')} AS required_documents, ${reviewMilestonesSql('t')} AS milestones,
              r.event_type, r.note, r.reviewer_role, r.reviewer_name, r.decided_at, r.version
         FROM transactions t
         JOIN profiles a ON a.id = t.agent_id
         LEFT JOIN LATERAL (${latestReviewSql('t.id')}) r ON true
        WHERE t.agent_id = ANY($1::uuid[]) AND ${readyForReviewSql('t', '$2::int')}
        ORDER BY (r.event_type = '${DEAL_REVIEW_APPROVED}') NULLS FIRST, t.closing_date NULLS LAST, t.property_address, t.id
        LIMIT 500`,
      [agents, days],
    );
    return {
      window_days: days,
      items: rows.map(({ event_type, note, reviewer_role, reviewer_name, decided_at, version, ...deal }) => ({
        ...deal,
        review: reviewOf({ event_type, note, reviewer_role, reviewer_name, decided_at, version }),
      })),
    };
  }

  @Get('transactions/:id/review')
  @Authenticated('agent', 'broker', 'team_lead')
  @ResourceAccess(transactionPolicy, 'id')
  @ApiOperation({ operationId: 'getTransactionReview', summary: "The deal's compliance review: its agent and the team lead or broker over them" })
  @ApiOkResponse({ type: DealReviewDto })
  async review(@Param('id', transactionId()) id: string, @ResourceCaller() caller: ResourceCaller): Promise<DealReview> {
    if (caller.role !== 'agent' && caller.role !== 'overseer') throw new TransactionAccessError();
    return readDealReview(this.dataSource, id);
  }

  @Post('transactions/:id/review')
  @HttpCode(200)
  @Authenticated('broker', 'team_lead')
  @ResourceAccess(transactionPolicy, 'id')
  @CommandEndpoint()
  @ApiOperation({ operationId: 'decideTransactionReview', summary: 'Approve the deal, or return it to its agent with a note (the team lead or broker over its agent)' })
  @ApiOkResponse({ type: DealReviewDto })
  async decide(
    @Param('id', transactionId()) id: string,
    @ResourceCaller() caller: ResourceCaller,
    @CurrentActor() actor: AuthenticatedUser,
    @Body() body: DecideReviewDto,
    @CommandRequest() call: CommandCall,
  ): Promise<DealReview> {
    if (caller.role !== 'overseer') throw new TransactionAccessError();
    const note = body.note?.trim() || null;
    if (body.decision === 'returned' && !note) throw new ValidationError(NOTE_REQUIRED_MESSAGE);
    const { days } = await reviewWindowOf(this.dataSource, await windowOwnerOf(this.dataSource, actor));
    const [ready] = await this.dataSource.query<unknown[]>(`SELECT 1 FROM transactions t WHERE t.id = $1 AND ${readyForReviewSql('t', '$2::int')}`, [id, days]);
    if (!ready) throw new ConflictError(NOT_READY_MESSAGE);
    const type = body.decision === 'approved' ? DEAL_REVIEW_APPROVED : DEAL_REVIEW_RETURNED;
    const version = await this.appendAt(reviewStreamOf(id), 'deal-review', call, type, { transactionId: id, reviewerId: actor.userId, reviewerRole: actor.role, note });
    call.onVersion(version);
    return readDealReview(this.dataSource, id);
  }

  @Post('transactions/:id/review/resolve')
  @HttpCode(200)
  @Authenticated('agent', 'broker', 'team_lead')
  @ResourceAccess(transactionPolicy, 'id')
  @CommandEndpoint()
  @ApiOperation({ operationId: 'resolveTransactionReturn', summary: "The deal's agent marks a return resolved" })
  @ApiOkResponse({ type: DealReviewDto })
  async resolve(@Param('id', transactionId()) id: string, @ResourceCaller() caller: ResourceCaller, @CommandRequest() call: CommandCall): Promise<DealReview> {
    if (caller.role !== 'agent') throw new TransactionAccessError();
    const current = await readDealReview(this.dataSource, id);
    if (current.status !== 'returned') throw new ConflictError(NOT_RETURNED_MESSAGE);
    const version = await this.appendAt(reviewStreamOf(id), 'deal-review', call, DEAL_RETURN_RESOLVED, { transactionId: id, agentId: caller.userId }, current.version);
    call.onVersion(version);
    return readDealReview(this.dataSource, id);
  }

  /** Appends at the caller's If-Match (412 when stale), else at the version read (`read`, or the stream's now). */
  private async appendAt(streamId: string, streamType: string, call: CommandCall, type: string, data: object, read?: number): Promise<number> {
    const [row] = await this.dataSource.query<{ version: number | null }[]>('SELECT max(stream_version) AS version FROM events WHERE stream_id = $1', [streamId]);
    const now = Number(row?.version ?? 0);
    const pinned = call.expectedVersion;
    if (pinned === 'exists' && now === 0) throw new StaleVersionError(streamId, now);
    if (typeof pinned === 'number' && pinned !== now) throw new StaleVersionError(streamId, now);
    const at = typeof pinned === 'number' ? pinned : (read ?? now);
    try {
      const result = await this.store.append(streamId, streamType, at === 0 ? 'no_stream' : at, [{ type, data: data as Record<string, unknown> }], call.metadata);
      return result.nextExpectedVersion;
    } catch (error) {
      if (error instanceof ConcurrencyError) throw typeof pinned === 'number' ? new StaleVersionError(streamId, error.actual) : error;
      throw error;
    }
  }
}

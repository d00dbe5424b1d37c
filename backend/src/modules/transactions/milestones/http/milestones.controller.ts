import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { randomUUID } from 'node:crypto';
import { Authenticated } from '../../../../platform/auth/roles.guard';
import { EventMetadata } from '../../../../platform/event-store/event.types';
import { RequestMetadata } from '../../../../platform/http/request-context';
import { TEXAS_DEADLINES } from '../../kernel/domain/deadlines/texas-deadlines';
import { generateMilestones } from '../domain/generate-milestones';
import { dealZoneOf, localDateOf } from '../../kernel/domain/deadlines/property-time';
import { decideTransaction } from '../../transaction.aggregate';
import { evolveTransaction } from '../../transaction.aggregate';
import { initialTransactionState } from '../../transaction.state';
import { ListUpcomingMilestones } from '../queries/list-upcoming-milestones.query';
import { CreateTransactionDto } from '../../kernel/catalogue.dto';
import { GeneratedMilestoneDto, UpcomingMilestoneDto } from './milestones.dto';

/** `@Authenticated` guarantees an actor; this narrows the type. */
const actorOf = (metadata: EventMetadata): string => metadata.actorId!;

/** The milestones the agent's screens read besides a deal's own (spec 001 §2.1 sidebar, §2.6 review step). */
@ApiTags('transactions')
@Controller('transactions')
@Authenticated('agent', 'broker', 'team_lead')
export class MilestonesController {
  constructor(private readonly queries: QueryBus) {}

  @Post('milestone-preview')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'previewTransactionMilestones',
    summary: "The milestones a deal with these fields would get (the wizard's review step); nothing is stored",
  })
  @ApiOkResponse({ type: GeneratedMilestoneDto, isArray: true })
  preview(@Body() body: CreateTransactionDto, @RequestMetadata() metadata: EventMetadata): GeneratedMilestoneDto[] {
    // The client does not date anything: the preview leaves client_id out (so no link is asked, ADR 0039).
    const { transaction_type, client_id: _clientId, contacts: _contacts, wizard_step, completed_steps: _completed, as_draft: _asDraft, ...fields } = body;
    const now = new Date();
    // The create's own decision (as a draft, so missing basics are not refused): the same
    // normalisation and field-dependency rules as the deal the wizard will create.
    const events = decideTransaction(
      {
        type: 'CreateTransaction',
        transactionId: randomUUID(),
        agentId: actorOf(metadata),
        asDraft: true,
        taskIds: {},
        transactionType: transaction_type,
        clientId: null,
        wizardStep: wizard_step ?? null,
        fields,
      },
      initialTransactionState(),
      { now, actorId: actorOf(metadata) },
    );
    const deal = events.reduce(evolveTransaction, initialTransactionState());
    const source = { ...deal.fields, transaction_type: deal.transactionType ?? transaction_type };
    const place = deal.fields as { property_state?: string | null; property_county?: string | null };
    const zone = dealZoneOf(place.property_state, place.property_county);
    // A preview has no custom milestones, the only ones that may be undated.
    return generateMilestones(source, { today: localDateOf(now, zone.id), deadlines: TEXAS_DEADLINES }).flatMap(
      ({ due_date, ...milestone }) => (due_date === null ? [] : [{ ...milestone, due_date, time_zone: zone.id }]),
    );
  }

  @Get('upcoming-milestones')
  @ApiOperation({
    operationId: 'listUpcomingMilestones',
    summary: "Up to 10 of the agent's incomplete milestones of open deals due today or later, soonest first",
  })
  @ApiOkResponse({ type: UpcomingMilestoneDto, isArray: true })
  upcoming(@RequestMetadata() metadata: EventMetadata): Promise<UpcomingMilestoneDto[]> {
    return this.queries.execute(new ListUpcomingMilestones(actorOf(metadata)));
  }
}

import { Controller, Get, HttpCode, Inject, Post } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import { Authenticated } from '../../../../platform/auth/roles.guard';
import { AuthenticatedUser } from '../../../../platform/auth/token.service';
import { CurrentActor } from '../../../../platform/http/request-context';
import { DATA_SOURCE } from '../../../../platform/platform.tokens';
import { ListDeadlineAlerts } from '../queries/list-deadline-alerts.query';
import { DeadlineAlertsDto } from './deadline-alerts.dto';

/**
 * The agent's in-app deadline alerts (issue 10 item 8), beside the e-mails the sweep sends: the bell
 * in the top bar. Read markers are operational state, like the alerts themselves (ADR 0029): no event.
 */
@ApiTags('alerts')
@Controller('transactions/alerts')
@Authenticated('agent', 'broker', 'team_lead')
export class DeadlineAlertsController {
  constructor(
    private readonly queries: QueryBus,
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
  ) {}

  @Get()
  @ApiOperation({ operationId: 'listDeadlineAlerts', summary: "My deadline alerts of the last 30 days that still ask something of me, newest first" })
  @ApiOkResponse({ type: DeadlineAlertsDto })
  list(@CurrentActor() actor: AuthenticatedUser): Promise<DeadlineAlertsDto> {
    return this.queries.execute(new ListDeadlineAlerts(actor.userId));
  }

  @Post('read')
  @HttpCode(204)
  @ApiOperation({ operationId: 'markDeadlineAlertsRead', summary: 'Mark all my alerts seen' })
  @ApiNoContentResponse()
  async markRead(@CurrentActor() actor: AuthenticatedUser): Promise<void> {
    await this.dataSource.query('UPDATE milestone_alerts SET read_at = now() WHERE agent_id = $1 AND read_at IS NULL', [actor.userId]);
  }
}

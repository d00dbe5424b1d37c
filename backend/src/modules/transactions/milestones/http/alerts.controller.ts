import { Controller, Get, HttpCode, Inject, Post } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import { Authenticated } from '../../../../platform/auth/roles.guard';
import { AuthenticatedUser } from '../../../../platform/auth/token.service';
import { CurrentActor } from '../../../../platform/http/request-context';
import { DATA_SOURCE } from '../../../../platform/platform.tokens';
import { ListAlerts } from '../queries/list-alerts.query';
import { AlertsDto } from './alerts.dto';

/**
 * The agent's in-app alerts, the bell in the top bar: deadline alerts (issue 10 item 8), beside the
 * e-mails the sweep sends, and their clients' check-ins (issue 22 item 7, ADR 0078). Read markers are
 * operational state, like the alerts themselves (ADR 0029): no event.
 */
@ApiTags('alerts')
@Controller('transactions/alerts')
@Authenticated('agent', 'broker', 'team_lead')
export class AlertsController {
  constructor(
    private readonly queries: QueryBus,
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
  ) {}

  @Get()
  @ApiOperation({ operationId: 'listAlerts', summary: 'My deadline and check-in alerts of the last 30 days that still ask something of me, newest first' })
  @ApiOkResponse({ type: AlertsDto })
  list(@CurrentActor() actor: AuthenticatedUser): Promise<AlertsDto> {
    return this.queries.execute(new ListAlerts(actor.userId));
  }

  @Post('read')
  @HttpCode(204)
  @ApiOperation({ operationId: 'markAlertsRead', summary: 'Mark all my alerts seen' })
  @ApiNoContentResponse()
  async markRead(@CurrentActor() actor: AuthenticatedUser): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      for (const table of ['milestone_alerts', 'check_in_alerts']) {
        await manager.query(`UPDATE ${table} SET read_at = now() WHERE agent_id = $1 AND read_at IS NULL`, [actor.userId]);
      }
    });
  }
}

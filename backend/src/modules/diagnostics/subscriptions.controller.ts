import { Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Authenticated } from '../../platform/auth/roles.guard';
import { SubscriptionMonitor } from '../../platform/event-store/subscription-monitor';
import { NotFoundError } from '../../platform/errors/domain-error';
import { ParkedRetryResultDto, SubscriptionsOverviewDto } from './subscriptions.dto';

export const PARKED_EVENT_NOT_FOUND = 'Parked event not found';

/**
 * The admin diagnostics page's view of the async subscriptions (docs/adr/0014-subscription-isolation.md):
 * lag per subscription, the events they parked, and a retry of one parked event. Operations on the
 * plumbing, not domain commands, so they talk to the platform's monitor directly.
 */
@ApiTags('admin')
@Controller('admin/subscriptions')
@Authenticated('admin')
export class SubscriptionsController {
  constructor(private readonly monitor: SubscriptionMonitor) {}

  @Get()
  @ApiOperation({ operationId: 'getSubscriptionsOverview', summary: 'Lag of every subscription and the events they parked' })
  @ApiOkResponse({ type: SubscriptionsOverviewDto })
  async overview(): Promise<SubscriptionsOverviewDto> {
    const [subscriptions, parked] = await Promise.all([this.monitor.lag(), this.monitor.parked()]);
    return { subscriptions, parked };
  }

  @Post('parked/:id/retry')
  @HttpCode(200)
  @ApiOperation({ operationId: 'retryParkedEvent', summary: 'Hands a parked event to its subscription again; it leaves the list when it succeeds' })
  @ApiOkResponse({ type: ParkedRetryResultDto })
  @ApiNotFoundResponse({ description: PARKED_EVENT_NOT_FOUND })
  async retry(@Param('id') id: string): Promise<ParkedRetryResultDto> {
    const outcome = await this.monitor.retryParked(id);
    if (!outcome) throw new NotFoundError(PARKED_EVENT_NOT_FOUND);
    return outcome;
  }
}

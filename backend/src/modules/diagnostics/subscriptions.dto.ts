import { ApiProperty } from '@nestjs/swagger';
import { SubscriptionLagSummaryDto } from '../../platform/health/subscription-lag.dto';

/** One subscription on the admin diagnostics page: its lag and, when it is stuck, why. */
export class SubscriptionStatusDto extends SubscriptionLagSummaryDto {
  @ApiProperty({ format: 'date-time', nullable: true, type: String })
  oldestUnprocessedAt!: string | null;

  @ApiProperty({ description: 'Failed attempts on the event it is retrying now; 0 when none' })
  failingAttempts!: number;

  @ApiProperty({ nullable: true, type: String })
  lastError!: string | null;

  @ApiProperty({ format: 'date-time', nullable: true, type: String, description: 'When it tries the failing event again' })
  retryAt!: string | null;
}

export class ParkedEventDto {
  @ApiProperty({ example: '12' })
  id!: string;

  @ApiProperty()
  subscriptionId!: string;

  @ApiProperty({ description: 'The event’s global position in the log' })
  globalPosition!: string;

  @ApiProperty({ format: 'uuid' })
  eventId!: string;

  @ApiProperty()
  eventType!: string;

  @ApiProperty()
  attempts!: number;

  @ApiProperty()
  error!: string;

  @ApiProperty({ format: 'date-time' })
  parkedAt!: string;

  @ApiProperty({ format: 'date-time', nullable: true, type: String })
  lastRetriedAt!: string | null;
}

export class SubscriptionsOverviewDto {
  @ApiProperty({ type: SubscriptionStatusDto, isArray: true })
  subscriptions!: SubscriptionStatusDto[];

  @ApiProperty({ type: ParkedEventDto, isArray: true, description: 'Newest first, up to 200' })
  parked!: ParkedEventDto[];
}

export class ParkedRetryResultDto {
  @ApiProperty({ enum: ['processed', 'failed'] })
  status!: 'processed' | 'failed';

  @ApiProperty({ required: false, description: 'Why it failed again; it stays parked' })
  error?: string;
}

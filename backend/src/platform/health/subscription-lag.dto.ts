import { ApiProperty } from '@nestjs/swagger';
import { SubscriptionLag } from '../event-store/subscription-monitor';

/** The health endpoint's view of one subscription: numbers only, never an error text (it is public). */
export class SubscriptionLagSummaryDto {
  @ApiProperty({ example: 'projection:audit-trail' })
  subscriptionId!: string;

  @ApiProperty({ description: 'Committed events after its checkpoint' })
  eventsBehind!: number;

  @ApiProperty({ description: 'Age of the oldest unprocessed event, in seconds; 0 when caught up' })
  oldestUnprocessedAgeSeconds!: number;

  @ApiProperty({ description: 'Events it gave up on, waiting for an admin retry' })
  parked!: number;
}

export function toLagSummary(lag: SubscriptionLag): SubscriptionLagSummaryDto {
  return {
    subscriptionId: lag.subscriptionId,
    eventsBehind: lag.eventsBehind,
    oldestUnprocessedAgeSeconds: lag.oldestUnprocessedAgeSeconds,
    parked: lag.parked,
  };
}

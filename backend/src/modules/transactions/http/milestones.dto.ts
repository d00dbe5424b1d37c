import { ApiProperty } from '@nestjs/swagger';
import { MILESTONE_TYPES, MilestoneType } from '../domain/milestones/milestone-types';

/** A milestone as the generator makes it (spec 002 §3 Milestone; the wizard's review step preview). */
export class GeneratedMilestoneDto {
  @ApiProperty({ enum: MILESTONE_TYPES, example: 'option_period_end' })
  milestone_type!: MilestoneType;

  @ApiProperty({ example: 'Option Period Ends' })
  milestone_name!: string;

  @ApiProperty({ format: 'date', example: '2026-12-08' })
  due_date!: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, example: null })
  due_datetime!: string | null;

  @ApiProperty({ example: true })
  is_client_visible!: boolean;

  @ApiProperty({
    example: false,
    description: 'Already done: the fields record it (contract signed, earnest money paid, inspection waived…)',
  })
  completed!: boolean;
}

/** One row of the dashboard's Upcoming Milestones sidebar (spec 001 §2.1, §3 Milestone (dashboard)). */
export class UpcomingMilestoneDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ format: 'uuid' })
  transaction_id!: string;

  @ApiProperty({ type: String, nullable: true, example: '1204 Barton Hills Dr' })
  property_address!: string | null;

  @ApiProperty({ enum: MILESTONE_TYPES, example: 'inspection' })
  milestone_type!: string;

  @ApiProperty({ example: 'Home Inspection' })
  milestone_name!: string;

  @ApiProperty({ format: 'date', example: '2026-12-03' })
  due_date!: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, example: '2026-12-03T15:00:00.000Z' })
  due_datetime!: string | null;
}

/** One milestone of a deal's timeline (spec 002 §3 Milestone, §4 "done when completed or its date is past"). */
export class TransactionMilestoneDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ enum: MILESTONE_TYPES, example: 'option_period_end' })
  milestone_type!: string;

  @ApiProperty({ example: 'Option Period Ends' })
  milestone_name!: string;

  @ApiProperty({ type: String, format: 'date', nullable: true, example: '2026-12-08' })
  due_date!: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, example: null })
  due_datetime!: string | null;

  @ApiProperty({ description: 'Shown to the client (spec 002 §4 defaults); a client only ever receives true' })
  is_client_visible!: boolean;

  @ApiProperty()
  completed!: boolean;

  @ApiProperty({ description: 'Its date or time has passed (UTC calendar day for date-only milestones)' })
  passed!: boolean;
}

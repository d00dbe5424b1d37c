import { ApiProperty } from '@nestjs/swagger';

export class DeadlineAlertDto {
  @ApiProperty({ description: '`<milestone id>:<state>`: one alert per milestone and state', example: '7c9e…:overdue' })
  id!: string;

  @ApiProperty({ enum: ['at_risk', 'overdue', 'missing_document'] })
  kind!: 'at_risk' | 'overdue' | 'missing_document';

  @ApiProperty({ example: 'Overdue: Option Period Ends at 4707 Avenue H' })
  headline!: string;

  @ApiProperty({ example: 'Wednesday, December 2, 2026 at 5:00 PM CST', description: "When it is or was due, in the property's zone" })
  due!: string;

  @ApiProperty({ format: 'uuid' }) transaction_id!: string;
  @ApiProperty({ type: String, nullable: true }) property_address!: string | null;
  @ApiProperty() milestone_name!: string;
  @ApiProperty({ format: 'date-time' }) sent_at!: string;
  @ApiProperty() read!: boolean;
}

/** The agent's recent alerts, newest first, and how many they have not seen. */
export class DeadlineAlertsDto {
  @ApiProperty({ type: DeadlineAlertDto, isArray: true }) items!: DeadlineAlertDto[];
  @ApiProperty({ type: 'integer' }) unread!: number;
}

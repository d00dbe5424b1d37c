import { ApiProperty } from '@nestjs/swagger';

/** One of the agent's in-app alerts (ADR 0078): a deadline (three kinds) or a client's check-in. */
export class AlertDto {
  @ApiProperty({
    description: '`<milestone id>:<state>` for a deadline (one alert per milestone and state), `check_in:<check-in id>` for a check-in',
    example: '7c9e…:overdue',
  })
  id!: string;

  @ApiProperty({ enum: ['at_risk', 'overdue', 'missing_document', 'checkin_submitted'] })
  kind!: 'at_risk' | 'overdue' | 'missing_document' | 'checkin_submitted';

  @ApiProperty({ example: 'Overdue: Option Period Ends at 4707 Avenue H' })
  headline!: string;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'Wednesday, December 2, 2026 at 5:00 PM CST',
    description: "A deadline's due time in the property's zone; null for a check-in",
  })
  due!: string | null;

  @ApiProperty({ format: 'uuid' }) transaction_id!: string;
  @ApiProperty({ type: String, nullable: true }) property_address!: string | null;
  @ApiProperty({ type: String, nullable: true, description: "A deadline's milestone; null for a check-in" }) milestone_name!: string | null;
  @ApiProperty({ type: String, nullable: true, description: "The check-in's client (null for a deadline or an erased client)" }) client_name!: string | null;
  @ApiProperty({ type: String, nullable: true, description: "The check-in's feeling; null for a deadline" }) feeling!: string | null;
  @ApiProperty({ format: 'date-time' }) sent_at!: string;
  @ApiProperty() read!: boolean;
}

/** The agent's recent alerts, newest first, and how many they have not seen. */
export class AlertsDto {
  @ApiProperty({ type: AlertDto, isArray: true }) items!: AlertDto[];
  @ApiProperty({ type: 'integer' }) unread!: number;
}

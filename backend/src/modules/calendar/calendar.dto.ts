import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsUUID } from 'class-validator';
import { OmittableOrNull } from '../../platform/http/field-rules';

/** One of the agent's calendar links, as their settings list it (the secret is never shown again). */
export class CalendarFeedDto {
  @ApiProperty({ format: 'uuid' }) id!: string;

  @ApiProperty({ enum: ['all', 'transaction'], description: "'all': every deal of the agent under way or closed; 'transaction': one deal" })
  scope!: 'all' | 'transaction';

  @ApiProperty({ type: String, format: 'uuid', nullable: true }) transaction_id!: string | null;

  @ApiProperty({ type: String, nullable: true, description: "A single-deal link's property address" })
  property_address!: string | null;

  @ApiProperty({ format: 'date-time' }) created_at!: string;
}

/** A link just made: the only answer that carries its secret URL. */
export class CreatedCalendarFeedDto extends CalendarFeedDto {
  @ApiProperty({ example: 'https://app.threshold.example/api/calendar/3q2-7wZK….ics', description: 'Paste into Google Calendar (From URL) or Outlook' })
  url!: string;

  @ApiProperty({ example: 'webcal://app.threshold.example/api/calendar/3q2-7wZK….ics', description: 'Opens Apple Calendar (and others) to subscribe' })
  webcal_url!: string;
}

export class CreateCalendarFeedDto {
  @ApiPropertyOptional({ type: String, format: 'uuid', nullable: true, description: 'One deal of mine; omitted or null: all my deals' })
  @OmittableOrNull()
  @IsUUID('all', { message: 'transaction_id must be a UUID' })
  transaction_id?: string | null;
}

import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsString } from 'class-validator';
import { CHECK_IN_FEELINGS, CHECK_IN_TEXT_MAX } from '../../../../../../openapi/shared-rules';
import { OmittableOrNull } from '../../../../platform/http/field-rules';
import { CHECK_IN_MESSAGES } from '../domain/check-in-rules';

/** One check-in (spec 002 §3 Emotional check-in): new until the agent has viewed it. */
export class ClientCheckInDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ format: 'uuid' })
  transaction_id!: string;

  @ApiProperty({ format: 'uuid' })
  client_id!: string;

  @ApiProperty({ enum: CHECK_IN_FEELINGS })
  feeling!: string;

  @ApiProperty({ type: String, nullable: true })
  note!: string | null;

  @ApiProperty({ type: String, nullable: true })
  agent_response!: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  viewed_by_agent_at!: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  responded_at!: string | null;

  @ApiProperty({ format: 'date-time' })
  created_at!: string;
}

/** A client's check-in: a feeling is required, the note optional (spec 002 §5). */
export class SubmitCheckInDto {
  @ApiProperty({ enum: CHECK_IN_FEELINGS })
  @IsIn(CHECK_IN_FEELINGS, { message: CHECK_IN_MESSAGES.feelingRequired })
  feeling!: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: CHECK_IN_TEXT_MAX })
  @OmittableOrNull()
  @IsString({ message: 'Note must be text' })
  note?: string | null;
}

/** The agent's answer (spec 002 §5: it cannot be empty). */
export class RespondToCheckInDto {
  @ApiProperty({ maxLength: CHECK_IN_TEXT_MAX })
  // Its length is the deal's rule (checkInResponse), so a wrong type gets one message, not two.
  @IsString({ message: CHECK_IN_MESSAGES.responseRequired })
  response!: string;
}

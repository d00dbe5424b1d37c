import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';
import { Type } from 'class-transformer';
import { IntBetween, MAX_INT32, Omittable } from '../../platform/http/field-rules';
import { MESSAGE_ERRORS, MESSAGE_LIMITS } from './domain/messages.decide';

/** Spec 002 §7 insert (transaction_id, sender_id, message_content); the domain trims and refuses empty. */
export class SendMessageDto {
  @ApiProperty({ minLength: 1, maxLength: MESSAGE_LIMITS.content, example: 'The appraisal is booked for Tuesday.' })
  @IsString({ message: 'message_content must be text' })
  @MaxLength(MESSAGE_LIMITS.content, { message: MESSAGE_ERRORS.tooLong })
  message_content!: string;
}

/** A page that reconnects asks for what came after the last message it saw (ADR 0044). */
export class ListMessagesQueryDto {
  @ApiPropertyOptional({ minimum: 0, maximum: MAX_INT32, description: 'Only messages after this position in the thread' })
  @Omittable()
  @Type(() => Number)
  @IntBetween(0, MAX_INT32, 'after')
  after?: number;
}

/** Spec 002 §3 Message, with the display's sender name (fallback 'Unknown') and e-mail. */
export class DealMessageDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ format: 'uuid' })
  transaction_id!: string;

  @ApiProperty({ format: 'uuid' })
  sender_id!: string;

  @ApiProperty()
  sender_name!: string;

  @ApiProperty({ type: String, nullable: true })
  sender_email!: string | null;

  @ApiProperty()
  message_content!: string;

  @ApiProperty({ format: 'date-time' })
  created_at!: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  read_at!: string | null;

  @ApiProperty({ description: "The message's position in its thread" })
  seq!: number;
}

export class UnreadCountDto {
  @ApiProperty({ description: 'Messages from the other party not read yet' })
  count!: number;
}

export class DealUnreadCountDto extends UnreadCountDto {
  @ApiProperty({ format: 'uuid' })
  transaction_id!: string;
}

/** Socket `messages.read`: these messages of the thread were read at `read_at`. */
export class MessagesReadPushDto {
  @ApiProperty({ format: 'uuid' })
  transaction_id!: string;

  @ApiProperty({ format: 'uuid' })
  reader_id!: string;

  @ApiProperty({ type: String, isArray: true })
  message_ids!: string[];

  @ApiProperty({ format: 'date-time' })
  read_at!: string;
}

import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean, IsString, MaxLength } from 'class-validator';
import { NOTIFICATION_KINDS, NotificationKind } from './domain/notification-kinds';

export class NotificationPreferenceDto {
  @ApiProperty({ enum: NOTIFICATION_KINDS })
  kind!: NotificationKind;

  @ApiProperty({ example: 'A document is shared with me' })
  label!: string;

  @ApiProperty()
  enabled!: boolean;
}

export class SetNotificationPreferenceDto {
  @ApiProperty()
  @IsBoolean({ message: 'enabled must be true or false' })
  enabled!: boolean;
}

/** The unsubscribe link's three parts, as the page sends them back (no session needed). */
export class UnsubscribeDto {
  @ApiProperty({ format: 'uuid' })
  @IsString({ message: 'This unsubscribe link is invalid' })
  @MaxLength(64, { message: 'This unsubscribe link is invalid' })
  user!: string;

  @ApiProperty({ enum: NOTIFICATION_KINDS })
  @IsString({ message: 'This unsubscribe link is invalid' })
  @MaxLength(64, { message: 'This unsubscribe link is invalid' })
  kind!: string;

  @ApiProperty()
  @IsString({ message: 'This unsubscribe link is invalid' })
  @MaxLength(128, { message: 'This unsubscribe link is invalid' })
  token!: string;
}

export class UnsubscribeResultDto {
  @ApiProperty({ enum: NOTIFICATION_KINDS })
  kind!: NotificationKind;

  @ApiProperty({ example: 'A document is shared with me' })
  label!: string;

  @ApiProperty({ description: 'false once unsubscribed' })
  enabled!: boolean;
}

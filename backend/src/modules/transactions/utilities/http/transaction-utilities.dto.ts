import { ApiProperty, ApiPropertyOptional, OmitType } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsString, MaxLength } from 'class-validator';
import { Omittable, OmittableOrNull } from '../../../../platform/http/field-rules';
import { DEAL_DATE_DESCRIPTION } from '../../kernel/domain/field-values';
import {
  UTILITY_ACTIONS,
  UTILITY_MESSAGES,
  UTILITY_NAME_MAX,
  UTILITY_NOTES_MAX,
  UTILITY_NUMBER_MAX,
  UTILITY_STATUSES,
  UTILITY_TYPES,
} from '../domain/utility-rules';

/** One utility as its reader may see it (spec 002 §3 Utility; a client never gets notes or account details). */
export class TransactionUtilityDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ format: 'uuid' })
  transaction_id!: string;

  @ApiProperty({ enum: UTILITY_TYPES })
  utility_type!: string;

  @ApiProperty({ enum: UTILITY_ACTIONS })
  action!: string;

  @ApiProperty({ type: String, nullable: true, example: 'Austin Energy' })
  provider_name!: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'https://austinenergy.com/' })
  website_url!: string | null;

  @ApiProperty({ type: String, format: 'date', nullable: true, description: 'The transfer date (also seen as transfer_date)' })
  due_date!: string | null;

  @ApiProperty({ enum: UTILITY_STATUSES })
  status!: string;

  @ApiProperty()
  is_client_visible!: boolean;

  @ApiProperty({ description: 'With a due date, a task kept in step with the utility' })
  create_client_task!: boolean;

  @ApiProperty({ type: String, format: 'uuid', nullable: true })
  client_task_id!: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'Agent only' })
  notes?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'Agent only' })
  account_number?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'Agent only' })
  confirmation_number?: string | null;

  @ApiProperty({ format: 'date-time' })
  created_at!: string;

  @ApiProperty({ format: 'date-time' })
  updated_at!: string;
}

/** A utility's editable fields (absent = unchanged or the default, null = cleared). */
export class UpdateTransactionUtilityDto {
  @ApiPropertyOptional({ enum: UTILITY_TYPES })
  @Omittable()
  @IsIn(UTILITY_TYPES, { message: UTILITY_MESSAGES.typeRequired })
  utility_type?: string;

  @ApiPropertyOptional({ enum: UTILITY_ACTIONS, default: 'Transfer' })
  @Omittable()
  @IsIn(UTILITY_ACTIONS, { message: UTILITY_MESSAGES.actionRequired })
  action?: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: UTILITY_NAME_MAX })
  @OmittableOrNull()
  @IsString({ message: 'Provider name must be text' })
  @MaxLength(UTILITY_NAME_MAX, { message: `Provider name must be at most ${UTILITY_NAME_MAX} characters` })
  provider_name?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 2048, description: 'http or https; https is added when no scheme is given' })
  @OmittableOrNull()
  @IsString({ message: UTILITY_MESSAGES.website })
  @MaxLength(2048, { message: 'Website must be at most 2048 characters' })
  website_url?: string | null;

  @ApiPropertyOptional({ type: String, format: 'date', nullable: true, description: DEAL_DATE_DESCRIPTION })
  @OmittableOrNull()
  @IsString({ message: 'due_date: must be a date (YYYY-MM-DD)' })
  due_date?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: UTILITY_NOTES_MAX })
  @OmittableOrNull()
  @IsString({ message: 'Notes must be text' })
  @MaxLength(UTILITY_NOTES_MAX, { message: `Notes must be at most ${UTILITY_NOTES_MAX} characters` })
  notes?: string | null;

  @ApiPropertyOptional({ enum: UTILITY_STATUSES, default: 'Not Started' })
  @Omittable()
  @IsIn(UTILITY_STATUSES, { message: UTILITY_MESSAGES.status })
  status?: string;

  @ApiPropertyOptional({ default: true })
  @Omittable()
  @IsBoolean({ message: 'is_client_visible must be true or false' })
  is_client_visible?: boolean;

  @ApiPropertyOptional({ default: false })
  @Omittable()
  @IsBoolean({ message: 'create_client_task must be true or false' })
  create_client_task?: boolean;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: UTILITY_NUMBER_MAX })
  @OmittableOrNull()
  @IsString({ message: 'Account number must be text' })
  @MaxLength(UTILITY_NUMBER_MAX, { message: `Account number must be at most ${UTILITY_NUMBER_MAX} characters` })
  account_number?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: UTILITY_NUMBER_MAX })
  @OmittableOrNull()
  @IsString({ message: 'Confirmation number must be text' })
  @MaxLength(UTILITY_NUMBER_MAX, { message: `Confirmation number must be at most ${UTILITY_NUMBER_MAX} characters` })
  confirmation_number?: string | null;
}

/** A new utility: its type is required; the rest takes the spec's defaults. */
export class CreateTransactionUtilityDto extends OmitType(UpdateTransactionUtilityDto, ['utility_type'] as const) {
  @ApiProperty({ enum: UTILITY_TYPES })
  @IsIn(UTILITY_TYPES, { message: UTILITY_MESSAGES.typeRequired })
  utility_type!: string;
}

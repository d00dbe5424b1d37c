import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsString, MaxLength } from 'class-validator';
import { Omittable, OmittableOrNull } from '../../../../platform/http/field-rules';
import { FIELD_LIMITS } from '../../kernel/domain/field-values';

/** One key contact of a deal (spec 002 §3 Contact). */
export class TransactionContactDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'uuid' }) transaction_id!: string;
  @ApiProperty() role!: string;
  @ApiProperty({ type: String, nullable: true }) custom_role!: string | null;
  @ApiProperty() name!: string;
  @ApiProperty({ type: String, nullable: true }) company!: string | null;
  @ApiProperty({ type: String, nullable: true }) email!: string | null;
  @ApiProperty({ type: String, nullable: true }) phone!: string | null;
  @ApiProperty() is_agent_only!: boolean;
  @ApiProperty({
    description:
      "Added on its own (Add Contact, or the wizard's Additional step), so a draft's save keeps it; false for a contact the wizard writes from the deal's party, lender and title fields, which each save of a draft replaces (ADR 0080)",
  })
  standalone!: boolean;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
}

/**
 * An edit of a key contact (ADR 0048): absent fields stay, null clears an optional one; the result is
 * checked as a whole contact (name and role required, custom_role when role is other).
 */
export class UpdateTransactionContactDto {
  @ApiPropertyOptional({ example: 'lender', maxLength: 100 })
  @Omittable()
  @IsString({ message: 'Contact role must be text' })
  @MaxLength(100, { message: 'Contact role must be at most 100 characters' })
  role?: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: FIELD_LIMITS.text })
  @OmittableOrNull()
  @IsString({ message: 'Custom role must be text' })
  @MaxLength(FIELD_LIMITS.text, { message: `Custom role must be at most ${FIELD_LIMITS.text} characters` })
  custom_role?: string | null;

  @ApiPropertyOptional({ maxLength: FIELD_LIMITS.text })
  @Omittable()
  @IsString({ message: 'Contact name must be text' })
  @MaxLength(FIELD_LIMITS.text, { message: `Contact name must be at most ${FIELD_LIMITS.text} characters` })
  name?: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: FIELD_LIMITS.text })
  @OmittableOrNull()
  @IsString({ message: 'Contact company must be text' })
  @MaxLength(FIELD_LIMITS.text, { message: `Contact company must be at most ${FIELD_LIMITS.text} characters` })
  company?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, format: 'email', maxLength: FIELD_LIMITS.text })
  @OmittableOrNull()
  @IsString({ message: 'Contact email must be text' })
  @MaxLength(FIELD_LIMITS.text, { message: `Contact email must be at most ${FIELD_LIMITS.text} characters` })
  email?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 50 })
  @OmittableOrNull()
  @IsString({ message: 'Contact phone must be text' })
  @MaxLength(50, { message: 'Contact phone must be at most 50 characters' })
  phone?: string | null;

  @ApiPropertyOptional({ type: Boolean })
  @Omittable()
  @IsBoolean({ message: 'is_agent_only must be true or false' })
  is_agent_only?: boolean;
}

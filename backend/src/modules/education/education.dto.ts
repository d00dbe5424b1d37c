import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsString, MaxLength } from 'class-validator';
import { Omittable } from '../../platform/http/field-rules';
import { EDUCATED_MILESTONE_TYPES } from '../transactions/transactions.public';

const required = { message: 'All fields are required' };
// Lengths are the domain's to check (education-prompt.decide.ts), in its own words; the body limit keeps a huge one out.

export class EducationPromptDto {
  @ApiProperty({ description: "A UUID for the agent's own prompts; 'system:<milestone_type>' for a system default", example: 'system:option_period_end' })
  id!: string;

  @ApiProperty({ enum: EDUCATED_MILESTONE_TYPES, example: 'option_period_end' })
  milestone_type!: string;

  @ApiProperty({ example: 'Option Period Ends', description: 'The milestone type as the timeline names it' })
  milestone_name!: string;

  @ApiProperty({ example: 'The option period ends' })
  title!: string;

  @ApiProperty()
  prompt_text!: string;

  @ApiProperty({ description: 'A system default (read-only, shown as System)' })
  is_default!: boolean;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'Null for a system default' })
  created_at!: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  updated_at!: string | null;

  @ApiProperty({ type: Number, nullable: true, description: 'The stream version (send back as If-Match); null for a system default' })
  version!: number | null;
}

export class ListEducationPromptsQueryDto {
  @ApiPropertyOptional({ enum: EDUCATED_MILESTONE_TYPES, description: 'Only prompts for this milestone type' })
  @Omittable()
  @IsIn(EDUCATED_MILESTONE_TYPES, { message: `milestone_type must be one of ${EDUCATED_MILESTONE_TYPES.join(', ')}` })
  milestone_type?: string;
}

/** Spec 001 §2.3 create form: Milestone Type, Template Title, Educational Content. */
export class CreateEducationPromptDto {
  @ApiProperty({ enum: EDUCATED_MILESTONE_TYPES })
  @IsString(required)
  @MaxLength(100, required)
  milestone_type!: string;

  @ApiProperty({ minLength: 1, maxLength: 200 })
  @IsString(required)
  title!: string;

  @ApiProperty({ minLength: 1, maxLength: 5000 })
  @IsString(required)
  prompt_text!: string;
}

/** Spec 001 §5: the milestone type is locked on edit. */
export class UpdateEducationPromptDto {
  @ApiProperty({ minLength: 1, maxLength: 200 })
  @IsString(required)
  title!: string;

  @ApiProperty({ minLength: 1, maxLength: 5000 })
  @IsString(required)
  prompt_text!: string;
}

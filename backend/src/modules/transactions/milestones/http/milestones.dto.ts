import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsString, IsUUID, MaxLength, ValidateIf } from 'class-validator';
import { Omittable, OmittableOrNull } from '../../../../platform/http/field-rules';
import { DATE_SOURCES, DateSource } from '../../kernel/domain/milestone-sources';
import { MILESTONE_TYPES, MilestoneType } from '../../kernel/domain/milestone-types';
import { DEAL_DATE_DESCRIPTION } from '../../kernel/domain/field-values';

/** Where a milestone's date comes from and why (ADR 0026); the same on the preview and the timeline. */
class MilestoneDateBasisDto {
  @ApiProperty({
    enum: DATE_SOURCES,
    enumName: 'MilestoneDateSource',
    example: 'contract',
    description: "contract = computed from the contract rule; override = the agent's date, differing from the computed one; deal = a date on the deal with no contract rule",
  })
  date_source!: DateSource;

  @ApiProperty({
    type: String,
    nullable: true,
    example: '3 days after the effective date of Wednesday, November 25; the third day is Saturday, November 28, followed by Sunday, November 29, so it moves to Monday, November 30.',
  })
  explanation!: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'TREC 20-18 ¶5A' })
  citation!: string | null;

  @ApiProperty({ type: String, format: 'date', nullable: true, example: '2026-11-30', description: 'The date the contract rule gives' })
  computed_due_date!: string | null;

  @ApiProperty({ example: 'America/Chicago', description: "The property's time zone (IANA, ADR 0032): the deal counts its days in it, and a timed milestone is shown in it" })
  time_zone!: string;
}

/** A milestone as the generator makes it (spec 002 §3 Milestone; the wizard's review step preview). */
export class GeneratedMilestoneDto extends MilestoneDateBasisDto {
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
export class TransactionMilestoneDto extends MilestoneDateBasisDto {
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

  @ApiProperty({
    description: "A generated milestone the deal's agent may remove (ADR 0064): false for the TREC 20-18 ¶5A/¶5B deadlines, custom milestones (deleted by id) and utility transfers",
  })
  removable!: boolean;

  @ApiProperty({
    type: String,
    nullable: true,
    description: "What the client reads under Learn More: the deal's own text, else the default for the type (null for custom milestones)",
  })
  education_text!: string | null;

  @ApiProperty({ type: String, nullable: true, description: "The deal's own education text for the type, when the agent wrote one" })
  custom_education_text!: string | null;
}

/** A generated milestone the agent removed (ADR 0064), listed on the agent's timeline with Restore (ADR 0079). */
export class RemovedMilestoneDto {
  @ApiProperty({ enum: MILESTONE_TYPES, example: 'inspection' })
  milestone_type!: MilestoneType;

  @ApiProperty({ example: 'Inspection' })
  milestone_name!: string;

  @ApiProperty({ format: 'date-time' })
  removed_at!: string;
}

/** Spec 002 §7 "Education override: upsert on (transaction_id, milestone_type)". */
export class MilestoneEducationDto {
  @ApiProperty({ maxLength: 5000, example: 'Your inspector, Dana, will be there from 9 to noon.' })
  @IsString()
  @MaxLength(20000)
  custom_education_text!: string;
}

/** Spec 002 §7 "Create milestone": the agent's own milestone on the deal. */
export class CreateCustomMilestoneDto {
  @ApiProperty({ maxLength: 200, example: 'Sign the HOA estoppel letter' })
  @IsString({ message: 'Milestone name is required' })
  milestone_name!: string;

  @ApiPropertyOptional({
    type: String,
    format: 'date',
    nullable: true,
    example: '2026-12-10',
    description: `Optional (spec 002 §5): left out, null or empty makes an undated milestone, listed last and never due. ${DEAL_DATE_DESCRIPTION}`,
  })
  @OmittableOrNull()
  @IsString({ message: 'Due date must be a date (YYYY-MM-DD)' })
  due_date?: string | null;

  @ApiPropertyOptional({ default: true, description: 'Shown on the client\'s timeline' })
  @Omittable()
  @IsBoolean({ message: 'is_client_visible must be true or false' })
  is_client_visible?: boolean;
}

/** A signed amendment (TREC 39) that moves a contract deadline (issue 18 item 4). */
export class AmendContractDeadlineDto {
  @ApiProperty({ format: 'date', example: '2026-12-04', description: `The deadline's new date. ${DEAL_DATE_DESCRIPTION}` })
  @IsString({ message: 'date: must be a date (YYYY-MM-DD)' })
  date!: string;

  @ApiProperty({ format: 'date', example: '2026-11-27', description: 'The day the amendment was signed (not in the future)' })
  @IsString({ message: 'amended_on: must be a date (YYYY-MM-DD)' })
  amended_on!: string;

  @ApiPropertyOptional({ type: String, format: 'uuid', nullable: true, description: "The signed TREC 39 among the deal's documents" })
  @Omittable()
  @IsUUID('all', { message: 'document_id: not a document of this transaction' })
  document_id?: string | null;
}

/** Spec 002 §7 "Update by id with the same fields": only what is sent changes. */
export class UpdateCustomMilestoneDto {
  @ApiPropertyOptional({ maxLength: 200 })
  @Omittable()
  @IsString({ message: 'Milestone name is required' })
  milestone_name?: string;

  @ApiPropertyOptional({
    type: String,
    format: 'date',
    nullable: true,
    description: `Null or empty takes the date off. ${DEAL_DATE_DESCRIPTION}`,
  })
  @Omittable()
  @ValidateIf((_object: object, value: unknown) => value !== null)
  @IsString({ message: 'Due date must be a date (YYYY-MM-DD)' })
  due_date?: string | null;

  @ApiPropertyOptional()
  @Omittable()
  @IsBoolean({ message: 'is_client_visible must be true or false' })
  is_client_visible?: boolean;
}

export class MilestoneIntegrityIssueDto {
  @ApiProperty({ enum: ['missing', 'unexpected', 'moved', 'next'] })
  kind!: 'missing' | 'unexpected' | 'moved' | 'next';

  @ApiProperty({ example: 'Option Period Ends is missing from the timeline' })
  message!: string;
}

/** Spec 002 §4 integrity check: the stored milestones against what the deal's fields give today. */
export class MilestoneIntegrityDto {
  @ApiProperty({ description: 'No drift and written by the current rules' })
  ok!: boolean;

  @ApiProperty({ type: MilestoneIntegrityIssueDto, isArray: true })
  issues!: MilestoneIntegrityIssueDto[];

  @ApiProperty({ description: 'The milestones were written by an older version of the rules' })
  rules_outdated!: boolean;
}

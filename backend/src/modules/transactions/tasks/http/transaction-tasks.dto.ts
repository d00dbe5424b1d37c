import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsArray, IsBoolean, IsIn, IsISO8601, IsString, MaxLength } from 'class-validator';
import { Omittable, OmittableOrNull } from '../../../../platform/http/field-rules';
import { TASK_TEXT_MAX, TASK_TITLE_MAX } from '../domain/task-rules';
import { TASK_PRIORITIES } from '../domain/tasks.events';
import { DealViewQueryDto } from '../../kernel/deal-reader';
import { DEAL_DATE_DESCRIPTION } from '../../kernel/domain/field-values';

export const TASK_BUCKETS = ['agent', 'shared', 'system'] as const;
export type TaskBucket = (typeof TASK_BUCKETS)[number] | 'private';
export const TASK_SCOPES = ['client_shared', 'client_private'] as const;
export const TASK_STATUSES = ['pending', 'completed'] as const;

/** One task as its reader may see it (spec 002 §3 Task, §6 Task list filters; ADR 0027). */
export class TransactionTaskDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ format: 'uuid' })
  transaction_id!: string;

  @ApiProperty({ example: 'Call the lender about the rate lock' })
  title!: string;

  @ApiProperty({ type: String, nullable: true })
  description!: string | null;

  @ApiProperty({ type: String, format: 'date', nullable: true, example: '2026-12-03' })
  due_date!: string | null;

  @ApiProperty({ enum: TASK_PRIORITIES })
  priority!: string;

  @ApiProperty()
  is_client_visible!: boolean;

  @ApiProperty()
  is_private!: boolean;

  @ApiProperty({ enum: ['manual', 'automation'] })
  source!: string;

  @ApiProperty({ type: String, nullable: true, example: null })
  linked_entity_type!: string | null;

  @ApiProperty({ type: String, nullable: true, example: null })
  linked_entity_id!: string | null;

  @ApiProperty({ type: String, nullable: true, example: null })
  milestone_type!: string | null;

  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'Null for automation tasks' })
  created_by!: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  completed_at!: string | null;

  @ApiProperty({ type: String, nullable: true })
  client_notes!: string | null;

  @ApiProperty({ format: 'date-time' })
  created_at!: string;

  @ApiProperty({
    enum: [...TASK_BUCKETS, 'private'],
    description: 'system: automation; shared: client-visible manual; agent: neither; private: a client’s own private task',
  })
  bucket!: TaskBucket;
}

/** One row of the dashboard's Upcoming Tasks (spec 001 §2.1, §3 Task (dashboard)). */
export class UpcomingTaskDto extends TransactionTaskDto {
  @ApiProperty({ type: String, nullable: true, example: '1204 Barton Hills Dr' })
  property_address!: string | null;
}

const toList = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.split(',').filter(Boolean) : value);

/** Spec 002 §6 Task list filters (and `view`, the agent's Preview as Client). */
export class ListTransactionTasksQueryDto extends DealViewQueryDto {
  @ApiPropertyOptional({ enum: TASK_BUCKETS, isArray: true, description: 'Comma-separated; absent = every bucket the reader may see' })
  @Omittable()
  @Transform(toList)
  @IsArray({ message: 'bucket must be a list' })
  @IsIn(TASK_BUCKETS, { each: true, message: `bucket must be one of ${TASK_BUCKETS.join(', ')}` })
  bucket?: string[];

  @ApiPropertyOptional({ enum: TASK_STATUSES })
  @Omittable()
  @IsIn(TASK_STATUSES, { message: `status must be one of ${TASK_STATUSES.join(', ')}` })
  status?: string;

  @ApiPropertyOptional({ enum: TASK_SCOPES, description: "A client's scope: shared tasks or their own private ones" })
  @Omittable()
  @IsIn(TASK_SCOPES, { message: `scope must be one of ${TASK_SCOPES.join(', ')}` })
  scope?: string;
}

/** A new task: an agent's (never private) or a client's (private only, spec 002 §5). */
export class CreateTransactionTaskDto {
  @ApiProperty({ maxLength: TASK_TITLE_MAX })
  @IsString({ message: 'Title is required' })
  @MaxLength(TASK_TITLE_MAX, { message: `Title must be at most ${TASK_TITLE_MAX} characters` })
  title!: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: TASK_TEXT_MAX })
  @OmittableOrNull()
  @IsString({ message: 'description must be text' })
  @MaxLength(TASK_TEXT_MAX, { message: `Description must be at most ${TASK_TEXT_MAX} characters` })
  description?: string | null;

  @ApiPropertyOptional({ type: String, format: 'date', nullable: true, description: DEAL_DATE_DESCRIPTION })
  @OmittableOrNull()
  @IsString({ message: 'due_date: must be a date (YYYY-MM-DD)' })
  due_date?: string | null;

  @ApiPropertyOptional({ enum: TASK_PRIORITIES, default: 'normal' })
  @Omittable()
  @IsIn(TASK_PRIORITIES, { message: `priority: must be one of ${TASK_PRIORITIES.join(', ')}` })
  priority?: string;

  @ApiPropertyOptional({ default: false, description: 'Agent: shown to the client (the shared bucket)' })
  @Omittable()
  @IsBoolean({ message: 'is_client_visible must be true or false' })
  is_client_visible?: boolean;

  @ApiPropertyOptional({ description: 'Client: must be true (the default); an agent’s task is never private' })
  @Omittable()
  @IsBoolean({ message: 'is_private must be true or false' })
  is_private?: boolean;

  @ApiPropertyOptional({ default: true, description: 'Agent dialog: with is_client_visible false it must be true' })
  @Omittable()
  @IsBoolean({ message: 'show_to_agent must be true or false' })
  show_to_agent?: boolean;
}

/** A task's changes (absent = unchanged, null = clear); completed_at set = done now, null = reopened. */
export class UpdateTransactionTaskDto {
  @ApiPropertyOptional({ maxLength: TASK_TITLE_MAX })
  @Omittable()
  @IsString({ message: 'Title is required' })
  @MaxLength(TASK_TITLE_MAX, { message: `Title must be at most ${TASK_TITLE_MAX} characters` })
  title?: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: TASK_TEXT_MAX })
  @OmittableOrNull()
  @IsString({ message: 'description must be text' })
  @MaxLength(TASK_TEXT_MAX, { message: `Description must be at most ${TASK_TEXT_MAX} characters` })
  description?: string | null;

  @ApiPropertyOptional({ type: String, format: 'date', nullable: true, description: DEAL_DATE_DESCRIPTION })
  @OmittableOrNull()
  @IsString({ message: 'due_date: must be a date (YYYY-MM-DD)' })
  due_date?: string | null;

  @ApiPropertyOptional({ enum: TASK_PRIORITIES })
  @Omittable()
  @IsIn(TASK_PRIORITIES, { message: `priority: must be one of ${TASK_PRIORITIES.join(', ')}` })
  priority?: string;

  @ApiPropertyOptional()
  @Omittable()
  @IsBoolean({ message: 'is_client_visible must be true or false' })
  is_client_visible?: boolean;

  @ApiPropertyOptional()
  @Omittable()
  @IsBoolean({ message: 'show_to_agent must be true or false' })
  show_to_agent?: boolean;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: TASK_TEXT_MAX })
  @OmittableOrNull()
  @IsString({ message: 'client_notes must be text' })
  @MaxLength(TASK_TEXT_MAX, { message: `Notes must be at most ${TASK_TEXT_MAX} characters` })
  client_notes?: string | null;

  @ApiPropertyOptional({ type: String, format: 'date-time', nullable: true, description: 'Any time marks it done now (server clock); null reopens it' })
  @OmittableOrNull()
  @IsISO8601({}, { message: 'completed_at must be a date-time or null' })
  completed_at?: string | null;
}

import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsISO8601, IsString, MaxLength } from 'class-validator';
import { IntBetween, Omittable } from '../../platform/http/field-rules';

export const AUDIT_PAGE_MAX = 200;
export const AUDIT_PAGE_DEFAULT = 50;

const text = { message: ({ property }: { property: string }) => `${property} must be text` };
const dateText = {
  message: ({ property }: { property: string }) => `${property} must be a date (YYYY-MM-DD) or a date-time (ISO 8601)`,
};

/** The filters of the admin audit screen and its CSV export (all optional, combined with AND). */
export class AuditFiltersDto {
  @ApiPropertyOptional({ description: 'Entries whose command was issued by this user' })
  @Omittable()
  @IsString(text)
  @MaxLength(200)
  actorId?: string;

  @ApiPropertyOptional({ description: 'Entries about this entity (e.g. a transaction id)' })
  @Omittable()
  @IsString(text)
  @MaxLength(200)
  entityId?: string;

  @ApiPropertyOptional({ description: 'The event type, e.g. FeedbackStatusChanged (the list is GET /admin/audit/actions)' })
  @Omittable()
  @IsString(text)
  @MaxLength(200)
  action?: string;

  @ApiPropertyOptional({ maxLength: 200, description: "Words found in the actor's name, the entity or the event type" })
  @Omittable()
  @IsString(text)
  @MaxLength(200, { message: 'Search must be at most 200 characters' })
  q?: string;

  @ApiPropertyOptional({ description: 'From this instant on; a bare date means its start (UTC)', example: '2025-03-01' })
  @Omittable()
  @IsISO8601({ strict: true }, dateText)
  from?: string;

  @ApiPropertyOptional({ description: 'Up to this instant; a bare date includes that whole day (UTC)', example: '2025-03-31' })
  @Omittable()
  @IsISO8601({ strict: true }, dateText)
  to?: string;
}

export class AuditPageQueryDto extends AuditFiltersDto {
  @ApiPropertyOptional({ description: 'nextCursor of the previous page' })
  @Omittable()
  @IsString(text)
  @MaxLength(200)
  cursor?: string;

  @ApiPropertyOptional({ minimum: 1, maximum: AUDIT_PAGE_MAX, default: AUDIT_PAGE_DEFAULT })
  @Omittable()
  @Type(() => Number)
  @IntBetween(1, AUDIT_PAGE_MAX, 'limit')
  limit?: number;
}

/** One field of an audit entry in words: its value before (null when unknown or new) and after. */
export class AuditChangeDto {
  @ApiProperty({ example: 'Status' })
  field!: string;

  @ApiProperty({ type: String, nullable: true, example: 'New' })
  before!: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'Planned' })
  after!: string | null;
}

/** An event type that appears in the trail, and its name in words (the audit screen's filter list). */
export class AuditActionDto {
  @ApiProperty({ example: 'RoleChanged' })
  action!: string;

  @ApiProperty({ example: 'Role changed' })
  label!: string;
}

export class AuditEntryDto {
  @ApiProperty({ format: 'uuid', description: 'The id of the event this entry records' })
  id!: string;

  @ApiProperty({ format: 'date-time' })
  at!: string;

  @ApiProperty({ type: String, nullable: true, description: 'null for the system (workers, seed)' })
  actorId!: string | null;

  @ApiProperty({ type: String, nullable: true })
  actorName!: string | null;

  @ApiProperty({ description: "Who acted, in words: the person's name, 'System', or 'Unknown user' for an id without a profile" })
  actorLabel!: string;

  @ApiProperty({ example: 'feedback' })
  entityType!: string;

  @ApiProperty()
  entityId!: string;

  @ApiProperty({ example: 'FeedbackStatusChanged' })
  action!: string;

  @ApiProperty({ example: 'Feedback status changed', description: 'The event type in words' })
  actionLabel!: string;

  @ApiProperty({ example: 'Feedback status changed from New to Planned', description: 'What happened, in one sentence' })
  summary!: string;

  @ApiProperty({ type: AuditChangeDto, isArray: true, description: 'The fields of the entry in words, with earlier values' })
  changes!: AuditChangeDto[];

  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    nullable: true,
    description: 'Previous values of the fields this event changed',
  })
  before!: Record<string, unknown> | null;

  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    nullable: true,
    description: "The event's data; personal values read '[personal data]'",
  })
  after!: Record<string, unknown> | null;

  @ApiProperty({ type: String, nullable: true })
  correlationId!: string | null;
}

export class AuditPageDto {
  @ApiProperty({ type: AuditEntryDto, isArray: true })
  entries!: AuditEntryDto[];

  @ApiProperty({ type: String, nullable: true, description: 'Pass as `cursor` for the next (older) page; null on the last page' })
  nextCursor!: string | null;
}

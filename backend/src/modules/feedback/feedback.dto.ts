import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsString, MaxLength } from 'class-validator';
import { Omittable, OmittableOrNull } from '../../platform/http/field-rules';
import { ListPageQueryDto } from '../../platform/http/list-params';
import { FEEDBACK_LIMITS } from './domain/feedback.decide';
import {
  FEEDBACK_CATEGORIES,
  FEEDBACK_PRIORITIES,
  FEEDBACK_STATUSES,
  FEEDBACK_TYPES,
  FeedbackCategory,
  FeedbackPriority,
  FeedbackStatus,
  FeedbackType,
} from './domain/feedback.events';

const text = { message: ({ property }: { property: string }) => `${property} must be text` };
const maxText = (label: string, max: number) => ({ message: `${label} must be at most ${max} characters` });
const oneOf = (label: string, values: readonly string[]) => ({ message: `${label} must be one of ${values.join(', ')}` });

/** Spec 001 §2.2 / §5. Title and description are checked again (trimmed) by the domain. */
export class SubmitFeedbackDto {
  @ApiPropertyOptional({ enum: FEEDBACK_TYPES, default: 'general' })
  @Omittable()
  @IsIn(FEEDBACK_TYPES, oneOf('Type', FEEDBACK_TYPES))
  feedbackType?: FeedbackType;

  @ApiPropertyOptional({ enum: FEEDBACK_CATEGORIES, default: 'other' })
  @Omittable()
  @IsIn(FEEDBACK_CATEGORIES, oneOf('Category', FEEDBACK_CATEGORIES))
  category?: FeedbackCategory;

  @ApiPropertyOptional({ enum: FEEDBACK_PRIORITIES, default: 'medium' })
  @Omittable()
  @IsIn(FEEDBACK_PRIORITIES, oneOf('Priority', FEEDBACK_PRIORITIES))
  priority?: FeedbackPriority;

  @ApiProperty({ minLength: 1, maxLength: FEEDBACK_LIMITS.title, example: 'Dashboard filters reset' })
  @IsString(text)
  @MaxLength(FEEDBACK_LIMITS.title, maxText('Title', FEEDBACK_LIMITS.title))
  title!: string;

  @ApiProperty({
    minLength: 1,
    maxLength: FEEDBACK_LIMITS.description,
    example: 'After opening a deal and coming back, the status filter is lost.',
  })
  @IsString(text)
  @MaxLength(FEEDBACK_LIMITS.description, maxText('Description', FEEDBACK_LIMITS.description))
  description!: string;
}

/** Spec 000 §2 admin Feedback tab: status set freely, notes edited. */
export class UpdateFeedbackDto {
  @ApiPropertyOptional({ enum: FEEDBACK_STATUSES })
  @Omittable()
  @IsIn(FEEDBACK_STATUSES, oneOf('Status', FEEDBACK_STATUSES))
  status?: FeedbackStatus;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: FEEDBACK_LIMITS.adminNotes,
    description: 'Empty or null clears the notes',
  })
  @OmittableOrNull()
  @IsString(text)
  @MaxLength(FEEDBACK_LIMITS.adminNotes, maxText('Admin notes', FEEDBACK_LIMITS.adminNotes))
  adminNotes?: string | null;
}

export class FeedbackDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ format: 'uuid' })
  userId!: string;

  @ApiProperty({ enum: FEEDBACK_TYPES })
  feedbackType!: FeedbackType;

  @ApiProperty({ enum: FEEDBACK_CATEGORIES })
  category!: FeedbackCategory;

  @ApiProperty({ enum: FEEDBACK_PRIORITIES })
  priority!: FeedbackPriority;

  @ApiProperty()
  title!: string;

  @ApiProperty()
  description!: string;

  @ApiProperty({ enum: FEEDBACK_STATUSES })
  status!: FeedbackStatus;

  @ApiProperty({ type: String, nullable: true })
  adminNotes!: string | null;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;

  @ApiProperty({ format: 'date-time', type: String, nullable: true })
  resolvedAt!: string | null;

  @ApiProperty({ description: 'The stream version: send it back as If-Match: "<version>" with a command on this feedback' })
  version!: number;
}

export class AdminFeedbackDto extends FeedbackDto {
  @ApiProperty({
    type: String,
    nullable: true,
    description: "The author's full name; null when unknown (the UI shows 'Unknown')",
  })
  userName!: string | null;

  @ApiProperty({ type: String, nullable: true })
  userEmail!: string | null;
}

export class ListAdminFeedbackQueryDto extends ListPageQueryDto {
  @ApiPropertyOptional({ enum: FEEDBACK_STATUSES, description: 'Only feedback with this status' })
  @Omittable()
  @IsIn(FEEDBACK_STATUSES, oneOf('status', FEEDBACK_STATUSES))
  status?: FeedbackStatus;

  @ApiPropertyOptional({ enum: FEEDBACK_TYPES, description: 'Only feedback of this type' })
  @Omittable()
  @IsIn(FEEDBACK_TYPES, oneOf('type', FEEDBACK_TYPES))
  type?: FeedbackType;
}

export class AdminFeedbackListDto {
  @ApiProperty({ type: AdminFeedbackDto, isArray: true })
  items!: AdminFeedbackDto[];

  @ApiProperty({ description: 'How much feedback matches the search and filters' })
  total!: number;
}

export interface FeedbackRow {
  id: string;
  user_id: string;
  feedback_type: FeedbackType;
  category: FeedbackCategory;
  priority: FeedbackPriority;
  title: string;
  description: string;
  status: FeedbackStatus;
  admin_notes: string | null;
  created_at: Date;
  resolved_at: Date | null;
  last_version: number;
  user_name?: string | null;
  user_email?: string | null;
}

export const FEEDBACK_COLUMNS = `f.id, f.user_id, f.feedback_type, f.category, f.priority, f.title, f.description, f.status,
  f.admin_notes, f.created_at, f.resolved_at, f.last_version`;

/**
 * The admin's view of feedback: the author's name and e-mail come from identity's read table at
 * read time, so a renamed or erased author shows as they are now.
 */
export const ADMIN_FEEDBACK_SELECT = `${FEEDBACK_COLUMNS}, p.full_name AS user_name, p.email AS user_email`;
export const ADMIN_FEEDBACK_FROM = 'feedback f LEFT JOIN profiles p ON p.id = f.user_id';

export function toFeedbackDto(row: FeedbackRow): FeedbackDto {
  return {
    id: row.id,
    userId: row.user_id,
    feedbackType: row.feedback_type,
    category: row.category,
    priority: row.priority,
    title: row.title,
    description: row.description,
    status: row.status,
    adminNotes: row.admin_notes,
    createdAt: new Date(row.created_at).toISOString(),
    resolvedAt: row.resolved_at ? new Date(row.resolved_at).toISOString() : null,
    version: Number(row.last_version),
  };
}

export function toAdminFeedbackDto(row: FeedbackRow): AdminFeedbackDto {
  return { ...toFeedbackDto(row), userName: row.user_name ?? null, userEmail: row.user_email ?? null };
}

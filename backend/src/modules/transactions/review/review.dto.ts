import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsString, MaxLength } from 'class-validator';
import { IntBetween, Omittable } from '../../../platform/http/field-rules';
import { MAX_REVIEW_WINDOW_DAYS, REVIEW_NOTE_MAX } from './review';

export class ReviewWindowDto {
  @ApiProperty({ description: 'Days before closing a deal becomes ready for review' })
  days!: number;
  @ApiProperty({ description: "The window stream's version (If-Match of the next change)" })
  version!: number;
  @ApiProperty({ description: 'Whether the caller may change it (the broker only)' })
  editable!: boolean;
}

export class SetReviewWindowDto {
  @ApiProperty({ minimum: 1, maximum: MAX_REVIEW_WINDOW_DAYS })
  @IntBetween(1, MAX_REVIEW_WINDOW_DAYS, 'days')
  days!: number;
}

export class DealReviewDto {
  @ApiProperty({ enum: ['not_reviewed', 'approved', 'returned', 'resolved'] })
  status!: string;
  @ApiPropertyOptional({ type: String, nullable: true, description: 'The return note while Returned and not resolved' })
  note!: string | null;
  @ApiPropertyOptional({ type: String, nullable: true })
  reviewer_name!: string | null;
  @ApiPropertyOptional({ type: String, nullable: true, enum: ['broker', 'team_lead'] })
  reviewer_role!: string | null;
  @ApiPropertyOptional({ type: String, nullable: true, format: 'date-time' })
  decided_at!: string | null;
  @ApiProperty({ description: "The review stream's version (If-Match of the next decision)" })
  version!: number;
}

export class DecideReviewDto {
  @ApiProperty({ enum: ['approved', 'returned'] })
  @IsIn(['approved', 'returned'], { message: 'decision must be approved or returned' })
  decision!: 'approved' | 'returned';

  @ApiPropertyOptional({ maxLength: REVIEW_NOTE_MAX, description: 'Required when returning' })
  @Omittable()
  @IsString({ message: 'note must be text' })
  @MaxLength(REVIEW_NOTE_MAX, { message: `note must be at most ${REVIEW_NOTE_MAX} characters` })
  note?: string;
}

export class ReviewRequiredDocumentDto {
  @ApiProperty()
  kind!: string;
  @ApiProperty()
  present!: boolean;
}

export class ReviewMilestoneDto {
  @ApiProperty()
  name!: string;
  @ApiPropertyOptional({ type: String, nullable: true })
  due_date!: string | null;
  @ApiProperty()
  completed!: boolean;
}

export class ReviewQueueItemDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;
  @ApiProperty({ format: 'uuid' })
  agent_id!: string;
  @ApiPropertyOptional({ type: String, nullable: true })
  agent_name!: string | null;
  @ApiPropertyOptional({ type: String, nullable: true })
  property_address!: string | null;
  @ApiProperty()
  status!: string;
  @ApiPropertyOptional({ type: String, nullable: true })
  closing_date!: string | null;
  @ApiProperty({ type: DealReviewDto })
  review!: DealReviewDto;
  @ApiProperty({ type: ReviewRequiredDocumentDto, isArray: true })
  required_documents!: ReviewRequiredDocumentDto[];
  @ApiProperty({ type: ReviewMilestoneDto, isArray: true })
  milestones!: ReviewMilestoneDto[];
}

export class ReviewQueueDto {
  @ApiProperty()
  window_days!: number;
  @ApiProperty({ type: ReviewQueueItemDto, isArray: true })
  items!: ReviewQueueItemDto[];
}

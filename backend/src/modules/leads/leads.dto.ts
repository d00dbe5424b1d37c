import { ApiProperty, ApiPropertyOptional, IntersectionType } from '@nestjs/swagger';
import { IsIn, IsString, MaxLength, MinLength } from 'class-validator';
import { Omittable } from '../../platform/http/field-rules';
import { ListPagingDto, ListSearchDto } from '../../platform/http/list-params';
import { LEAD_LIMITS } from './domain/lead.decide';
import { CONTACT_INTERESTS, LEAD_KINDS, LeadKind } from './domain/lead.events';

const requiredText = (label: string) => ({ message: `${label} is required` });
const maxText = (label: string, max: number) => ({ message: `${label} must be at most ${max} characters` });
const text = { message: ({ property }: { property: string }) => `${property} must be text` };

/**
 * The spam trap of every public form: a field people never see. A request that fills it is
 * answered like any other and then dropped (nothing stored, nothing sent).
 */
class HoneypotDto {
  @ApiPropertyOptional({ description: 'Leave empty. A field hidden from people; bots that fill it are ignored.', maxLength: 500 })
  @Omittable()
  @IsString(text)
  @MaxLength(500, maxText('website', 500))
  website?: string;
}

export class SubmitContactMessageDto extends HoneypotDto {
  @ApiProperty({ minLength: 1, maxLength: LEAD_LIMITS.name, example: 'Ana Ruiz' })
  @IsString(text)
  @MinLength(1, requiredText('Name'))
  @MaxLength(LEAD_LIMITS.name, maxText('Name', LEAD_LIMITS.name))
  name!: string;

  @ApiProperty({ minLength: 1, maxLength: LEAD_LIMITS.email, format: 'email', example: 'ana@example.com' })
  @IsString(text)
  @MinLength(1, requiredText('Email'))
  @MaxLength(LEAD_LIMITS.email, maxText('Email', LEAD_LIMITS.email))
  email!: string;

  @ApiProperty({
    minLength: 1,
    maxLength: LEAD_LIMITS.message,
    example: 'We are a team of six in Round Rock and would like a demo.',
  })
  @IsString(text)
  @MinLength(1, requiredText('Message'))
  @MaxLength(LEAD_LIMITS.message, maxText('Message', LEAD_LIMITS.message))
  message!: string;

  @ApiPropertyOptional({
    description: `Selected interests as one comma-separated string of ${CONTACT_INTERESTS.join(', ')} (spec 000 §3)`,
    maxLength: LEAD_LIMITS.interests,
    example: 'agent-beta,broker-partnership',
  })
  @Omittable()
  @IsString(text)
  @MaxLength(LEAD_LIMITS.interests, maxText('Interests', LEAD_LIMITS.interests))
  interests?: string;
}

export class SubmitInvestorInquiryDto extends HoneypotDto {
  @ApiProperty({ minLength: 1, maxLength: LEAD_LIMITS.name, example: 'Lee Park' })
  @IsString(text)
  @MinLength(1, requiredText('Name'))
  @MaxLength(LEAD_LIMITS.name, maxText('Name', LEAD_LIMITS.name))
  name!: string;

  @ApiProperty({ minLength: 1, maxLength: LEAD_LIMITS.email, format: 'email', example: 'lee@example.vc' })
  @IsString(text)
  @MinLength(1, requiredText('Email'))
  @MaxLength(LEAD_LIMITS.email, maxText('Email', LEAD_LIMITS.email))
  email!: string;

  @ApiPropertyOptional({ maxLength: LEAD_LIMITS.organization, example: 'Live Oak Ventures' })
  @Omittable()
  @IsString(text)
  @MaxLength(LEAD_LIMITS.organization, maxText('Organization', LEAD_LIMITS.organization))
  organization?: string;

  @ApiPropertyOptional({ maxLength: LEAD_LIMITS.message })
  @Omittable()
  @IsString(text)
  @MaxLength(LEAD_LIMITS.message, maxText('Message', LEAD_LIMITS.message))
  message?: string;
}

export class JoinWaitlistDto extends HoneypotDto {
  @ApiProperty({ minLength: 1, maxLength: LEAD_LIMITS.name, example: 'Sam Cole' })
  @IsString(text)
  @MinLength(1, requiredText('Full name'))
  @MaxLength(LEAD_LIMITS.name, maxText('Full name', LEAD_LIMITS.name))
  fullName!: string;

  @ApiProperty({ minLength: 1, maxLength: LEAD_LIMITS.email, format: 'email', example: 'sam@example.com' })
  @IsString(text)
  @MinLength(1, requiredText('Email'))
  @MaxLength(LEAD_LIMITS.email, maxText('Email', LEAD_LIMITS.email))
  email!: string;

  @ApiPropertyOptional({ maxLength: LEAD_LIMITS.phone, example: '512-555-0142' })
  @Omittable()
  @IsString(text)
  @MaxLength(LEAD_LIMITS.phone, maxText('Phone', LEAD_LIMITS.phone))
  phone?: string;

  @ApiProperty({ minLength: 1, maxLength: LEAD_LIMITS.brokerage, example: 'Hill Country Realty' })
  @IsString(text)
  @MinLength(1, requiredText('Brokerage'))
  @MaxLength(LEAD_LIMITS.brokerage, maxText('Brokerage', LEAD_LIMITS.brokerage))
  brokerage!: string;

  @ApiProperty({ minLength: 1, maxLength: LEAD_LIMITS.headache, example: 'Keeping the lender and title in the loop.' })
  @IsString(text)
  @MinLength(1, requiredText('Biggest transaction headache'))
  @MaxLength(LEAD_LIMITS.headache, maxText('Biggest transaction headache', LEAD_LIMITS.headache))
  headache!: string;
}

export class LeadReceivedDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;
}

export class ListLeadsQueryDto extends ListSearchDto {
  @ApiPropertyOptional({ enum: LEAD_KINDS, enumName: 'LeadKind', description: 'Only this form' })
  @Omittable()
  @IsIn(LEAD_KINDS, { message: `kind must be one of ${LEAD_KINDS.join(', ')}` })
  kind?: LeadKind;
}

export class ListLeadsPageQueryDto extends IntersectionType(ListLeadsQueryDto, ListPagingDto) {}

export class LeadDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ enum: LEAD_KINDS, enumName: 'LeadKind' })
  kind!: LeadKind;

  @ApiProperty({ description: 'Name, or full name on the waitlist' })
  name!: string;

  @ApiProperty()
  email!: string;

  @ApiProperty({ nullable: true, type: String })
  phone!: string | null;

  @ApiProperty({ nullable: true, type: String, description: 'Investor enquiries' })
  organization!: string | null;

  @ApiProperty({ nullable: true, type: String, description: 'Waitlist' })
  brokerage!: string | null;

  @ApiProperty({ nullable: true, type: String })
  message!: string | null;

  @ApiProperty({ type: String, isArray: true, description: 'Contact form interests' })
  interests!: string[];

  @ApiProperty({ nullable: true, type: String, description: 'Waitlist: the biggest transaction headache' })
  headache!: string | null;

  @ApiProperty({ format: 'date-time' })
  submittedAt!: string;
}

export class LeadListDto {
  @ApiProperty({ type: LeadDto, isArray: true })
  items!: LeadDto[];

  @ApiProperty({ description: 'How many leads match the filters' })
  total!: number;
}

export interface LeadRow {
  id: string;
  kind: LeadKind;
  name: string;
  email: string;
  phone: string | null;
  organization: string | null;
  brokerage: string | null;
  message: string | null;
  interests: string[];
  headache: string | null;
  submitted_at: Date;
}

export function toLeadDto(row: LeadRow): LeadDto {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    email: row.email,
    phone: row.phone,
    organization: row.organization,
    brokerage: row.brokerage,
    message: row.message,
    interests: row.interests ?? [],
    headache: row.headache,
    submittedAt: new Date(row.submitted_at).toISOString(),
  };
}

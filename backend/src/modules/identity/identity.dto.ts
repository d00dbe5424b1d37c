import { MAX_INVITE_USES } from '../../../../openapi/shared-rules';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsISO8601, IsString, IsUUID, MaxLength, ValidateIf, ValidateNested } from 'class-validator';
import { MembershipMessages } from './domain/membership';
import { IntBetween, Omittable, OmittableOrNull } from '../../platform/http/field-rules';
import { ListPageQueryDto } from '../../platform/http/list-params';
import { INVITABLE_ROLES, InvitableRole, Role, ROLES } from './domain/user.events';
import { InviteCodeStatus } from './domain/invite-code.events';

const text = { message: ({ property }: { property: string }) => `${property} must be text` };

/** Spec 000 §3 profiles, as the contract names it. */
export class ProfileDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty()
  email!: string;

  @ApiProperty()
  fullName!: string;

  @ApiProperty({ nullable: true, type: String })
  phone!: string | null;

  @ApiProperty({ enum: ROLES, enumName: 'Role' })
  role!: Role;

  @ApiProperty({ nullable: true, type: String })
  company!: string | null;

  @ApiProperty({ nullable: true, type: String })
  licenseNumber!: string | null;

  @ApiProperty({
    nullable: true,
    type: String,
    description: '/api/users/{id}/logo when a logo exists; in answers to a signed-in caller, signed for them so an <img> loads it for 5–10 minutes (ADR 0045)',
  })
  logoUrl!: string | null;

  @ApiProperty({ nullable: true, type: String, format: 'date-time' })
  termsAcceptedAt!: string | null;

  @ApiProperty({ nullable: true, type: String, example: 'v1.0.0' })
  policyVersion!: string | null;

  @ApiProperty({ nullable: true, type: String, format: 'date-time' })
  clientConsentAt!: string | null;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;

  @ApiProperty({ format: 'date-time' })
  updatedAt!: string;
}

export class SessionDto {
  @ApiProperty({ description: 'Bearer token for Authorization; keep it in memory only' })
  accessToken!: string;

  @ApiProperty({ description: 'When the access token expires, seconds since the epoch' })
  expiresAt!: number;

  @ApiProperty({ type: ProfileDto })
  profile!: ProfileDto;
}

/**
 * The registration form, sent as multipart/form-data (spec 000 §2). Every field arrives as text and
 * is checked by the domain in the spec's order with its messages, so the DTO only types them.
 */
export class RegisterDto {
  @ApiProperty({ example: 'Ana Ruiz' })
  @Omittable()
  @IsString(text)
  fullName?: string;

  @ApiProperty({ format: 'email', example: 'ana@example.com' })
  @Omittable()
  @IsString(text)
  email?: string;

  @ApiPropertyOptional({ example: '512-555-0142' })
  @Omittable()
  @IsString(text)
  phone?: string;

  @ApiPropertyOptional({ example: 'Hill Country Realty' })
  @Omittable()
  @IsString(text)
  company?: string;

  @ApiPropertyOptional({ example: 'TX-0654321' })
  @Omittable()
  @IsString(text)
  licenseNumber?: string;

  @ApiProperty({ example: 'K7Q2-M9XA-3BDF' })
  @Omittable()
  @IsString(text)
  inviteCode?: string;

  @ApiProperty({ format: 'password', minLength: 6 })
  @Omittable()
  @IsString(text)
  password?: string;

  @ApiProperty({ format: 'password' })
  @Omittable()
  @IsString(text)
  confirmPassword?: string;

  @ApiProperty({ enum: ['true', 'false'], description: 'Terms and privacy agreement' })
  @Omittable()
  @IsString(text)
  acceptTerms?: string;

  @ApiProperty({ enum: ['true', 'false'], description: 'Responsibility acknowledgement' })
  @Omittable()
  @IsString(text)
  acceptResponsibility?: string;
}

/** The multipart body as documented: the fields plus the optional logo file (never a DTO property). */
export class RegisterFormDto extends RegisterDto {
  @ApiPropertyOptional({ type: 'string', format: 'binary', description: 'PNG, JPEG, GIF, WebP or SVG, at most 5 MB' })
  logo?: unknown;
}

export class RegisteredDto {
  @ApiProperty({ format: 'uuid' })
  userId!: string;

  @ApiProperty({ enum: ROLES, enumName: 'Role' })
  role!: Role;
}

export class SignInDto {
  @ApiProperty({ format: 'email' })
  @Omittable()
  @IsString(text)
  @MaxLength(1000)
  email?: string;

  @ApiProperty({ format: 'password' })
  @Omittable()
  @IsString(text)
  @MaxLength(1000)
  password?: string;
}

export class ForgotPasswordDto {
  @ApiProperty({ format: 'email' })
  @Omittable()
  @IsString(text)
  @MaxLength(1000)
  email?: string;
}

export class ResetPasswordDto {
  @ApiProperty({ description: 'The token from the e-mailed link' })
  @Omittable()
  @IsString(text)
  @MaxLength(200)
  token?: string;

  @ApiProperty({ format: 'password', minLength: 6 })
  @Omittable()
  @IsString(text)
  @MaxLength(1000)
  password?: string;

  @ApiProperty({ format: 'password' })
  @Omittable()
  @IsString(text)
  @MaxLength(1000)
  confirmPassword?: string;
}

export class CheckResetLinkDto {
  @ApiProperty({ description: 'The token from the e-mailed link' })
  @Omittable()
  @IsString(text)
  @MaxLength(200)
  token?: string;
}

export class ChangePasswordDto {
  @ApiProperty({ format: 'password' })
  @Omittable()
  @IsString(text)
  @MaxLength(1000)
  currentPassword?: string;

  @ApiProperty({ format: 'password', minLength: 6 })
  @Omittable()
  @IsString(text)
  @MaxLength(1000)
  newPassword?: string;

  @ApiProperty({ format: 'password' })
  @Omittable()
  @IsString(text)
  @MaxLength(1000)
  confirmPassword?: string;
}

export class MessageDto {
  @ApiProperty()
  message!: string;
}

export const ACTIVITY_BATCH_MAX = 100;
export const CLIENT_ACTIVITY_TYPES = ['page_view', 'feature_usage'] as const;
export type ClientActivityType = (typeof CLIENT_ACTIVITY_TYPES)[number];

export class ActivityEventDto {
  @ApiProperty({ enum: CLIENT_ACTIVITY_TYPES, enumName: 'ClientActivityType' })
  @IsIn(CLIENT_ACTIVITY_TYPES, { message: `type must be one of ${CLIENT_ACTIVITY_TYPES.join(', ')}` })
  type!: ClientActivityType;

  @ApiPropertyOptional({ maxLength: 200, description: 'The page path, or the feature used', example: '/dashboard/agent' })
  @Omittable()
  @IsString(text)
  @MaxLength(200, { message: 'details must be at most 200 characters' })
  details?: string;

  @ApiPropertyOptional({ format: 'date-time', description: 'When it happened; the server time when absent or implausible' })
  @Omittable()
  @IsISO8601({}, { message: 'at must be a date and time' })
  at?: string;
}

export class RecordActivityDto {
  @ApiProperty({ type: ActivityEventDto, isArray: true, maxItems: ACTIVITY_BATCH_MAX })
  @IsArray({ message: 'events must be a list' })
  @ArrayMaxSize(ACTIVITY_BATCH_MAX, { message: `At most ${ACTIVITY_BATCH_MAX} events at a time` })
  @ValidateNested({ each: true })
  @Type(() => ActivityEventDto)
  events!: ActivityEventDto[];
}

export class AdminStatsDto {
  @ApiProperty()
  totalUsers!: number;

  @ApiProperty()
  agents!: number;

  @ApiProperty()
  clients!: number;

  @ApiProperty()
  totalTransactions!: number;
}

/** A person named in another's row: id and name. */
export class PersonRefDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty()
  fullName!: string;
}

export class AdminUserDto extends ProfileDto {
  @ApiProperty({ type: PersonRefDto, nullable: true, description: "The agent's team lead (ADR 0046)" })
  teamLead!: PersonRefDto | null;

  @ApiProperty({ type: PersonRefDto, nullable: true, description: "The agent's or team lead's broker (ADR 0046)" })
  broker!: PersonRefDto | null;

  @ApiProperty({ description: 'Transactions where the user is the agent or the client' })
  transactionCount!: number;

  @ApiProperty({ description: 'The stream version: send it back as If-Match: "<version>" with a command on this user' })
  version!: number;
}

export class ListAdminUsersQueryDto extends ListPageQueryDto {
  @ApiPropertyOptional({ enum: ROLES, enumName: 'Role', description: 'Only people with this role' })
  @Omittable()
  @IsIn(ROLES, { message: `role must be one of ${ROLES.join(', ')}` })
  role?: Role;
}

export class AdminUserListDto {
  @ApiProperty({ type: AdminUserDto, isArray: true })
  items!: AdminUserDto[];

  @ApiProperty({ description: 'How many users match the search and filters' })
  total!: number;
}

export class FeatureUsageDto {
  @ApiProperty()
  feature!: string;

  @ApiProperty()
  count!: number;
}

export class DayActivityDto {
  @ApiProperty({ example: '2026-01-31', description: 'UTC date' })
  date!: string;

  @ApiProperty()
  count!: number;
}

export class UserAnalyticsDto {
  @ApiProperty()
  totalLogins!: number;

  @ApiProperty({ description: 'Rounded to whole minutes' })
  avgSessionDurationMinutes!: number;

  @ApiProperty({ nullable: true, type: String, format: 'date-time' })
  lastLogin!: string | null;

  @ApiProperty()
  totalPageViews!: number;

  @ApiProperty({ type: FeatureUsageDto, isArray: true, description: 'Top 5' })
  mostUsedFeatures!: FeatureUsageDto[];

  @ApiProperty({ type: DayActivityDto, isArray: true, description: 'Sorted by date' })
  activityByDay!: DayActivityDto[];
}

export class ChangeRoleDto {
  @ApiProperty({ enum: ROLES, enumName: 'Role' })
  @Omittable()
  @IsString(text)
  role?: string;
}

/** Issue 24 item 1: the member's team lead, or null to clear it. */
export class AssignTeamLeadDto {
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'A team lead\'s id, or null to clear' })
  @ValidateIf((_object: object, value: unknown) => value !== null)
  @IsUUID('all', { message: MembershipMessages.teamLeadIdInvalid })
  teamLeadId!: string | null;
}

/** Issue 24 item 1: the member's broker, or null to clear it. */
export class AssignBrokerDto {
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'A broker\'s id, or null to clear' })
  @ValidateIf((_object: object, value: unknown) => value !== null)
  @IsUUID('all', { message: MembershipMessages.brokerIdInvalid })
  brokerId!: string | null;
}

export class InviteCodeDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ example: 'K7Q2-M9XA-3BDF' })
  code!: string;

  @ApiProperty({ enum: INVITABLE_ROLES, enumName: 'InvitableRole' })
  role!: InvitableRole;

  @ApiProperty()
  currentUses!: number;

  @ApiProperty()
  maxUses!: number;

  @ApiProperty({ nullable: true, type: String, format: 'date-time' })
  expiresAt!: string | null;

  @ApiProperty({ nullable: true, type: String })
  notes!: string | null;

  @ApiProperty({ format: 'uuid' })
  createdBy!: string;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;

  @ApiProperty({ nullable: true, type: String, format: 'date-time' })
  usedAt!: string | null;

  @ApiProperty({ nullable: true, type: String, format: 'date-time', description: 'When an admin revoked the code; registration refuses it from then on' })
  revokedAt!: string | null;

  @ApiProperty({ description: 'The stream version: send it back as If-Match: "<version>" with a command on this invite code' })
  version!: number;

  @ApiProperty({ enum: ['active', 'used', 'expired', 'revoked'], enumName: 'InviteCodeStatus' })
  status!: InviteCodeStatus;
}

export class CreateInviteCodeDto {
  @ApiPropertyOptional({ enum: INVITABLE_ROLES, enumName: 'InvitableRole', default: 'agent' })
  @Omittable()
  @IsIn(INVITABLE_ROLES, { message: `Role must be one of ${INVITABLE_ROLES.join(', ')}` })
  role?: InvitableRole;

  @ApiPropertyOptional({ minimum: 1, maximum: MAX_INVITE_USES, default: 1 })
  @Omittable()
  @IntBetween(1, MAX_INVITE_USES, 'Max uses')
  maxUses?: number;

  @ApiPropertyOptional({ maxLength: 500 })
  @Omittable()
  @IsString(text)
  @MaxLength(500, { message: 'Notes must be at most 500 characters' })
  notes?: string;

  @ApiPropertyOptional({ format: 'date-time', nullable: true, type: String })
  @OmittableOrNull()
  @IsISO8601({}, { message: 'Expiry must be a date and time' })
  expiresAt?: string | null;
}

export class AdminTransactionDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty()
  propertyAddress!: string;

  @ApiProperty({ nullable: true, type: String })
  agentName!: string | null;

  @ApiProperty({ nullable: true, type: String })
  clientName!: string | null;

  @ApiProperty()
  status!: string;

  @ApiProperty()
  deleted!: boolean;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;

  @ApiProperty({ description: 'The deal\'s stream version: send it back as If-Match: "<version>" with a command on this deal (reassignTransaction)' })
  version!: number;
}

export interface ProfileRow {
  id: string;
  email: string | null;
  full_name: string;
  phone: string | null;
  role: Role;
  company: string | null;
  license_number: string | null;
  logo_file: string | null;
  terms_accepted_at: Date | null;
  policy_version: string | null;
  client_consent_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

export const PROFILE_COLUMNS = `id, email, full_name, phone, role, company, license_number, logo_file, terms_accepted_at,
  policy_version, client_consent_at, created_at, updated_at`;

const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);

export function toProfileDto(row: ProfileRow): ProfileDto {
  return {
    id: row.id,
    email: row.email ?? '',
    fullName: row.full_name,
    phone: row.phone,
    role: row.role,
    company: row.company,
    licenseNumber: row.license_number,
    logoUrl: row.logo_file ? `/api/users/${row.id}/logo` : null,
    termsAcceptedAt: iso(row.terms_accepted_at),
    policyVersion: row.policy_version,
    clientConsentAt: iso(row.client_consent_at),
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

export interface InviteCodeRow {
  id: string;
  code: string;
  role: InvitableRole;
  current_uses: number;
  max_uses: number;
  expires_at: Date | null;
  notes: string | null;
  created_by: string;
  created_at: Date;
  used_at: Date | null;
  revoked_at: Date | null;
  last_version: number;
}

/**
 * An agent's, broker's or team lead's own profile edit (issue 20 item 6, ADR 0060): an absent key
 * is left as it is; null or blank clears phone, company and license number; the name is required.
 * The e-mail is the sign-in and is not edited here.
 */
export class UpdateMyProfileDto {
  @ApiPropertyOptional({ maxLength: 200 })
  @Omittable()
  @IsString(text)
  @MaxLength(1000)
  fullName?: string;

  @ApiPropertyOptional({ nullable: true, type: String, maxLength: 200 })
  @OmittableOrNull()
  @IsString(text)
  @MaxLength(1000)
  phone?: string | null;

  @ApiPropertyOptional({ nullable: true, type: String, maxLength: 200, description: 'The brokerage name' })
  @OmittableOrNull()
  @IsString(text)
  @MaxLength(1000)
  company?: string | null;

  @ApiPropertyOptional({ nullable: true, type: String, maxLength: 200 })
  @OmittableOrNull()
  @IsString(text)
  @MaxLength(1000)
  licenseNumber?: string | null;
}

/** The multipart form of a logo replacement (ADR 0060): one image part named `logo`. */
export class UploadMyLogoFormDto {
  @ApiProperty({ type: 'string', format: 'binary', description: 'PNG, JPG, GIF, WebP or SVG, at most 5 MB (judged by its content)' })
  logo!: unknown;
}

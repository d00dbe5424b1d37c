import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsString, MaxLength } from 'class-validator';
import { Omittable, OmittableOrNull } from '../../platform/http/field-rules';
import { ListPageQueryDto } from '../../platform/http/list-params';
import { DATA_REQUEST_LIMITS } from './domain/data-request.decide';
import { DATA_REQUEST_STATUSES, DataRequestStatus, REQUEST_TYPES, RequestType } from './domain/data-request.events';

const text = { message: ({ property }: { property: string }) => `${property} must be text` };
const maxText = (label: string, max: number) => ({ message: `${label} must be at most ${max} characters` });

/** Spec 002 "Data privacy requests": access or deletion, reason optional. */
export class SubmitDataRequestDto {
  @ApiProperty({ enum: REQUEST_TYPES })
  @IsIn(REQUEST_TYPES, { message: 'Request type must be access or deletion' })
  requestType!: RequestType;

  @ApiPropertyOptional({ maxLength: DATA_REQUEST_LIMITS.reason })
  @Omittable()
  @IsString(text)
  @MaxLength(DATA_REQUEST_LIMITS.reason, maxText('Reason', DATA_REQUEST_LIMITS.reason))
  reason?: string;
}

/** Spec 000 §2 Data Requests tab: status set freely, the note saved on blur. */
export class UpdateDataRequestDto {
  @ApiPropertyOptional({ enum: DATA_REQUEST_STATUSES })
  @Omittable()
  @IsIn(DATA_REQUEST_STATUSES, { message: `Status must be one of ${DATA_REQUEST_STATUSES.join(', ')}` })
  status?: DataRequestStatus;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: DATA_REQUEST_LIMITS.adminNotes,
    description: 'Empty or null clears the note',
  })
  @OmittableOrNull()
  @IsString(text)
  @MaxLength(DATA_REQUEST_LIMITS.adminNotes, maxText('Admin notes', DATA_REQUEST_LIMITS.adminNotes))
  adminNotes?: string | null;
}

export class DataRequestDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ format: 'uuid' })
  userId!: string;

  @ApiProperty({ enum: REQUEST_TYPES })
  requestType!: RequestType;

  @ApiProperty({ type: String, nullable: true })
  reason!: string | null;

  @ApiProperty({ type: String, nullable: true, description: "The requester's e-mail when filing; null once erased" })
  userEmail!: string | null;

  @ApiProperty({ type: String, nullable: true, description: "The requester's name when filing; null once erased" })
  userName!: string | null;

  @ApiProperty({ enum: DATA_REQUEST_STATUSES })
  status!: DataRequestStatus;

  @ApiProperty({ type: String, nullable: true })
  adminNotes!: string | null;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;

  @ApiProperty({ format: 'date-time' })
  updatedAt!: string;

  @ApiProperty({ format: 'date-time', type: String, nullable: true, description: 'Stamped when completed or rejected' })
  completedAt!: string | null;

  @ApiProperty({ description: 'A completed access request whose JSON export can be downloaded' })
  exportReady!: boolean;

  @ApiProperty({
    format: 'date-time',
    type: String,
    nullable: true,
    description: "When the requester's personal data was erased",
  })
  erasedAt!: string | null;

  @ApiProperty({ description: 'The stream version: send it back as If-Match: "<version>" with a command on this request' })
  version!: number;
}

export class ListAdminDataRequestsQueryDto extends ListPageQueryDto {
  @ApiPropertyOptional({ enum: DATA_REQUEST_STATUSES, description: 'Only requests with this status' })
  @Omittable()
  @IsIn(DATA_REQUEST_STATUSES, { message: `status must be one of ${DATA_REQUEST_STATUSES.join(', ')}` })
  status?: DataRequestStatus;

  @ApiPropertyOptional({ enum: REQUEST_TYPES, description: 'Only access or only deletion requests' })
  @Omittable()
  @IsIn(REQUEST_TYPES, { message: `type must be one of ${REQUEST_TYPES.join(', ')}` })
  type?: RequestType;
}

export class DataRequestListDto {
  @ApiProperty({ type: DataRequestDto, isArray: true })
  items!: DataRequestDto[];

  @ApiProperty({ description: 'How many requests match the search and filters' })
  total!: number;
}

export interface DataRequestRow {
  id: string;
  user_id: string;
  request_type: RequestType;
  reason: string | null;
  user_email: string | null;
  user_name: string | null;
  status: DataRequestStatus;
  admin_notes: string | null;
  created_at: Date;
  updated_at: Date;
  completed_at: Date | null;
  export_ready_at: Date | null;
  erased_at: Date | null;
  last_version: number;
}

const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);

export const DATA_REQUEST_COLUMNS = `id, user_id, request_type, reason, user_email, user_name, status, admin_notes, created_at,
  updated_at, completed_at, export_ready_at, erased_at, last_version`;

export function toDataRequestDto(row: DataRequestRow): DataRequestDto {
  return {
    id: row.id,
    userId: row.user_id,
    requestType: row.request_type,
    reason: row.reason,
    userEmail: row.user_email,
    userName: row.user_name,
    status: row.status,
    adminNotes: row.admin_notes,
    createdAt: iso(row.created_at)!,
    updatedAt: iso(row.updated_at)!,
    completedAt: iso(row.completed_at),
    exportReady: row.export_ready_at !== null && row.status === 'completed',
    erasedAt: iso(row.erased_at),
    version: Number(row.last_version),
  };
}

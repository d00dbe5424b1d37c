import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength, MinLength } from 'class-validator';
import { MAX_PING_MESSAGE_LENGTH } from './domain/diagnostic-ping.decide';

export class RecordDiagnosticPingDto {
  @ApiProperty({ minLength: 1, maxLength: MAX_PING_MESSAGE_LENGTH, example: 'Hello from the diagnostics page' })
  @IsString()
  @MinLength(1, { message: 'Message is required' })
  @MaxLength(MAX_PING_MESSAGE_LENGTH, { message: `Message must be at most ${MAX_PING_MESSAGE_LENGTH} characters` })
  message!: string;
}

export class DiagnosticPingDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty()
  message!: string;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;

  @ApiProperty({ format: 'date-time', nullable: true, type: String })
  acknowledgedAt!: string | null;

  @ApiProperty({ description: 'The stream version (the ETag of a command on this ping)' })
  version!: number;
}

export interface DiagnosticPingRow {
  id: string;
  message: string;
  created_at: Date;
  acknowledged_at: Date | null;
  last_version: number;
}

export const DIAGNOSTIC_PING_COLUMNS = 'id, message, created_at, acknowledged_at, last_version';

export function toDiagnosticPingDto(row: DiagnosticPingRow): DiagnosticPingDto {
  return {
    id: row.id,
    message: row.message,
    createdAt: new Date(row.created_at).toISOString(),
    acknowledgedAt: row.acknowledged_at ? new Date(row.acknowledged_at).toISOString() : null,
    version: Number(row.last_version),
  };
}

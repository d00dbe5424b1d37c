import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsUUID } from 'class-validator';
import { Omittable, OmittableOrNull } from '../../../../platform/http/field-rules';
import {
  TRANSACTION_STATUSES,
  TRANSACTION_TYPES,
  TransactionStatus,
  TransactionType,
  WORKING_STATUSES,
  WorkingStatus,
} from '../../kernel/domain/transaction-fields';
import { withCatalogue } from '../../kernel/catalogue.dto';

/** Spec 002 §5: any catalogue fields; a key absent = unchanged, null = clear. client_id links or unlinks the client. */
export class UpdateTransactionDto {
  [key: string]: unknown;

  @ApiPropertyOptional({ type: String, format: 'uuid', nullable: true })
  @OmittableOrNull()
  @IsUUID('all', { message: 'client_id must be a UUID' })
  client_id?: string | null;
}
withCatalogue(UpdateTransactionDto, 'input');

/** Spec 001 §4: the contract statuses an agent moves a live deal through. */
export class ChangeTransactionStatusDto {
  @ApiProperty({ enum: WORKING_STATUSES, enumName: 'WorkingStatus' })
  @IsIn(WORKING_STATUSES, { message: `status must be one of ${WORKING_STATUSES.join(', ')}` })
  status!: WorkingStatus;
}

export class DeleteTransactionQueryDto {
  @ApiPropertyOptional({ enum: ['true', 'false'], description: 'Permanently remove even a closed transaction' })
  @Omittable()
  @IsIn(['true', 'false'], { message: 'force must be true or false' })
  force?: 'true' | 'false';
}

export class ListTransactionsQueryDto {
  @ApiPropertyOptional({
    enum: ['true', 'false'],
    description: "A client's list leaves out cancelled and archived deals unless this is true (spec 002 §7); an agent's list always has them",
  })
  @Omittable()
  @IsIn(['true', 'false'], { message: 'include_inactive must be true or false' })
  include_inactive?: 'true' | 'false';
}


/** A dashboard row (contract: GET /transactions). */
export class TransactionListItemDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ type: 'integer' }) version!: number;
  @ApiProperty({ enum: TRANSACTION_STATUSES }) status!: TransactionStatus;
  @ApiProperty({ enum: TRANSACTION_TYPES }) transaction_type!: TransactionType;
  @ApiProperty({ format: 'uuid' }) agent_id!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'Always null: a deleted deal is never listed' })
  deleted_at!: string | null;
  @ApiProperty({ type: String, nullable: true }) property_address!: string | null;
  @ApiProperty({ type: String, nullable: true }) property_city!: string | null;
  @ApiProperty({ type: String, nullable: true }) property_state!: string | null;
  @ApiProperty({ type: String, nullable: true }) property_zip!: string | null;
  @ApiProperty({ type: String, nullable: true }) property_image_url!: string | null;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) client_id!: string | null;
  @ApiProperty({ type: String, nullable: true }) client_name!: string | null;
  @ApiProperty({ type: Number, nullable: true }) purchase_price!: number | null;
  @ApiProperty({ type: String, format: 'date', nullable: true }) closing_date!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) closing_appointment_datetime!: string | null;
  @ApiProperty({ type: String, format: 'date', nullable: true }) contract_date!: string | null;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) closed_at!: string | null;
  @ApiProperty({ type: 'integer', nullable: true }) wizard_step!: number | null;
  @ApiProperty({ type: String, nullable: true }) next_milestone_type!: string | null;
  @ApiProperty({ type: String, nullable: true }) next_milestone_name!: string | null;
  @ApiProperty({ type: String, format: 'date', nullable: true }) next_milestone_date!: string | null;
  @ApiProperty({ type: 'integer', nullable: true }) progress_percentage!: number | null;
  @ApiProperty({ type: String, enum: ['ok', 'at_risk', 'overdue'], nullable: true }) compliance_status!: string | null;
  @ApiProperty({ description: "The deal's milestones were written by older rules: the agent's row offers Fix (always false for a client)" })
  integrity_warning!: boolean;
}

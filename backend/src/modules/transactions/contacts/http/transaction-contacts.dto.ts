import { ApiProperty } from '@nestjs/swagger';

/** One key contact of a deal (spec 002 §3 Contact). */
export class TransactionContactDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'uuid' }) transaction_id!: string;
  @ApiProperty() role!: string;
  @ApiProperty({ type: String, nullable: true }) custom_role!: string | null;
  @ApiProperty() name!: string;
  @ApiProperty({ type: String, nullable: true }) company!: string | null;
  @ApiProperty({ type: String, nullable: true }) email!: string | null;
  @ApiProperty({ type: String, nullable: true }) phone!: string | null;
  @ApiProperty() is_agent_only!: boolean;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
}

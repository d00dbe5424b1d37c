import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsString, IsUUID } from 'class-validator';
import { Omittable, OmittableOrNull } from '../../../../platform/http/field-rules';
import { TRANSACTION_VENDOR_CATEGORIES, TRANSACTION_VENDOR_LIMITS } from '../domain/transaction-vendor-rules';

const text = { message: ({ property }: { property: string }) => `${property} must be text` };
// Lengths are the domain's to check (transaction-vendor-rules.ts), in its own words, after trimming; the body limit keeps a huge one out.

/** One vendor of the deal as its reader may see it (spec 002 §3; a client never gets agent_notes or vendor_library_id). */
export class TransactionVendorDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ format: 'uuid' })
  transaction_id!: string;

  @ApiPropertyOptional({
    type: String,
    format: 'uuid',
    nullable: true,
    description: "Agent only: the library vendor it came from (also seen as vendor_id); never sent to a client, whose portal has no library",
  })
  vendor_library_id?: string | null;

  @ApiProperty({ description: 'The library category when shared from the library; the category otherwise' })
  role!: string;

  @ApiProperty({ example: 'Hill Country Inspections' })
  name!: string;

  @ApiProperty({
    description: `One of the detail flow's categories (${TRANSACTION_VENDOR_CATEGORIES.join(', ')}) or, from the library, its category`,
  })
  category!: string;

  @ApiProperty({ type: String, nullable: true })
  company!: string | null;

  @ApiProperty({ type: String, nullable: true })
  email!: string | null;

  @ApiProperty({ type: String, nullable: true })
  phone!: string | null;

  @ApiProperty({ type: String, nullable: true })
  website!: string | null;

  @ApiProperty()
  share_to_client!: boolean;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'Agent only: never sent to a client' })
  agent_notes?: string | null;

  @ApiProperty({ format: 'date-time' })
  created_at!: string;
}

/**
 * Add a vendor to the deal (spec 002 §7): `vendor_id` alone copies one of the agent's library vendors
 * (the Vendor Library's Share sends exactly `{ vendor_id }`); without it, the vendor's details create
 * one directly, also filed in the library when add_to_library is on.
 */
export class CreateTransactionVendorDto {
  @ApiPropertyOptional({ format: 'uuid', description: 'A vendor of your library to copy to the deal' })
  @Omittable()
  @IsUUID('all', { message: 'vendor_id must be a vendor id (uuid)' })
  vendor_id?: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: TRANSACTION_VENDOR_LIMITS.name, description: 'Required without vendor_id' })
  @OmittableOrNull()
  @IsString(text)
  name?: string | null;

  @ApiPropertyOptional({
    enum: TRANSACTION_VENDOR_CATEGORIES,
    enumName: 'TransactionVendorCategory',
    description: 'Required without vendor_id',
  })
  @OmittableOrNull()
  @IsString(text)
  category?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: TRANSACTION_VENDOR_LIMITS.company })
  @OmittableOrNull()
  @IsString(text)
  company?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: TRANSACTION_VENDOR_LIMITS.email })
  @OmittableOrNull()
  @IsString(text)
  email?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: TRANSACTION_VENDOR_LIMITS.phone })
  @OmittableOrNull()
  @IsString(text)
  phone?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: TRANSACTION_VENDOR_LIMITS.website,
    description: 'http or https; https is added when no scheme is given',
  })
  @OmittableOrNull()
  @IsString(text)
  website?: string | null;

  @ApiPropertyOptional({ default: true, description: 'Shown to the client (spec 002 §9: shared by default)' })
  @Omittable()
  @IsBoolean({ message: 'share_to_client must be true or false' })
  share_to_client?: boolean;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: TRANSACTION_VENDOR_LIMITS.agent_notes,
    description: 'Agent only: never sent to a client',
  })
  @OmittableOrNull()
  @IsString(text)
  agent_notes?: string | null;

  @ApiPropertyOptional({ default: false, description: 'Without vendor_id: also add the vendor to your library (off by default)' })
  @Omittable()
  @IsBoolean({ message: 'add_to_library must be true or false' })
  add_to_library?: boolean;
}

import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsString, MaxLength } from 'class-validator';
import { Omittable, OmittableOrNull } from '../../platform/http/field-rules';
import { VENDOR_MESSAGES } from './domain/vendor.decide';
import { VENDOR_CATEGORIES, VendorCategory } from './domain/vendor.events';

const text = { message: ({ property }: { property: string }) => `${property} must be text` };
const nameRequired = { message: VENDOR_MESSAGES.nameRequired };
const categoryRequired = { message: VENDOR_MESSAGES.categoryRequired };
/** The search box is one line; a longer one finds nothing anyway. */
export const VENDOR_SEARCH_MAX = 200;
// Lengths of the fields are the domain's to check (vendor.decide.ts), in its own words, after trimming; the body limit keeps a huge one out.

export class VendorDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ example: 'Hill Country Inspections' })
  name!: string;

  @ApiProperty({ enum: VENDOR_CATEGORIES, enumName: 'VendorCategory', example: 'home_inspector' })
  category!: VendorCategory;

  @ApiProperty({ type: String, nullable: true, example: 'Dana Reyes' })
  contact_name!: string | null;

  @ApiProperty({ type: String, nullable: true })
  company!: string | null;

  @ApiProperty({ type: String, nullable: true })
  email!: string | null;

  @ApiProperty({ type: String, nullable: true })
  phone!: string | null;

  @ApiProperty({ type: String, nullable: true })
  website!: string | null;

  @ApiProperty({ type: String, nullable: true })
  notes!: string | null;

  @ApiProperty({ type: String, format: 'date-time' })
  created_at!: string;

  @ApiProperty({ type: String, format: 'date-time' })
  updated_at!: string;

  @ApiProperty({ description: 'The stream version (send back as If-Match)' })
  version!: number;
}

/** Spec 001 §2.4: a search box over name, company and contact name, and a category filter ('All Categories' sends none). */
export class ListVendorsQueryDto {
  @ApiPropertyOptional({ maxLength: VENDOR_SEARCH_MAX, description: 'Words found in the name, company or contact name (case-insensitive)' })
  @Omittable()
  @IsString(text)
  @MaxLength(VENDOR_SEARCH_MAX, { message: `search must be at most ${VENDOR_SEARCH_MAX} characters` })
  search?: string;

  @ApiPropertyOptional({ enum: VENDOR_CATEGORIES, enumName: 'VendorCategory' })
  @Omittable()
  @IsIn(VENDOR_CATEGORIES, { message: VENDOR_MESSAGES.category })
  category?: VendorCategory;
}

class VendorOptionalFields {
  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 200, description: 'Blank or null is saved as none' })
  @OmittableOrNull()
  @IsString(text)
  contact_name?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 200 })
  @OmittableOrNull()
  @IsString(text)
  company?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 254, description: "'Please enter a valid email address' unless blank" })
  @OmittableOrNull()
  @IsString(text)
  email?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 40 })
  @OmittableOrNull()
  @IsString(text)
  phone?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 500 })
  @OmittableOrNull()
  @IsString(text)
  website?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 5000 })
  @OmittableOrNull()
  @IsString(text)
  notes?: string | null;
}

/** Spec 001 §2.4 Add Vendor / §5: name and category required, blank optional fields saved as null. */
export class CreateVendorDto extends VendorOptionalFields {
  @ApiProperty({ minLength: 1, maxLength: 200 })
  @IsString(nameRequired)
  name!: string;

  @ApiProperty({ enum: VENDOR_CATEGORIES, enumName: 'VendorCategory' })
  @IsString(categoryRequired)
  category!: VendorCategory;
}

/** Spec 001 §2.4 Edit Vendor: an omitted field keeps its value; null or blank clears an optional one. */
export class UpdateVendorDto extends VendorOptionalFields {
  @ApiPropertyOptional({ minLength: 1, maxLength: 200 })
  @Omittable()
  @IsString(nameRequired)
  name?: string;

  @ApiPropertyOptional({ enum: VENDOR_CATEGORIES, enumName: 'VendorCategory' })
  @Omittable()
  @IsString(categoryRequired)
  category?: VendorCategory;
}

/** A deal a library vendor may be shared to (spec 001 §5, §7: the agent's own, pending or under contract). */
export class VendorShareTargetDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ type: String, nullable: true, description: "Null until the deal has one (shown as 'Property address pending')" })
  property_address!: string | null;

  @ApiProperty({ type: String, nullable: true })
  property_city!: string | null;

  @ApiProperty({ example: 'under_contract' })
  status!: string;
}

import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsString } from 'class-validator';
import { Omittable, OmittableOrNull } from '../../../../platform/http/field-rules';

const text = { message: ({ property }: { property: string }) => `${property} must be text` };

/** Spec 002 §2 client information editor: name and phone (absent = unchanged); the e-mail is read-only. */
export class UpdateTransactionClientDto {
  @ApiPropertyOptional({ example: 'Casey Buyer' })
  @Omittable()
  @IsString(text)
  full_name?: string;

  @ApiPropertyOptional({ type: String, nullable: true, example: '512-555-0177', description: 'null or blank clears it' })
  @OmittableOrNull()
  @IsString(text)
  phone?: string | null;
}

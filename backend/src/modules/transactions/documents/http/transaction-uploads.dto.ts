import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsString, MaxLength } from 'class-validator';
import { Omittable } from '../../../../platform/http/field-rules';
import {
  DOCUMENT_KINDS,
  DOCUMENT_MESSAGES,
  DOCUMENT_VISIBILITIES,
  MAX_DOCUMENT_DESCRIPTION,
  MAX_DOCUMENT_TITLE,
} from '../domain/documents.events';

/** The photo upload's multipart body as documented (the file is never a DTO property). */
export class UploadTransactionPhotoFormDto {
  @ApiProperty({ type: 'string', format: 'binary', description: 'JPEG, PNG, GIF or WebP (by content), at most 5 MB' })
  file!: unknown;
}

/** The text parts of a document upload (spec 002 §5). */
export class UploadTransactionDocumentDto {
  @ApiProperty({ enum: DOCUMENT_KINDS })
  @IsIn(DOCUMENT_KINDS, { message: `kind must be one of ${DOCUMENT_KINDS.join(', ')}` })
  kind!: string;

  @ApiPropertyOptional({
    description: "Defaults to the wizard's title of the kind, else the file name without its extension",
    maxLength: 200,
  })
  @Omittable()
  @IsString({ message: 'title must be text' })
  @MaxLength(200, { message: 'title must be at most 200 characters' })
  title?: string;

  @ApiPropertyOptional({ enum: DOCUMENT_VISIBILITIES, description: 'Defaults to agent_and_client (spec 002 §5)' })
  @Omittable()
  @IsIn(DOCUMENT_VISIBILITIES, { message: `visibility must be one of ${DOCUMENT_VISIBILITIES.join(', ')}` })
  visibility?: string;

  @ApiPropertyOptional({ description: 'Kept with the document (spec 002 §3)', maxLength: MAX_DOCUMENT_DESCRIPTION })
  @Omittable()
  @IsString({ message: 'description must be text' })
  @MaxLength(MAX_DOCUMENT_DESCRIPTION, { message: DOCUMENT_MESSAGES.descriptionTooLong })
  description?: string;
}

/** Spec 002 §5 edit: the title (not empty) and the visibility; at least one of them. */
export class UpdateTransactionDocumentDto {
  @ApiPropertyOptional({ maxLength: MAX_DOCUMENT_TITLE })
  @Omittable()
  @IsString({ message: 'title must be text' })
  @MaxLength(MAX_DOCUMENT_TITLE, { message: DOCUMENT_MESSAGES.titleTooLong })
  title?: string;

  @ApiPropertyOptional({ enum: DOCUMENT_VISIBILITIES })
  @Omittable()
  @IsIn(DOCUMENT_VISIBILITIES, { message: `visibility must be one of ${DOCUMENT_VISIBILITIES.join(', ')}` })
  visibility?: string;
}

export class UploadTransactionDocumentFormDto extends UploadTransactionDocumentDto {
  @ApiProperty({
    type: 'string',
    format: 'binary',
    description:
      'By kind: contract PDF or Word; t47, mud_pid, hoa_resale_cert, appraisal_report PDF; survey, sellers_disclosure PDF/DOC/DOCX; other pdf, doc, docx, jpg, png, txt. At most 10 MB',
  })
  file!: unknown;
}

import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';
import { Omittable } from '../../../../platform/http/field-rules';
import { DOCUMENT_MESSAGES, MAX_DOCUMENT_DESCRIPTION, MAX_DOCUMENT_TITLE } from '../domain/documents.events';

/**
 * The text parts of a client's upload (ADR 0052): a title and a description, both optional. The kind
 * is always `other` and the visibility always agent_and_client: a client chooses neither.
 */
export class UploadClientDocumentDto {
  @ApiPropertyOptional({ description: 'Defaults to the file name without its extension', maxLength: MAX_DOCUMENT_TITLE })
  @Omittable()
  @IsString({ message: 'title must be text' })
  @MaxLength(MAX_DOCUMENT_TITLE, { message: 'title must be at most 200 characters' })
  title?: string;

  @ApiPropertyOptional({ description: 'Kept with the document (spec 002 §3)', maxLength: MAX_DOCUMENT_DESCRIPTION })
  @Omittable()
  @IsString({ message: 'description must be text' })
  @MaxLength(MAX_DOCUMENT_DESCRIPTION, { message: DOCUMENT_MESSAGES.descriptionTooLong })
  description?: string;
}

export class UploadClientDocumentFormDto extends UploadClientDocumentDto {
  @ApiProperty({ type: 'string', format: 'binary', description: 'pdf, doc, docx, jpg, png or txt (by content), at most 10 MB' })
  file!: unknown;
}

import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';
import { OmittableOrNull } from '../../../../platform/http/field-rules';
import { DOCUMENT_LINK_MESSAGE_MAX } from '../domain/document-links.events';

/**
 * Spec 002 §5 / §7 "Email a document": one recipient, a key contact of the deal that has an e-mail
 * (contactId) or a typed address (recipientEmail), never both; an optional message. The server takes
 * the document, the link, the recipient's name and the sender's name from what it holds (ADR 0053).
 */
export class EmailDocumentLinkDto {
  @ApiPropertyOptional({ type: String, format: 'uuid', nullable: true, description: "A key contact of this deal that has an e-mail (clears recipientEmail)" })
  @OmittableOrNull()
  @IsString({ message: 'Contact must be text' })
  @MaxLength(100, { message: 'Contact not found' })
  contactId?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 254, description: 'A typed address (clears contactId)' })
  @OmittableOrNull()
  @IsString({ message: 'Please enter a valid email address' })
  @MaxLength(254, { message: 'Please enter a valid email address' })
  recipientEmail?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: DOCUMENT_LINK_MESSAGE_MAX, description: "The agent's optional message" })
  @OmittableOrNull()
  @IsString({ message: 'Message must be text' })
  message?: string | null;
}

/** A sent link: its id (to revoke it) and when it stops opening the document. The link itself is only in the e-mail. */
export class DocumentLinkSentDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'uuid' }) document_id!: string;
  @ApiProperty({ format: 'date-time' }) expires_at!: string;
  @ApiProperty({ example: 'Document link sent successfully!' }) message!: string;
}

/** One sent link as its agent lists it (issue 21; ADR 0065): to whom, when, whether opened, and its state. */
export class DocumentLinkDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'uuid' }) document_id!: string;
  @ApiProperty({ type: String, nullable: true, description: 'The address it was sent to (null when its owner was forgotten)' }) recipient_email!: string | null;
  @ApiProperty({ type: String, nullable: true }) recipient_name!: string | null;
  @ApiProperty({ format: 'date-time' }) sent_at!: string;
  @ApiProperty({ format: 'date-time' }) expires_at!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'First opened, or null' }) opened_at!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'Last opened, or null' }) last_opened_at!: string | null;
  @ApiProperty({ type: Number, description: 'How many times the link opened the document' }) open_count!: number;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) revoked_at!: string | null;
  @ApiProperty({ enum: ['active', 'expired', 'revoked'] }) status!: 'active' | 'expired' | 'revoked';
}

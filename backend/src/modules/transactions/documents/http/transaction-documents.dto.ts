import { ApiProperty } from '@nestjs/swagger';
import { DOCUMENT_KINDS, DOCUMENT_VISIBILITIES } from '../domain/documents.events';

/** One document of a deal (spec 002 §3 Document). */
export class TransactionDocumentDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'uuid' }) transaction_id!: string;
  @ApiProperty() title!: string;
  @ApiProperty({ type: String, nullable: true }) description!: string | null;
  @ApiProperty() category!: string;
  @ApiProperty({ enum: DOCUMENT_KINDS }) kind!: string;
  @ApiProperty() file_type!: string;
  @ApiProperty({ type: 'integer' }) file_size!: number;
  @ApiProperty({ description: 'Download URL: /api/transactions/<id>/documents/<documentId>/file' }) file_url!: string;
  @ApiProperty({ enum: DOCUMENT_VISIBILITIES }) visibility!: string;
  @ApiProperty() is_required!: boolean;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) uploaded_by!: string | null;
  @ApiProperty({ type: String, nullable: true, description: "The uploader's name (ADR 0047)" }) uploaded_by_name!: string | null;
  @ApiProperty({ description: "The deal's client uploaded it from the portal (ADR 0052)" }) uploaded_by_client!: boolean;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
}

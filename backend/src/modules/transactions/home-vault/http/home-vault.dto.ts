import { ApiProperty } from '@nestjs/swagger';
import { TransactionDto } from '../../kernel/catalogue.dto';

/** A document the vault lists (spec 002 §2): its title and the checked download route. */
export class HomeVaultDocumentDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() title!: string;
  @ApiProperty({ type: String, nullable: true }) description!: string | null;
  @ApiProperty() category!: string;
  @ApiProperty() kind!: string;
  @ApiProperty() file_type!: string;
  @ApiProperty({ type: 'integer' }) file_size!: number;
  @ApiProperty({ description: 'Download URL: /api/transactions/<id>/documents/<documentId>/file' }) file_url!: string;
  @ApiProperty({ description: 'The stored file name extension with its dot (".pdf"), or empty: the download is saved as title + extension' })
  file_extension!: string;
  @ApiProperty({ enum: ['agent_and_client', 'all_parties'] }) visibility!: string;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
}

/** A key contact as the deal's client may see it (spec 002 §6). */
export class HomeVaultContactDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() role!: string;
  @ApiProperty({ type: String, nullable: true }) custom_role!: string | null;
  @ApiProperty() name!: string;
  @ApiProperty({ type: String, nullable: true }) company!: string | null;
  @ApiProperty({ type: String, nullable: true }) email!: string | null;
  @ApiProperty({ type: String, nullable: true }) phone!: string | null;
}

/** A vendor shared to the client (share_to_client), never with the agent's notes. */
export class HomeVaultVendorDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
  @ApiProperty() category!: string;
  @ApiProperty() role!: string;
  @ApiProperty({ type: String, nullable: true }) company!: string | null;
  @ApiProperty({ type: String, nullable: true }) email!: string | null;
  @ApiProperty({ type: String, nullable: true }) phone!: string | null;
  @ApiProperty({ type: String, nullable: true }) website!: string | null;
}

/**
 * The Home Vault of a closed deal (spec 002 §2): the deal as its client sees it (header, insurance,
 * financial details: the client's field visibility, §6), and the documents, key contacts and vendors
 * the client may see. The same for the client and for its agent's preview.
 */
export class HomeVaultDto {
  @ApiProperty({ type: TransactionDto, description: "The deal cut with its client's deny list (spec 002 §6)" }) transaction!: TransactionDto;
  @ApiProperty({ type: HomeVaultDocumentDto, isArray: true }) documents!: HomeVaultDocumentDto[];
  @ApiProperty({ type: HomeVaultContactDto, isArray: true }) contacts!: HomeVaultContactDto[];
  @ApiProperty({ type: HomeVaultVendorDto, isArray: true }) vendors!: HomeVaultVendorDto[];
  @ApiProperty({ description: "True when the deal's agent is reading (preview); the vault is read-only either way" }) preview!: boolean;
}

import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { extensionOfContentType } from '../../platform/storage/file-type';
import { ListTransactionContacts } from './contacts/queries/list-transaction-contacts.query';
import { TransactionContactDto } from './contacts/http/transaction-contacts.dto';
import { TransactionDocumentDto } from './documents/http/transaction-documents.dto';
import { ListTransactionDocuments } from './documents/queries/list-transaction-documents.query';
import { VAULT_DOCUMENT_VISIBILITIES } from './home-vault/domain/home-vault-access';
import { HomeVaultContactDto, HomeVaultDocumentDto, HomeVaultVendorDto } from './home-vault/http/home-vault.dto';
import { HomeVaultSources } from './home-vault/queries/get-home-vault.query';
import { TransactionVendorDto } from './transaction-vendors/http/transaction-vendors.dto';
import { ListTransactionVendors } from './transaction-vendors/queries/list-transaction-vendors.query';

/**
 * The deal composed for the Home Vault (ADR 0054): the module root, which knows every capability,
 * answers the vault's sources with the capabilities' own client-view queries, so no visibility rule
 * is written twice and the vault capability imports none of them.
 */
@Injectable()
export class DealHomeVaultSources extends HomeVaultSources {
  constructor(private readonly queries: QueryBus) {
    super();
  }

  async documents(transactionId: string): Promise<HomeVaultDocumentDto[]> {
    const rows: TransactionDocumentDto[] = await this.queries.execute(new ListTransactionDocuments(transactionId, true));
    return rows
      .filter((row) => VAULT_DOCUMENT_VISIBILITIES.includes(row.visibility))
      .map((row) => {
        const extension = extensionOfContentType(row.file_type);
        return {
          id: row.id,
          title: row.title,
          description: row.description,
          category: row.category,
          kind: row.kind,
          file_type: row.file_type,
          file_size: row.file_size,
          file_url: row.file_url,
          file_extension: extension ? `.${extension}` : '',
          visibility: row.visibility,
          created_at: row.created_at,
        };
      });
  }

  async contacts(transactionId: string): Promise<HomeVaultContactDto[]> {
    const rows: TransactionContactDto[] = await this.queries.execute(new ListTransactionContacts(transactionId, true));
    return rows.map(({ id, role, custom_role, name, company, email, phone }) => ({ id, role, custom_role, name, company, email, phone }));
  }

  async vendors(transactionId: string): Promise<HomeVaultVendorDto[]> {
    const rows: TransactionVendorDto[] = await this.queries.execute(new ListTransactionVendors(transactionId, 'client'));
    return rows.map(({ id, name, category, role, company, email, phone, website }) => ({ id, name, category, role, company, email, phone, website }));
  }
}

import { Inject } from '@nestjs/common';
import { IQueryHandler, Query, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { Actor, redact, requireReadGate } from '../../../../platform/access/access-policy';
import { ForbiddenError, NotFoundError } from '../../../../platform/errors/domain-error';
import { DATA_SOURCE } from '../../../../platform/platform.tokens';
import { clientRoleOf } from '../../kernel/domain/transaction-access';
import { GetTransaction } from '../../kernel/get-transaction.query';
import { TransactionDto } from '../../kernel/catalogue.dto';
import { transactionPolicy } from '../../kernel/transactions.policy';
import { decideVaultAccess, HOME_VAULT_MESSAGES } from '../domain/home-vault-access';
import { HomeVaultContactDto, HomeVaultDocumentDto, HomeVaultDto, HomeVaultVendorDto } from '../http/home-vault.dto';
import { sqlOf } from '../../../../platform/event-store/sql-executor';

/**
 * What the vault reads from the deal's other capabilities, always in the client's view: their own
 * client-view queries (documents without agent_only and per-kind switches, contacts through
 * contactForClient, vendors shared to the client without agent_notes). The module root binds it to
 * those queries (ADR 0054), so this capability imports none of theirs.
 */
export abstract class HomeVaultSources {
  abstract documents(transactionId: string): Promise<HomeVaultDocumentDto[]>;
  abstract contacts(transactionId: string): Promise<HomeVaultContactDto[]>;
  abstract vendors(transactionId: string): Promise<HomeVaultVendorDto[]>;
}

/** A closed deal's Home Vault for its client, or its agent's preview (spec 002 §2, §6, §8). */
export class GetHomeVault extends Query<HomeVaultDto> {
  constructor(
    readonly transactionId: string,
    readonly actor: Actor,
  ) {
    super();
  }
}

@QueryHandler(GetHomeVault)
export class GetHomeVaultHandler implements IQueryHandler<GetHomeVault> {
  constructor(
    private readonly queries: QueryBus,
    @Inject(HomeVaultSources) private readonly sources: HomeVaultSources,
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
  ) {}

  async execute({ transactionId, actor }: GetHomeVault): Promise<HomeVaultDto> {
    const deal: TransactionDto | undefined = await this.queries.execute(new GetTransaction(transactionId, 'client'));
    const decision = decideVaultAccess(
      actor,
      deal && { agentId: deal.agent_id, clientId: deal.client_id, transactionType: deal.transaction_type, status: deal.status },
    );
    if (!decision.open) {
      throw decision.refusal === 'forbidden' ? new ForbiddenError(HOME_VAULT_MESSAGES.forbidden) : new NotFoundError(HOME_VAULT_MESSAGES.notClosed);
    }
    // The deal's read gate (ADR 0051, 0062): its client reads the vault only once they consented;
    // the agent's preview is the agent reading, and is not gated.
    await requireReadGate(transactionPolicy, actor, sqlOf(this.dataSource));
    const [documents, contacts, vendors] = await Promise.all([
      this.sources.documents(transactionId),
      this.sources.contacts(transactionId),
      this.sources.vendors(transactionId),
    ]);
    return {
      // The kernel's one redaction, with the deny list of the role the deal's client has (the agent's preview too).
      transaction: redact(transactionPolicy, clientRoleOf(deal!.transaction_type), deal!),
      documents,
      contacts,
      vendors,
      preview: decision.role === 'agent',
    };
  }
}

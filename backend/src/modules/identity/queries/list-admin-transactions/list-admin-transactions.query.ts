import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { AdminTransactionDto } from '../../identity.dto';

/**
 * Admin Transactions tab (contract: "filled once transactions exist"). Transactions are not built
 * yet, so the list is empty; the transactions module should take this query over when it lands.
 */
export class ListAdminTransactions extends Query<AdminTransactionDto[]> {}

@QueryHandler(ListAdminTransactions)
export class ListAdminTransactionsHandler implements IQueryHandler<ListAdminTransactions> {
  async execute(): Promise<AdminTransactionDto[]> {
    return [];
  }
}

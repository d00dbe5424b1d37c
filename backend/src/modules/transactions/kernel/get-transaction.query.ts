import { Inject } from '@nestjs/common';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { DATA_SOURCE } from '../../../platform/platform.tokens';
import { MilestoneAudience } from './milestone-summary.sql';
import { toTransactionDto, transactionSelect, TransactionRow } from './transaction-rows';
import { TransactionDto } from './catalogue.dto';

/** One deal with every catalogue field (spec 002 §7 "Select by id (not deleted)"); undefined when unknown or deleted. */
export class GetTransaction extends Query<TransactionDto | undefined> {
  constructor(
    readonly transactionId: string,
    /** Whose view: a client's next milestone and progress count only client-visible milestones. */
    readonly audience: MilestoneAudience = 'agent',
  ) {
    super();
  }
}

@QueryHandler(GetTransaction)
export class GetTransactionHandler implements IQueryHandler<GetTransaction> {
  constructor(@Inject(DATA_SOURCE) private readonly dataSource: DataSource) {}

  async execute({ transactionId, audience }: GetTransaction): Promise<TransactionDto | undefined> {
    const rows: TransactionRow[] = await this.dataSource.query(
      `${transactionSelect(audience)} WHERE t.id = $1 AND t.deleted_at IS NULL`,
      [transactionId],
    );
    return rows[0] ? toTransactionDto(rows[0]) : undefined;
  }
}

import { Inject } from '@nestjs/common';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { DATA_SOURCE } from '../../../../platform/platform.tokens';
import { educationTextFor } from '../domain/default-education';
import { isRemovableMilestoneType } from '../domain/milestones.decide';
import { TransactionMilestoneDto } from '../http/milestones.dto';
import { clientSeesMilestoneSql, milestoneListedSql, milestonePassedSql } from '../../kernel/milestone-summary.sql';

/**
 * A deal's timeline (spec 002 §4 Milestones, §7 "Milestones by transaction"): its stored milestones in
 * date order. A client sees only the client-visible ones (§6), a seller client not those telling buyer-side
 * facts (ADR 0036 addendum); a closed deal lists only those due on or
 * before it closed. Each carries the text its client reads (the deal's own, else the default).
 * `passed` follows the same rule as progress and compliance (milestone-summary.sql.ts).
 */
export class ListTransactionMilestones extends Query<TransactionMilestoneDto[]> {
  constructor(
    readonly transactionId: string,
    readonly forClient: boolean,
  ) {
    super();
  }
}

@QueryHandler(ListTransactionMilestones)
export class ListTransactionMilestonesHandler implements IQueryHandler<ListTransactionMilestones> {
  constructor(@Inject(DATA_SOURCE) private readonly dataSource: DataSource) {}

  async execute({ transactionId, forClient }: ListTransactionMilestones): Promise<TransactionMilestoneDto[]> {
    const rows: Omit<TransactionMilestoneDto, 'education_text'>[] = await this.dataSource.query(
      `SELECT m.id, m.milestone_type, m.milestone_name, to_char(m.due_date, 'YYYY-MM-DD') AS due_date,
              to_char(m.due_datetime AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS due_datetime,
              m.is_client_visible, m.completed, ${milestonePassedSql('m', 't')} AS passed,
              m.date_source, m.explanation, m.citation, to_char(m.computed_due_date, 'YYYY-MM-DD') AS computed_due_date,
              t.property_time_zone AS time_zone,
              e.custom_education_text
         FROM transaction_milestones m
         JOIN transactions t ON t.id = m.transaction_id
         LEFT JOIN milestone_education_overrides e ON e.transaction_id = m.transaction_id AND e.milestone_type = m.milestone_type
        WHERE m.transaction_id = $1 AND ${milestoneListedSql('m', 't')}${forClient ? ` AND ${clientSeesMilestoneSql('m', 't')}` : ''}
        ORDER BY m.due_date NULLS LAST, coalesce(m.due_datetime, m.due_date::timestamp AT TIME ZONE t.property_time_zone), m.position`,
      [transactionId],
    );
    return rows.map((row) => ({
      ...row,
      education_text: educationTextFor(row.milestone_type, row.custom_education_text),
      removable: isRemovableMilestoneType(row.milestone_type),
    }));
  }
}

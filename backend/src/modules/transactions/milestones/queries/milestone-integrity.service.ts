import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { EventStore } from '../../../../platform/event-store/event-store';
import { SqlExecutor } from '../../../../platform/event-store/sql-executor';
import { DATA_SOURCE } from '../../../../platform/platform.tokens';
import { MILESTONE_RULES_VERSION } from '../../kernel/domain/milestone-sources';
import { IntegrityIssue, IntegrityRow, milestoneIntegrity } from '../domain/milestone-integrity';
import { TransactionNotFoundError } from '../../kernel/domain/deal-errors';
import { transaction } from '../../transaction.aggregate';
import { CommandPipeline } from '../../../../platform/event-store/command-pipeline';
import { EventMetadata } from '../../../../platform/event-store/event.types';
import { transactionStream } from '../../kernel/domain/deal-stream';
import { evolveTransaction } from '../../transaction.aggregate';
import { TransactionEvent } from '../../transaction.events';
import { initialTransactionState } from '../../transaction.state';
import { dealMilestonesInputOf, DealMilestonesInput, expectedDealMilestones } from '../projections/deal-milestones.writer';

export interface MilestoneIntegrityReport {
  ok: boolean;
  issues: IntegrityIssue[];
  /** The milestones were written by an older version of the rules (a deploy changed them since). */
  rules_outdated: boolean;
}

const ISO = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;

/**
 * Spec 002 §4 integrity check and Fix (issue 10 item 4): compares a deal's stored milestones with what
 * a regeneration under today's rules writes, and regenerates on request. The deal is folded from its
 * stream, as the milestones projection does, so the check and the projection agree by construction.
 */
@Injectable()
export class MilestoneIntegrityService {
  constructor(
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
    private readonly store: EventStore,
    private readonly pipeline: CommandPipeline,
  ) {}

  async check(transactionId: string): Promise<MilestoneIntegrityReport> {
    const input = await this.dealInput(transactionId);
    const [deal] = await this.dataSource.query<{ milestone_rules_version: number | null }[]>(
      'SELECT milestone_rules_version FROM deal_summaries WHERE transaction_id = $1',
      [transactionId],
    );
    const stored = await this.stored(this.dataSource, transactionId);
    const { rows } = await expectedDealMilestones(this.dataSource, input);
    const expected: IntegrityRow[] = rows.map((row) => ({ ...row, due_datetime: row.due_datetime ? new Date(row.due_datetime).toISOString() : null }));
    const issues = milestoneIntegrity(stored, expected);
    const rulesOutdated = input.status !== 'draft' && (deal?.milestone_rules_version ?? 0) < MILESTONE_RULES_VERSION;
    return { ok: issues.length === 0 && !rulesOutdated, issues, rules_outdated: rulesOutdated };
  }

  /**
   * Regenerates the deal's milestones now (the deal's agent only), then checks again. The Fix is an
   * event of the deal (issue 18 item 9): the milestones projection regenerates inline with it, so the
   * read model is never written behind the log and a rebuild replays the Fix where it happened.
   */
  async fix(transactionId: string, metadata: EventMetadata, actorRole: string): Promise<MilestoneIntegrityReport> {
    await this.pipeline.handle(
      transaction,
      transactionId,
      { type: 'RegenerateMilestones', transactionId, actorId: metadata.actorId!, actorRole, rulesVersion: MILESTONE_RULES_VERSION },
      { metadata },
    );
    return this.check(transactionId);
  }

  private async dealInput(transactionId: string, sql?: SqlExecutor): Promise<DealMilestonesInput> {
    const { events } = await this.store.readStream(transactionStream(transactionId), 0, { sql });
    const state = (events as unknown as TransactionEvent[]).reduce(evolveTransaction, initialTransactionState());
    const input = state.deleted ? undefined : dealMilestonesInputOf(transactionId, state, new Date());
    if (!input) throw new TransactionNotFoundError();
    return input;
  }

  private stored(sql: SqlExecutor, transactionId: string): Promise<IntegrityRow[]> {
    return sql.query<IntegrityRow>(
      `SELECT milestone_type, milestone_name, to_char(due_date, 'YYYY-MM-DD') AS due_date,
              to_char(due_datetime AT TIME ZONE 'UTC', ${ISO}) AS due_datetime, completed
         FROM transaction_milestones WHERE transaction_id = $1 ORDER BY position`,
      [transactionId],
    );
  }
}

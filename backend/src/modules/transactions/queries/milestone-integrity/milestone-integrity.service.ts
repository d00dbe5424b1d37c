import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { EventStore } from '../../../../platform/event-store/event-store';
import { SqlExecutor } from '../../../../platform/event-store/sql-executor';
import { DATA_SOURCE } from '../../../../platform/platform.tokens';
import { MILESTONE_RULES_VERSION } from '../../domain/milestones/generate-milestones';
import { IntegrityIssue, IntegrityRow, milestoneIntegrity } from '../../domain/milestones/milestone-integrity';
import { transactionRoleOf } from '../../domain/transaction-access';
import { TransactionAccessError, TransactionNotFoundError } from '../../domain/transaction.decide';
import { evolveTransaction, initialTransactionState, TransactionEvent, transactionStream } from '../../domain/transaction.events';
import { dealMilestonesInputOf, DealMilestonesInput, expectedDealMilestones, writeDealMilestones } from '../../projections/deal-milestones.writer';

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
  ) {}

  async check(transactionId: string): Promise<MilestoneIntegrityReport> {
    const input = await this.dealInput(transactionId);
    const [deal] = await this.dataSource.query<{ milestone_rules_version: number | null }[]>(
      'SELECT milestone_rules_version FROM transactions WHERE id = $1',
      [transactionId],
    );
    const stored = await this.stored(this.dataSource, transactionId);
    const { rows } = await expectedDealMilestones(this.dataSource, input);
    const expected: IntegrityRow[] = rows.map((row) => ({ ...row, due_datetime: row.due_datetime ? new Date(row.due_datetime).toISOString() : null }));
    const issues = milestoneIntegrity(stored, expected);
    const rulesOutdated = input.status !== 'draft' && (deal?.milestone_rules_version ?? 0) < MILESTONE_RULES_VERSION;
    return { ok: issues.length === 0 && !rulesOutdated, issues, rules_outdated: rulesOutdated };
  }

  /** Regenerates the deal's milestones now (the deal's agent only), then checks again. */
  async fix(transactionId: string, actor: { userId: string; role: string }): Promise<MilestoneIntegrityReport> {
    await this.dataSource.transaction(async (manager) => {
      const sql: SqlExecutor = { query: (text, parameters) => manager.query(text, parameters) };
      // The deal's row lock orders the fix with a concurrent append's inline projections.
      const [row] = await sql.query<{ agent_id: string; client_id: string | null; transaction_type: string; status: string }>(
        'SELECT agent_id, client_id, transaction_type, status FROM transactions WHERE id = $1 AND deleted_at IS NULL FOR UPDATE',
        [transactionId],
      );
      if (!row) throw new TransactionNotFoundError();
      // The deal's agent as every read and command derives it: agent_id and an agent role now (ADR 0036).
      const facts = { agentId: row.agent_id, clientId: row.client_id, transactionType: row.transaction_type, status: row.status, deleted: false };
      if (transactionRoleOf(actor, facts) !== 'agent') throw new TransactionAccessError();
      // The stream read on this transaction's own connection: a second one from the pool while this
      // one holds it would let as many concurrent Fixes as there are connections wait on each other.
      await writeDealMilestones(sql, await this.dealInput(transactionId, sql));
    });
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

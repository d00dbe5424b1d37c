import { Inject } from '@nestjs/common';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { DATA_SOURCE } from '../../../../platform/platform.tokens';
import { isMilestoneType, MILESTONE_NAMES } from '../../kernel/domain/milestone-types';
import { RemovedMilestoneDto } from '../http/milestones.dto';

/**
 * The generated milestones the deal's agent removed (ADR 0064), newest removal first, from the deal's
 * row (ADR 0079): the agent's timeline lists them with Restore. Never a client's read (the route).
 */
export class ListRemovedMilestones extends Query<RemovedMilestoneDto[]> {
  constructor(readonly transactionId: string) {
    super();
  }
}

@QueryHandler(ListRemovedMilestones)
export class ListRemovedMilestonesHandler implements IQueryHandler<ListRemovedMilestones> {
  constructor(@Inject(DATA_SOURCE) private readonly dataSource: DataSource) {}

  async execute({ transactionId }: ListRemovedMilestones): Promise<RemovedMilestoneDto[]> {
    const [row] = await this.dataSource.query<Array<{ removed_milestones: Record<string, string> }>>(
      'SELECT removed_milestones FROM transactions WHERE id = $1',
      [transactionId],
    );
    return Object.entries(row?.removed_milestones ?? {})
      .flatMap(([type, removedAt]) =>
        isMilestoneType(type) ? [{ milestone_type: type, milestone_name: MILESTONE_NAMES[type], removed_at: new Date(removedAt).toISOString() }] : [],
      )
      .sort((a, b) => b.removed_at.localeCompare(a.removed_at));
  }
}

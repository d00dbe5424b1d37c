import { Inject } from '@nestjs/common';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { DATA_SOURCE } from '../../../../platform/platform.tokens';
import { ClientCheckInDto } from '../http/client-check-ins.dto';

interface CheckInRow extends Omit<ClientCheckInDto, 'viewed_by_agent_at' | 'responded_at' | 'created_at'> {
  viewed_by_agent_at: Date | null;
  responded_at: Date | null;
  created_at: Date;
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/**
 * A deal's check-ins, newest first (spec 002 §7): the agent reads every one; a client (or the agent
 * previewing as the client) those of the deal's client, so a client relinked to the deal never reads
 * how the previous one felt.
 */
export class ListClientCheckIns extends Query<ClientCheckInDto[]> {
  constructor(
    readonly transactionId: string,
    readonly audience: 'agent' | 'client',
    readonly checkInId?: string,
  ) {
    super();
  }
}

@QueryHandler(ListClientCheckIns)
export class ListClientCheckInsHandler implements IQueryHandler<ListClientCheckIns> {
  constructor(@Inject(DATA_SOURCE) private readonly dataSource: DataSource) {}

  async execute({ transactionId, audience, checkInId }: ListClientCheckIns): Promise<ClientCheckInDto[]> {
    const parameters: unknown[] = [transactionId];
    const where = ['c.transaction_id = $1'];
    if (audience === 'client') where.push('c.client_id = (SELECT client_id FROM transactions WHERE id = $1)');
    if (checkInId) {
      parameters.push(checkInId);
      where.push(`c.id = $${parameters.length}`);
    }
    const rows: CheckInRow[] = await this.dataSource.query(
      `SELECT c.id, c.transaction_id, c.client_id, c.feeling, c.note, c.agent_response, c.viewed_by_agent_at, c.responded_at, c.created_at
         FROM client_check_ins c WHERE ${where.join(' AND ')} ORDER BY c.created_at DESC, c.id`,
      parameters,
    );
    return rows.map((row) => ({ ...row, viewed_by_agent_at: iso(row.viewed_by_agent_at), responded_at: iso(row.responded_at), created_at: row.created_at.toISOString() }));
  }
}

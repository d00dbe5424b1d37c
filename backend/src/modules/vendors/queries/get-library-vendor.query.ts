import { Inject } from '@nestjs/common';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { DATA_SOURCE } from '../../../platform/platform.tokens';

/** A library vendor as another module may copy it: its owner and details, without the agent's notes. */
export interface LibraryVendorSnapshot {
  id: string;
  agentId: string;
  name: string;
  category: string;
  company: string | null;
  email: string | null;
  phone: string | null;
  website: string | null;
}

/**
 * One live library vendor by id, whoever owns it (null when there is none): the deal copies it to a
 * transaction and itself tells another agent's vendor (403) from a missing one (404) (ADR 0043, 0050).
 */
export class GetLibraryVendor extends Query<LibraryVendorSnapshot | null> {
  constructor(readonly vendorId: string) {
    super();
  }
}

@QueryHandler(GetLibraryVendor)
export class GetLibraryVendorHandler implements IQueryHandler<GetLibraryVendor> {
  constructor(@Inject(DATA_SOURCE) private readonly dataSource: DataSource) {}

  async execute({ vendorId }: GetLibraryVendor): Promise<LibraryVendorSnapshot | null> {
    const [row] = await this.dataSource.query(
      `SELECT id, agent_id AS "agentId", name, category, company, email, phone, website FROM vendor_library WHERE id = $1`,
      [vendorId],
    );
    return row ?? null;
  }
}

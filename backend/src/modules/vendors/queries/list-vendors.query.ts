import { Inject } from '@nestjs/common';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { DATA_SOURCE } from '../../../platform/platform.tokens';
import { VendorCategory } from '../domain/vendor.events';
import { VendorDto } from '../vendors.dto';

export interface VendorFilter {
  search?: string;
  category?: VendorCategory;
  /** One vendor (the answer to a create or an edit). */
  vendorId?: string;
}

/** A row as the list reads it: the DTO plus its owner, which the access policy reads off the row. */
export type VendorRow = VendorDto & { agent_id: string };

/** `%`, `_` and `\` are matched as themselves. */
const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * An agent's library (spec 001 §2.4, §7 "SELECT vendor_library where agent_id is the profile id,
 * ordered by name"): the search matches name, company or contact name, case-insensitively, as typed
 * (trimmed); the category narrows to one.
 */
export class ListVendors extends Query<VendorRow[]> {
  constructor(
    readonly agentId: string,
    readonly filter: VendorFilter = {},
  ) {
    super();
  }
}

@QueryHandler(ListVendors)
export class ListVendorsHandler implements IQueryHandler<ListVendors> {
  constructor(@Inject(DATA_SOURCE) private readonly dataSource: DataSource) {}

  execute({ agentId, filter }: ListVendors): Promise<VendorRow[]> {
    const search = filter.search?.replace(/\s+/g, ' ').trim() || null;
    return this.dataSource.query(
      `SELECT id, agent_id, name, category, contact_name, company, email, phone, website, notes,
              to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at,
              to_char(updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at,
              last_version AS version
         FROM vendor_library
        WHERE agent_id = $1
          AND ($2::text IS NULL OR name ILIKE $2 OR company ILIKE $2 OR contact_name ILIKE $2)
          AND ($3::text IS NULL OR category = $3)
          AND ($4::uuid IS NULL OR id = $4)
        ORDER BY lower(name), id`,
      [agentId, search === null ? null : likePattern(search), filter.category ?? null, filter.vendorId ?? null],
    );
  }
}

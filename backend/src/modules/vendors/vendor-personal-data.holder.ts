import { Injectable } from '@nestjs/common';
import { SqlExecutor } from '../../platform/event-store/sql-executor';
import { DataSubject, PersonalDataHolder } from '../../platform/privacy/personal-data-holders';
import { VendorDto } from './vendors.dto';

/**
 * An agent's Vendor Library in their access export (ADR 0043): the vendors they wrote down, as they
 * read them. Its events are sealed under the agent's id, whose key the erasure destroys; `erase` also
 * removes the rows in the erasure's transaction (the projection does the same on the erasure event,
 * so a rebuild agrees) and forgets no subject of its own.
 */
@Injectable()
export class VendorPersonalDataHolder implements PersonalDataHolder {
  readonly name = 'vendorLibrary';

  exportOf(subject: DataSubject, sql: SqlExecutor): Promise<Omit<VendorDto, 'version'>[]> {
    return sql.query(
      `SELECT id, name, category, contact_name, company, email, phone, website, notes,
              to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at,
              to_char(updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at
         FROM vendor_library WHERE agent_id = $1 ORDER BY lower(name), id`,
      [subject.userId],
    );
  }

  async erase(subject: DataSubject, sql: SqlExecutor): Promise<string[]> {
    await sql.query('DELETE FROM vendor_library WHERE agent_id = $1', [subject.userId]);
    return [];
  }
}

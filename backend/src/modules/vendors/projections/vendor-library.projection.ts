import { Injectable } from '@nestjs/common';
import { StoredEvent } from '../../../platform/event-store/event.types';
import { Projection } from '../../../platform/event-store/projection';
import { SqlExecutor } from '../../../platform/event-store/sql-executor';
import { ERASED_PERSONAL_DATA } from '../../../platform/privacy/personal-data-sealing';
import { ERASURE_EVENT_TYPES, ErasureEventData } from '../../identity/identity.public';
import { VENDOR_EVENT_TYPES, VendorDetails, VendorEvent } from '../domain/vendor.events';

const valuesOf = (vendor: VendorDetails) => [vendor.name, vendor.category, vendor.contactName, vendor.company, vendor.email, vendor.phone, vendor.website, vendor.notes];

/**
 * The agents' vendor libraries (`vendor_library`). Inline, so the list shows a save at once. The store
 * hands over the details opened (ADR 0016); an erased agent's vendors read as ERASED_PERSONAL_DATA and
 * are not written, so a rebuild after an erasure gives the same rows as the live delete. A deleted
 * vendor's row goes (spec 001 §7 "DELETE by id"). `last_version` is the stream version (the ETag) and
 * makes a replay a no-op.
 */
@Injectable()
export class VendorLibraryProjection implements Projection {
  readonly name = 'vendor-library';
  readonly mode = 'inline' as const;
  readonly readTables = ['vendor_library'];
  readonly handles = [...VENDOR_EVENT_TYPES, ...ERASURE_EVENT_TYPES];

  async apply(sql: SqlExecutor, stored: StoredEvent): Promise<void> {
    if (ERASURE_EVENT_TYPES.includes(stored.type)) {
      await sql.query('DELETE FROM vendor_library WHERE agent_id = $1', [(stored.data as ErasureEventData).userId]);
      return;
    }
    const event = stored as unknown as VendorEvent & StoredEvent;
    const version = stored.streamVersion;
    switch (event.type) {
      case 'LibraryVendorCreated':
        if (event.data.name === ERASED_PERSONAL_DATA) return;
        await sql.query(
          `INSERT INTO vendor_library (id, agent_id, name, category, contact_name, company, email, phone, website, notes, created_at, updated_at, last_version)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $11, $12)
           ON CONFLICT (id) DO NOTHING`,
          [event.data.vendorId, event.data.agentId, ...valuesOf(event.data), stored.occurredAt, version],
        );
        return;
      case 'LibraryVendorUpdated':
        if (event.data.name === ERASED_PERSONAL_DATA) return;
        await sql.query(
          `UPDATE vendor_library
              SET name = $2, category = $3, contact_name = $4, company = $5, email = $6, phone = $7, website = $8, notes = $9,
                  updated_at = $10, last_version = $11
            WHERE id = $1 AND last_version < $11`,
          [event.data.vendorId, ...valuesOf(event.data), stored.occurredAt, version],
        );
        return;
      case 'LibraryVendorDeleted':
        await sql.query('DELETE FROM vendor_library WHERE id = $1', [event.data.vendorId]);
        return;
    }
  }
}

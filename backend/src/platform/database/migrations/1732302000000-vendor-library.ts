import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The agents' Vendor Library (spec 001 §3 vendor_library; ADR 0043): one row per live vendor, owned by
 * the vendor-library projection. Listed per agent by name (spec 001 §7), searched over name, company
 * and contact name.
 */
export class VendorLibrary1732302000000 implements MigrationInterface {
  name = 'VendorLibrary1732302000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE vendor_library (
        id uuid PRIMARY KEY,
        agent_id uuid NOT NULL,
        name text NOT NULL,
        category text NOT NULL,
        contact_name text,
        company text,
        email text,
        phone text,
        website text,
        notes text,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        last_version integer NOT NULL
      )`);
    await q.query('CREATE INDEX vendor_library_agent_name ON vendor_library (agent_id, lower(name))');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE vendor_library');
  }
}

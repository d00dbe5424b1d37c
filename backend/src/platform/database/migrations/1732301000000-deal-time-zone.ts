import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The zone a deal counts its days in (its property's: Central for most of Texas), kept on the deal's
 * row by the transactions projection: "today", "overdue" and a closed deal's listed milestones are the
 * property's calendar days, not UTC's. Existing rows get theirs from their fields, with the rule as it
 * stands today (domain/deadlines/property-time.ts dealZoneSql), frozen here.
 */
export class DealTimeZone1732301000000 implements MigrationInterface {
  name = 'DealTimeZone1732301000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE transactions ADD COLUMN property_time_zone text NOT NULL DEFAULT 'America/Chicago'`);
    const county = `regexp_replace(lower(btrim(coalesce(fields->>'property_county', ''))), '\\s+county$', '')`;
    await q.query(`
      UPDATE transactions SET property_time_zone =
        CASE upper(btrim(coalesce(fields->>'property_state', '')))
          WHEN 'TX' THEN CASE WHEN ${county} IN ('el paso', 'hudspeth') THEN 'America/Denver' ELSE 'America/Chicago' END
          WHEN 'CA' THEN 'America/Los_Angeles'
          WHEN 'FL' THEN CASE WHEN ${county} IN ('bay', 'calhoun', 'escambia', 'gulf', 'holmes', 'jackson', 'okaloosa', 'santa rosa', 'walton', 'washington')
                              THEN 'America/Chicago' ELSE 'America/New_York' END
          WHEN 'NY' THEN 'America/New_York'
          ELSE 'America/Chicago'
        END`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE transactions DROP COLUMN property_time_zone');
  }
}

import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 11 items 5 and 7.
 *
 * - `invite_codes.revoked_at`: set by InviteCodeRevoked (inline projection); a revoked code reads as
 *   Revoked and registration refuses it.
 * - `refresh_tokens.revoke_reason`: why a session was ended when the user did not end it themselves
 *   (`role_changed`), so the refused refresh can tell the sign-in page why the user is there.
 */
export class InviteRevocationAndSessionEndReason1732200040000 implements MigrationInterface {
  name = 'InviteRevocationAndSessionEndReason1732200040000';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE invite_codes ADD COLUMN revoked_at timestamptz');
    await q.query('ALTER TABLE refresh_tokens ADD COLUMN revoke_reason text');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE refresh_tokens DROP COLUMN revoke_reason');
    await q.query('ALTER TABLE invite_codes DROP COLUMN revoked_at');
  }
}

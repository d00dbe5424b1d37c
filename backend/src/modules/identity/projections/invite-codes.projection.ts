import { Injectable } from '@nestjs/common';
import { StoredEvent } from '../../../platform/event-store/event.types';
import { Projection } from '../../../platform/event-store/projection';
import { SqlExecutor } from '../../../platform/event-store/sql-executor';
import { INVITE_CODE_EVENT_TYPES, InviteCodeEvent } from '../domain/invite-code.events';

/** Inline: the admin sees a new code, and its uses, right after the write. */
@Injectable()
export class InviteCodesProjection implements Projection {
  readonly name = 'identity-invite-codes';
  readonly mode = 'inline' as const;
  readonly readTables = ['invite_codes'];
  readonly handles = INVITE_CODE_EVENT_TYPES;

  async apply(sql: SqlExecutor, stored: StoredEvent): Promise<void> {
    const event = stored as unknown as InviteCodeEvent & StoredEvent;
    const version = stored.streamVersion;
    switch (event.type) {
      case 'InviteCodeCreated': {
        const d = event.data;
        await sql.query(
          `INSERT INTO invite_codes (id, code, role, current_uses, max_uses, expires_at, notes, created_by, created_at, last_version)
           VALUES ($1, $2, $3, 0, $4, $5, $6, $7, $8, $9) ON CONFLICT (id) DO NOTHING`,
          [d.inviteCodeId, d.code, d.role, d.maxUses, d.expiresAt, d.notes, d.createdBy, stored.occurredAt, version],
        );
        return;
      }
      case 'InviteCodeConsumed':
        await sql.query('UPDATE invite_codes SET current_uses = current_uses + 1, last_version = $2 WHERE code = $1 AND last_version < $2', [
          event.data.code,
          version,
        ]);
        return;
      case 'InviteCodeReleased':
        await sql.query('UPDATE invite_codes SET current_uses = current_uses - 1, last_version = $2 WHERE code = $1 AND last_version < $2', [
          event.data.code,
          version,
        ]);
        return;
      case 'InviteCodeLinked':
      case 'InviteCodeRevoked': {
        // Linking stamps used_at (spec 000 §7), revoking stamps revoked_at.
        const column = event.type === 'InviteCodeLinked' ? 'used_at' : 'revoked_at';
        await sql.query(`UPDATE invite_codes SET ${column} = $2, last_version = $3 WHERE code = $1 AND last_version < $3`, [
          event.data.code,
          stored.occurredAt,
          version,
        ]);
        return;
      }
    }
  }
}

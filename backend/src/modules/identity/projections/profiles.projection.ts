import { Injectable } from '@nestjs/common';
import { StoredEvent } from '../../../platform/event-store/event.types';
import { Projection } from '../../../platform/event-store/projection';
import { SqlExecutor } from '../../../platform/event-store/sql-executor';
import { ERASED_PERSONAL_DATA, erasedAsNull } from '../../../platform/privacy/personal-data-sealing';
import { USER_EVENT_TYPES, UserEvent } from '../domain/user.events';

/** What an erased person's name reads as everywhere (docs/adr/0004). */
/** What shows in place of an erased person's name: the platform's one placeholder. */
export const DELETED_USER_NAME = ERASED_PERSONAL_DATA;

/**
 * Inline: sign-in, the e-mail uniqueness check and the admin list read these right after the write.
 * The store hands sealed fields over opened (ADR 0016); an erased person's read as the placeholder
 * and are kept as null (the name as 'Deleted user'), so a rebuild after an erasure yields the same
 * scrubbed row as the live erasure did. `last_version` keeps replays idempotent.
 */
@Injectable()
export class ProfilesProjection implements Projection {
  readonly name = 'identity-profiles';
  readonly mode = 'inline' as const;
  readonly readTables = ['profiles', 'user_emails', 'user_credentials', 'password_reset_tokens'];
  readonly handles = USER_EVENT_TYPES;

  async apply(sql: SqlExecutor, stored: StoredEvent): Promise<void> {
    const event = stored as unknown as UserEvent & StoredEvent;
    const at = stored.occurredAt;
    const version = stored.streamVersion;
    switch (event.type) {
      case 'UserRegistered': {
        const d = event.data;
        // The store hands the fields over opened (ADR 0016); an erased person's are kept as null.
        const email = erasedAsNull(d.email);
        await sql.query(
          `INSERT INTO profiles (id, email, full_name, phone, role, company, license_number, terms_accepted_at, policy_version,
                                 created_at, updated_at, erased_at, last_version, created_by)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10, $11, $12, $13)
           ON CONFLICT (id) DO NOTHING`,
          [
            d.userId,
            email,
            erasedAsNull(d.fullName) ?? DELETED_USER_NAME,
            erasedAsNull(d.phone),
            d.role,
            erasedAsNull(d.company),
            erasedAsNull(d.licenseNumber),
            d.termsAcceptedAt,
            d.policyVersion,
            at,
            email === null ? at : null,
            version,
            d.createdBy ?? null,
          ],
        );
        // A second account for the same address fails here, and with it the whole append.
        if (email !== null) await sql.query('INSERT INTO user_emails (email_lower, user_id) VALUES ($1, $2)', [email.toLowerCase(), d.userId]);
        return;
      }
      case 'PasswordSet':
      case 'PasswordChanged': {
        const hash = erasedAsNull(event.data.passwordHash);
        if (hash !== null) {
          await sql.query(
            `INSERT INTO user_credentials (user_id, password_hash, updated_at, last_version) VALUES ($1, $2, $3, $4)
             ON CONFLICT (user_id) DO UPDATE SET password_hash = $2, updated_at = $3, last_version = $4
             WHERE user_credentials.last_version < $4`,
            [event.data.userId, hash, at, version],
          );
        }
        if (event.type === 'PasswordChanged') {
          // Any new password spends every outstanding reset link.
          await sql.query('UPDATE password_reset_tokens SET used_at = $2 WHERE user_id = $1 AND used_at IS NULL', [event.data.userId, at]);
          await this.touch(sql, event.data.userId, at, version);
        } else {
          await this.follow(sql, event.data.userId, version);
        }
        return;
      }
      case 'PasswordResetRequested':
        await sql.query(
          `INSERT INTO password_reset_tokens (token_hash, user_id, reset_id, expires_at) VALUES ($1, $2, $3, $4)
           ON CONFLICT (token_hash) DO NOTHING`,
          [event.data.tokenHash, event.data.userId, event.data.resetId, event.data.expiresAt],
        );
        await this.follow(sql, event.data.userId, version);
        return;
      case 'LogoUploaded':
        await sql.query(
          `UPDATE profiles SET logo_file = $2, logo_content_type = $3, updated_at = $4, last_version = $5
            WHERE id = $1 AND last_version < $5 AND erased_at IS NULL`,
          [event.data.userId, event.data.fileName, event.data.contentType, at, version],
        );
        return;
      case 'RoleChanged':
        await sql.query('UPDATE profiles SET role = $2, updated_at = $3, last_version = $4 WHERE id = $1 AND last_version < $4', [
          event.data.userId,
          event.data.to,
          at,
          version,
        ]);
        return;
      case 'ClientProfileUpdated': {
        const d = event.data;
        // Only the keys present changed; an erased person's row says nothing and stays so.
        await sql.query(
          `UPDATE profiles SET full_name = CASE WHEN $2 THEN $3 ELSE full_name END, phone = CASE WHEN $4 THEN $5 ELSE phone END,
                  updated_at = $6, last_version = $7
            WHERE id = $1 AND last_version < $7 AND erased_at IS NULL`,
          [d.userId, d.fullName !== undefined, erasedAsNull(d.fullName) ?? DELETED_USER_NAME, d.phone !== undefined, erasedAsNull(d.phone), at, version],
        );
        await this.follow(sql, d.userId, version);
        return;
      }
      case 'ProfileUpdated': {
        const d = event.data;
        // Only the keys present changed; an erased person's row says nothing and stays so.
        await sql.query(
          `UPDATE profiles SET full_name = CASE WHEN $2 THEN $3 ELSE full_name END, phone = CASE WHEN $4 THEN $5 ELSE phone END,
                  company = CASE WHEN $6 THEN $7 ELSE company END, license_number = CASE WHEN $8 THEN $9 ELSE license_number END,
                  updated_at = $10, last_version = $11
            WHERE id = $1 AND last_version < $11 AND erased_at IS NULL`,
          [
            d.userId,
            d.fullName !== undefined,
            erasedAsNull(d.fullName) ?? DELETED_USER_NAME,
            d.phone !== undefined,
            erasedAsNull(d.phone),
            d.company !== undefined,
            erasedAsNull(d.company),
            d.licenseNumber !== undefined,
            erasedAsNull(d.licenseNumber),
            at,
            version,
          ],
        );
        await this.follow(sql, d.userId, version);
        return;
      }
      case 'LogoRemoved':
        await sql.query(
          `UPDATE profiles SET logo_file = NULL, logo_content_type = NULL, updated_at = $2, last_version = $3
            WHERE id = $1 AND last_version < $3 AND erased_at IS NULL`,
          [event.data.userId, at, version],
        );
        return;
      case 'ClientConsentRecorded':
        await sql.query(
          `UPDATE profiles SET client_consent_at = $2, policy_version = $3, updated_at = $4, last_version = $5
            WHERE id = $1 AND last_version < $5`,
          [event.data.userId, event.data.consentedAt, event.data.policyVersion, at, version],
        );
        return;
      case 'UserErased': {
        const userId = event.data.userId;
        // The row stays (other people's records point at it) but says nothing about the person.
        await sql.query(
          `UPDATE profiles SET email = NULL, full_name = $2, phone = NULL, company = NULL, license_number = NULL,
                  logo_file = NULL, logo_content_type = NULL, team_lead_id = NULL, broker_id = NULL,
                  erased_at = $3, updated_at = $3, last_version = $4
            WHERE id = $1 AND last_version < $4`,
          [userId, DELETED_USER_NAME, at, version],
        );
        await sql.query('DELETE FROM user_emails WHERE user_id = $1', [userId]);
        await sql.query('DELETE FROM user_credentials WHERE user_id = $1', [userId]);
        await sql.query('DELETE FROM password_reset_tokens WHERE user_id = $1', [userId]);
        return;
      }
      case 'TeamLeadAssigned':
      case 'TeamLeadCleared': {
        const teamLeadId = event.type === 'TeamLeadAssigned' ? event.data.teamLeadId : null;
        await sql.query('UPDATE profiles SET team_lead_id = $2, updated_at = $3, last_version = $4 WHERE id = $1 AND last_version < $4', [
          event.data.userId,
          teamLeadId,
          at,
          version,
        ]);
        return;
      }
      case 'BrokerAssigned':
      case 'BrokerCleared': {
        const brokerId = event.type === 'BrokerAssigned' ? event.data.brokerId : null;
        await sql.query('UPDATE profiles SET broker_id = $2, updated_at = $3, last_version = $4 WHERE id = $1 AND last_version < $4', [
          event.data.userId,
          brokerId,
          at,
          version,
        ]);
        return;
      }
    }
  }

  /**
   * An event that changes nothing shown still moves the row's version: `version` is the stream's,
   * which the admin sends back as If-Match (ADR 0016).
   */
  private async follow(sql: SqlExecutor, userId: string, version: number): Promise<void> {
    await sql.query('UPDATE profiles SET last_version = $2 WHERE id = $1 AND last_version < $2', [userId, version]);
  }

  private async touch(sql: SqlExecutor, userId: string, at: Date, version: number): Promise<void> {
    await sql.query('UPDATE profiles SET updated_at = $2, last_version = $3 WHERE id = $1 AND last_version < $3', [userId, at, version]);
  }
}

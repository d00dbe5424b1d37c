import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Identity (modules/identity, docs/adr/0006-identity.md). Read tables owned by projections
 * (profiles, user_emails, user_credentials, password_reset_tokens, invite_codes) and plain tables
 * that are not events (refresh_tokens, user_sessions, user_activity_logs).
 */
export class Identity1732200003000 implements MigrationInterface {
  name = 'Identity1732200003000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE profiles (
        id uuid PRIMARY KEY,
        email text,
        full_name text NOT NULL,
        phone text,
        role text NOT NULL CHECK (role IN ('admin', 'agent', 'broker', 'team_lead', 'client')),
        company text,
        license_number text,
        logo_file text,
        logo_content_type text,
        terms_accepted_at timestamptz,
        policy_version text,
        client_consent_at timestamptz,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        erased_at timestamptz,
        last_version integer NOT NULL
      )`);
    await q.query('CREATE INDEX profiles_created_idx ON profiles (created_at DESC, id) WHERE erased_at IS NULL');
    // One account per address: the registration's append fails on this key, in its own transaction.
    await q.query(`
      CREATE TABLE user_emails (
        email_lower text PRIMARY KEY,
        user_id uuid NOT NULL UNIQUE
      )`);
    await q.query(`
      CREATE TABLE user_credentials (
        user_id uuid PRIMARY KEY,
        password_hash text NOT NULL,
        updated_at timestamptz NOT NULL,
        last_version integer NOT NULL
      )`);
    await q.query(`
      CREATE TABLE password_reset_tokens (
        token_hash text PRIMARY KEY,
        user_id uuid NOT NULL,
        reset_id uuid NOT NULL,
        expires_at timestamptz NOT NULL,
        used_at timestamptz
      )`);
    await q.query('CREATE INDEX password_reset_tokens_user_idx ON password_reset_tokens (user_id)');
    await q.query(`
      CREATE TABLE invite_codes (
        id uuid PRIMARY KEY,
        code text NOT NULL UNIQUE,
        role text NOT NULL CHECK (role IN ('agent', 'broker', 'team_lead')),
        current_uses integer NOT NULL DEFAULT 0,
        max_uses integer NOT NULL CHECK (max_uses >= 1),
        expires_at timestamptz,
        notes text,
        created_by uuid NOT NULL,
        created_at timestamptz NOT NULL,
        used_at timestamptz,
        last_version integer NOT NULL
      )`);
    await q.query('CREATE INDEX invite_codes_created_idx ON invite_codes (created_at DESC, id)');
    await q.query('CREATE INDEX invite_codes_created_by_idx ON invite_codes (created_by)');

    // Not events (issue #3): a refresh family is a sign-in; rows are stored hashed and rotate on use.
    await q.query(`
      CREATE TABLE refresh_tokens (
        token_hash text PRIMARY KEY,
        family_id uuid NOT NULL,
        user_id uuid NOT NULL,
        issued_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        revoked_at timestamptz
      )`);
    await q.query('CREATE INDEX refresh_tokens_family_idx ON refresh_tokens (family_id)');
    await q.query('CREATE INDEX refresh_tokens_user_idx ON refresh_tokens (user_id) WHERE revoked_at IS NULL');
    await q.query(`
      CREATE TABLE user_sessions (
        id uuid PRIMARY KEY,
        user_id uuid NOT NULL,
        session_start timestamptz NOT NULL DEFAULT now(),
        session_end timestamptz,
        user_agent text,
        duration_seconds integer
      )`);
    await q.query('CREATE INDEX user_sessions_user_start_idx ON user_sessions (user_id, session_start DESC)');
    await q.query(`
      CREATE TABLE user_activity_logs (
        id bigserial PRIMARY KEY,
        user_id uuid NOT NULL,
        session_id uuid,
        action_type text NOT NULL CHECK (action_type IN ('login', 'logout', 'page_view', 'feature_usage')),
        action_details text,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query('CREATE INDEX user_activity_logs_user_created_idx ON user_activity_logs (user_id, created_at DESC)');
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of [
      'user_activity_logs',
      'user_sessions',
      'refresh_tokens',
      'invite_codes',
      'password_reset_tokens',
      'user_credentials',
      'user_emails',
      'profiles',
    ]) {
      await q.query(`DROP TABLE ${table}`);
    }
  }
}

import { hkdfSync } from 'node:crypto';
import { localSecret } from './local-secrets';

/**
 * Configuration is read once from the environment and validated before anything starts, so that a
 * bad or missing variable stops the process with a message naming it (DESIGN.md, "Running it").
 * `.env.example` lists every variable read here.
 */
export interface AppConfig {
  nodeEnv: 'development' | 'test' | 'production';
  port: number;
  /** Unset means: local PostgreSQL if one answers, else embedded PGlite under `dataDir`. */
  databaseUrl: string | undefined;
  /** Force the embedded PGlite database even when a PostgreSQL server answers (demos, tests). */
  databaseEmbedded: boolean;
  /** REDIS_URL, or (unset) the local Redis tried first; `prepare()` swaps in the embedded one when needed. */
  redisUrl: string;
  /** REDIS_URL was set: use it as given, never start an embedded Redis instead (ADR 0010). */
  redisConfigured: boolean;
  /** Prefix of every Redis key the app writes (queues, socket stream, auth), so installs can share a Redis. */
  redisPrefix: string;
  /** Signs access tokens: JWT_SECRET, else a random one kept in the data directory (local-secrets.ts). */
  jwtSecret: string;
  /** Keys reset links: RESET_TOKEN_SECRET, else derived from jwtSecret by HKDF with a label of its own. */
  resetTokenSecret: string;
  /** Signs short-lived file URLs for `<img>` and inline files (ADR 0045): FILE_URL_SECRET, else HKDF of jwtSecret. */
  fileUrlSecret: string;
  /**
   * Wraps the vault's per-person keys (docs/adr/0012-vault-key-wrapping.md): VAULT_MASTER_KEY, else a
   * random one kept in the data directory. `retired` (VAULT_RETIRED_MASTER_KEYS) still unwraps keys
   * wrapped before a rotation; the vault rewraps them with `current` at start.
   */
  vaultMasterKeys: { current: string; retired: string[] };
  /**
   * Keys the e-mail address reservations (one account per address, ADR 0006 addendum): EMAIL_KEY_SECRET,
   * else derived from the master key by HKDF. It must never change once accounts exist: pin it
   * before rotating VAULT_MASTER_KEY.
   */
  emailKeySecret: string;
  accessTokenTtlSeconds: number;
  /** Lifetime of a sign-in's refresh token family (each token rotates on use; ADR 0005). */
  refreshTokenTtlSeconds: number;
  /** A refresh token spent this recently may be presented again without ending the session (a lost response). */
  refreshReuseGraceSeconds: number;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  dataDir: string;
  uploadDir: string;
  /** An S3-compatible bucket when S3_BUCKET is set (ADR 0045); unset keeps files on local disk under uploadDir. */
  s3: S3Settings | undefined;
  appUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Where submissions of the public forms (contact, investor, waitlist) are e-mailed. */
  teamInbox: string;
  runWorkers: boolean;
  seedDemoData: boolean;
}

/** Where the S3-compatible FileStore writes (platform/storage/s3-file-store.ts). */
export interface S3Settings {
  bucket: string;
  /** MinIO or another S3-compatible server; unset means AWS S3 itself. */
  endpoint: string | undefined;
  region: string;
  /** Both or neither; neither means the SDK's own chain (environment, instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** `host/bucket/key` addressing, which MinIO and s3rver need; true by default with an endpoint. */
  forcePathStyle: boolean;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

type Env = Record<string, string | undefined>;

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const NODE_ENVS = ['development', 'test', 'production'] as const;
/**
 * Secrets that are, or were, written in this repository (an old development default, the old
 * compose default, test fixtures): anyone can read them, so none may sign or wrap anything.
 */
export const PUBLISHED_SECRETS: readonly string[] = [
  'threshold-development-secret-change-me-0000',
  'change-me-in-production-please-0123456789',
  'realtime-int-spec-secret-0123456789abcdef',
];
const SECRET_MIN_LENGTH = 32;

export function loadConfig(env: Env = process.env): AppConfig {
  const problems: string[] = [];
  const read = new EnvReader(env, problems);

  const nodeEnv = read.oneOf('NODE_ENV', NODE_ENVS, 'development');
  const production = nodeEnv === 'production';
  const port = read.integer('PORT', 3000, 1, 65535);
  const dataDir = read.string('DATA_DIR', 'data') ?? 'data';
  const redisUrl = read.url('REDIS_URL', ['redis:', 'rediss:']);
  // Outside production an unset secret is generated once and kept under DATA_DIR (never a constant).
  const generated = (name: string) => (production ? undefined : () => localSecret(dataDir, name));
  const jwtSecret = read.secret('JWT_SECRET', generated('jwt-secret'));
  const resetTokenSecret =
    read.secret('RESET_TOKEN_SECRET', () => hkdfSecret(jwtSecret ?? '', 'threshold/password-reset-link/v1')) ?? '';
  const fileUrlSecret = read.secret('FILE_URL_SECRET', () => hkdfSecret(jwtSecret ?? '', 'threshold/signed-file-url/v1')) ?? '';
  const vaultMasterKey = read.secret('VAULT_MASTER_KEY', generated('vault-master-key'));
  const retiredMasterKeys = (read.optional('VAULT_RETIRED_MASTER_KEYS') ?? '')
    .split(',')
    .map((key) => key.trim())
    .filter((key) => key !== '');
  for (const key of retiredMasterKeys) read.checkSecret('VAULT_RETIRED_MASTER_KEYS', key);
  const emailKeySecret = read.secret('EMAIL_KEY_SECRET', () => hkdfSecret(vaultMasterKey ?? '', 'threshold/email-address-key/v1')) ?? '';

  const config: AppConfig = {
    nodeEnv,
    port,
    databaseUrl: read.url('DATABASE_URL', ['postgres:', 'postgresql:']),
    databaseEmbedded: read.boolean('DATABASE_EMBEDDED', false),
    redisUrl: redisUrl ?? read.url('REDIS_LOCAL_URL', ['redis:']) ?? 'redis://127.0.0.1:6379',
    redisConfigured: redisUrl !== undefined,
    redisPrefix: read.string('REDIS_PREFIX', 'threshold') ?? 'threshold',
    jwtSecret: jwtSecret ?? '',
    resetTokenSecret,
    fileUrlSecret,
    vaultMasterKeys: { current: vaultMasterKey ?? '', retired: retiredMasterKeys },
    emailKeySecret,
    accessTokenTtlSeconds: read.integer('ACCESS_TOKEN_TTL_SECONDS', 900, 30, 86_400),
    refreshReuseGraceSeconds: read.integer('REFRESH_REUSE_GRACE_SECONDS', 10, 0, 60),
    refreshTokenTtlSeconds: read.integer('REFRESH_TOKEN_TTL_SECONDS', 14 * 86_400, 300, 365 * 86_400),
    logLevel: read.oneOf('LOG_LEVEL', LOG_LEVELS, nodeEnv === 'test' ? 'warn' : 'info'),
    dataDir,
    uploadDir: read.string('UPLOAD_DIR', `${dataDir}/uploads`) ?? `${dataDir}/uploads`,
    s3: readS3Settings(read, env),
    // Without a trailing slash: links are built as `${appUrl}/path`, and CORS compares it with Origin.
    appUrl: (read.url('APP_URL', ['http:', 'https:']) ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    smtpUrl: read.url('SMTP_URL', ['smtp:', 'smtps:']),
    mailFrom: read.string('MAIL_FROM', 'Threshold <no-reply@threshold.local>') ?? '',
    teamInbox: read.email('TEAM_INBOX', 'team@threshold.local'),
    runWorkers: read.boolean('RUN_WORKERS', true),
    seedDemoData: read.boolean('SEED_DEMO_DATA', !production),
  };
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}

/**
 * S3_BUCKET turns the S3-compatible store on; any other S3_* variable without it is a mistake worth
 * stopping for (files would silently land on local disk instead).
 */
function readS3Settings(read: EnvReader, env: Env): S3Settings | undefined {
  const bucket = read.optional('S3_BUCKET');
  if (bucket === undefined) {
    const stray = Object.keys(env).filter((name) => /^S3_/.test(name) && name !== 'S3_TEST_URL' && read.optional(name) !== undefined);
    if (stray.length > 0) read.problem(`S3_BUCKET is required when ${stray.sort().join(', ')} ${stray.length === 1 ? 'is' : 'are'} set`);
    return undefined;
  }
  const endpoint = read.url('S3_ENDPOINT', ['http:', 'https:']);
  const accessKeyId = read.optional('S3_ACCESS_KEY_ID');
  const secretAccessKey = read.optional('S3_SECRET_ACCESS_KEY');
  if ((accessKeyId === undefined) !== (secretAccessKey === undefined)) read.problem('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both or neither');
  return {
    bucket,
    endpoint,
    region: read.string('S3_REGION', 'us-east-1') ?? 'us-east-1',
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    forcePathStyle: read.boolean('S3_FORCE_PATH_STYLE', endpoint !== undefined),
  };
}

/** A key of its own for another purpose, derived from a secret by HKDF-SHA256 with a distinct label. */
function hkdfSecret(secret: string, label: string): string {
  return Buffer.from(hkdfSync('sha256', secret, 'threshold', label, 32)).toString('base64url');
}

class EnvReader {
  constructor(
    private readonly env: Env,
    private readonly problems: string[],
  ) {}

  private raw(name: string): string | undefined {
    const value = this.env[name]?.trim();
    return value === '' ? undefined : value;
  }

  optional(name: string): string | undefined {
    return this.raw(name);
  }

  problem(message: string): void {
    this.problems.push(message);
  }

  /** A configured secret, checked; else the fallback (generated or derived); required when there is none. */
  secret(name: string, fallback: (() => string) | undefined): string | undefined {
    const value = this.raw(name);
    if (value === undefined) {
      if (!fallback) this.problems.push(`${name} is required`);
      return fallback?.();
    }
    this.checkSecret(name, value);
    return value;
  }

  checkSecret(name: string, value: string): void {
    if (value.length < SECRET_MIN_LENGTH) {
      this.problems.push(`${name} must be at least ${SECRET_MIN_LENGTH} characters long`);
    } else if (PUBLISHED_SECRETS.includes(value)) {
      this.problems.push(
        `${name} is a value published in the Threshold repository; anyone could use it. Generate your own, e.g. with: openssl rand -base64 32`,
      );
    }
  }

  string(name: string, fallback?: string): string | undefined {
    const value = this.raw(name) ?? fallback;
    if (value === undefined) this.problems.push(`${name} is required`);
    return value;
  }

  integer(name: string, fallback: number, min: number, max: number): number {
    const value = this.raw(name);
    if (value === undefined) return fallback;
    const parsed = Number(value);
    if (!Number.isInteger(parsed) || parsed < min || parsed > max) {
      this.problems.push(`${name} must be a whole number from ${min} to ${max} (got "${value}")`);
      return fallback;
    }
    return parsed;
  }

  boolean(name: string, fallback: boolean): boolean {
    const value = this.raw(name)?.toLowerCase();
    if (value === undefined) return fallback;
    if (['true', '1', 'yes'].includes(value)) return true;
    if (['false', '0', 'no'].includes(value)) return false;
    this.problems.push(`${name} must be true or false (got "${value}")`);
    return fallback;
  }

  oneOf<T extends string>(name: string, allowed: readonly T[], fallback: T): T {
    const value = this.raw(name);
    if (value === undefined) return fallback;
    if ((allowed as readonly string[]).includes(value)) return value as T;
    this.problems.push(`${name} must be one of ${allowed.join(', ')} (got "${value}")`);
    return fallback;
  }

  email(name: string, fallback: string): string {
    const value = this.raw(name) ?? fallback;
    if (!/^[^\s@<>]+@[^\s@<>]+$/.test(value)) {
      this.problems.push(`${name} must be an e-mail address such as team@example.com (got "${value}")`);
      return fallback;
    }
    return value;
  }

  url(name: string, protocols: string[]): string | undefined {
    const value = this.raw(name);
    if (value === undefined) return undefined;
    try {
      const parsed = new URL(value);
      if (!protocols.includes(parsed.protocol)) {
        this.problems.push(`${name} must start with ${protocols.map((p) => `${p}//`).join(' or ')}`);
      }
    } catch {
      this.problems.push(`${name} is not a valid URL`);
    }
    return value;
  }
}

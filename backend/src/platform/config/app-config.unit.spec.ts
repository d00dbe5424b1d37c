import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, loadConfig, PUBLISHED_SECRETS } from './app-config';

describe('configuration (validated at start)', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'threshold-config-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('has working defaults for a fresh clone in development', () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({ nodeEnv: 'development', port: 3000, redisUrl: 'redis://127.0.0.1:6379', databaseUrl: undefined });
  });

  it('names every bad or missing variable in one message', () => {
    const attempt = () => loadConfig({ NODE_ENV: 'production', PORT: 'eighty', DATABASE_URL: 'mysql://x/y', RUN_WORKERS: 'maybe' });
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (error) {
      const { problems } = error as ConfigError;
      expect(problems).toEqual([
        'PORT must be a whole number from 1 to 65535 (got "eighty")',
        'JWT_SECRET is required',
        'VAULT_MASTER_KEY is required',
        'DATABASE_URL must start with postgres:// or postgresql://',
        'RUN_WORKERS must be true or false (got "maybe")',
      ]);
    }
  });

  it('keeps APP_URL without a trailing slash, as links and the CORS origin use it', () => {
    expect(loadConfig({ DATA_DIR: dataDir, APP_URL: 'https://app.threshold.example/' }).appUrl).toBe('https://app.threshold.example');
    expect(loadConfig({ DATA_DIR: dataDir, APP_URL: 'https://app.threshold.example' }).appUrl).toBe('https://app.threshold.example');
  });

  it('refuses a short JWT secret', () => {
    expect(() => loadConfig({ JWT_SECRET: 'short', DATA_DIR: dataDir })).toThrow('JWT_SECRET must be at least 32 characters long');
  });

  describe('secrets (issue 7 finding 6: no published value signs tokens)', () => {
    it('generates a random JWT secret on first start, keeps it in the data directory (0600), and reuses it', () => {
      const first = loadConfig({ DATA_DIR: dataDir });
      const file = join(dataDir, 'secrets', 'jwt-secret');
      expect(readFileSync(file, 'utf8').trim()).toBe(first.jwtSecret);
      expect(statSync(file).mode & 0o777).toBe(0o600);
      expect(statSync(join(dataDir, 'secrets')).mode & 0o777).toBe(0o700);
      expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
      expect(PUBLISHED_SECRETS).not.toContain(first.jwtSecret);
      expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toBe(first.jwtSecret);

      const elsewhere = mkdtempSync(join(tmpdir(), 'threshold-config-'));
      try {
        expect(loadConfig({ DATA_DIR: elsewhere }).jwtSecret).not.toBe(first.jwtSecret);
      } finally {
        rmSync(elsewhere, { recursive: true, force: true });
      }
    });

    it('generates the vault master key the same way, apart from the JWT secret', () => {
      const config = loadConfig({ DATA_DIR: dataDir });
      const file = join(dataDir, 'secrets', 'vault-master-key');
      expect(readFileSync(file, 'utf8').trim()).toBe(config.vaultMasterKeys.current);
      expect(statSync(file).mode & 0o777).toBe(0o600);
      expect(config.vaultMasterKeys.current).not.toBe(config.jwtSecret);
    });

    it.each(PUBLISHED_SECRETS.map((secret) => [secret]))('refuses %s, a value written in the repository', (secret) => {
      for (const name of ['JWT_SECRET', 'VAULT_MASTER_KEY', 'RESET_TOKEN_SECRET']) {
        expect(() => loadConfig({ DATA_DIR: dataDir, [name]: secret })).toThrow(
          `${name} is a value published in the Threshold repository; anyone could use it.`,
        );
      }
    });

    it('refuses every secret value written anywhere in the repository, so none can be brought back', () => {
      const files = execFileSync('git', ['ls-files'], { encoding: 'utf8' }).split('\n').filter((f) => /\.(ts|js|cjs|mjs|json|ya?ml|md|example|sh)$/.test(f));
      const assignment = /(JWT_SECRET|VAULT_MASTER_KEY|RESET_TOKEN_SECRET)\s*[:=]\s*['"`]?([^\s'"`$,)]{32,})/g;
      const written = new Set<string>();
      for (const file of files) {
        if (!existsSync(file)) continue;
        for (const match of readFileSync(file, 'utf8').matchAll(assignment)) written.add(match[2]);
      }
      for (const value of written) expect({ value, refused: PUBLISHED_SECRETS.includes(value) }).toEqual({ value, refused: true });
    });

    it('keys reset links apart from access tokens', () => {
      const config = loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(40) });
      expect(config.resetTokenSecret).not.toBe(config.jwtSecret);
      expect(config.resetTokenSecret.length).toBeGreaterThanOrEqual(32);
      expect(loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(40), RESET_TOKEN_SECRET: 'y'.repeat(40) }).resetTokenSecret).toBe('y'.repeat(40));
    });

    it('docker compose fills in no secret: it stops unless the operator sets one', () => {
      const compose = readFileSync(join(process.cwd(), 'docker-compose.yml'), 'utf8');
      for (const name of ['JWT_SECRET', 'VAULT_MASTER_KEY']) {
        const line = compose.split('\n').find((l) => l.trim().startsWith(`${name}:`));
        expect(line).toMatch(new RegExp(`\\$\\{${name}:\\?`));
      }
    });
  });
  describe('file storage (ADR 0045)', () => {
    it('keeps files on local disk unless S3_BUCKET is set', () => {
      expect(loadConfig({ DATA_DIR: dataDir }).s3).toBeUndefined();
    });

    it('reads an S3-compatible bucket, path-style by default when an endpoint is named', () => {
      const env = { DATA_DIR: dataDir, S3_BUCKET: 'files', S3_ENDPOINT: 'http://minio:9000', S3_ACCESS_KEY_ID: 'threshold', S3_SECRET_ACCESS_KEY: 'secret-key' };
      expect(loadConfig(env).s3).toEqual({
        bucket: 'files',
        endpoint: 'http://minio:9000',
        region: 'us-east-1',
        credentials: { accessKeyId: 'threshold', secretAccessKey: 'secret-key' },
        forcePathStyle: true,
      });
      expect(loadConfig({ DATA_DIR: dataDir, S3_BUCKET: 'files', S3_REGION: 'eu-west-1' }).s3).toMatchObject({ endpoint: undefined, region: 'eu-west-1', credentials: undefined, forcePathStyle: false });
    });

    it('stops on S3 settings that would silently leave files on disk or half-configured', () => {
      expect(() => loadConfig({ DATA_DIR: dataDir, S3_ENDPOINT: 'http://minio:9000' })).toThrow('S3_BUCKET is required when S3_ENDPOINT is set');
      expect(() => loadConfig({ DATA_DIR: dataDir, S3_BUCKET: 'files', S3_ACCESS_KEY_ID: 'only-one' })).toThrow('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together');
      expect(() => loadConfig({ DATA_DIR: dataDir, S3_BUCKET: 'files', S3_ENDPOINT: 'ftp://x' })).toThrow('S3_ENDPOINT must start with http:// or https://');
    });

    it('keys signed file URLs apart from access tokens and reset links', () => {
      const config = loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(40) });
      expect(config.fileUrlSecret.length).toBeGreaterThanOrEqual(32);
      expect(new Set([config.fileUrlSecret, config.jwtSecret, config.resetTokenSecret]).size).toBe(3);
      expect(loadConfig({ DATA_DIR: dataDir, FILE_URL_SECRET: 'z'.repeat(40) }).fileUrlSecret).toBe('z'.repeat(40));
    });
  });
});

import { AppConfig, ConfigError, loadConfig } from './platform/config/app-config';
import { DatabaseOpener, resolveDatabase, ResolvedDatabase } from './platform/database/resolve-database';
import { EXIT_CONFIGURATION, UnrecoverableError } from './platform/process/crash-policy';
import { resolveRedis, ResolvedRedis } from './platform/redis/resolve-redis';

export interface Prepared {
  /** With `redisUrl` replaced by the Redis actually in use (maybe an embedded one). */
  config: AppConfig;
  /** Its `close()` also stops an embedded Redis this process started: the platform closes the database last, after every Redis connection. */
  database: ResolvedDatabase;
  redis: ResolvedRedis;
}

/**
 * Config, then database, then Redis, each failure in one plain line: exit 78 when retrying cannot
 * help (configuration, no Redis to be had), 1 when it may (the database did not answer), so
 * `npm start`'s supervisor knows whether to try again (ADR 0009).
 */
export async function prepare(opener: DatabaseOpener = { role: 'npm start', shares: true }): Promise<Prepared> {
  let config: AppConfig;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\nSee .env.example for every variable.\n`);
      process.exit(EXIT_CONFIGURATION);
    }
    throw error;
  }
  let database: ResolvedDatabase;
  try {
    database = await resolveDatabase(config.databaseUrl, config.dataDir, config.databaseEmbedded, opener);
  } catch (error) {
    if (error instanceof UnrecoverableError) exitWith(error);
    process.stderr.write(`Cannot reach the database: ${(error as Error).message}\nCheck DATABASE_URL (see .env.example).\n`);
    process.exit(1);
  }
  let redis: ResolvedRedis;
  try {
    redis = await resolveRedis({
      configuredUrl: config.redisConfigured ? config.redisUrl : undefined,
      localUrl: config.redisUrl,
      dataDir: config.dataDir,
      role: opener.role,
    });
  } catch (error) {
    await database.close();
    if (error instanceof UnrecoverableError) exitWith(error);
    process.stderr.write(`Cannot start the embedded Redis: ${(error as Error).message}\n`);
    process.exit(1);
  }
  const closeDatabase = database.close.bind(database);
  return {
    config: { ...config, redisUrl: redis.url },
    database: {
      ...database,
      close: async () => {
        await closeDatabase();
        await redis.close();
      },
    },
    redis,
  };
}

function exitWith(error: UnrecoverableError): never {
  process.stderr.write(`${error.message}\n`);
  process.exit(error.exitCode);
}

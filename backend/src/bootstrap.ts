import { AppConfig, ConfigError, loadConfig } from './platform/config/app-config';
import { resolveDatabase, ResolvedDatabase } from './platform/database/resolve-database';

/** Config then database, with a plain message and exit code 1 when either is wrong. */
export async function prepare(): Promise<{ config: AppConfig; database: ResolvedDatabase }> {
  let config: AppConfig;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\nSee .env.example for every variable.\n`);
      process.exit(1);
    }
    throw error;
  }
  try {
    const database = await resolveDatabase(config.databaseUrl, config.dataDir, config.databaseEmbedded);
    return { config, database };
  } catch (error) {
    process.stderr.write(`Cannot reach the database: ${(error as Error).message}\nCheck DATABASE_URL (see .env.example).\n`);
    process.exit(1);
  }
}

import { ConfigError, loadConfig } from './app-config';

describe('configuration (validated at start)', () => {
  it('has working defaults for a fresh clone in development', () => {
    const config = loadConfig({});
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
        'DATABASE_URL must start with postgres:// or postgresql://',
        'RUN_WORKERS must be true or false (got "maybe")',
      ]);
    }
  });

  it('refuses a short JWT secret', () => {
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow('JWT_SECRET must be at least 32 characters long');
  });
});

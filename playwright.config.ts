import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './test/support/chromium';

// One run id for the runner and its workers (workers inherit the environment).
process.env.E2E_RUN_ID ??= `${Date.now().toString(36)}`;
const runId = process.env.E2E_RUN_ID;
const port = Number(process.env.E2E_PORT ?? 3210);
const postgres = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432';
process.env.E2E_DATABASE_URL ??= `${postgres}/threshold_e2e_${runId}`;

/**
 * End-to-end tests drive Debian's Chromium (never a downloaded browser) against the built app,
 * served exactly as `npm start` serves it, on a database of its own.
 */
export default defineConfig({
  testDir: './test/e2e',
  testMatch: '**/*.e2e.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  globalTeardown: './test/support/e2e-global-teardown.ts',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: CHROMIUM_PATH,
          args: CHROMIUM_ARGS,
        },
      },
    },
  ],
  webServer: {
    command: 'node dist/backend/src/main.js',
    url: `http://127.0.0.1:${port}/api/health/ready`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      APP_URL: `http://127.0.0.1:${port}`,
      DATABASE_URL: process.env.E2E_DATABASE_URL,
      REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
      REDIS_PREFIX: `threshold-e2e-${runId}`,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      DATA_DIR: `dist/e2e-data-${runId}`,
    },
  },
});

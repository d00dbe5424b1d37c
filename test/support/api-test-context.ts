import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { TokenService } from '../../backend/src/platform/auth/token.service';
import { DATA_SOURCE } from '../../backend/src/platform/platform.tokens';
import { identityClient } from './identity-client';
import { startTestApp, TestApp } from './test-app';

export type MintableRole = 'agent' | 'broker' | 'team_lead' | 'client' | 'admin';

export interface ApiTestContext {
  app: TestApp;
  api: ReturnType<typeof identityClient>;
  tokens: TokenService;
  db: DataSource;
  /** A signed token for someone of this role (no account behind it: the deal rules only need the id). */
  mint(role: MintableRole, userId?: string): { userId: string; token: string };
}

/**
 * The API integration suites' common start: one app per file (started in beforeAll, closed in
 * afterAll), its HTTP client, token service and database. Fields are filled once beforeAll has run.
 */
export function apiTestContext(overrides: Record<string, string> | (() => Promise<Record<string, string>>) = {}): ApiTestContext {
  const context = {
    mint: (role: MintableRole, userId: string = randomUUID()) => ({ userId, token: context.tokens.issue(userId, role).token }),
  } as ApiTestContext;
  beforeAll(async () => {
    context.app = await startTestApp(typeof overrides === 'function' ? await overrides() : overrides);
    context.api = identityClient(context.app.url);
    context.tokens = context.app.app.get(TokenService);
    context.db = context.app.app.get<DataSource>(DATA_SOURCE);
  });
  afterAll(async () => {
    await context.app?.close();
  });
  return context;
}

import { CommandBus } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { CreateUserAccount, RecordClientLink } from '../../backend/src/modules/identity/identity.public';
import { TokenService } from '../../backend/src/platform/auth/token.service';
import { DATA_SOURCE } from '../../backend/src/platform/platform.tokens';
import { identityClient } from './identity-client';
import type { TestApp } from './test-app';

const metadata = () => ({ actorId: null, correlationId: `test-client-link-${randomUUID()}`, causationId: null });

/**
 * The client's consent (spec 002 §4), recorded through the real endpoint with a token for that client:
 * until then the deal's reads refuse them (ADR 0051). Only a client account that has not consented is
 * touched.
 */
export async function consentedClient(app: TestApp, clientId: string): Promise<void> {
  const db = app.app.get<DataSource>(DATA_SOURCE);
  const [profile] = await db.query<{ role: string; consented: boolean }[]>(
    `SELECT role, client_consent_at IS NOT NULL AND policy_version = 'v1.0.0' AS consented FROM profiles WHERE id = $1`,
    [clientId],
  );
  if (!profile || profile.role !== 'client' || profile.consented) return;
  const token = app.app.get(TokenService).issue(clientId, 'client').token;
  const answer = await fetch(`${app.url}/api/auth/consent`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
  if (answer.status !== 200) throw new Error(`Consent of client ${clientId} answered ${answer.status}: ${await answer.text()}`);
}

/**
 * A deal names only a client account linked to its agent (issue 18 item 5, ADR 0039). Suites about
 * other deal rules mint tokens without accounts; before a deal names such a client, this makes the
 * client account with that id and records its link to the agent of `agentToken`, through identity's
 * own commands (so through events, as the demo seed does). The client has consented (ADR 0051) unless
 * `consent: false`. Answers the client id.
 */
export async function linkedClient(app: TestApp, agentToken: string, clientId: string = randomUUID(), { consent = true } = {}): Promise<string> {
  const agentId = (JSON.parse(Buffer.from(agentToken.split('.')[1]!, 'base64url').toString()) as { sub: string }).sub;
  const db = app.app.get<DataSource>(DATA_SOURCE);
  const commands = app.app.get(CommandBus);
  const [account] = await db.query<{ role: string }[]>('SELECT role FROM profiles WHERE id = $1', [clientId]);
  if (!account) {
    await commands.execute(
      new CreateUserAccount(clientId, { email: `client.${clientId}@example.com`, fullName: 'Test Client', role: 'client', password: randomUUID() }, metadata()),
    );
  }
  await commands.execute(new RecordClientLink(agentId, clientId, metadata()));
  if (consent) await consentedClient(app, clientId);
  return clientId;
}

/** The body with its client_id linked to the agent first (see linkedClient); a body without one as it is. */
export async function withLinkedClient<T extends object>(app: TestApp, agentToken: string, body: T): Promise<T> {
  const clientId = (body as { client_id?: unknown }).client_id;
  if (typeof clientId === 'string') await linkedClient(app, agentToken, clientId);
  return body;
}

/** A live deal of the agent in Austin, Texas, for the client (linked first), as the create answers it; `fields` add to the create. */
export async function liveDealFor(
  app: TestApp,
  agentToken: string,
  clientId: string,
  fields: { transaction_type?: 'buyer' | 'seller' | 'new_construction'; property_address?: string } & Record<string, unknown> = {},
): Promise<{ id: string; version: number }> {
  const created = await identityClient(app.url).call<{ id: string; version: number; message?: string }>('POST', '/api/transactions', {
    token: agentToken,
    body: await withLinkedClient(app, agentToken, {
      transaction_type: 'buyer',
      property_address: '100 Congress Ave',
      ...fields,
      client_id: clientId,
      property_city: 'Austin',
      property_state: 'TX',
      property_zip: '78701',
    }),
  });
  if (created.status !== 201) throw new Error(`The deal was not created: ${created.status} ${created.body.message ?? ''}`);
  return created.body;
}

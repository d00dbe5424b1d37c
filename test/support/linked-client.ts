import { CommandBus } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { CreateUserAccount, RecordClientLink } from '../../backend/src/modules/identity/identity.public';
import { DATA_SOURCE } from '../../backend/src/platform/platform.tokens';
import type { TestApp } from './test-app';

const metadata = () => ({ actorId: null, correlationId: `test-client-link-${randomUUID()}`, causationId: null });

/**
 * A deal names only a client account linked to its agent (issue 18 item 5, ADR 0039). Suites about
 * other deal rules mint tokens without accounts; before a deal names such a client, this makes the
 * client account with that id and records its link to the agent of `agentToken`, through identity's
 * own commands (so through events, as the demo seed does). Answers the client id.
 */
export async function linkedClient(app: TestApp, agentToken: string, clientId: string = randomUUID()): Promise<string> {
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
  return clientId;
}

/** The body with its client_id linked to the agent first (see linkedClient); a body without one as it is. */
export async function withLinkedClient<T extends object>(app: TestApp, agentToken: string, body: T): Promise<T> {
  const clientId = (body as { client_id?: unknown }).client_id;
  if (typeof clientId === 'string') await linkedClient(app, agentToken, clientId);
  return body;
}

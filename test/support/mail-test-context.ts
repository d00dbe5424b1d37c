import { apiTestContext, ApiTestContext } from './api-test-context';
import { withLinkedClient } from './linked-client';
import { startSmtpInbox } from './smtp-inbox';

export interface MailTestContext extends ApiTestContext {
  inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
  /** What the in-process SMTP server received for a minted client (`client.<id>@example.com`). */
  clientMails(clientId: string): Awaited<ReturnType<typeof startSmtpInbox>>['received'];
  /** A new live deal of this agent for a linked, consented client; answers its id. */
  clientDeal(agentToken: string, clientId: string, fields: Record<string, unknown>): Promise<string>;
}

/** A raw message with its quoted-printable soft breaks and `=3D` undone, to search its text. */
export const plainText = (raw: string): string => raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');

/**
 * apiTestContext with a real SMTP server in the process that the app's e-mail workers send to: the
 * notification suites' common start.
 */
export function mailTestContext(overrides: Record<string, string> | (() => Promise<Record<string, string>>) = {}): MailTestContext {
  const context = apiTestContext(async () => {
    context.inbox = await startSmtpInbox();
    return { ...(typeof overrides === 'function' ? await overrides() : overrides), SMTP_URL: context.inbox.url };
  }) as MailTestContext;
  context.clientMails = (clientId) => context.inbox.received.filter((mail) => mail.to.includes(`client.${clientId}@example.com`));
  context.clientDeal = async (agentToken, clientId, fields) => {
    const created = await context.api.call<{ id: string; message?: string }>('POST', '/api/transactions', {
      token: agentToken,
      body: await withLinkedClient(context.app, agentToken, {
        transaction_type: 'buyer',
        client_id: clientId,
        property_city: 'Austin',
        property_state: 'TX',
        property_zip: '78701',
        ...fields,
      }),
    });
    expect([created.status, created.body.message]).toEqual([201, undefined]);
    return created.body.id;
  };
  afterAll(async () => {
    await context.inbox?.close();
  });
  return context;
}

import { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedEmail {
  from: string;
  to: string[];
  raw: string;
}

export interface SmtpInboxOptions {
  /**
   * Awaited once a message's data is in, before the server accepts it (answers 250): a test holds the
   * sender inside its send here, as a slow mail server would. A message is in `received` once accepted.
   */
  beforeAccept?: (mail: ReceivedEmail) => Promise<void>;
}

/** A real SMTP server in the test process: the app sends to it through SMTP_URL. */
export async function startSmtpInbox(options: SmtpInboxOptions = {}): Promise<{ url: string; received: ReceivedEmail[]; close(): Promise<void> }> {
  const received: ReceivedEmail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const mail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        };
        void (options.beforeAccept ?? (async () => undefined))(mail).then(() => {
          received.push(mail);
          callback();
        });
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

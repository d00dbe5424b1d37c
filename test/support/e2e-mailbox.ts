import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The e-mails to `address` in the local mailbox the e2e server writes (it has no SMTP_URL). */
export function mailsTo(address: string): { subject: string; text: string }[] {
  const mailboxDir = join(process.cwd(), 'dist', `e2e-data-${process.env.E2E_RUN_ID}`, 'mailbox');
  let names: string[];
  try {
    names = readdirSync(mailboxDir).filter((name) => name.endsWith('.json'));
  } catch {
    return [];
  }
  return names
    .map((name) => JSON.parse(readFileSync(join(mailboxDir, name), 'utf8')) as { to: string; subject: string; text: string })
    .filter((mail) => mail.to.toLowerCase() === address.toLowerCase());
}

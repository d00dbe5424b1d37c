import { expect, Page, test } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEMO_ADMIN, signIn } from '../support/e2e-auth';

/**
 * Issue 4, done-when: each public form is submitted, and the submission appears in the admin Leads
 * tab and in the team's inbox. The end-to-end server has no SMTP_URL, so its mail lands in the local
 * mailbox (DATA_DIR/mailbox); the integration tests cover delivery to a real SMTP server.
 */
const mailbox = () => join(process.cwd(), 'dist', `e2e-data-${process.env.E2E_RUN_ID}`, 'mailbox');

function mailMentioning(text: string): string | undefined {
  let names: string[];
  try {
    names = readdirSync(mailbox());
  } catch {
    return undefined;
  }
  return names.map((name) => readFileSync(join(mailbox(), name), 'utf8')).find((body) => body.includes(text));
}

async function submitEveryForm(page: Page, tag: string): Promise<void> {
  await page.goto('/about#contact');
  const contact = page.getByRole('form', { name: 'Contact Threshold' });
  await contact.getByLabel('Name').fill(`Casey Contact ${tag}`);
  await contact.getByLabel('Email').fill(`casey.${tag}@example.com`);
  await contact.getByLabel('Message').fill('We would like a walkthrough for our team.');
  await contact.getByRole('button', { name: 'Send Message →' }).click();
  await expect(contact.getByText("Thanks for reaching out. We'll get back to you soon.")).toBeVisible();

  await page.goto('/investors#investor-contact');
  const investor = page.getByRole('form', { name: 'Request the investor deck' });
  await investor.getByLabel('Name').fill(`Ivy Investor ${tag}`);
  await investor.getByLabel('Email').fill(`ivy.${tag}@example.vc`);
  await investor.getByRole('button', { name: 'Request Investor Deck →' }).click();
  await expect(investor.getByText("Thank you for your interest! We'll be in touch soon.")).toBeVisible();

  await page.goto('/waitlist#form');
  const waitlist = page.getByRole('form', { name: 'Join the waitlist' });
  await waitlist.getByLabel('Full name').fill(`Wren Waitlist ${tag}`);
  await waitlist.getByLabel('Email').fill(`wren.${tag}@example.com`);
  await waitlist.getByLabel('Brokerage').fill('Hill Country Realty');
  await waitlist.getByLabel(/biggest transaction headache/).fill('Keeping the lender in the loop.');
  await waitlist.getByRole('button', { name: 'Join the Waitlist →' }).click();
  await expect(page.getByRole('heading', { name: "You're In!" })).toBeVisible();
}

// An address of its own, so the per-address form limit is not shared with the other public-site tests.
test.use({ extraHTTPHeaders: { 'x-forwarded-for': `203.0.113.${1 + (Date.now() % 250)}` } });

test('every public form reaches the admin Leads tab and the team inbox', async ({ page }) => {
  const tag = Date.now().toString(36);
  await submitEveryForm(page, tag);

  for (const name of [`Casey Contact ${tag}`, `Ivy Investor ${tag}`, `Wren Waitlist ${tag}`]) {
    await expect.poll(() => mailMentioning(name) !== undefined, { timeout: 15_000, message: `e-mail about ${name}` }).toBe(true);
  }

  await signIn(page, DEMO_ADMIN);
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Leads' }).click();
  const search = page.getByLabel('Search');
  await search.fill(tag);
  for (const name of [`Casey Contact ${tag}`, `Ivy Investor ${tag}`, `Wren Waitlist ${tag}`]) {
    await expect(page.getByText(name)).toBeVisible();
  }
});

import { expect, Page, test } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEMO_ADMIN, newAdmin, signIn } from '../support/e2e-auth';

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

// Issue 11, item 9: small layout faults of the admin lists.
test.describe('small layout faults', () => {
  test('an invite code keeps its copy button whole however long its notes; a lead’s date and time stay on a line each', async ({
    page,
    request,
  }) => {
    const lead = await request.post('/api/leads/contact', {
      data: { name: 'Wren Layout', email: `wren.${Date.now()}@example.com`, message: 'Checking the list layout.', interests: '' },
    });
    expect(lead.status()).toBe(201);

    // An admin of its own: the demo admin's sign-ins are rate limited per minute, and the files
    // before this one use many.
    const admin = await newAdmin(request);
    await signIn(page, admin.email, admin.password);
    await page.goto('/admin?tab=invite-codes');
    const notes = `Layout ${Date.now()}: for the whole Round Rock office of Hill Country Realty, including the new associates who start in January and the two transaction coordinators who support them every day`;
    await page.getByLabel(/^Max uses/).fill('25');
    await page.getByLabel(/^Notes/).fill(notes);
    await page.getByRole('button', { name: 'Generate invite code' }).click();
    const row = page.getByRole('row').filter({ hasText: notes });
    await expect(row).toBeVisible();
    const copy = await row.getByRole('button', { name: /^Copy invite code/ }).boundingBox();
    expect(copy!.width).toBeGreaterThanOrEqual(24);
    const uses = await row.getByText('0 / 25').boundingBox();
    expect(uses!.height).toBeLessThan(30);

    await page.goto('/admin?tab=leads');
    const submitted = page.getByRole('row').filter({ hasText: 'Wren Layout' }).getByRole('cell').first();
    await expect(submitted).toBeVisible();
    const lines = await submitted.locator('span span').evaluateAll((spans) => spans.map((span) => span.getClientRects().length));
    expect(lines).toEqual([1, 1]);
  });
});

import { expect, Page, test } from '@playwright/test';
import { randomInt, randomUUID } from 'node:crypto';
import { seriousAxeViolations } from '../support/e2e-axe';
import { newAccount, signIn, type TestAccount } from '../support/e2e-auth';

/** Issue 9 items 2 and 6: agent settings (spec 001 §2.5, §8) and the Create New Client modal (§2.1, §5). */
// A caller address of this file's own: sign-in and registration are rate limited per address.
test.use({ extraHTTPHeaders: { 'x-forwarded-for': `198.19.${randomInt(0, 256)}.${randomInt(1, 255)}` } });

const SHOTS = 'test-results/screens/clients';
const SETTINGS = '/dashboard/agent/settings';

/** At 1280 and 375 px wide; an open dialog is shot as the viewport shows it (a full-page shot shifts the fixed layers). */
async function shoot(page: Page, name: string, { fullPage = true } = {}) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test.describe('agent settings', () => {
  let agent: TestAccount;

  test.beforeEach(async ({ page, request }) => {
    agent = await newAccount(request, 'agent');
    await signIn(page, agent.email, agent.password);
  });

  test('shows the agent, an empty client list, quick actions and the entry points; axe finds nothing serious', async ({ page }) => {
    await page.goto(SETTINGS);
    await expect(page.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible();
    const info = page.getByRole('region', { name: 'Agent Information' });
    await expect(info.getByText(agent.fullName)).toBeVisible();
    await expect(info.getByText(agent.email)).toBeVisible();
    // Phone only when set; brokerage and license read 'Not set' for this account.
    await expect(info.getByText('Phone')).toHaveCount(0);
    await expect(info.getByText('Not set')).toHaveCount(2);
    const clients = page.getByRole('region', { name: 'Registered Clients (0)' });
    await expect(clients.getByText('No clients yet')).toBeVisible();
    const quick = page.getByRole('region', { name: 'Quick Actions' });
    await expect(quick.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/dashboard/agent');
    await expect(quick.getByRole('link', { name: 'New Transaction' })).toHaveAttribute('href', '/dashboard/agent/transactions/new');
    await page.getByRole('button', { name: 'Open Library' }).click();
    await expect(page.getByRole('dialog', { name: 'Education Prompts Library' })).toBeVisible();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Data Privacy Requests' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shoot(page, 'settings-empty');
  });

  test('creates a client from the modal with inline errors, the success text, and the list updated', async ({ page }) => {
    await page.goto(SETTINGS);
    await page.getByRole('region', { name: 'Registered Clients (0)' }).getByRole('button', { name: 'Add Client' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New Client' });
    await expect(dialog.getByLabel(/^Full Name/)).toBeFocused();
    await expect(dialog.getByRole('button', { name: 'Create & Add Transaction' })).toBeVisible();

    await dialog.getByRole('button', { name: 'Save Client' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Name and email are required');
    await expect(dialog.getByLabel(/^Full Name/)).toBeFocused();
    await dialog.getByLabel(/^Full Name/).fill('Zed Client');
    await dialog.getByLabel(/^Email/).fill('not-an-address');
    await dialog.getByRole('button', { name: 'Save Client' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Please enter a valid email address');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shoot(page, 'create-client-modal-error', { fullPage: false });

    const email = `zed-${randomUUID().slice(0, 8)}@example.com`;
    await dialog.getByLabel(/^Email/).fill(email);
    await dialog.getByLabel(/^Phone/).fill('512-555-0142');
    await dialog.getByRole('button', { name: 'Save Client' }).click();
    await expect(page.getByText('Client created successfully! They can now log in with their email.', { exact: true })).toBeVisible();
    await expect(dialog).toBeHidden();
    const list = page.getByRole('region', { name: 'Registered Clients (1)' });
    const row = list.getByRole('row', { name: /Zed Client/ });
    await expect(row).toContainText(email);
    await expect(row).toContainText('512-555-0142');
    await expect(row).toContainText(new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' }).format(new Date()));

    // The same address again: the server's message, inline; the form keeps what was typed.
    await list.getByRole('button', { name: 'Add Client' }).click();
    await dialog.getByLabel(/^Full Name/).fill('Another Zed');
    await dialog.getByLabel(/^Email/).fill(email.toUpperCase());
    await dialog.getByRole('button', { name: 'Save Client' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('A user with this email already exists');
    await expect(dialog.getByLabel(/^Full Name/)).toHaveValue('Another Zed');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(list.getByRole('button', { name: 'Add Client' })).toBeFocused();

    // Sorted by name: 'Adam' comes before 'Zed'.
    await list.getByRole('button', { name: 'Add Client' }).click();
    await dialog.getByLabel(/^Full Name/).fill('adam First');
    await dialog.getByLabel(/^Email/).fill(`adam-${randomUUID().slice(0, 8)}@example.com`);
    await dialog.getByRole('button', { name: 'Save Client' }).click();
    const sorted = page.getByRole('region', { name: 'Registered Clients (2)' });
    await expect(sorted.getByRole('rowheader')).toHaveText([/adam First$/, /Zed Client$/]);
    await expect(sorted.getByRole('row', { name: /adam First/ })).toContainText('Not set');
    // Spec 001 §9: toasts go after 3 seconds.
    await expect(page.getByText('Client created successfully! They can now log in with their email.', { exact: true })).toHaveCount(0, { timeout: 8_000 });
    await shoot(page, 'settings-with-clients');
  });

  test('Create & Add Transaction saves the client, then opens the wizard', async ({ page }) => {
    await page.goto(SETTINGS);
    await page.getByRole('button', { name: 'Add Client' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New Client' });
    await dialog.getByLabel(/^Full Name/).fill('Wizard Bound');
    await dialog.getByLabel(/^Email/).fill(`bound-${randomUUID().slice(0, 8)}@example.com`);
    await dialog.getByRole('button', { name: 'Create & Add Transaction' }).click();
    await expect(page).toHaveURL(/\/dashboard\/agent\/transactions\/new$/);
    await page.goto(SETTINGS);
    await expect(page.getByRole('region', { name: 'Registered Clients (1)' }).getByRole('rowheader')).toHaveText([/Wizard Bound$/]);
  });

  test('lists a client another agent created once they accepted the invitation, and once only (ADR 0039)', async ({ page, request }) => {
    const session = await request.post('/api/auth/sign-in', { data: { email: agent.email, password: agent.password } });
    const headers = { Authorization: `Bearer ${((await session.json()) as { accessToken: string }).accessToken}` };
    // A client the agent did not create: made by another agent.
    const other = await newAccount(request, 'broker');
    const otherSession = await request.post('/api/auth/sign-in', { data: { email: other.email, password: other.password } });
    const otherHeaders = { Authorization: `Bearer ${((await otherSession.json()) as { accessToken: string }).accessToken}` };
    const password = 'client-pass-1234';
    const made = await request.post('/api/clients', {
      headers: otherHeaders,
      data: { full_name: 'Linda Linked', email: `linda-${randomUUID().slice(0, 8)}@example.com`, password },
    });
    expect(made.status()).toBe(201);
    const client = (await made.json()) as { id: string; email: string };
    const dealFor = (transaction_type: string) =>
      request.post('/api/transactions', {
        headers,
        data: { transaction_type, client_id: client.id, property_address: '1 Main St', property_city: 'Austin', property_state: 'TX', property_zip: '78701' },
      });
    const refused = await dealFor('buyer');
    expect([refused.status(), ((await refused.json()) as { message: string }).message]).toEqual([400, 'client_id: not one of your clients']);

    // The agent invites; the client accepts; then two deals name them.
    expect((await request.post('/api/clients/invitations', { headers, data: { email: client.email } })).status()).toBe(201);
    const clientSession = await request.post('/api/auth/sign-in', { data: { email: client.email, password } });
    const clientHeaders = { Authorization: `Bearer ${((await clientSession.json()) as { accessToken: string }).accessToken}` };
    const [invitation] = (await (await request.get('/api/client-invitations', { headers: clientHeaders })).json()) as { agent_id: string }[];
    expect((await request.post(`/api/client-invitations/${invitation!.agent_id}/accept`, { headers: clientHeaders })).status()).toBe(200);
    for (const transaction_type of ['buyer', 'seller']) {
      const deal = await dealFor(transaction_type);
      expect(deal.status(), await deal.text()).toBe(201);
    }
    await page.goto(SETTINGS);
    const list = page.getByRole('region', { name: 'Registered Clients (1)' });
    await expect(list.getByRole('rowheader')).toHaveText([/Linda Linked$/]);
    await expect(list.getByRole('row', { name: /Linda Linked/ })).toContainText(client.email);
  });

  test('changes the password with the settings messages; the form closes 2 s after the success', async ({ page }) => {
    await page.goto(SETTINGS);
    const card = page.getByRole('region', { name: 'Change Password' });
    await card.getByRole('button', { name: 'Change Password' }).click();
    const form = card.getByRole('form', { name: 'Change password' });
    await expect(form.getByLabel(/^Current Password/)).toBeFocused();
    await form.getByLabel(/^Current Password/).fill(agent.password);
    await form.getByLabel(/^New Password/).fill('short');
    await form.getByRole('button', { name: 'Update Password' }).click();
    await expect(form.getByText('Password must be at least 6 characters')).toBeVisible();
    await form.getByLabel(/^New Password/).fill('brand-new-pass');
    await form.getByLabel(/^Confirm New Password/).fill('brand-new-pasS');
    await form.getByRole('button', { name: 'Update Password' }).click();
    await expect(form.getByText('New passwords do not match')).toBeVisible();
    await form.getByLabel(/^Current Password/).fill('wrong-current');
    await form.getByLabel(/^Confirm New Password/).fill('brand-new-pass');
    await form.getByRole('button', { name: 'Update Password' }).click();
    await expect(form.getByRole('alert')).toHaveText('Current password is incorrect');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shoot(page, 'settings-change-password');

    await form.getByLabel(/^Current Password/).fill(agent.password);
    await form.getByRole('button', { name: 'Update Password' }).click();
    await expect(card.getByText('Password changed successfully!')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Change Password' })).toBeVisible({ timeout: 4_000 });
    await expect(card.getByText('Password changed successfully!')).toBeHidden();

    const answer = await page.request.post('/api/auth/sign-in', { data: { email: agent.email, password: 'brand-new-pass' } });
    expect(answer.status()).toBe(200);
  });

  test("edits the agent's own name, phone, brokerage and license, and the logo; the top bar follows (issue 20 item 6)", async ({ page }) => {
    await page.goto(SETTINGS);
    const info = page.getByRole('region', { name: 'Agent Information' });
    await info.getByRole('button', { name: 'Edit' }).click();
    const form = info.getByRole('form', { name: 'Edit agent information' });
    await form.getByLabel(/^Full Name/).fill('   ');
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await expect(form.getByText('Full name is required')).toBeVisible();
    await expect(form.getByLabel(/^Full Name/)).toBeFocused();
    const name = `Morgan Reyes ${randomUUID().slice(0, 4)}`;
    await form.getByLabel(/^Full Name/).fill(name);
    await form.getByLabel('Phone').fill('512-555-0142');
    await form.getByLabel('Brokerage').fill('Hill Country Realty');
    await form.getByLabel('License Number').fill('TX-0654321');
    await shoot(page, 'settings-profile-edit');
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Profile updated', { exact: true }).first()).toBeVisible();
    await expect(form).toHaveCount(0);
    for (const value of [name, '512-555-0142', 'Hill Country Realty', 'TX-0654321']) await expect(info.getByText(value, { exact: true })).toBeVisible();
    // The top bar reads the same profile, without a reload.
    const account = page.getByRole('banner');
    await expect(account.getByText(name)).toBeVisible();

    // A logo: not an image is refused in the browser; an image shows in the card and the top bar.
    const chooser = info.getByLabel('Upload logo');
    await chooser.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
    await expect(info.getByText('Please upload an image file')).toBeVisible();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" rx="12" fill="#0f766e"/><text x="32" y="41" font-size="26" text-anchor="middle" fill="#fff" font-family="sans-serif">HC</text></svg>');
    await chooser.setInputFiles({ name: 'logo.svg', mimeType: 'image/svg+xml', buffer: svg });
    await expect(page.getByText('Logo updated', { exact: true }).first()).toBeVisible();
    await expect(info.getByRole('img', { name: 'Your logo' })).toBeVisible();
    await expect(info.getByRole('img', { name: 'Your logo' })).toHaveJSProperty('complete', true);
    expect(await info.getByRole('img', { name: 'Your logo' }).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(account.locator('img')).toHaveCount(1);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shoot(page, 'settings-profile-logo');

    // After a reload the values and the logo are still there (the server has them).
    await page.reload();
    await expect(info.getByText('Hill Country Realty', { exact: true })).toBeVisible();
    await expect(info.getByRole('img', { name: 'Your logo' })).toBeVisible();
    await info.getByRole('button', { name: 'Remove logo' }).click();
    await expect(page.getByText('Logo removed', { exact: true }).first()).toBeVisible();
    await expect(info.getByRole('img', { name: 'Your logo' })).toHaveCount(0);
    await expect(account.locator('img')).toHaveCount(0);
  });

  test("a failed load reads 'Failed to load settings data' and Retry loads it", async ({ page }) => {
    let fail = true;
    await page.route('**/api/clients', (route) => (fail ? route.fulfill({ status: 500, json: { message: 'Internal server error' } }) : route.fallback()));
    await page.goto(SETTINGS);
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Failed to load settings data');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shoot(page, 'settings-error');
    fail = false;
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('region', { name: 'Registered Clients (0)' })).toBeVisible();
  });

  test('shows skeletons while loading', async ({ page }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/clients', async (route) => {
      await held;
      await route.fallback();
    });
    await page.goto(SETTINGS);
    await expect(page.getByRole('status').filter({ hasText: 'Loading your clients…' })).toBeAttached();
    await shoot(page, 'settings-loading');
    release();
    await expect(page.getByRole('region', { name: 'Registered Clients (0)' })).toBeVisible();
  });
});

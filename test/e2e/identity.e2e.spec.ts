import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { randomInt } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { DEMO_ADMIN as ADMIN, DEMO_AGENT as AGENT, DEMO_PASSWORD, signIn } from '../support/e2e-auth';

/**
 * Identity from the browser (spec 000 §2, §4–§6): invite-only registration, password reset through
 * the e-mailed link, the admin's user management, and the route guard.
 */

// The server trusts loopback proxies: each run signs in from an address of its own, so the
// per-address rate limits of earlier runs (or other files) never count against this one.
test.use({ extraHTTPHeaders: { 'x-forwarded-for': `203.0.${randomInt(0, 255)}.${randomInt(1, 255)}` } });

/** The e2e server has no SMTP_URL: mail lands in DATA_DIR/mailbox (playwright.config.ts). */
const mailboxDir = join(process.cwd(), 'dist', `e2e-data-${process.env.E2E_RUN_ID}`, 'mailbox');

function newestMailTo(address: string): { subject: string; text: string } | undefined {
  let names: string[];
  try {
    names = readdirSync(mailboxDir).filter((name) => name.endsWith('.json'));
  } catch {
    return undefined;
  }
  // File names start with the ISO send time, so the newest sorts last.
  for (const name of names.sort().reverse()) {
    const mail = JSON.parse(readFileSync(join(mailboxDir, name), 'utf8')) as { to: string; subject: string; text: string };
    if (mail.to.toLowerCase() === address.toLowerCase()) return mail;
  }
  return undefined;
}

const unique = () => `${Date.now().toString(36)}${randomInt(1000, 9999)}`;

/** A fresh agent made through the API (admin invite code + multipart registration), for tests that change or delete it. */
async function registerAgentThroughApi(
  request: APIRequestContext,
  fullName: string,
): Promise<{ email: string; password: string }> {
  const signedIn = await request.post('/api/auth/sign-in', { data: { email: ADMIN, password: DEMO_PASSWORD } });
  expect(signedIn.status()).toBe(200);
  const { accessToken } = (await signedIn.json()) as { accessToken: string };
  const invite = await request.post('/api/admin/invite-codes', { headers: { Authorization: `Bearer ${accessToken}` }, data: {} });
  expect(invite.status()).toBe(201);
  const { code } = (await invite.json()) as { code: string };
  const email = `e2e-${unique()}@threshold.test`;
  const password = 'first-pass-123';
  const registered = await request.post('/api/auth/register', {
    multipart: {
      fullName,
      email,
      inviteCode: code,
      password,
      confirmPassword: password,
      acceptTerms: 'true',
      acceptResponsibility: 'true',
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  return { email, password };
}

async function fillRegistration(page: Page, values: { fullName: string; email: string; inviteCode: string; password: string }) {
  await page.getByLabel(/^Full name/).fill(values.fullName);
  await page.getByLabel(/^Email/).fill(values.email);
  await page.getByLabel(/^Company/).fill('Hill Country Realty');
  await page.getByLabel(/^Invite code/).fill(values.inviteCode);
  await page.getByLabel(/^Password/).fill(values.password);
  await page.getByLabel(/^Confirm password/).fill(values.password);
  const submit = page.getByRole('button', { name: 'Create account' });
  // Spec 000 §2: the submit button stays disabled until both agreements are ticked.
  await expect(submit).toBeDisabled();
  await page.getByRole('checkbox', { name: /I agree to the Terms of Service/ }).click();
  await expect(submit).toBeDisabled();
  await page.getByRole('checkbox', { name: /I understand that I am responsible/ }).click();
  await expect(submit).toBeEnabled();
  await submit.click();
}

test('an admin creates an invite code, an agent registers with it and lands on the agent dashboard; the code is then used up', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page, ADMIN);
  await expect(page).toHaveURL('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();

  await page.getByRole('tab', { name: 'Invite Codes' }).click();
  await page.getByRole('button', { name: 'Generate invite code' }).click();
  const created = page.getByRole('status').filter({ hasText: /^Invite code [A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4} created$/ });
  await expect(created).toHaveCount(1);
  const inviteCode = /([A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4})/.exec((await created.textContent()) ?? '')![1]!;
  await expect(page.getByRole('row', { name: new RegExp(inviteCode) })).toContainText('Active');

  // Spec 000 §2: the generated code is copied with a 2-second confirmation.
  const copy = page.getByRole('button', { name: `Copy invite code ${inviteCode}` }).last();
  await copy.click();
  await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(inviteCode);
  await expect(page.getByRole('button', { name: 'Copied!' })).toHaveCount(0, { timeout: 4_000 });

  // Sign out signs out and goes home.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL('/');

  const email = `new-agent-${unique()}@threshold.test`;
  const password = 'agent-pass-123';
  await page.goto('/register');
  await fillRegistration(page, { fullName: 'Quinn Newagent', email, inviteCode, password });
  await expect(page.getByText('Account created successfully!')).toBeVisible();
  await expect(page.getByText('Redirecting you to login...')).toBeVisible();
  await expect(page).toHaveURL('/login', { timeout: 5_000 });
  await expect(page.getByLabel(/^Email/)).toHaveValue(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/dashboard/agent');
  // The dashboard greets the new agent by first name (spec 001 §2.1).
  await expect(page.getByRole('heading', { level: 1, name: /, Quinn$/ })).toBeVisible();

  // Agent sign-out goes to /login (spec 001 §2).
  await page.getByRole('button', { name: 'Quinn Newagent' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL('/login');

  // A single-use code is now used up (spec 000 §5).
  await page.goto('/register');
  await fillRegistration(page, { fullName: 'Late Comer', email: `late-${unique()}@threshold.test`, inviteCode, password });
  await expect(page.getByRole('alert')).toHaveText('This invite code has already been used');
  await expect(page).toHaveURL('/register');
});

test('registration checks the form before sending it', async ({ page }) => {
  await page.goto('/register');
  await fillRegistration(page, {
    fullName: 'Short Pass',
    email: `short-${unique()}@threshold.test`,
    inviteCode: '',
    password: 'abc',
  });
  await expect(page.getByText('Please enter your invite code')).toBeVisible();
  await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
  await page.getByLabel(/^Confirm password/).fill('abcdef');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();

  // The logo must be an image of at most 5 MB.
  await page
    .getByLabel(/^Logo/)
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
  await expect(page.getByText('Please upload an image file')).toBeVisible();
  await page
    .getByLabel(/^Logo/)
    .setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(5 * 1024 * 1024 + 1) });
  await expect(page.getByText('Logo file size must be less than 5MB')).toBeVisible();
});

test('forgot password: the e-mailed link sets a new password, which then signs in', async ({ page, request }) => {
  const { email, password: oldPassword } = await registerAgentThroughApi(request, 'Reese Forgetful');

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL('/forgot-password');
  await page.getByLabel(/^Email/).fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('Reset link sent!')).toBeVisible();
  // The address is repeated, so a typo shows at once.
  await expect(page.getByRole('alert').or(page.getByRole('status')).getByText(email)).toBeVisible();
  await expect(page.getByText(/spam folder/)).toBeVisible();

  // The e-mail is sent by a worker after the request is committed: wait for it.
  let link = '';
  await expect
    .poll(
      () => {
        const mail = newestMailTo(email);
        link = /https?:\/\/\S+\/reset-password\?token=[^\s"'<>]+/.exec(mail?.text ?? '')?.[0] ?? '';
        return link;
      },
      { timeout: 15_000 },
    )
    .not.toBe('');
  const resetUrl = new URL(link);
  await page.goto(`${resetUrl.pathname}${resetUrl.search}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();

  const newPassword = 'brand-new-456';
  await page.getByLabel(/^New password/).fill(newPassword);
  await page.getByLabel(/^Confirm new password/).fill('something-else');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await page.getByLabel(/^Confirm new password/).fill(newPassword);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Password reset successful!')).toBeVisible();
  await expect(page.getByText('Redirecting you to login...')).toBeVisible();
  await expect(page).toHaveURL('/login', { timeout: 5_000 });

  // The old password no longer works; the new one does.
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill(oldPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
  await page.getByLabel(/^Password/).fill(newPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/dashboard/agent');

  // The link works once: opened again, the page says so as it opens, before anything is typed.
  await page.goto(`${resetUrl.pathname}${resetUrl.search}`);
  await expect(page.getByRole('alert')).toContainText('This reset link is invalid or has expired');
  await expect(page.getByLabel(/^New password/)).toHaveCount(0);
});

test('an admin changes a user’s role, then deletes the user', async ({ page, request }) => {
  const fullName = `Dana Demoted ${unique()}`;
  const { email, password } = await registerAgentThroughApi(request, fullName);

  await signIn(page, ADMIN);
  await expect(page).toHaveURL('/admin');
  const row = page.getByRole('row', { name: new RegExp(fullName) });
  await expect(row).toContainText('Agent');
  await expect(row).toContainText(email);

  // Spec 000 §5: the role editor needs a role chosen.
  await row.getByRole('button', { name: `Change role of ${fullName}` }).click();
  const roleDialog = page.getByRole('dialog', { name: 'Change role' });
  await roleDialog.getByRole('button', { name: 'Save role' }).click();
  await expect(roleDialog.getByText('Please select a role')).toBeVisible();
  await roleDialog.getByRole('combobox', { name: /New role/ }).click();
  await page.getByRole('option', { name: 'Broker' }).click();
  await roleDialog.getByRole('button', { name: 'Save role' }).click();
  await expect(roleDialog).toBeHidden();
  await expect(page.getByText(`${fullName} is now Broker`, { exact: true })).toBeVisible();
  await expect(row).toContainText('Broker');

  // Deletion asks first; Cancel keeps the user.
  await row.getByRole('button', { name: `Delete ${fullName}` }).click();
  const deleteDialog = page.getByRole('dialog', { name: `Delete ${fullName}?` });
  await deleteDialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(deleteDialog).toBeHidden();
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: `Delete ${fullName}` }).click();
  await deleteDialog.getByRole('button', { name: 'Delete user' }).click();
  await expect(deleteDialog).toBeHidden();
  await expect(page.getByText(`${fullName} was deleted`, { exact: true })).toBeVisible();
  await expect(row).toHaveCount(0);

  // The deleted account cannot sign in any more.
  const answer = await request.post('/api/auth/sign-in', { data: { email, password } });
  expect(answer.status()).toBe(401);
});

test('the guard sends an anonymous visitor of /admin to /login', async ({ page }) => {
  await page.goto('/admin');
  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await page.goto('/dashboard/agent/settings');
  await expect(page).toHaveURL('/login');
});

test('the guard sends a signed-in agent who opens /admin to /; the session survives a reload', async ({ page }) => {
  await signIn(page, AGENT);
  await expect(page).toHaveURL('/dashboard/agent');

  // A full page load: the session is restored from the refresh cookie, then the guard decides.
  await page.goto('/admin');
  await expect(page).toHaveURL('/');
  await page.goto('/admin/diagnostics');
  await expect(page).toHaveURL('/');
  await page.goto('/dashboard/agent/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible();
  await page.goto('/dashboard/client');
  await expect(page.getByRole('heading', { level: 1, name: 'Your Transaction' })).toBeVisible();
});

test('a request refused with 401 refreshes the session once and is retried', async ({ page }) => {
  await signIn(page, ADMIN);
  await expect(page).toHaveURL('/admin');
  let refused = false;
  // The list carries its paging in the query string (issue 11 item 4): match the path alone.
  await page.route((url) => url.pathname === '/api/admin/feedback', (route) => {
    if (refused) return route.continue();
    refused = true;
    return route.fulfill({ status: 401, json: { statusCode: 401, message: 'Unauthorized - No active session' } });
  });
  const refresh = page.waitForResponse((response) => response.url().endsWith('/api/auth/refresh'));
  await page.getByRole('tab', { name: 'Feedback' }).click();
  expect((await refresh).status()).toBe(200);
  await expect(page.getByRole('list', { name: 'Feedback' }).or(page.getByText('No feedback yet'))).toBeVisible();
  await expect(page.getByText('Failed to load feedback')).toHaveCount(0);
});

test('the access token is refreshed before it expires, and activity goes out in batches', async ({ page }) => {
  await page.clock.install();
  await signIn(page, ADMIN);
  await expect(page).toHaveURL('/admin');

  // Page views are sent every 10 seconds (or at 20 events). The /login view may leave in a batch of
  // its own first, so wait for the batch that carries /admin; two periods are enough for it to leave.
  const adminPageView = page.waitForRequest((request) => {
    if (!request.url().endsWith('/api/activity') || request.method() !== 'POST') return false;
    const { events } = request.postDataJSON() as { events: Array<{ type: string; details?: string }> };
    return events.some((event) => event.type === 'page_view' && event.details === '/admin');
  });
  await page.clock.fastForward(10_000);
  await page.clock.fastForward(10_000);
  await adminPageView;

  // 15-minute tokens are refreshed a minute before they expire.
  const refresh = page.waitForResponse((response) => response.url().endsWith('/api/auth/refresh'));
  await page.clock.fastForward('14:00');
  expect((await refresh).status()).toBe(200);
  await page.getByRole('tab', { name: 'Invite Codes' }).click();
  await expect(page.getByRole('heading', { name: 'Invite codes' })).toBeVisible();
  await expect(page.getByText('Failed to load invite codes')).toHaveCount(0);
});

test('an agent sends platform feedback, deletes it while new, and files a data privacy request', async ({ page, request }) => {
  const { email, password } = await registerAgentThroughApi(request, 'Fen Feedback');
  await signIn(page, email, password);
  await expect(page).toHaveURL('/dashboard/agent');

  await page.getByRole('button', { name: 'Give Feedback' }).click();
  const panel = page.getByRole('region', { name: 'Platform Feedback' });
  await expect(panel.getByText('No feedback submitted yet')).toBeVisible();
  // Spec 001 §5: type, category and priority start at general, other, medium.
  await expect(panel.getByRole('combobox', { name: /^Type/ })).toHaveText('General');
  await expect(panel.getByRole('combobox', { name: /^Category/ })).toHaveText('Other');
  await expect(panel.getByRole('combobox', { name: /^Priority/ })).toHaveText('Medium');
  await panel.getByLabel(/^Title/).fill('Calendar export');
  await panel.getByLabel(/^Description/).fill('Let me export closing dates to my calendar.');
  await panel.getByRole('button', { name: 'Submit feedback' }).click();
  await expect(panel.getByText('Thank you for your feedback! We will review it soon.')).toBeVisible();
  const item = panel.getByRole('listitem').filter({ hasText: 'Calendar export' });
  await expect(item).toContainText('New');

  await item.getByRole('button', { name: /Delete/ }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete feedback' });
  await expect(confirm).toContainText('Are you sure you want to delete this feedback?');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(panel.getByText('No feedback submitted yet')).toBeVisible();

  await page.goto('/dashboard/agent/settings');
  await page.getByRole('button', { name: 'Data Privacy Requests' }).click();
  const modal = page.getByRole('dialog', { name: 'Data Privacy Requests' });
  await modal.getByRole('radio', { name: /Access my data/ }).check();
  await modal.getByLabel(/^Reason/).fill('I would like a copy for my records.');
  await modal.getByRole('button', { name: 'Submit request' }).click();
  await expect(modal.getByText('Your request has been submitted successfully. We will process it within 30 days.')).toBeVisible();
  // Spec 002 §9: the history opens 3 seconds after a successful submission.
  await expect(modal.getByRole('tab', { name: 'Request history' })).toHaveAttribute('aria-selected', 'true', { timeout: 5_000 });
  const history = modal.getByRole('listitem').filter({ hasText: 'Data access' });
  await expect(history).toContainText('Pending');
  await expect(history).toContainText('I would like a copy for my records.');
});

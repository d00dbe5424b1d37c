import { expect, test, type Locator } from '@playwright/test';
import { randomInt } from 'node:crypto';

import { newAccount, signIn } from '../support/e2e-auth';
import { seriousAxeViolations } from '../support/e2e-axe';
import { bearer, createdDeal, signableClient } from '../support/e2e-deals';
import { shootAtWidths } from '../support/e2e-shots';

/**
 * Issue 22 items 2 and 6 (spec 002 §2, §4, §5, §9; ADR 0051): a new client's first sign-in meets the
 * blocking consent dialog before anything of their deal (the server refuses the reads until then),
 * then the check-in prompt with no feeling looking chosen; from the header's Settings they read their
 * name and e-mail, change their password (6+ characters) and find Data Privacy Requests.
 */
test.use({ extraHTTPHeaders: { 'x-forwarded-for': `198.18.${randomInt(0, 256)}.${randomInt(1, 255)}` } });

const SHOTS = 'test-results/screens/client-consent';

test('a new client consents first, then checks in, then changes their password in Account Settings', async ({ page, request }) => {
  test.setTimeout(150_000);
  const agent = await newAccount(request, 'agent');
  const auth = await bearer(request, agent);
  const client = { ...(await signableClient(request, auth, 'Robin Consent', { consent: false })), name: 'Robin Consent' };
  const address = `${randomInt(100, 9999)} Consent Ln`;
  await createdDeal(request, auth, {
    transaction_type: 'buyer',
    client_id: client.id,
    property_address: address,
    property_city: 'Austin',
    property_state: 'TX',
    property_zip: '78702',
  });

  // The server refuses the deal's reads until consent (the portal's dialog is not the only guard).
  const clientAuth = await bearer(request, client);
  const refused = await request.get('/api/transactions', { headers: clientAuth });
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toMatchObject({ reason: 'consent_required', message: 'Please acknowledge the terms to continue' });

  await signIn(page, client.email, client.password);
  await expect(page).toHaveURL(/\/dashboard\/client/);
  const consent = page.getByRole('dialog', { name: 'Before you continue' });
  await expect(consent).toBeVisible();
  // Nothing of the deal sits under the dialog.
  await expect(page.getByText(address)).toHaveCount(0);
  await expect(consent.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
  await expect(consent.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
  // It blocks: Escape does not close it, and it has no close button.
  await page.keyboard.press('Escape');
  await expect(consent).toBeVisible();
  await expect(consent.getByRole('button', { name: 'Close' })).toHaveCount(0);

  const accept = consent.getByRole('button', { name: 'Accept and Continue' });
  await accept.click();
  await expect(consent.getByText('Please acknowledge the terms to continue')).toBeVisible();
  await shootAtWidths(page, SHOTS, 'consent-dialog');

  // A failed save says so and keeps the dialog.
  await page.route('**/api/auth/consent', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"statusCode":500,"message":"Internal server error"}' }));
  await consent.getByRole('checkbox', { name: /I have read and agree/ }).click();
  await expect(consent.getByText('Please acknowledge the terms to continue')).toHaveCount(0);
  await accept.click();
  await expect(consent.getByText('Failed to save consent. Please try again.')).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await shootAtWidths(page, SHOTS, 'consent-failed');
  await page.unroute('**/api/auth/consent');

  await accept.click();
  await expect(consent).toBeHidden();
  // Then, and only then, the check-in prompt (a new client never checked in); the focused first feeling is not chosen.
  const prompt = page.getByRole('dialog', { name: 'How are you feeling?' });
  await expect(prompt).toBeVisible();
  const first = prompt.getByRole('radio').first();
  await expect(first).toBeFocused();
  await expect(first).not.toBeChecked();
  await expect(prompt.getByRole('radio', { checked: true })).toHaveCount(0);
  // Nor does it look chosen: its chip is drawn as an unfocused, unchosen one is (fill, border, weight, no ✓).
  const look = (radio: Locator) =>
    radio.evaluate((input) => {
      const chip = input.nextElementSibling!;
      const style = getComputedStyle(chip);
      return { fill: style.backgroundColor, border: style.borderColor, weight: style.fontWeight, mark: getComputedStyle(chip, '::before').content };
    });
  const second = prompt.getByRole('radio').nth(1);
  const third = prompt.getByRole('radio').nth(2);
  expect(await look(first)).toEqual(await look(third));
  await shootAtWidths(page, SHOTS, 'check-in-after-consent');
  // A chosen feeling does look chosen, so the comparison above can tell them apart.
  await second.check();
  expect(await look(second)).not.toEqual(await look(third));
  await first.focus();
  expect(await look(first)).toEqual(await look(third));
  await page.keyboard.press('Escape');
  await expect(prompt).toBeHidden();
  await expect(page.getByRole('heading', { level: 2, name: address })).toBeVisible();

  // Consent is kept: a reload opens the deal, no dialog.
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: address })).toBeVisible();
  await expect(consent).toHaveCount(0);

  // Account Settings from the header's account menu.
  await page.getByRole('button', { name: new RegExp(client.name) }).click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/dashboard\/client\/settings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible();
  await expect(page.getByText(client.name, { exact: true }).last()).toBeVisible();
  await expect(page.getByText(client.email, { exact: true }).last()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Data Privacy Requests' })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await shootAtWidths(page, SHOTS, 'client-settings');

  await page.getByRole('button', { name: 'Change Password' }).click();
  const form = page.getByRole('form', { name: 'Change password' });
  await form.getByLabel('Current Password').fill(client.password);
  await form.getByLabel(/^New Password/).fill('12345');
  await form.getByLabel('Confirm New Password').fill('12345');
  await form.getByRole('button', { name: 'Update Password' }).click();
  await expect(form.getByText('Password must be at least 6 characters')).toBeVisible();
  await form.getByLabel(/^New Password/).fill('123456');
  await form.getByLabel('Confirm New Password').fill('1234567');
  await form.getByRole('button', { name: 'Update Password' }).click();
  await expect(form.getByText('New passwords do not match')).toBeVisible();
  await shootAtWidths(page, SHOTS, 'client-settings-password', form);
  // Six characters are enough for a client (spec 002 §9).
  await form.getByLabel('Confirm New Password').fill('123456');
  await form.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText('Password changed successfully!')).toBeVisible();
  const signedIn = await request.post('/api/auth/sign-in', { data: { email: client.email, password: '123456' } });
  expect(signedIn.status()).toBe(200);
});

import { expect, test } from '@playwright/test';
import { randomInt } from 'node:crypto';

import { signIn } from '../support/e2e-auth';
import { seriousAxeViolations } from '../support/e2e-axe';
import { createdDeal, signableClient, signedInAgent } from '../support/e2e-deals';
import { shootAtWidths } from '../support/e2e-shots';
import { addContact, contactRulesShown } from '../support/e2e-forms';

/**
 * Issue 21 item 4 (spec 002 §2 Key Contacts, §5, §6; ADR 0048): the agent adds a lender and an 'other'
 * contact with its custom role, edits one and deletes one; the client's portal shows only the contacts a
 * client may see.
 */
test.use({ extraHTTPHeaders: { 'x-forwarded-for': `198.19.${randomInt(0, 256)}.${randomInt(1, 255)}` } });

const SHOTS = 'test-results/screens/deal-contacts';

test("the agent adds, edits and deletes key contacts; the client's portal shows the client-visible ones", async ({ page, request, browser }) => {
  test.setTimeout(150_000);
  const { auth } = await signedInAgent(page, request);
  const client = await signableClient(request, auth, 'Riley Buyer');
  const address = `${randomInt(100, 9999)} Shoal Creek Blvd`;
  const deal = await createdDeal(request, auth, {
    transaction_type: 'buyer',
    client_id: client.id,
    property_address: address,
    property_city: 'Austin',
    property_state: 'TX',
    property_zip: '78756',
  });

  await page.goto(`/dashboard/agent/detail?transactionId=${deal.id}`);
  const panel = page.locator('#contacts');
  await expect(panel.getByRole('heading', { name: 'Key Contacts', level: 2 })).toBeVisible();
  await expect(panel.getByText('No contacts added')).toBeVisible();

  // The spec's rules before anything is sent.
  await panel.getByRole('button', { name: 'Add Contact' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Contact' });
  await contactRulesShown(page, dialog);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await shootAtWidths(page, SHOTS, 'add-dialog-errors');

  await dialog.getByLabel(/^Custom role/).fill('Home stager');
  await dialog.getByLabel(/^Name/).fill('Stella Stager');
  await dialog.getByLabel(/^Email/).fill('stella@stage.test');
  // A create that fails without the server's words reads 'Failed to create contact' (spec 002 §8) and keeps what was typed.
  const contactsRoute = `**/api/transactions/${deal.id}/contacts`;
  await page.route(contactsRoute, (route) => (route.request().method() === 'POST' ? route.abort('failed') : route.fallback()));
  await dialog.getByRole('button', { name: 'Add Contact' }).click();
  await expect(dialog.getByText('Failed to create contact', { exact: true })).toBeVisible();
  await expect(dialog.getByLabel(/^Name/)).toHaveValue('Stella Stager');
  await page.unroute(contactsRoute);
  await dialog.getByRole('button', { name: 'Add Contact' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Contact added', { exact: true })).toBeVisible();

  await addContact(page, panel, { role: 'Lender', name: 'Lee Lender', company: 'First Austin Bank', email: 'lee@bank.test', phone: '512-555-0101' });
  await addContact(page, panel, { role: 'Inspector', name: 'Ida Inspector', agentOnly: true });

  // Ordered by role, then created: inspector, lender, other.
  const rows = panel.getByRole('listitem');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0)).toContainText('Ida Inspector');
  await expect(rows.nth(1)).toContainText('Lee Lender, First Austin Bank');
  await expect(rows.nth(2)).toContainText('Home stager');
  await expect(rows.nth(0)).toContainText(/agent only/i);
  await expect(page.getByRole('navigation', { name: 'Deal summary' }).getByRole('link', { name: /Contacts/ })).toContainText('3');

  // Edit the lender's phone: only that changes.
  await panel.getByRole('button', { name: 'Edit Lee Lender, Lender' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Contact' });
  await expect(edit.getByLabel(/^Email/)).toHaveValue('lee@bank.test');
  await edit.getByLabel(/^Phone/).fill('512-555-0199');
  await edit.getByRole('button', { name: 'Save Contact' }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByText('Contact updated', { exact: true })).toBeVisible();
  await expect(rows.nth(1).getByRole('link', { name: '512-555-0199' })).toHaveAttribute('href', 'tel:512-555-0199');
  expect(await seriousAxeViolations(page)).toEqual([]);
  await panel.scrollIntoViewIfNeeded();
  await shootAtWidths(page, SHOTS, 'panel');
  await page.setViewportSize({ width: 375, height: 812 });
  await panel.screenshot({ path: `${SHOTS}/panel-section-375.png`, style: 'header { position: static !important; }' });
  await page.setViewportSize({ width: 1280, height: 900 });

  // Delete the stager, confirmed; a second edit after the first still works (the version followed).
  await panel.getByRole('button', { name: 'Delete Stella Stager, Home stager' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Contact' });
  await expect(confirm.getByText("Delete Stella Stager (Home stager) from this deal's key contacts?")).toBeVisible();
  await shootAtWidths(page, SHOTS, 'delete-confirm');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Contact deleted', { exact: true })).toBeVisible();
  await expect(rows).toHaveCount(2);
  await expect(panel.getByText('Stella Stager')).toHaveCount(0);

  // The client's portal: the lender, never the agent-only inspector nor the deleted stager.
  const portalContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const portal = await portalContext.newPage();
  // The client has consented to the terms (ADR 0051): this spec is about something else than the dialog.
  await signIn(portal, client.email, client.password);
  const heading = portal.getByRole('heading', { level: 2, name: address });
  const prompt = portal.getByRole('dialog', { name: 'How are you feeling?' });
  await expect(heading.or(prompt).first()).toBeVisible();
  if (await prompt.isVisible()) {
    await portal.keyboard.press('Escape');
    await expect(prompt).toBeHidden();
  }
  const seen = portal.locator('#contacts');
  await expect(seen.getByText('Lee Lender, First Austin Bank')).toBeVisible();
  await expect(seen.getByRole('link', { name: 'lee@bank.test' })).toBeVisible();
  await expect(seen.getByRole('listitem')).toHaveCount(1);
  await expect(seen.getByText(/Ida Inspector|Stella Stager/)).toHaveCount(0);
  await expect(seen.getByRole('button', { name: /Add Contact|Edit|Delete/ })).toHaveCount(0);
  expect(await seriousAxeViolations(portal)).toEqual([]);
  await seen.scrollIntoViewIfNeeded();
  await shootAtWidths(portal, SHOTS, 'client-portal');
  await portalContext.close();
});

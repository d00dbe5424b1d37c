import { expect, test, type Page } from '@playwright/test';
import { randomInt } from 'node:crypto';

import { seriousAxeViolations } from '../support/e2e-axe';
import { agentsClient, createdDeal, signedInAgent } from '../support/e2e-deals';
import { shootAtWidths } from '../support/e2e-shots';

/**
 * Issue 21 item 6: Transaction Vendors on the agent's detail screen (spec 002 §2, §5, §8; ADR 0050):
 * the empty section, the 'Add from Vendor Library' modal (empty library, search, no match, add), a
 * vendor created directly and filed in the library, one kept from the client, removal confirmed; the
 * client's portal (Preview as Client) shows the shared ones only, without the agent's notes.
 */
test.use({ extraHTTPHeaders: { 'x-forwarded-for': `198.18.${randomInt(0, 256)}.${randomInt(1, 255)}` } });

const SHOTS = 'test-results/screens/transaction-vendors';

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('dialog').getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('the agent adds vendors from the library and directly, keeps one from the client, removes one; the client sees the shared ones', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { auth } = await signedInAgent(page, request);
  const deal = await createdDeal(request, auth, {
    transaction_type: 'buyer',
    client_id: await agentsClient(request, auth),
    property_address: `${randomInt(100, 9999)} Barton Springs Rd`,
    property_city: 'Austin',
    property_state: 'TX',
    property_zip: '78704',
  });
  await page.goto(`/dashboard/agent/detail?transactionId=${deal.id}`);
  const panel = page.locator('#vendors');
  await expect(panel.getByRole('heading', { name: 'Transaction Vendors', level: 2 })).toBeVisible();
  await expect(panel.getByText('No vendors added yet')).toBeVisible();

  // The library is empty at first.
  await panel.getByRole('button', { name: 'Add from Vendor Library' }).click();
  const library = page.getByRole('dialog', { name: 'Add from Vendor Library' });
  await expect(library.getByText('Your vendor library is empty')).toBeVisible();
  await library.getByRole('button', { name: 'Cancel' }).click();

  // Two library vendors (the Vendor Library's own API), then the modal finds and adds one.
  for (const vendor of [
    { name: 'Hill Country Inspections', category: 'home_inspector', company: 'HCI LLC', email: 'dana@hci.example', phone: '512-555-0100' },
    { name: 'Lone Star Title', category: 'title_company', company: 'Lone Star Title Co' },
  ]) {
    const made = await request.post('/api/vendors', { headers: auth, data: vendor });
    expect(made.status(), await made.text()).toBe(201);
  }
  await panel.getByRole('button', { name: 'Add from Vendor Library' }).click();
  await expect(library.getByRole('listitem')).toHaveCount(2);
  const search = library.getByRole('searchbox', { name: 'Search vendors' });
  await search.fill('nobody by this name');
  await expect(library.getByText('No vendors match your search')).toBeVisible();
  await search.fill('hci');
  await expect(library.getByRole('listitem')).toHaveCount(1);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await shootAtWidths(page, SHOTS, 'library-modal');
  await library.getByRole('button', { name: 'Add Hill Country Inspections' }).click();
  await expect(library).toBeHidden();
  const inspector = panel.getByRole('listitem').filter({ hasText: 'Hill Country Inspections' });
  await expect(inspector).toContainText('Home Inspector');
  await expect(inspector.getByRole('link', { name: 'dana@hci.example' })).toHaveAttribute('href', 'mailto:dana@hci.example');
  await expect(inspector.getByText('From library')).toBeVisible();

  // Create directly: name and category required; kept from the client, with agent notes, added to the library.
  await panel.getByRole('button', { name: 'Add Vendor', exact: true }).click();
  const form = page.getByRole('dialog', { name: 'Add Vendor' });
  await expect(form.getByRole('checkbox', { name: 'Share with client' })).toBeChecked();
  await expect(form.getByRole('checkbox', { name: 'Add to my vendor library' })).not.toBeChecked();
  await form.getByRole('button', { name: 'Add Vendor' }).click();
  await expect(form.getByText('Name is required')).toBeVisible();
  await expect(form.getByText('Category is required')).toBeVisible();
  await form.getByRole('combobox', { name: /Category/ }).click();
  await expect(page.getByRole('option')).toHaveCount(14);
  await page.getByRole('option', { name: 'Plumber', exact: true }).click();
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Austin Pipe Pros');
  // A corrected field's error goes at once.
  await expect(form.getByText('Name is required')).toHaveCount(0);
  await expect(form.getByText('Category is required')).toHaveCount(0);
  await form.getByLabel('Phone').fill('512-555-0177');
  await form.getByLabel('Website').fill('pipepros.example');
  await form.getByLabel('Agent notes').fill('Ask for the friends-and-family rate');
  await form.getByRole('checkbox', { name: 'Share with client' }).click();
  await form.getByRole('checkbox', { name: 'Add to my vendor library' }).click();
  await shootAtWidths(page, SHOTS, 'create-dialog');
  await form.getByRole('button', { name: 'Add Vendor' }).click();
  await expect(form).toBeHidden();
  const plumber = panel.getByRole('listitem').filter({ hasText: 'Austin Pipe Pros' });
  await expect(plumber).toContainText('Plumber');
  await expect(plumber).toContainText('Ask for the friends-and-family rate');
  await expect(plumber.getByText('AGENT ONLY', { exact: false })).toBeVisible();
  await expect(plumber.getByRole('link', { name: 'pipepros.example' })).toHaveAttribute('href', 'https://pipepros.example/');
  // Filed in the library too (a plumber is a contractor there).
  const filed = (await (await request.get('/api/vendors', { headers: auth })).json()) as { name: string; category: string }[];
  expect(filed.find((vendor) => vendor.name === 'Austin Pipe Pros')?.category).toBe('contractor');

  await panel.getByRole('button', { name: 'Add Vendor', exact: true }).click();
  await choose(page, 'Category', 'Roofer');
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Zilker Roofing');
  await form.getByRole('button', { name: 'Add Vendor' }).click();
  await expect(form).toBeHidden();
  // By name (spec 002 §7).
  await expect(panel.getByRole('listitem')).toHaveCount(3);
  await expect(panel.getByRole('listitem').first()).toContainText('Austin Pipe Pros');
  expect(await seriousAxeViolations(page)).toEqual([]);
  await panel.scrollIntoViewIfNeeded();
  await shootAtWidths(page, SHOTS, 'list', panel);

  // Remove, confirmed in the spec's words.
  await panel.getByRole('button', { name: 'Remove Zilker Roofing' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove Vendor' }).or(page.getByRole('alertdialog'));
  await expect(confirm.getByText('Remove this vendor from the transaction?')).toBeVisible();
  await shootAtWidths(page, SHOTS, 'remove-confirm');
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(panel.getByRole('listitem')).toHaveCount(2);
  await expect(panel.getByText('Zilker Roofing')).toHaveCount(0);

  // The client's portal: the shared vendor only, without the agent's notes.
  await page.goto(`/dashboard/client?transactionId=${deal.id}&mode=preview`);
  const clientPanel = page.locator('#vendors');
  await expect(clientPanel.getByRole('heading', { name: 'Vendors', level: 2 })).toBeVisible();
  await expect(clientPanel.getByRole('listitem')).toHaveCount(1);
  await expect(clientPanel).toContainText('Hill Country Inspections');
  // Library provenance is the agent's: the server does not send it to the client, so no "From library" badge.
  await expect(clientPanel.getByText('From library')).toHaveCount(0);
  await expect(page.getByText('Austin Pipe Pros')).toHaveCount(0);
  await expect(page.getByText('Ask for the friends-and-family rate')).toHaveCount(0);
  await expect(clientPanel.getByRole('button')).toHaveCount(0);
  await clientPanel.scrollIntoViewIfNeeded();
  await shootAtWidths(page, SHOTS, 'client-portal', clientPanel);
});

test("the library modal's load failure reads 'Failed to load vendor library: {reason}'; a failed add reads 'Failed to add vendor'", async ({ page, request }) => {
  const { auth } = await signedInAgent(page, request);
  const deal = await createdDeal(request, auth, {
    transaction_type: 'seller',
    client_id: await agentsClient(request, auth),
    property_address: `${randomInt(100, 9999)} Rosewood Ave`,
    property_city: 'Austin',
    property_state: 'TX',
    property_zip: '78702',
  });
  const made = await request.post('/api/vendors', { headers: auth, data: { name: 'Bluebonnet Lending', category: 'lender' } });
  expect(made.status()).toBe(201);
  let failList = true;
  await page.route(
    (url) => url.pathname === '/api/vendors',
    (route) => (failList ? route.fulfill({ status: 500, json: { statusCode: 500, message: 'database unavailable' } }) : route.continue()),
  );
  await page.route(`**/api/transactions/${deal.id}/vendors`, (route) =>
    route.request().method() === 'POST' ? route.fulfill({ status: 500, json: { statusCode: 500 } }) : route.continue(),
  );
  await page.goto(`/dashboard/agent/detail?transactionId=${deal.id}`);
  const panel = page.locator('#vendors');
  await panel.getByRole('button', { name: 'Add from Vendor Library' }).click();
  const library = page.getByRole('dialog', { name: 'Add from Vendor Library' });
  await expect(library.getByText('Failed to load vendor library: database unavailable')).toBeVisible();
  await shootAtWidths(page, SHOTS, 'library-failed');
  failList = false;
  await library.getByRole('button', { name: 'Try again' }).click();
  await library.getByRole('button', { name: 'Add Bluebonnet Lending' }).click();
  await expect(library.getByText('Failed to add vendor')).toBeVisible();
  await expect(library).toBeVisible();
});

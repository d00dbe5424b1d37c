import { expect, test } from '@playwright/test';
import { randomInt } from 'node:crypto';

import { seriousAxeViolations } from '../support/e2e-axe';
import { agentsClient, createdDeal, signedInAgent } from '../support/e2e-deals';
import { shootAtWidths } from '../support/e2e-shots';
import { libraryOfThree, libraryVendors, searchedAndFiltered, shareDialog, sharedTo } from '../support/e2e-vendors';

/**
 * Issue 21 item 5: the Vendor Library as a new agent (spec 001 §2.4, §5, §8): the empty state, three
 * vendors added, searched, filtered, edited and one deleted; the load error with Retry; the share
 * modal's empty list, its "at least one" rule, and a share to a deal (the deal's POST
 * /api/transactions/{id}/vendors, ADR 0050).
 */
// A caller address of this file's own: sign-in and registration are rate limited per address.
test.use({ extraHTTPHeaders: { 'x-forwarded-for': `198.18.${randomInt(0, 256)}.${randomInt(1, 255)}` } });

const SHOTS = 'test-results/screens/vendor-library';

test('a new agent builds a Vendor Library: empty, three added, searched, filtered, edited, shared, deleted', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { auth } = await signedInAgent(page, request);
  await page.goto('/dashboard/agent/vendors');
  await expect(page.getByRole('heading', { name: 'Vendor Library', level: 1 })).toBeVisible();
  await expect(page.getByText('No vendors yet')).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await shootAtWidths(page, SHOTS, 'empty');

  // Name and category are required (spec 001 §5).
  await page.getByRole('button', { name: 'Add Vendor', exact: true }).first().click();
  const form = page.getByRole('dialog', { name: 'Add Vendor' });
  await form.getByRole('button', { name: 'Add Vendor' }).click();
  await expect(form.getByText('Name is required')).toBeVisible();
  await expect(form.getByText('Category is required')).toBeVisible();
  await shootAtWidths(page, SHOTS, 'add-required');
  await form.getByRole('button', { name: 'Cancel' }).click();

  await libraryOfThree(page);
  const vendors = libraryVendors(page);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await shootAtWidths(page, SHOTS, 'list');

  // Search over name, company and contact name; filter by category.
  await searchedAndFiltered(page, (name) => shootAtWidths(page, SHOTS, name));

  // Edit: the category changes, a blank field is cleared.
  await page.getByRole('button', { name: 'Edit Bluebonnet Lending' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Vendor' });
  await expect(edit.getByLabel('Email')).toHaveValue('sam@bluebonnet.example');
  await edit.getByLabel('Email').fill('');
  await edit.getByRole('textbox', { name: 'Name', exact: true }).fill('Bluebonnet Mortgage');
  await edit.getByRole('combobox', { name: /Category/ }).click();
  await page.getByRole('option', { name: 'Attorney', exact: true }).click();
  await shootAtWidths(page, SHOTS, 'edit');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit).toBeHidden();
  const edited = vendors.filter({ hasText: 'Bluebonnet Mortgage' });
  await expect(edited.getByText('Attorney')).toBeVisible();
  await expect(edited.getByText('sam@bluebonnet.example')).toHaveCount(0);

  // The share modal: no active deal yet, then one, shared to.
  const share = await shareDialog(page, 'Lone Star Title');
  await expect(share.getByText('No active transactions found')).toBeVisible();
  await shootAtWidths(page, SHOTS, 'share-empty');
  await share.getByRole('button', { name: 'Cancel' }).click();
  // Two active deals (issue 21: one vendor shared to two deals at once).
  const clientId = await agentsClient(request, auth);
  const deals = [];
  for (const [address, zip] of [
    ['2104 Lipscomb St', '78704'],
    ['5607 Joe Sayers Ave', '78756'],
  ] as const) {
    deals.push(
      await createdDeal(request, auth, {
        transaction_type: 'buyer',
        client_id: clientId,
        property_address: address,
        property_city: 'Austin',
        property_state: 'TX',
        property_zip: zip,
      }),
    );
  }
  await shareDialog(page, 'Lone Star Title');
  await expect(share.getByRole('checkbox', { name: /2104 Lipscomb St, Austin/ })).toBeVisible();
  await expect(share.getByRole('checkbox', { name: /5607 Joe Sayers Ave, Austin/ })).toBeVisible();
  await share.getByRole('button', { name: 'Share', exact: true }).click();
  await expect(share.getByText('Please select at least one transaction')).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await shootAtWidths(page, SHOTS, 'share');
  // The share itself: each deal's POST /api/transactions/{id}/vendors with { vendor_id } (ADR 0050).
  await sharedTo(page, share, 'Lone Star Title', [/2104 Lipscomb St, Austin/, /5607 Joe Sayers Ave, Austin/]);
  for (const deal of deals) {
    const onDeal = (await (await request.get(`/api/transactions/${deal.id}/vendors`, { headers: auth })).json()) as { name: string; role: string }[];
    expect(onDeal.map((vendor) => [vendor.name, vendor.role])).toEqual([['Lone Star Title', 'title_company']]);
  }

  // Delete, with confirmation.
  await page.getByRole('button', { name: 'Delete Hill Country Inspections' }).click();
  const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog', { name: 'Delete vendor' }));
  await expect(confirm.getByText('Delete Hill Country Inspections from your vendor library?')).toBeVisible();
  await shootAtWidths(page, SHOTS, 'delete');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(vendors).toHaveCount(2);
  await expect(page.getByRole('heading', { name: 'Hill Country Inspections' })).toHaveCount(0);
});

test("a failed load reads 'Unable to Load Vendors' with Retry; loading shows three skeleton rows", async ({ page, request }) => {
  await signedInAgent(page, request);
  let fail = true;
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  // The list read alone (its URL may end in an empty query), not the share targets.
  await page.route((url) => url.pathname === '/api/vendors', async (route) => {
    if (fail) return route.fulfill({ status: 500, json: { statusCode: 500, message: 'Failed to fetch vendors: database unavailable' } });
    await held;
    return route.continue();
  });
  await page.goto('/dashboard/agent/vendors');
  const alert = page.getByRole('alert').filter({ hasText: 'Unable to Load Vendors' });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText('Failed to fetch vendors: database unavailable');
  await shootAtWidths(page, SHOTS, 'load-failed');
  fail = false;
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Loading vendors…' })).toBeVisible();
  await shootAtWidths(page, SHOTS, 'loading');
  release();
  await expect(page.getByText('No vendors yet')).toBeVisible();
});

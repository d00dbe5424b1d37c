import { expect, type Locator, type Page } from '@playwright/test';

/** A vendor as the Vendor Library's Add Vendor dialog takes it (spec 001 §2.4). */
export interface LibraryVendor {
  name: string;
  category: string;
  contact?: string;
  company?: string;
  email?: string;
  phone?: string;
  notes?: string;
}

/** The three vendors a new agent's library starts with in the specs; searchedAndFiltered reads them back. */
export const THREE_VENDORS: readonly LibraryVendor[] = [
  {
    name: 'Hill Country Inspections',
    category: 'Home Inspector',
    contact: 'Dana Reyes',
    company: 'HCI LLC',
    email: 'dana@hci.example',
    phone: '512-555-0100',
    notes: 'Books two weeks out in spring.',
  },
  { name: 'Lone Star Title', category: 'Title Company', contact: 'Pat Okafor', company: 'Lone Star Title Co' },
  { name: 'Bluebonnet Lending', category: 'Lender', contact: 'Sam Hill', email: 'sam@bluebonnet.example' },
];

/** The Vendor Library's list items. */
export const libraryVendors = (page: Page) => page.getByRole('list', { name: 'Vendors' }).getByRole('listitem');

/** Adds a vendor through the Vendor Library's Add Vendor dialog; it then shows in the list. */
export async function addVendor(page: Page, vendor: LibraryVendor): Promise<void> {
  await page.getByRole('button', { name: 'Add Vendor', exact: true }).first().click();
  const form = page.getByRole('dialog', { name: 'Add Vendor' });
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill(vendor.name);
  await form.getByRole('combobox', { name: /Category/ }).click();
  await page.getByRole('option', { name: vendor.category, exact: true }).click();
  if (vendor.contact) await form.getByLabel('Contact Name').fill(vendor.contact);
  if (vendor.company) await form.getByLabel('Company').fill(vendor.company);
  if (vendor.email) await form.getByLabel('Email').fill(vendor.email);
  if (vendor.phone) await form.getByLabel('Phone').fill(vendor.phone);
  if (vendor.notes) await form.getByLabel('Notes').fill(vendor.notes);
  await form.getByRole('button', { name: 'Add Vendor' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByRole('heading', { name: vendor.name })).toBeVisible();
}

/** A new agent's empty library given THREE_VENDORS through Add Vendor: listed by name (spec 001 §7). */
export async function libraryOfThree(page: Page): Promise<void> {
  for (const vendor of THREE_VENDORS) await addVendor(page, vendor);
  const vendors = libraryVendors(page);
  await expect(vendors).toHaveCount(3);
  await expect(vendors.getByRole('heading')).toHaveText(['Bluebonnet Lending', 'Hill Country Inspections', 'Lone Star Title']);
}

/**
 * The library holding THREE_VENDORS, searched over name, company and contact name, then filtered by
 * category (spec 001 §2.4, §7), and left showing all three. With `shots`, the no-match state is shot.
 */
export async function searchedAndFiltered(page: Page, shots?: (name: string) => Promise<void>): Promise<void> {
  const vendors = libraryVendors(page);
  const search = page.getByRole('searchbox', { name: 'Search vendors' });
  await search.fill('hill');
  await expect(vendors.getByRole('heading')).toHaveText(['Bluebonnet Lending', 'Hill Country Inspections']);
  await search.fill('okafor');
  await expect(vendors.getByRole('heading')).toHaveText(['Lone Star Title']);
  await search.fill('nobody by this name');
  await expect(page.getByText('No vendors found')).toBeVisible();
  await shots?.('none-found');
  await search.fill('');

  await page.getByRole('combobox', { name: 'Category' }).click();
  await expect(page.getByRole('option')).toHaveCount(14); // 'All Categories' and the 13 library categories
  await page.getByRole('option', { name: 'Lender', exact: true }).click();
  await expect(vendors.getByRole('heading')).toHaveText(['Bluebonnet Lending']);
  await page.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'All Categories' }).click();
  await expect(vendors).toHaveCount(3);
}

/** Opens Share Vendor to Transaction for the library's vendor `name`. */
export async function shareDialog(page: Page, name: string): Promise<Locator> {
  await page.getByRole('button', { name: `Share ${name}` }).click();
  const share = page.getByRole('dialog', { name: 'Share Vendor to Transaction' });
  await expect(share).toBeVisible();
  return share;
}

/** In the open share dialog, ticks each deal whose label matches one of `addresses` and shares the vendor `name` to them. */
export async function sharedTo(page: Page, share: Locator, name: string, addresses: readonly RegExp[]): Promise<void> {
  for (const address of addresses) await share.getByRole('checkbox', { name: address }).click();
  await share.getByRole('button', { name: 'Share', exact: true }).click();
  await expect(share).toBeHidden();
  await expect(page.getByText(`${name} shared to ${addresses.length} transactions`, { exact: true })).toBeVisible();
}

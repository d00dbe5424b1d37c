import { expect, test, type Browser, type Page } from '@playwright/test';
import { randomInt } from 'node:crypto';

import { newAccount, signIn } from '../support/e2e-auth';
import { dealDay } from '../support/deal-today';
import { seriousAxeViolations } from '../support/e2e-axe';
import { bearer, createdDeal, dismissCheckInPrompt, signableClient } from '../support/e2e-deals';
import { shootAtWidths } from '../support/e2e-shots';

const SHOTS = 'test-results/screens/client-portal-finances';

/** One deal's money, HOA, insurance and warranty, the same on both sides (the loan on the buyer's only): what differs is what each client is shown. */
const MONEY = {
  property_city: 'Austin',
  property_state: 'TX',
  property_zip: '78746',
  property_county: 'Travis',
  purchase_price: 612_500,
  earnest_money_amount: 9_000,
  option_fee_amount: 450,
  seller_concessions: 6_000,
  estimated_closing_costs: 7_800,
  hoa_exists: true,
  hoa_name: 'Barton Creek Owners Association',
  hoa_monthly_fee: 85,
  insurance_provider: 'Bluebonnet Mutual',
  insurance_policy_number: 'POL-SECRET-77',
  insurance_premium: 2_150,
  home_warranty_selected: true,
  home_warranty_company: 'Lone Star Home Warranty',
};
/** A seller's deal has no loan fields (spec 002 §4). */
const LOAN = {
  lending_type: 'conventional',
  loan_amount: 490_000,
  down_payment_amount: 122_500,
  lender_name: 'Hill Country Bank',
  financing_contingency_end_date: dealDay(21),
};

async function portalOf(browser: Browser, baseURL: string | undefined, client: { email: string; password: string }, dealId: string, address: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': `198.18.${randomInt(0, 256)}.${randomInt(1, 255)}` } });
  const page = await context.newPage();
  await signIn(page, client.email, client.password);
  await page.goto(`/dashboard/client/${dealId}`);
  await dismissCheckInPrompt(page, page.getByRole('heading', { level: 2, name: address }));
  return page;
}

/**
 * Issue 22 item 5 (spec 002 §2, §6; ADR 0066): the portal's header names the zip and county, and the
 * financial sections show each client what their side may see. The buyer reads Financial Details with
 * their loan, the HOA, Insurance and Home Warranty, never the earnest money amount or the policy number;
 * the seller of the same figures sees the HOA and none of the buyer's financing, insurance or warranty.
 */
test('a buyer and a seller each see their own side of the deal’s money, under a header with zip and county', async ({ browser, baseURL, request }) => {
  test.setTimeout(150_000);
  const agent = await newAccount(request, 'agent');
  const auth = await bearer(request, agent);
  const street = `${randomInt(100, 9999)} Ledger`;
  const buyer = await signableClient(request, auth, 'Robin Buyer');
  const seller = await signableClient(request, auth, 'Sam Seller');
  const buyerDeal = await createdDeal(request, auth, { transaction_type: 'buyer', client_id: buyer.id, property_address: `${street} Ln`, ...MONEY, ...LOAN });
  const sellerDeal = await createdDeal(request, auth, { transaction_type: 'seller', client_id: seller.id, property_address: `${street} Ct`, ...MONEY });

  // The buyer.
  const page = await portalOf(browser, baseURL, buyer, buyerDeal.id, `${street} Ln`);
  await expect(page.getByText('Austin, TX 78746 · Travis County', { exact: true })).toBeVisible();
  const financial = page.locator('#financial');
  await expect(financial.getByRole('heading', { name: 'Financial Details' })).toBeVisible();
  for (const [label, value] of [
    ['Purchase price', '$612,500'],
    ['Option fee', '$450'],
    ['Loan amount', '$490,000'],
    ['Lender', 'Hill Country Bank'],
  ]) {
    await expect(financial.getByText(label, { exact: true })).toBeVisible();
    await expect(financial.getByText(value, { exact: true })).toBeVisible();
  }
  await expect(financial.getByText('Earnest money', { exact: true })).toHaveCount(0);
  await expect(financial.getByText('$9,000')).toHaveCount(0);
  await expect(page.locator('#hoa').getByText('Barton Creek Owners Association')).toBeVisible();
  await expect(page.locator('#insurance').getByText('Bluebonnet Mutual')).toBeVisible();
  await expect(page.getByText('POL-SECRET-77')).toHaveCount(0);
  await expect(page.locator('#home-warranty').getByText('Lone Star Home Warranty')).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await shootAtWidths(page, SHOTS, 'buyer-header');
  await financial.scrollIntoViewIfNeeded();
  await shootAtWidths(page, SHOTS, 'buyer-financial', page.locator('#hoa'));
  await shootAtWidths(page, SHOTS, 'buyer-insurance-warranty', page.locator('#home-warranty'));

  // The seller of the same figures.
  const sellerPage = await portalOf(browser, baseURL, seller, sellerDeal.id, `${street} Ct`);
  await expect(sellerPage.getByText('Austin, TX 78746 · Travis County', { exact: true })).toBeVisible();
  await expect(sellerPage.locator('#hoa').getByText('Barton Creek Owners Association')).toBeVisible();
  // Their own side of the money: the price, their concessions and closing costs, without the buyer's option fee or loan.
  const sellerFinancial = sellerPage.locator('#financial');
  for (const value of ['$612,500', '$6,000', '$7,800']) await expect(sellerFinancial.getByText(value, { exact: true })).toBeVisible();
  for (const label of ['Option fee', 'Lending type', 'Loan amount', 'Lender']) await expect(sellerFinancial.getByText(label, { exact: true })).toHaveCount(0);
  for (const hidden of ['Hill Country Bank', '$490,000', '$122,500', '$9,000', '$450', 'Bluebonnet Mutual', 'POL-SECRET-77', 'Lone Star Home Warranty']) {
    await expect(sellerPage.getByText(hidden, { exact: true })).toHaveCount(0);
  }
  await expect(sellerPage.locator('#insurance')).toHaveCount(0);
  await expect(sellerPage.locator('#home-warranty')).toHaveCount(0);
  expect(await seriousAxeViolations(sellerPage)).toEqual([]);
  await shootAtWidths(sellerPage, SHOTS, 'seller-header');
  await sellerPage.locator('#hoa').scrollIntoViewIfNeeded();
  await shootAtWidths(sellerPage, SHOTS, 'seller-financial', sellerPage.locator('#hoa'));
});

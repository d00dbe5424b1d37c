import { expect, test } from '@playwright/test';
import { randomInt } from 'node:crypto';

import { seriousAxeViolations } from '../support/e2e-axe';
import { agentsClient, austinBuyerDeal, dealSection, signableClient, signedInAgent } from '../support/e2e-deals';
import { emailedDocumentLink, mailedDocumentLink, openedWithoutAccount, renamedDocument, uploadedDocument } from '../support/e2e-documents';
import { addContact } from '../support/e2e-forms';
import { photoOnDashboard, photoOnDetail, photoOnPortal, uploadedDealPhoto } from '../support/e2e-photo';
import { shootAtWidths } from '../support/e2e-shots';
import { libraryOfThree, searchedAndFiltered, shareDialog, sharedTo } from '../support/e2e-vendors';

/**
 * Issue 21 "Done when": one new agent's whole path through what a deal holds besides its dates. Upload a
 * document, rename it, e-mail its link (the e-mail read from the server's mailbox, the link opened in a
 * fresh browser without an account), add a contact, build a Vendor Library of three vendors, search and
 * filter it, share one vendor to two deals, and see the deal's photo on the dashboard, the detail screen
 * and the client's portal. Each step is the same helper its own spec drives in depth (document-links,
 * deal-contacts, vendor-library, deal-photo); the detail screen's sections are reached through the
 * section index, which opens a folded one (ADR 0079).
 */
test.use({ extraHTTPHeaders: { 'x-forwarded-for': `198.19.${randomInt(0, 256)}.${randomInt(1, 255)}` } });

const SHOTS = 'test-results/screens/new-agent-journey';

test("a new agent's first deal: a document e-mailed, a contact, a Vendor Library shared to two deals, the photo everywhere", async ({ page, request, browser, baseURL }) => {
  test.setTimeout(240_000);
  const { auth } = await signedInAgent(page, request);
  const client = await signableClient(request, auth, 'Jordan Buyer');
  const street = `${randomInt(100, 9999)} East Cesar Chavez St`;
  const otherStreet = `${randomInt(100, 9999)} Manor Rd`;
  const deal = await austinBuyerDeal(request, auth, client.id, street, '78702');
  const otherDeal = await austinBuyerDeal(request, auth, await agentsClient(request, auth, 'Morgan Buyer'), otherStreet, '78722');
  await uploadedDealPhoto(request, auth, deal.id);

  // A document: uploaded, renamed, its link e-mailed and opened in a fresh browser without an account.
  await page.goto(`/dashboard/agent/detail?transactionId=${deal.id}`);
  const documents = await dealSection(page, 'documents');
  await expect(documents.getByText('No documents uploaded')).toBeVisible();
  await uploadedDocument(page, documents, 'Option Fee Receipt.pdf');
  const renamed = await renamedDocument(page, documents, 'Option Fee Receipt', 'Option Fee Receipt - Signed');
  const buyerEmail = `jordan.${Date.now().toString(36)}${randomInt(1000, 9999)}@example.test`;
  await emailedDocumentLink(page, renamed, 'Option Fee Receipt - Signed', buyerEmail);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await shootAtWidths(page, SHOTS, 'document-sent', documents);
  const link = await mailedDocumentLink(buyerEmail, 'Option Fee Receipt - Signed');
  const fresh = await openedWithoutAccount(browser, link);
  await fresh.close();

  // A key contact the client may see.
  const contacts = await dealSection(page, 'contacts');
  await expect(contacts.getByText('No contacts added')).toBeVisible();
  await addContact(page, contacts, { role: 'Lender', name: 'Lee Lender', company: 'First Austin Bank', email: 'lee@bank.test', phone: '512-555-0101' });
  await expect(contacts.getByRole('listitem')).toHaveText([/Lee Lender, First Austin Bank/]);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await shootAtWidths(page, SHOTS, 'contact-added', contacts);

  // A Vendor Library of three, searched and filtered; one vendor shared to both deals.
  await page.goto('/dashboard/agent/vendors');
  await expect(page.getByText('No vendors yet')).toBeVisible();
  await libraryOfThree(page);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await shootAtWidths(page, SHOTS, 'vendor-library');
  await searchedAndFiltered(page);
  const share = await shareDialog(page, 'Lone Star Title');
  await shootAtWidths(page, SHOTS, 'vendor-share');
  await sharedTo(page, share, 'Lone Star Title', [new RegExp(`${street}, Austin`), new RegExp(`${otherStreet}, Austin`)]);

  // Each deal's detail screen lists the shared vendor; the first's header shows its photo.
  await page.goto(`/dashboard/agent/detail?transactionId=${otherDeal.id}`);
  await expect((await dealSection(page, 'vendors')).getByRole('listitem')).toHaveText([/Lone Star Title/]);
  await photoOnDetail(page, deal.id, street);
  const vendors = await dealSection(page, 'vendors');
  await expect(vendors.getByRole('listitem')).toHaveText([/Lone Star Title/]);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.evaluate(() => window.scrollTo(0, 0));
  await shootAtWidths(page, SHOTS, 'detail');
  await shootAtWidths(page, SHOTS, 'detail-vendors', vendors);

  // The dashboard's row shows the photo.
  const row = await photoOnDashboard(page, street, 'Jordan Buyer');
  expect(await seriousAxeViolations(page)).toEqual([]);
  await shootAtWidths(page, SHOTS, 'dashboard', row);

  // The client's portal: the photo, the lender and the shared vendor.
  const { portal, context } = await photoOnPortal(browser, baseURL, client, deal.id, street);
  await expect(portal.locator('#contacts').getByText('Lee Lender, First Austin Bank')).toBeVisible();
  await expect(portal.locator('#vendors').getByRole('listitem')).toHaveText([/Lone Star Title/]);
  expect(await seriousAxeViolations(portal)).toEqual([]);
  await shootAtWidths(portal, SHOTS, 'portal');
  // Scrolled there first: a shot taken in the same breath as a long jump down the portal caught it half painted.
  await portal.locator('#vendors').scrollIntoViewIfNeeded();
  await shootAtWidths(portal, SHOTS, 'portal-vendors', portal.locator('#vendors'));
  await context.close();
});

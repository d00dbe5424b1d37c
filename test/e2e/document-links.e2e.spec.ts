import { expect, test, type Page } from '@playwright/test';
import { randomInt } from 'node:crypto';

import { seriousAxeViolations } from '../support/e2e-axe';
import { agentsClient, austinBuyerDeal, signedInAgent } from '../support/e2e-deals';
import { emailedDocumentLink, mailedDocumentLink, openedWithoutAccount, renamedDocument, SAMPLE_PDF, uploadedDocument } from '../support/e2e-documents';
import { shootAtWidths } from '../support/e2e-shots';
import { mailsTo } from '../support/e2e-mailbox';

/**
 * Issue 21 item 2 (ADR 0053): "Email Document Link" from a document's row on the agent's detail
 * screen (spec 002 §2, §5, §8): the spec's messages, the contact picker offering only contacts with an
 * e-mail, the typed address clearing the contact; the e-mail read from the local mailbox (the e2e
 * server has no SMTP_URL) and its link opened in a fresh browser without an account.
 */
test.use({ extraHTTPHeaders: { 'x-forwarded-for': `198.18.${randomInt(0, 256)}.${randomInt(1, 255)}` } });

const SHOTS = 'test-results/screens/document-links';

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('dialog').getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('the agent e-mails a document link to a key contact; the link opens the document in a fresh browser', async ({ page, request, browser }) => {
  test.setTimeout(120_000);
  const { auth } = await signedInAgent(page, request);
  const deal = await austinBuyerDeal(request, auth, await agentsClient(request, auth), `${randomInt(100, 9999)} Barton Springs Rd`);
  const lender = `lee.${Date.now().toString(36)}${randomInt(1000, 9999)}@example.test`;
  for (const data of [
    { role: 'lender', name: 'Lee Lender', email: lender },
    { role: 'inspector', name: 'Ida NoMail', phone: '512-555-0100' },
  ]) {
    const created = await request.post(`/api/transactions/${deal.id}/contacts`, { headers: auth, data });
    expect(created.status(), await created.text()).toBe(201);
  }
  const uploaded = await request.post(`/api/transactions/${deal.id}/documents`, {
    headers: auth,
    multipart: { kind: 'other', file: { name: 'Survey Plat.pdf', mimeType: 'application/pdf', buffer: SAMPLE_PDF } },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);

  await page.goto(`/dashboard/agent/detail?transactionId=${deal.id}`);
  const panel = page.locator('#documents');
  const row = panel.getByRole('listitem').filter({ hasText: 'Survey Plat' });
  await row.getByRole('button', { name: 'Email link to Survey Plat' }).click();
  const dialog = page.getByRole('dialog', { name: 'Email Document Link' });
  await expect(dialog).toBeVisible();

  // Spec 002 §5: a contact or an address is required; an address needs an at-sign.
  await dialog.getByRole('button', { name: 'Send Link' }).click();
  await expect(dialog.getByText('Please select a contact or enter an email address')).toBeVisible();
  await dialog.getByLabel('Or email address').fill('not-an-address');
  await dialog.getByRole('button', { name: 'Send Link' }).click();
  await expect(dialog.getByText('Please enter a valid email address')).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await shootAtWidths(page, SHOTS, 'invalid-address');

  // Only contacts with an e-mail are offered; choosing one clears the typed address.
  await dialog.getByRole('combobox', { name: 'Contact' }).click();
  await expect(page.getByRole('option')).toHaveCount(1);
  await expect(page.getByRole('option', { name: `Lee Lender (${lender})` })).toBeVisible();
  await page.keyboard.press('Escape');
  await choose(page, 'Contact', `Lee Lender (${lender})`);
  await expect(dialog.getByLabel('Or email address')).toHaveValue('');
  await dialog.getByLabel('Message (optional)').fill('The survey plat for your file.');
  await shootAtWidths(page, SHOTS, 'contact-chosen');
  await dialog.getByRole('button', { name: 'Send Link' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Document link sent successfully!', { exact: true })).toBeVisible();
  await shootAtWidths(page, SHOTS, 'sent', panel);

  // The one e-mail, read from the server's mailbox; its link opens the file with no account.
  const link = await mailedDocumentLink(lender, 'Survey Plat');
  expect(mailsTo(lender)[0]!.text).toContain('The survey plat for your file.');
  const fresh = await openedWithoutAccount(browser, link);
  await fresh.close();
});

/**
 * Issue 21 "Done when", the documents part of the new agent's journey (ADR 0065): upload a document
 * through the screen, rename it, e-mail its link, open the link in a fresh browser without an account,
 * see it listed as opened under Sent Links, revoke it, and the link then refuses as an expired one does.
 */
test('a new agent uploads, renames and e-mails a document, sees its link opened under Sent Links, and revokes it', async ({ page, request, browser }) => {
  test.setTimeout(150_000);
  const { auth } = await signedInAgent(page, request);
  const deal = await austinBuyerDeal(request, auth, await agentsClient(request, auth), `${randomInt(100, 9999)} South Lamar Blvd`);
  await page.goto(`/dashboard/agent/detail?transactionId=${deal.id}`);
  const panel = page.locator('#documents');
  await expect(panel.getByText('No documents uploaded')).toBeVisible();

  // Upload (the title defaults to the file name without its extension), then rename.
  await uploadedDocument(page, panel, 'Home Inspection.pdf');
  const renamed = await renamedDocument(page, panel, 'Home Inspection', 'Inspection Report - Final');

  // The list fails to load once: the view says so and offers Try again; then no link is sent yet.
  const linksRoute = `**/api/transactions/${deal.id}/documents/*/links`;
  await page.route(linksRoute, (route) => route.fulfill({ status: 500, json: { statusCode: 500, message: 'Internal server error' } }));
  await renamed.getByRole('button', { name: 'Sent links for Inspection Report - Final' }).click();
  const sentLinks = page.getByRole('dialog', { name: 'Sent Links' });
  await expect(sentLinks.getByRole('alert')).toHaveText(/Failed to load sent links/);
  await shootAtWidths(page, SHOTS, 'sent-links-error');
  await page.unroute(linksRoute);
  await sentLinks.getByRole('button', { name: 'Try again' }).click();
  await expect(sentLinks.getByText('No links sent for this document')).toBeVisible();
  await shootAtWidths(page, SHOTS, 'sent-links-empty');
  await page.keyboard.press('Escape');
  await expect(sentLinks).toBeHidden();

  // E-mail its link to a typed address; the e-mail, read from the mailbox, opens the renamed document in a fresh browser.
  const buyer = `bea.${Date.now().toString(36)}${randomInt(1000, 9999)}@example.test`;
  await emailedDocumentLink(page, renamed, 'Inspection Report - Final', buyer);
  const link = await mailedDocumentLink(buyer, 'Inspection Report - Final');
  const fresh = await openedWithoutAccount(browser, link);

  // Listed as opened once, still active.
  await renamed.getByRole('button', { name: 'Sent links for Inspection Report - Final' }).click();
  const entry = sentLinks.getByRole('listitem').filter({ hasText: buyer });
  await expect(entry).toBeVisible();
  await expect(entry.getByText('Active', { exact: true })).toBeVisible();
  await expect(entry.getByText(/^Opened once, last /)).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await shootAtWidths(page, SHOTS, 'sent-links-opened');

  // Revoke, confirmed; the entry reads Revoked and the link refuses as an expired one does (410).
  await entry.getByRole('button', { name: `Revoke link sent to ${buyer}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Revoke Link' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Revoke', exact: true }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText('Document link revoked', { exact: true })).toBeVisible();
  await expect(entry.getByText('Revoked', { exact: true })).toBeVisible();
  await expect(entry.getByRole('button', { name: /^Revoke/ })).toHaveCount(0);
  await shootAtWidths(page, SHOTS, 'sent-links-revoked');
  const refused = await fresh.request.get(link);
  expect([refused.status(), ((await refused.json()) as { message: string }).message]).toEqual([410, 'This document link has been revoked']);
  await fresh.close();
});

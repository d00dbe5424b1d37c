import { expect, test } from '@playwright/test';
import { randomInt } from 'node:crypto';
import { signIn } from '../support/e2e-auth';
import { seriousAxeViolations } from '../support/e2e-axe';
import { createdDeal, dismissCheckInPrompt, signableClient, signedInAgent } from '../support/e2e-deals';
import { shootAtWidths } from '../support/e2e-shots';

const SHOTS = 'test-results/screens/client-documents';
const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n', 'latin1');

/**
 * Issue 22 item 3 (ADR 0052): the portal's Documents section lists what the server lets the client
 * see, downloads through the checked route and takes the client's upload; the agent's list marks it
 * as the client's. Screens: empty, upload and list at 1280 and 375 px.
 */
test('the client sees only shared documents, downloads one, uploads their own, and the agent sees it marked', async ({ page: agentPage, browser, baseURL, request }) => {
  test.setTimeout(150_000);
  const { auth } = await signedInAgent(agentPage, request);
  const client = await signableClient(request, auth, 'Robin Buyer');
  const deal = await createdDeal(request, auth, {
    transaction_type: 'buyer',
    client_id: client.id,
    property_address: `${randomInt(100, 9999)} Ledger Ln`,
    property_city: 'Austin',
    property_state: 'TX',
    property_zip: '78704',
  });

  const clientContext = await browser.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': `198.18.${randomInt(0, 256)}.${randomInt(1, 255)}` } });
  const page = await clientContext.newPage();
  // The client has consented to the terms (ADR 0051): this spec is about something else than the dialog.
  await signIn(page, client.email, client.password);
  await page.goto(`/dashboard/client?transactionId=${deal.id}`);
  await dismissCheckInPrompt(page, page.getByRole('heading', { level: 2, name: 'Documents' }));
  const section = page.locator('#documents');
  await expect(section.getByText('No documents uploaded')).toBeVisible();
  await expect(section.getByText(/not shown on this screen yet/)).toHaveCount(0);
  await section.scrollIntoViewIfNeeded();
  await shootAtWidths(page, SHOTS, 'empty', section);

  // The agent shares one document and keeps another to themselves.
  for (const [title, visibility] of [
    ['Inspection report', 'agent_and_client'],
    ['Commission notes', 'agent_only'],
  ] as const) {
    const uploaded = await request.post(`/api/transactions/${deal.id}/documents`, {
      headers: auth,
      multipart: { kind: 'other', title, visibility, file: { name: `${title}.pdf`, mimeType: 'application/pdf', buffer: PDF } },
    });
    expect(uploaded.status(), await uploaded.text()).toBe(201);
  }
  await page.reload();
  await dismissCheckInPrompt(page, page.getByRole('heading', { level: 2, name: 'Documents' }));
  await expect(section.getByRole('button', { name: 'Download Inspection report' })).toBeVisible();
  await expect(section.getByRole('button', { name: 'Download Commission notes' })).toHaveCount(0);
  await expect(section.getByRole('button', { name: /^(Edit|Delete) / })).toHaveCount(0);

  // Download through the checked route.
  const downloaded = page.waitForEvent('download');
  await section.getByRole('button', { name: 'Download Inspection report' }).click();
  expect((await downloaded).suggestedFilename()).toMatch(/\.pdf$/);

  // The client's upload: a wrong type is refused in place with the agent upload's message; a PDF goes.
  await section.getByRole('button', { name: 'Upload Document' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload Document' });
  await dialog.getByLabel(/^File/).setInputFiles({ name: 'setup.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') });
  await dialog.getByRole('button', { name: 'Upload' }).click();
  await expect(dialog.getByText('Please select a PDF, Word, JPG, PNG or text file')).toBeVisible();
  await dialog.getByLabel(/^File/).setInputFiles({ name: 'Pre-approval letter.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(dialog.getByLabel(/^Title/)).toHaveValue('Pre-approval letter');
  await dialog.getByLabel('Note for your agent').fill('From my bank, valid for 60 days.');
  expect(await seriousAxeViolations(page)).toEqual([]);
  await shootAtWidths(page, SHOTS, 'upload');
  await dialog.getByRole('button', { name: 'Upload' }).click();
  await expect(dialog).toBeHidden();
  await expect(section.getByRole('button', { name: 'Download Pre-approval letter' })).toBeVisible();
  await expect(section.getByText('Uploaded by Robin Buyer')).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await section.scrollIntoViewIfNeeded();
  await shootAtWidths(page, SHOTS, 'list', section);

  // The agent's list marks the client's upload; the agent's preview shows the client's list.
  await agentPage.goto(`/dashboard/agent/detail?transactionId=${deal.id}`);
  const agentSection = agentPage.locator('#documents');
  const row = agentSection.getByRole('listitem').filter({ hasText: 'Pre-approval letter' });
  await expect(row.getByText('Uploaded by client')).toBeVisible();
  await expect(agentSection.getByRole('listitem').filter({ hasText: 'Inspection report' }).getByText('Uploaded by client')).toHaveCount(0);
  await agentSection.scrollIntoViewIfNeeded();
  await shootAtWidths(agentPage, SHOTS, 'agent-list', agentSection);

  await agentPage.goto(`/dashboard/client?transactionId=${deal.id}&mode=preview`);
  const preview = agentPage.locator('#documents');
  await expect(preview.getByRole('button', { name: 'Download Pre-approval letter' })).toBeVisible();
  await expect(preview.getByRole('button', { name: 'Download Commission notes' })).toHaveCount(0);
  await expect(preview.getByRole('button', { name: 'Upload Document' })).toHaveCount(0);
  await clientContext.close();
});

import { expect, test, type Page } from '@playwright/test';
import { randomInt } from 'node:crypto';

import { seriousAxeViolations } from '../support/e2e-axe';
import { agentsClient, createdDeal, signedInAgent } from '../support/e2e-deals';
import { SAMPLE_PDF } from '../support/e2e-documents';
import { shootAtWidths } from '../support/e2e-shots';

/**
 * Issue 21 item 1 (ADR 0047): the Documents section of the agent's detail screen (spec 002 §2, §5, §8,
 * §9). The client portal lists no documents yet (the client-portal issue builds that), so only the
 * agent's screen is driven here.
 */
test.use({ extraHTTPHeaders: { 'x-forwarded-for': `198.19.${randomInt(0, 256)}.${randomInt(1, 255)}` } });

const SHOTS = 'test-results/screens/documents';

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('dialog').getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('the agent uploads a PDF, sees it with its size, renames it, hides it from the client and deletes it', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { auth } = await signedInAgent(page, request);
  const deal = await createdDeal(request, auth, {
    transaction_type: 'buyer',
    client_id: await agentsClient(request, auth),
    property_address: `${randomInt(100, 9999)} Shoal Creek Blvd`,
    property_city: 'Austin',
    property_state: 'TX',
    property_zip: '78756',
  });
  await page.goto(`/dashboard/agent/detail?transactionId=${deal.id}`);
  const panel = page.locator('#documents');
  await expect(panel.getByRole('heading', { name: 'Documents', level: 2 })).toBeVisible();
  await expect(panel.getByText('No documents uploaded')).toBeVisible();
  const tile = page.getByRole('navigation', { name: 'Deal summary' }).getByRole('link', { name: /Documents/ });
  await expect(tile).toContainText('0');
  await panel.scrollIntoViewIfNeeded();
  await shootAtWidths(page, SHOTS, 'empty', panel);

  await panel.getByRole('button', { name: 'Upload Document' }).click();
  const upload = page.getByRole('dialog', { name: 'Upload Document' });
  await upload.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(upload.getByText('Please select a file to upload')).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await upload.getByLabel('File').setInputFiles({ name: 'Home Inspection.pdf', mimeType: 'application/pdf', buffer: SAMPLE_PDF });
  await expect(upload.getByLabel('Title')).toHaveValue('Home Inspection');
  await shootAtWidths(page, SHOTS, 'upload-dialog');
  await upload.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(upload).toBeHidden();

  const row = panel.getByRole('listitem').filter({ hasText: 'Home Inspection' });
  await expect(row).toContainText(`${SAMPLE_PDF.length} B`);
  await expect(row).toContainText('Agent & client');
  await expect(row).toContainText('Other');
  await expect(row).toContainText('Uploaded by');
  await expect(tile).toContainText('1');
  await shootAtWidths(page, SHOTS, 'listed', panel);

  await row.getByRole('button', { name: 'Edit Home Inspection' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Document' });
  await edit.getByLabel('Title').fill('   ');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit.getByText('Document title cannot be empty')).toBeVisible();
  await edit.getByLabel('Title').fill('Final Inspection Report');
  await choose(page, 'Visibility', 'Agent only');
  await shootAtWidths(page, SHOTS, 'edit-dialog');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  const renamed = panel.getByRole('listitem').filter({ hasText: 'Final Inspection Report' });
  await expect(renamed).toContainText(/agent only/i);

  await renamed.getByRole('button', { name: 'Delete Final Inspection Report' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Document' });
  await expect(confirm).toContainText('Delete "Final Inspection Report"? This cannot be undone.');
  await shootAtWidths(page, SHOTS, 'delete-confirm');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(panel.getByText('No documents uploaded')).toBeVisible();
  await expect(tile).toContainText('0');
});

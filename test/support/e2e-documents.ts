import { expect, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';

import { mailsTo } from './e2e-mailbox';

/** A small real PDF the document specs upload and expect back byte for byte. */
export const SAMPLE_PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n', 'latin1');

/**
 * Uploads `fileName` (SAMPLE_PDF) through the Documents panel's Upload Document dialog; the title
 * defaults to the file name without its extension (spec 002 §5). Returns the new row.
 */
export async function uploadedDocument(page: Page, panel: Locator, fileName: string): Promise<Locator> {
  const title = fileName.replace(/\.[^.]+$/, '');
  await panel.getByRole('button', { name: 'Upload Document' }).click();
  const upload = page.getByRole('dialog', { name: 'Upload Document' });
  await upload.getByLabel('File').setInputFiles({ name: fileName, mimeType: 'application/pdf', buffer: SAMPLE_PDF });
  await expect(upload.getByLabel('Title')).toHaveValue(title);
  await upload.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(upload).toBeHidden();
  const row = panel.getByRole('listitem').filter({ hasText: title });
  await expect(row).toBeVisible();
  return row;
}

/** Renames the document `from` to `to` through its Edit Document dialog; returns the renamed row. */
export async function renamedDocument(page: Page, panel: Locator, from: string, to: string): Promise<Locator> {
  await panel.getByRole('listitem').filter({ hasText: from }).getByRole('button', { name: `Edit ${from}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Document' });
  await edit.getByLabel('Title').fill(to);
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  const renamed = panel.getByRole('listitem').filter({ hasText: to });
  await expect(renamed).toBeVisible();
  return renamed;
}

/** E-mails the link of the document `title` in `row` to a typed address (the Email Document Link dialog). */
export async function emailedDocumentLink(page: Page, row: Locator, title: string, address: string): Promise<void> {
  await row.getByRole('button', { name: `Email link to ${title}` }).click();
  const email = page.getByRole('dialog', { name: 'Email Document Link' });
  await email.getByLabel('Or email address').fill(address);
  await email.getByRole('button', { name: 'Send Link' }).click();
  await expect(email).toBeHidden();
  await expect(page.getByText('Document link sent successfully!', { exact: true })).toBeVisible();
}

/** The one e-mail to `address` about the document `title`, read from the server's mailbox: its link. */
export async function mailedDocumentLink(address: string, title: string): Promise<string> {
  await expect.poll(() => mailsTo(address).length, { timeout: 30_000 }).toBe(1);
  const [mail] = mailsTo(address);
  expect(mail!.text).toContain(`"${title}"`);
  return /https?:\/\/\S+\/api\/document-links\/\S+/.exec(mail!.text)![0];
}

/**
 * Opens `link` in a fresh browser without an account: SAMPLE_PDF comes back as an attachment that is
 * never sniffed. Returns that browser's context, open, for the caller to reuse and close.
 */
export async function openedWithoutAccount(browser: Browser, link: string): Promise<BrowserContext> {
  const fresh = await browser.newContext();
  const opened = await fresh.request.get(link);
  expect(opened.status()).toBe(200);
  expect(opened.headers()['content-disposition']).toMatch(/^attachment;/);
  expect(opened.headers()['x-content-type-options']).toBe('nosniff');
  expect(Buffer.from(await opened.body()).equals(SAMPLE_PDF)).toBe(true);
  return fresh;
}

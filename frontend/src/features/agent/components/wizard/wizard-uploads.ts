import type { FileSlot } from './wizard-rules';

/*
 * The wizard's uploads after the deal exists (spec 001 §7 "Wizard writes"), to the storage endpoints
 * of the shared contract: POST /api/transactions/:id/photo and /documents (multipart). Sent with the
 * session's bearer token, like the app's other file transfers (shared/api/download.ts).
 */

export type WizardFiles = Partial<Record<FileSlot, File>>;

/** Spec 001 §7: the document kinds and titles the wizard writes; wizard documents are agent_and_client (§6). */
const DOCUMENTS: readonly { slot: Exclude<FileSlot, 'photo'>; title: string }[] = [
  { slot: 'contract', title: 'Executed Contract' },
  { slot: 't47', title: 'T-47 Affidavit' },
  { slot: 'mud_pid', title: 'MUD/PID Notice' },
  { slot: 'sellers_disclosure', title: "Seller's Disclosure" },
  { slot: 'survey', title: 'Survey' },
];

async function post(url: string, body: FormData, token: string | null): Promise<void> {
  const response = await fetch(url, {
    method: 'POST',
    body,
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    credentials: 'include',
  });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
}

export interface UploadOutcome {
  /** Spec 001 §8 messages for the failures the agent is told about (photo, contract). */
  warnings: string[];
}

/**
 * Uploads what was picked, one after the other. A failed photo or contract is reported
 * ('Failed to upload image', 'Failed to upload contract document'), the other documents' failures
 * are only logged (spec 001 §8); the deal exists either way.
 */
export async function uploadWizardFiles(
  transactionId: string,
  files: WizardFiles,
  token: string | null,
  onContract: () => void,
): Promise<UploadOutcome> {
  const base = `/api/transactions/${encodeURIComponent(transactionId)}`;
  const warnings: string[] = [];
  if (files.photo) {
    const body = new FormData();
    body.append('file', files.photo);
    try {
      await post(`${base}/photo`, body, token);
    } catch {
      warnings.push('Failed to upload image');
    }
  }
  for (const { slot, title } of DOCUMENTS) {
    const file = files[slot];
    if (!file) continue;
    if (slot === 'contract') onContract();
    const body = new FormData();
    body.append('file', file);
    body.append('kind', slot);
    body.append('title', title);
    body.append('visibility', 'agent_and_client');
    try {
      await post(`${base}/documents`, body, token);
    } catch (error) {
      if (slot === 'contract') warnings.push('Failed to upload contract document');
      // eslint-disable-next-line no-console -- spec 001 §8: these failures are only logged
      else console.error(`Wizard upload of ${title} failed`, error);
    }
  }
  return { warnings };
}

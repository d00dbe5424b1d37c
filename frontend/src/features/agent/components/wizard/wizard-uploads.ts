import type { Draft } from '../../../../shared/fields/field-def';
import type { FileSlot } from './wizard-rules';
import { isTexas, WIZARD_STEPS } from './wizard-steps';

/*
 * The wizard's uploads after the deal exists (spec 001 §7 "Wizard writes"), to the storage endpoints
 * of the shared contract: POST /api/transactions/:id/photo and /documents (multipart). Sent with the
 * session's bearer token, like the app's other file transfers (shared/api/download.ts).
 */

export type WizardFiles = Partial<Record<FileSlot, File>>;

/** The wizard's Texas-only file slots: shown, kept and sent only while the property state is TX. */
const TEXAS_SLOTS = ['t47', 'mud_pid'] as const satisfies readonly FileSlot[];

/** The files without the Texas-only ones (the same object when there were none). */
export function withoutTexasFiles(files: WizardFiles): WizardFiles {
  if (!TEXAS_SLOTS.some((slot) => files[slot])) return files;
  const kept: WizardFiles = { ...files };
  for (const slot of TEXAS_SLOTS) delete kept[slot];
  return kept;
}

/** Spec 001 §7: the document kinds and titles the wizard writes; wizard documents are agent_and_client (§6). */
const DOCUMENTS: readonly { slot: Exclude<FileSlot, 'photo'>; title: string }[] = [
  { slot: 'contract', title: 'Executed Contract' },
  { slot: 't47', title: 'T-47 Affidavit' },
  { slot: 'mud_pid', title: 'MUD/PID Notice' },
  { slot: 'sellers_disclosure', title: "Seller's Disclosure" },
  { slot: 'survey', title: 'Survey' },
  { slot: 'hoa_resale_cert', title: 'HOA Resale Certificate' },
  { slot: 'appraisal_report', title: 'Appraisal Report' },
];

export interface SectionUpload {
  slot: FileSlot;
  label: string;
  hint: string;
}

/**
 * Uploads asked inside a step's section rather than under Documents (spec 001 §2.6, §5): the HOA
 * resale certificate with the HOA package (a deal with an HOA), the appraisal report with the appraisal.
 */
export const SECTION_UPLOADS: Readonly<Record<string, SectionUpload>> = {
  hoa_package: { slot: 'hoa_resale_cert', label: 'HOA resale certificate', hint: 'PDF, at most 10MB.' },
  appraisal: { slot: 'appraisal_report', label: 'Appraisal report', hint: 'PDF, at most 10MB.' },
};

/**
 * The picked files the deal takes: a section upload whose section the draft no longer shows (the HOA
 * turned off, the deal made a seller's) is dropped, as the fields beside it are not sent either; so
 * are the Texas documents of a property outside Texas.
 */
export function filesToUpload(files: WizardFiles, draft: Draft): WizardFiles {
  // The T-47 and MUD/PID notice are Texas documents (spec 001 §4): picked, then the state changed, they go no further.
  const kept: WizardFiles = { ...(isTexas(draft) ? files : withoutTexasFiles(files)) };
  for (const section of WIZARD_STEPS.flatMap((step) => step.sections)) {
    const upload = SECTION_UPLOADS[section.id];
    if (upload && section.visibleWhen && !section.visibleWhen(draft)) delete kept[upload.slot];
  }
  return kept;
}

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

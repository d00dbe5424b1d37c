import type { TransactionDocumentDto } from '../../../../shared/api/generated';

type Visibility = TransactionDocumentDto['visibility'];
type Kind = TransactionDocumentDto['kind'];

/** Spec 002 §9: file sizes shown in B, KB, MB (one decimal above bytes). */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const kilobytes = (bytes / 1024).toFixed(1);
  // A size just under a megabyte rounds to 1024.0 KB: that is 1.0 MB.
  if (Number(kilobytes) < 1024) return `${kilobytes} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** Spec 002 §3 visibility values, in words. */
export const VISIBILITY_LABELS: Record<Visibility, string> = {
  agent_only: 'Agent only',
  agent_and_client: 'Agent & client',
  all_parties: 'All parties',
};

/** The kinds an agent uploads from the detail screen (spec 001 §5 / 002 §5), in words. */
export const KIND_LABELS: Record<Kind, string> = {
  other: 'Other document',
  contract: 'Executed contract',
  t47: 'T-47 affidavit',
  mud_pid: 'MUD/PID notice',
  sellers_disclosure: "Seller's disclosure",
  hoa_resale_cert: 'HOA resale certificate',
  appraisal_report: 'Appraisal report',
  survey: 'Survey',
};

export const CATEGORY_LABELS: Record<string, string> = {
  contract: 'Contract',
  disclosure: 'Disclosure',
  inspection: 'Inspection',
  other: 'Other',
};

/** Spec 002 §5 / §9: the accepted extensions and the 10 MB limit, checked before sending (the server checks the content). */
export const ACCEPTED_EXTENSIONS = ['pdf', 'doc', 'docx', 'jpg', 'jpeg', 'png', 'txt'] as const;
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;

/** Spec 002 §5: the title defaults to the file name without its extension. */
export const titleFromFileName = (name: string) => name.replace(/\.[^.]*$/, '') || name;

export const DOCUMENT_TEXT = {
  noFile: 'Please select a file to upload',
  wrongType: 'Please select a PDF, Word, JPG, PNG or text file',
  tooLarge: 'File size must be less than 10MB',
  uploadFailed: 'Failed to upload document',
  titleEmpty: 'Document title cannot be empty',
  updateFailed: (reason: string) => `Failed to update document: ${reason}`,
  deleteFailed: (reason: string) => `Failed to delete document: ${reason}`,
  /** Spec 002 §8 (the Home Vault's words, used for every document download). */
  downloadFailed: (detail: string) => `Failed to download document: ${detail}`,
  empty: 'No documents uploaded',
  /** ADR 0052: the agent's list marks what the deal's client uploaded. */
  fromClient: 'Uploaded by client',
} as const;

export interface TransactionPhotoAttachedData {
  transactionId: string;
  storagePath: string;
  contentType: string;
  size: number;
}

export const DOCUMENT_KINDS = ['contract', 't47', 'mud_pid', 'sellers_disclosure', 'survey', 'hoa_resale_cert', 'appraisal_report', 'other'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];
export const DOCUMENT_VISIBILITIES = ['agent_only', 'agent_and_client', 'all_parties'] as const;
export type DocumentVisibility = (typeof DOCUMENT_VISIBILITIES)[number];

export interface TransactionDocumentAttachedData {
  transactionId: string;
  documentId: string;
  kind: DocumentKind;
  title: string;
  category: string;
  fileType: string;
  fileSize: number;
  storagePath: string;
  visibility: DocumentVisibility;
  uploadedBy: string;
  /** Spec 002 §3: optional; events before ADR 0047 carry none and read as null. */
  description?: string | null;
  /** ADR 0052: 'client' when the deal's client uploaded it (sealed under the client, not the deal); absent for the agent's. */
  uploaderRole?: 'client';
}

/** ADR 0047: the agent renames a document (the title stays sealed like the upload's). */
export interface TransactionDocumentRenamedData {
  transactionId: string;
  documentId: string;
  title: string;
}

export interface TransactionDocumentVisibilityChangedData {
  transactionId: string;
  documentId: string;
  visibility: DocumentVisibility;
}

/** ADR 0047: a deleted document is never listed or served again; its file is removed from storage. */
export interface TransactionDocumentDeletedData {
  transactionId: string;
  documentId: string;
}

export type DocumentEvent =
  | { type: 'TransactionPhotoAttached'; data: TransactionPhotoAttachedData }
  | { type: 'TransactionDocumentAttached'; data: TransactionDocumentAttachedData }
  | { type: 'TransactionDocumentRenamed'; data: TransactionDocumentRenamedData }
  | { type: 'TransactionDocumentVisibilityChanged'; data: TransactionDocumentVisibilityChangedData }
  | { type: 'TransactionDocumentDeleted'; data: TransactionDocumentDeletedData };

export const DOCUMENT_CHANGE_EVENT_TYPES = ['TransactionDocumentRenamed', 'TransactionDocumentVisibilityChanged', 'TransactionDocumentDeleted'] as const;

/** Spec 002 §5 / §8 edit messages. A title longer than this is refused (not worded by the spec). */
export const DOCUMENT_MESSAGES = {
  titleEmpty: 'Document title cannot be empty',
  titleTooLong: 'Document title must be at most 200 characters',
  descriptionTooLong: 'Document description must be at most 2000 characters',
} as const;
export const MAX_DOCUMENT_TITLE = 200;
export const MAX_DOCUMENT_DESCRIPTION = 2000;

/** The property photo's URL (contract): served by the storage helper's route, versioned so caches refresh. */
export const photoUrl = (transactionId: string, version: number): string => `/api/transactions/${transactionId}/photo?v=${version}`;

/** Spec 001 §7: which catalogue URL field a wizard document fills. */
export const DOCUMENT_URL_FIELD: Readonly<Partial<Record<DocumentKind, string>>> = {
  t47: 't47_doc_url',
  mud_pid: 'mud_pid_document_url',
  survey: 'survey_document_url',
  hoa_resale_cert: 'hoa_resale_cert_url',
  appraisal_report: 'appraisal_report_url',
};

export const documentUrl = (transactionId: string, documentId: string): string => `/api/transactions/${transactionId}/documents/${documentId}/file`;

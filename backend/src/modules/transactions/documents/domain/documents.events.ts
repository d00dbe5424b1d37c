export interface TransactionPhotoAttachedData {
  transactionId: string;
  storagePath: string;
  contentType: string;
  size: number;
}

export const DOCUMENT_KINDS = ['contract', 't47', 'mud_pid', 'sellers_disclosure', 'survey', 'other'] as const;
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
}

export type DocumentEvent =
  | { type: 'TransactionPhotoAttached'; data: TransactionPhotoAttachedData }
  | { type: 'TransactionDocumentAttached'; data: TransactionDocumentAttachedData };

/** The property photo's URL (contract): served by the storage helper's route, versioned so caches refresh. */
export const photoUrl = (transactionId: string, version: number): string => `/api/transactions/${transactionId}/photo?v=${version}`;

/** Spec 001 §7: which catalogue URL field a wizard document fills. */
export const DOCUMENT_URL_FIELD: Readonly<Partial<Record<DocumentKind, string>>> = {
  t47: 't47_doc_url',
  mud_pid: 'mud_pid_document_url',
  survey: 'survey_document_url',
};

export const documentUrl = (transactionId: string, documentId: string): string => `/api/transactions/${transactionId}/documents/${documentId}/file`;

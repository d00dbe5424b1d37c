/**
 * E-mailed document links (spec 002 §2 "Email Document Link", §5, §7 "Email a document"; ADR 0053):
 * the agent sends one recipient a link to one document; the link opens that document without an
 * account until it expires (7 days), is revoked, or the document is deleted or made agent_only.
 */
export interface TransactionDocumentLinkSentData {
  transactionId: string;
  documentId: string;
  linkId: string;
  /** The key contact chosen in the picker, or null for a typed address. */
  contactId: string | null;
  /** Sealed under the deal (ADR 0040): a person's address and name. */
  recipientEmail: string;
  recipientName: string | null;
  /** The agent's optional message, sealed under the deal. */
  message: string | null;
  sentBy: string;
  /** When the link stops opening the document (ISO, seconds precision). */
  expiresAt: string;
}

export interface TransactionDocumentLinkRevokedData {
  transactionId: string;
  documentId: string;
  linkId: string;
}

/** The state of one sent link in the deal's fold (ADR 0053). */
export interface DocumentLinkState {
  documentId: string;
  revoked: boolean;
}

export type DocumentLinkEvent =
  | { type: 'TransactionDocumentLinkSent'; data: TransactionDocumentLinkSentData }
  | { type: 'TransactionDocumentLinkRevoked'; data: TransactionDocumentLinkRevokedData };

/** Spec 002 §9 gives no lifetime; the issue says 7 days (ADR 0053). */
export const DOCUMENT_LINK_DAYS = 7;
export const DOCUMENT_LINK_MESSAGE_MAX = 2000;

/** Spec 002 §5 / §8 texts, verbatim; the others are ours (ADR 0053). */
export const DOCUMENT_LINK_MESSAGES = {
  urlMissing: 'Document URL is missing',
  recipientRequired: 'Please select a contact or enter an email address',
  invalidEmail: 'Please enter a valid email address',
  sent: 'Document link sent successfully!',
  failed: 'Failed to send email',
  failedRetry: 'Failed to send email. Please try again.',
  bothRecipients: 'Select a contact or enter an email address, not both',
  contactWithoutEmail: 'This contact has no email address',
  agentOnly: 'This document is visible to the agent only: change its visibility to share it by link',
  messageTooLong: `Message must be at most ${DOCUMENT_LINK_MESSAGE_MAX} characters`,
  linkNotFound: 'Document link not found',
  linkExpired: 'This document link has expired',
  linkRevoked: 'This document link has been revoked',
} as const;

/** Spec 002 §7: the sender's name, with the spec's fallback. */
export const SENDER_FALLBACK = 'Your Agent';

/** The public route a link opens (served without a session, ADR 0053). */
export const documentLinkPath = (linkId: string): string => `/api/document-links/${linkId}`;

import { NotFoundError, ValidationError } from '../../../../platform/errors/domain-error';
import { existing, ownedDeal } from '../../kernel/domain/deal-guards';
import { outsideTexas, TEXAS_ONLY_MESSAGE } from '../../kernel/domain/texas-items';
import { TransactionEvent } from '../../transaction.events';
import { TransactionState } from '../../transaction.state';
import {
  DOCUMENT_KINDS,
  DOCUMENT_MESSAGES,
  DOCUMENT_VISIBILITIES,
  DocumentKind,
  DocumentVisibility,
  MAX_DOCUMENT_TITLE,
} from './documents.events';

const TEXAS_ONLY_KINDS: ReadonlySet<string> = new Set<DocumentKind>(['t47', 'mud_pid']);

/** The deal's files: its property photo and its documents. */
export type DocumentCommand =
  | { type: 'AttachPropertyPhoto'; transactionId: string; storagePath: string; contentType: string; size: number }
  | {
      type: 'AttachTransactionDocument';
      transactionId: string;
      documentId: string;
      kind: string;
      title: string;
      category: string;
      fileType: string;
      fileSize: number;
      storagePath: string;
      visibility: string;
      uploadedBy: string;
      description?: string | null;
      /** ADR 0052: the deal's client uploads from the portal. */
      uploaderRole?: 'client';
    }
  | {
      type: 'UpdateTransactionDocument';
      transactionId: string;
      documentId: string;
      actorId: string;
      actorRole: string;
      title?: string;
      visibility?: string;
    }
  | { type: 'DeleteTransactionDocument'; transactionId: string; documentId: string; actorId: string; actorRole: string };

/** Spec 002 §8: 404 'Document not found' (an id of another deal is not found either). */
export class DocumentNotFoundError extends NotFoundError {
  constructor() {
    super('Document not found');
  }
}

function requireVisibility(visibility: string): DocumentVisibility {
  if (!(DOCUMENT_VISIBILITIES as readonly string[]).includes(visibility)) {
    throw new ValidationError(`visibility: must be one of ${DOCUMENT_VISIBILITIES.join(', ')}`);
  }
  return visibility as DocumentVisibility;
}

/** Spec 002 §5: an edited title cannot be empty; it is kept trimmed. */
export function documentTitle(title: string): string {
  const trimmed = title.trim();
  if (!trimmed) throw new ValidationError(DOCUMENT_MESSAGES.titleEmpty);
  if (trimmed.length > MAX_DOCUMENT_TITLE) throw new ValidationError(DOCUMENT_MESSAGES.titleTooLong);
  return trimmed;
}

export function decideDocuments(command: DocumentCommand, state: TransactionState): TransactionEvent[] {
  switch (command.type) {
    case 'AttachPropertyPhoto': {
      existing(state);
      return [
        {
          type: 'TransactionPhotoAttached',
          data: { transactionId: command.transactionId, storagePath: command.storagePath, contentType: command.contentType, size: command.size },
        },
      ];
    }
    case 'AttachTransactionDocument': {
      existing(state);
      if (!(DOCUMENT_KINDS as readonly string[]).includes(command.kind)) throw new ValidationError(`kind: must be one of ${DOCUMENT_KINDS.join(', ')}`);
      // The T-47 and MUD/PID notice are Texas documents, refused with their fields for a property elsewhere
      // (spec 001 §4 / 002 §4), so a wizard's upload after the state changed cannot fill t47_doc_url.
      if (TEXAS_ONLY_KINDS.has(command.kind) && outsideTexas(state.fields)) throw new ValidationError(TEXAS_ONLY_MESSAGE);
      const visibility = requireVisibility(command.visibility);
      return [
        {
          type: 'TransactionDocumentAttached',
          data: {
            transactionId: command.transactionId,
            documentId: command.documentId,
            kind: command.kind as DocumentKind,
            title: command.title,
            category: command.category,
            fileType: command.fileType,
            fileSize: command.fileSize,
            storagePath: command.storagePath,
            visibility,
            uploadedBy: command.uploadedBy,
            ...(command.description ? { description: command.description } : {}),
            ...(command.uploaderRole ? { uploaderRole: command.uploaderRole } : {}),
          },
        },
      ];
    }
    case 'UpdateTransactionDocument': {
      const current = ownDocument(command, state);
      const events: TransactionEvent[] = [];
      const { transactionId, documentId } = command;
      if (command.title !== undefined) {
        const title = documentTitle(command.title);
        if (title !== current.title) events.push({ type: 'TransactionDocumentRenamed', data: { transactionId, documentId, title } });
      }
      if (command.visibility !== undefined) {
        const visibility = requireVisibility(command.visibility);
        if (visibility !== current.visibility) {
          events.push({ type: 'TransactionDocumentVisibilityChanged', data: { transactionId, documentId, visibility } });
        }
      }
      return events;
    }
    case 'DeleteTransactionDocument': {
      ownDocument(command, state);
      return [{ type: 'TransactionDocumentDeleted', data: { transactionId: command.transactionId, documentId: command.documentId } }];
    }
  }
}

/** The deal's agent only (spec 002 §6); a document of this deal that was not deleted. */
function ownDocument(
  command: { documentId: string; actorId: string; actorRole: string },
  state: TransactionState,
): { title: string; visibility: DocumentVisibility } {
  ownedDeal(state, command);
  const current = state.documents[command.documentId];
  if (!current) throw new DocumentNotFoundError();
  return current;
}

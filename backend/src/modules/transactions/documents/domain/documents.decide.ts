import { ValidationError } from '../../../../platform/errors/domain-error';
import { existing } from '../../kernel/domain/deal-guards';
import { TransactionEvent } from '../../transaction.events';
import { TransactionState } from '../../transaction.state';
import { DOCUMENT_KINDS, DOCUMENT_VISIBILITIES, DocumentKind, DocumentVisibility } from './documents.events';

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
    };

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
      if (!(DOCUMENT_VISIBILITIES as readonly string[]).includes(command.visibility)) {
        throw new ValidationError(`visibility: must be one of ${DOCUMENT_VISIBILITIES.join(', ')}`);
      }
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
            visibility: command.visibility as DocumentVisibility,
            uploadedBy: command.uploadedBy,
          },
        },
      ];
    }
  }
}

import { DOCUMENT_URL_FIELD, DocumentEvent, documentUrl } from './documents.events';
import { TransactionState } from '../../transaction.state';

export function evolveDocuments(state: TransactionState, event: DocumentEvent): TransactionState {
  switch (event.type) {
    case 'TransactionPhotoAttached':
      return { ...state, photo: { storagePath: event.data.storagePath, contentType: event.data.contentType, size: event.data.size } };
    case 'TransactionDocumentAttached': {
      const withDocument = {
        ...state,
        documentIds: [...state.documentIds, event.data.documentId],
        documents: { ...state.documents, [event.data.documentId]: { title: event.data.title, visibility: event.data.visibility } },
      };
      const urlField = DOCUMENT_URL_FIELD[event.data.kind];
      if (!urlField) return withDocument;
      return { ...withDocument, fields: { ...state.fields, [urlField]: documentUrl(event.data.transactionId, event.data.documentId) } };
    }
    case 'TransactionDocumentRenamed':
    case 'TransactionDocumentVisibilityChanged': {
      const current = state.documents[event.data.documentId];
      if (!current) return state;
      const changed = 'title' in event.data ? { title: event.data.title } : { visibility: event.data.visibility };
      return { ...state, documents: { ...state.documents, [event.data.documentId]: { ...current, ...changed } } };
    }
    case 'TransactionDocumentDeleted': {
      const { [event.data.documentId]: _deleted, ...documents } = state.documents;
      return { ...state, documents };
    }
  }
}

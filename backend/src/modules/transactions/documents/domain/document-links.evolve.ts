import { TransactionState } from '../../transaction.state';
import { DocumentLinkEvent } from './document-links.events';

/** The links the agent e-mailed (ADR 0053): what a revoke decides on. */
export function evolveDocumentLinks(state: TransactionState, event: DocumentLinkEvent): TransactionState {
  switch (event.type) {
    case 'TransactionDocumentLinkSent':
      return { ...state, documentLinks: { ...state.documentLinks, [event.data.linkId]: { documentId: event.data.documentId, revoked: false } } };
    case 'TransactionDocumentLinkRevoked': {
      const link = state.documentLinks[event.data.linkId];
      if (!link) return state;
      return { ...state, documentLinks: { ...state.documentLinks, [event.data.linkId]: { ...link, revoked: true } } };
    }
  }
}

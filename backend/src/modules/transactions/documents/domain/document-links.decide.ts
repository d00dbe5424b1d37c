import { isEmailAddress } from '../../../../../../openapi/shared-rules';
import { NotFoundError, ValidationError } from '../../../../platform/errors/domain-error';
import { ownedDeal } from '../../kernel/domain/deal-guards';
import { optionalText } from '../../kernel/domain/input-values';
import { TransactionEvent } from '../../transaction.events';
import { TransactionState } from '../../transaction.state';
import { DocumentNotFoundError } from './documents.decide';
import { DOCUMENT_LINK_DAYS, DOCUMENT_LINK_MESSAGE_MAX, DOCUMENT_LINK_MESSAGES } from './document-links.events';

interface LinkCall {
  transactionId: string;
  documentId: string;
  linkId: string;
  actorId: string;
  actorRole: string;
}

export type DocumentLinkCommand =
  | ({ type: 'EmailDocumentLink'; contactId?: unknown; recipientEmail?: unknown; message?: unknown } & LinkCall)
  | ({ type: 'RevokeDocumentLink' } & LinkCall);

export class DocumentLinkNotFoundError extends NotFoundError {
  constructor() {
    super(DOCUMENT_LINK_MESSAGES.linkNotFound);
  }
}

const EMAIL_MAX = 254;

/** A typed address: one address, no spaces or controls; spec 002 §5 asks for an at-sign, we ask for an address. */
function typedAddress(value: unknown): string {
  if (typeof value !== 'string') throw new ValidationError(DOCUMENT_LINK_MESSAGES.invalidEmail);
  const address = value.trim();
  if (!address.includes('@') || address.length > EMAIL_MAX || !isEmailAddress(address)) throw new ValidationError(DOCUMENT_LINK_MESSAGES.invalidEmail);
  return address;
}

const given = (value: unknown): boolean => value !== undefined && value !== null && value !== '';

/**
 * Spec 002 §5: a contact (only one that has an e-mail) or a typed address, not both; message optional.
 * Only the deal's agent sends, only a document of this deal that is not deleted and not agent_only.
 */
export function decideDocumentLinks(command: DocumentLinkCommand, state: TransactionState, now: Date): TransactionEvent[] {
  ownedDeal(state, command);
  const document = state.documents[command.documentId];
  if (!document) throw new DocumentNotFoundError();
  const { transactionId, documentId, linkId } = command;
  if (command.type === 'RevokeDocumentLink') {
    const link = state.documentLinks[linkId];
    if (!link || link.documentId !== documentId) throw new DocumentLinkNotFoundError();
    if (link.revoked) return [];
    return [{ type: 'TransactionDocumentLinkRevoked', data: { transactionId, documentId, linkId } }];
  }
  if (document.visibility === 'agent_only') throw new ValidationError(DOCUMENT_LINK_MESSAGES.agentOnly);
  const byContact = given(command.contactId);
  const byAddress = given(command.recipientEmail);
  if (!byContact && !byAddress) throw new ValidationError(DOCUMENT_LINK_MESSAGES.recipientRequired);
  if (byContact && byAddress) throw new ValidationError(DOCUMENT_LINK_MESSAGES.bothRecipients);
  let recipientEmail: string;
  let recipientName: string | null = null;
  let contactId: string | null = null;
  if (byContact) {
    const contact = typeof command.contactId === 'string' ? state.contacts[command.contactId] : undefined;
    // The contacts capability's own 404 text (a contact of another deal is not found either).
    if (!contact) throw new NotFoundError('Contact not found');
    if (!contact.email) throw new ValidationError(DOCUMENT_LINK_MESSAGES.contactWithoutEmail);
    contactId = command.contactId as string;
    recipientEmail = contact.email;
    recipientName = contact.name;
  } else {
    recipientEmail = typedAddress(command.recipientEmail);
  }
  const message = optionalText(command.message, 'Message', DOCUMENT_LINK_MESSAGE_MAX);
  const expiresAt = new Date(Math.floor(now.getTime() / 1000) * 1000 + DOCUMENT_LINK_DAYS * 86_400_000).toISOString();
  return [
    {
      type: 'TransactionDocumentLinkSent',
      data: { transactionId, documentId, linkId, contactId, recipientEmail, recipientName, message, sentBy: command.actorId, expiresAt },
    },
  ];
}

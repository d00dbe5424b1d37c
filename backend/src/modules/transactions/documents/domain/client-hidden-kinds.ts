import type { ClientRole } from '../../kernel/domain/transaction-access';
import { BUYER_CLIENT_HIDDEN_FIELDS, SELLER_CLIENT_HIDDEN_FIELDS } from '../../kernel/domain/transaction-visibility';
import { DOCUMENT_KINDS, DOCUMENT_URL_FIELD, DocumentKind } from './documents.events';

/** The kinds whose deal URL field is among `hiddenFields`. */
function kindsFilling(hiddenFields: readonly string[]): DocumentKind[] {
  return DOCUMENT_KINDS.filter((kind) => {
    const field = DOCUMENT_URL_FIELD[kind];
    return field !== undefined && hiddenFields.includes(field);
  });
}

/**
 * ADR 0085: a document goes with the deal field it fills. Spec 002 §6 denies a seller client the
 * appraisal's report field (appraisal_report_url), so the appraisal report itself is never theirs to
 * list, download or hear of, whatever its own visibility; a buyer client loses no kind this way.
 */
export const CLIENT_HIDDEN_DOCUMENT_KINDS: Readonly<Record<ClientRole, readonly DocumentKind[]>> = {
  buyer_client: kindsFilling(BUYER_CLIENT_HIDDEN_FIELDS),
  seller_client: kindsFilling(SELLER_CLIENT_HIDDEN_FIELDS),
};

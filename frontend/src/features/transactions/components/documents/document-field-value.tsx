import { Button } from '@/components/ui/button';
import { useListTransactionDocumentsQuery } from '@/shared/api/generated';
import { UPLOADED_DOCUMENT } from '@/shared/fields/field-format';

import { useDealView } from '../detail/deal-view';

import { formatFileSize } from './document-format';
import styles from './documents.module.css';
import { useDocumentDownload } from './use-document-download';

/**
 * A document field on the deal's screens (t47_doc_url, the survey, the resale certificate, the
 * appraisal report…): the document itself, by its title and size, downloaded through its checked
 * route with the session, as the Documents list does (spec README: public file URLs become authorised
 * downloads) — never the route as text. A document the reader may not list (deleted, or hidden from
 * the client's view) reads 'Uploaded document' without an action.
 */
export function DocumentFieldValue({ transactionId, route, label }: { transactionId: string; route: string; label: string }) {
  const documents = useListTransactionDocumentsQuery({ id: transactionId, view: useDealView() });
  const download = useDocumentDownload();
  const document = documents.data?.find((candidate) => candidate.file_url === route);
  if (!document) return <>{UPLOADED_DOCUMENT}</>;
  return (
    <span className={styles.fieldDocument}>
      <span>
        {document.title} <span className={styles.fieldDocumentSize}>({formatFileSize(document.file_size)})</span>
      </span>
      <Button variant="secondary" size="sm" onClick={() => download(document)} aria-label={`Download ${label}: ${document.title}`}>
        Download
      </Button>
    </span>
  );
}

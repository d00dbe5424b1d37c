import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { useListTransactionDocumentsQuery } from '@/shared/api/generated';

import { DealPanel, PanelList } from '../detail/deal-panels';
import { useDealView } from '../detail/deal-view';

import { DOCUMENT_TEXT } from './document-format';
import { ClientUploadDialog } from './document-dialogs';
import { DocumentRow } from './documents-panel';
import styles from './documents.module.css';
import { useDocumentDownload } from './use-document-download';

/**
 * Spec 002 §2 client portal Documents (issue 22 item 3, ADR 0052): exactly what the server lets the
 * client see (in preview, what it answers the agent with view=client), downloads through the checked
 * route, and the client's own upload, shared with their agent. A client edits and deletes nothing.
 */
export function ClientDocumentsPanel({ transactionId, readOnly }: { transactionId: string; readOnly: boolean }) {
  const documents = useListTransactionDocumentsQuery({ id: transactionId, view: useDealView() });
  const [uploading, setUploading] = useState(false);
  const download = useDocumentDownload();
  return (
    <DealPanel
      id="documents"
      title="Documents"
      action={
        !readOnly && (
          <Button size="sm" variant="secondary" onClick={() => setUploading(true)}>
            Upload Document
          </Button>
        )
      }
    >
      <PanelList
        query={documents}
        failure="Failed to load documents"
        empty={
          <EmptyState
            title={DOCUMENT_TEXT.empty}
            titleAs="p"
            description={readOnly ? undefined : 'Documents your agent shares with you appear here. You can upload one for your agent too.'}
          />
        }
      >
        {(data) => (
          <ul className={styles.list}>
            {data.map((document) => (
              <DocumentRow key={document.id} document={document} audience="client" onDownload={() => download(document)} />
            ))}
          </ul>
        )}
      </PanelList>
      <ClientUploadDialog transactionId={transactionId} open={uploading} onClose={() => setUploading(false)} />
    </DealPanel>
  );
}

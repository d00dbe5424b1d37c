import { useState } from 'react';

import { AgentOnlyBadge } from '@/components/fields/agent-only-badge';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { useListTransactionDocumentsQuery, type TransactionDocumentDto } from '@/shared/api/generated';

import { DealPanel, PanelList } from '../detail/deal-panels';
import { useDealDay } from '../detail/deal-view';

import { CATEGORY_LABELS, DOCUMENT_TEXT, formatFileSize, VISIBILITY_LABELS } from './document-format';
import { DeleteDocumentDialog, EditDocumentDialog, UploadDocumentDialog } from './document-dialogs';
import styles from './documents.module.css';
import { EmailDocumentLinkDialog } from './email-document-link-dialog';
import { SentLinksDialog } from './sent-links-dialog';
import { useDocumentDownload } from './use-document-download';

/** One document; the client's portal shows no visibility (all it sees is shared with it) and marks nothing. */
export function DocumentRow({
  document,
  audience = 'agent',
  onDownload,
  onEdit,
  onDelete,
  onEmail,
  onLinks,
}: {
  document: TransactionDocumentDto;
  audience?: 'agent' | 'client';
  onDownload: () => void;
  onEmail?: () => void;
  onLinks?: () => void;
  onEdit?: () => void;
  onDelete?: () => void;
}) {
  const dealDay = useDealDay();
  return (
    <li className={styles.row}>
      <div className={styles.main}>
        <span className={styles.heading}>
          {document.title}
          <Badge tone="neutral">{CATEGORY_LABELS[document.category] ?? document.category}</Badge>
          {audience === 'agent' &&
            (document.visibility === 'agent_only' ? (
              <AgentOnlyBadge />
            ) : (
              <Badge tone="info">{VISIBILITY_LABELS[document.visibility]}</Badge>
            ))}
          {audience === 'agent' && document.uploaded_by_client && <Badge tone="warning">{DOCUMENT_TEXT.fromClient}</Badge>}
        </span>
        <span className={styles.meta}>
          <span className={styles.size}>{formatFileSize(document.file_size)}</span>
          <span>{document.uploaded_by_name ? `Uploaded by ${document.uploaded_by_name}` : 'Uploaded'}</span>
          <span>{dealDay(document.created_at)}</span>
        </span>
        {document.description && <p className={styles.description}>{document.description}</p>}
      </div>
      <div className={styles.actions}>
        <Button size="sm" variant="ghost" aria-label={`Download ${document.title}`} onClick={onDownload}>
          Download
        </Button>
        {onEmail && (
          <Button size="sm" variant="ghost" aria-label={`Email link to ${document.title}`} onClick={onEmail}>
            Email Link
          </Button>
        )}
        {onLinks && (
          <Button size="sm" variant="ghost" aria-label={`Sent links for ${document.title}`} onClick={onLinks}>
            Sent Links
          </Button>
        )}
        {onEdit && (
          <Button size="sm" variant="ghost" aria-label={`Edit ${document.title}`} onClick={onEdit}>
            Edit
          </Button>
        )}
        {onDelete && (
          <Button size="sm" variant="ghost" aria-label={`Delete ${document.title}`} onClick={onDelete}>
            Delete
          </Button>
        )}
      </div>
    </li>
  );
}

/** Spec 002 §2 Documents: newest first; 'No documents uploaded' when empty (§8); the deal's agent uploads, edits and deletes. */
export function DocumentsPanel({ transactionId, editable }: { transactionId: string; editable: boolean }) {
  const documents = useListTransactionDocumentsQuery({ id: transactionId });
  const [uploading, setUploading] = useState(false);
  const [editing, setEditing] = useState<TransactionDocumentDto | null>(null);
  const [deleting, setDeleting] = useState<TransactionDocumentDto | null>(null);
  const [emailing, setEmailing] = useState<TransactionDocumentDto | null>(null);
  const [listing, setListing] = useState<TransactionDocumentDto | null>(null);
  const download = useDocumentDownload();
  return (
    <DealPanel
      id="documents"
      title="Documents"
      action={
        editable && (
          <Button size="sm" variant="secondary" onClick={() => setUploading(true)}>
            Upload Document
          </Button>
        )
      }
    >
      <PanelList
        query={documents}
        failure="Failed to load documents"
        empty={<EmptyState title={DOCUMENT_TEXT.empty} titleAs="p" />}
      >
        {(data) => (
          <ul className={styles.list}>
            {data.map((document) => (
              <DocumentRow
                key={document.id}
                document={document}
                onDownload={() => download(document)}
                onEmail={editable ? () => setEmailing(document) : undefined}
                onLinks={editable ? () => setListing(document) : undefined}
                onEdit={editable ? () => setEditing(document) : undefined}
                onDelete={editable ? () => setDeleting(document) : undefined}
              />
            ))}
          </ul>
        )}
      </PanelList>
      <UploadDocumentDialog transactionId={transactionId} open={uploading} onClose={() => setUploading(false)} />
      <EditDocumentDialog transactionId={transactionId} document={editing} onClose={() => setEditing(null)} />
      <DeleteDocumentDialog transactionId={transactionId} document={deleting} onClose={() => setDeleting(null)} />
      <EmailDocumentLinkDialog transactionId={transactionId} document={emailing} onClose={() => setEmailing(null)} />
      <SentLinksDialog transactionId={transactionId} document={listing} onClose={() => setListing(null)} />
    </DealPanel>
  );
}

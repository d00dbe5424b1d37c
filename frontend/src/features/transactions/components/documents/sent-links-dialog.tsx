import { useState } from 'react';

import { Alert } from '@/components/ui/alert';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DialogContent } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { useToast } from '@/components/ui/use-toast';
import { errorMessage } from '@/shared/api/error-message';
import {
  useListTransactionDocumentLinksQuery,
  useRevokeTransactionDocumentLinkMutation,
  type DocumentLinkDto,
  type TransactionDocumentDto,
} from '@/shared/api/generated';
import { formatDateTime } from '@/utils/format';

import { PanelList } from '../detail/deal-panels';

import { DocumentDialog, type DocumentDialogProps } from './document-dialogs';
import styles from './documents.module.css';

/** Ours (ADR 0065): the spec has no sent-links view. */
export const SENT_LINKS_TEXT = {
  empty: 'No links sent for this document',
  failed: 'Failed to load sent links',
  revoked: 'Document link revoked',
  revokeFailed: 'Failed to revoke link',
} as const;

const STATUS: Record<DocumentLinkDto['status'], { label: string; tone: BadgeTone }> = {
  active: { label: 'Active', tone: 'success' },
  expired: { label: 'Expired', tone: 'neutral' },
  revoked: { label: 'Revoked', tone: 'danger' },
};

const recipientOf = (link: DocumentLinkDto) =>
  link.recipient_name && link.recipient_email
    ? `${link.recipient_name} (${link.recipient_email})`
    : (link.recipient_email ?? link.recipient_name ?? 'Recipient removed');

function openedText(link: DocumentLinkDto): string {
  if (link.open_count === 0 || !link.opened_at) return 'Not opened';
  const times = link.open_count === 1 ? 'once' : `${link.open_count} times`;
  return `Opened ${times}, last ${formatDateTime(link.last_opened_at ?? link.opened_at)}`;
}

function SentLinkRow({ link, onRevoke }: { link: DocumentLinkDto; onRevoke: () => void }) {
  return (
    <li className={styles.row}>
      <div className={styles.main}>
        <span className={styles.heading}>
          {recipientOf(link)}
          <Badge tone={STATUS[link.status].tone}>{STATUS[link.status].label}</Badge>
        </span>
        <span className={styles.meta}>
          <span>Sent {formatDateTime(link.sent_at)}</span>
          {link.status === 'revoked' ? (
            <span>Revoked {formatDateTime(link.revoked_at)}</span>
          ) : (
            <span>
              {link.status === 'expired' ? 'Expired' : 'Expires'} {formatDateTime(link.expires_at)}
            </span>
          )}
          <span>{openedText(link)}</span>
        </span>
      </div>
      {link.status === 'active' && (
        <div className={styles.actions}>
          <Button size="sm" variant="ghost" aria-label={`Revoke link sent to ${recipientOf(link)}`} onClick={onRevoke}>
            Revoke
          </Button>
        </div>
      )}
    </li>
  );
}

/** A document's sent links (issue 21; ADR 0065): to whom, when, until when, opened, and Revoke for an active one. */
export function SentLinksDialog(props: DocumentDialogProps) {
  return (
    <DocumentDialog {...props} render={(document) => <SentLinks transactionId={props.transactionId} document={document} />} />
  );
}

function SentLinks({ transactionId, document }: { transactionId: string; document: TransactionDocumentDto }) {
  const links = useListTransactionDocumentLinksQuery(
    { id: transactionId, documentId: document.id },
    { refetchOnMountOrArgChange: true },
  );
  const [revoking, setRevoking] = useState<DocumentLinkDto | null>(null);
  const [failure, setFailure] = useState<string | undefined>();
  const [revoke, { isLoading }] = useRevokeTransactionDocumentLinkMutation();
  const toast = useToast();

  const confirm = async () => {
    if (!revoking) return;
    try {
      await revoke({ id: transactionId, documentId: document.id, linkId: revoking.id }).unwrap();
      toast({ title: SENT_LINKS_TEXT.revoked, tone: 'success', duration: 3000 });
      setRevoking(null);
      setFailure(undefined);
    } catch (error) {
      setFailure(errorMessage(error, SENT_LINKS_TEXT.revokeFailed));
    }
  };

  return (
    <DialogContent
      title="Sent Links"
      description={`Links e-mailed for "${document.title}". A revoked link stops opening the document at once.`}
    >
      <PanelList query={links} failure={SENT_LINKS_TEXT.failed} empty={<EmptyState title={SENT_LINKS_TEXT.empty} titleAs="p" />}>
        {(rows) => (
          <ul className={styles.list} aria-label="Sent links">
            {rows.map((link) => (
              <SentLinkRow key={link.id} link={link} onRevoke={() => setRevoking(link)} />
            ))}
          </ul>
        )}
      </PanelList>
      <ConfirmDialog
        open={revoking !== null}
        title="Revoke Link"
        description={
          revoking ? `Revoke the link sent to ${recipientOf(revoking)}? It will stop opening "${document.title}".` : ''
        }
        confirmLabel="Revoke"
        workingLabel="Revoking..."
        tone="danger"
        working={isLoading}
        onConfirm={() => void confirm()}
        onCancel={() => {
          setRevoking(null);
          setFailure(undefined);
        }}
      >
        {failure && <Alert tone="error">{failure}</Alert>}
      </ConfirmDialog>
    </DialogContent>
  );
}

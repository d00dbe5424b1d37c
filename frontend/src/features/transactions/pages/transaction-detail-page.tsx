import { useEffect, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';

import { AgentLayout } from '@/components/layouts/area-layouts';
import { ReassignDialog } from '@/components/reassign/reassign-dialog';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClassName } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { paths, transactionIdFrom } from '@/config/paths';
import type { TransactionDto } from '@/shared/api/generated';
import { selectProfile, useAuth } from '@/shared/auth/auth-store';

import { useGetTransactionQuery, useListTransactionsQuery } from '../api/transactions-api';

import { ClientEditor } from '../components/detail/client-editor';
import { DealPicker } from '../components/detail/deal-picker';
import { ContactsPanel } from '../components/contacts/contacts-panel';
import { TimelinePanel } from '../components/detail/deal-panels';
import { dealSectionEditors } from '../components/detail/deal-section-editors';
import styles from '../components/detail/detail.module.css';
import { ManageMenu } from '../components/detail/manage-menu';
import { OversightReadsPanel } from '../components/detail/oversight-reads-panel';
import { ReviewNotice } from '../components/detail/review-notice';
import { PropertyHeader } from '../components/detail/property-header';
import { SummaryTiles, useSummaryPanels } from '../components/detail/summary-tiles';
import { TasksPanel } from '../components/tasks/tasks-panel';
import { UtilitiesPanel } from '../components/utilities/utilities-panel';
import { DocumentsPanel } from '../components/documents/documents-panel';
import { TransactionVendorsPanel } from '../components/vendors/transaction-vendors-panel';
import { CheckInsPanel } from '../components/check-ins/check-ins-panel';
import { dealSections, isBuyerDeal } from '../fields/deal-fields';
import { useCountUnreadDealMessagesQuery, useListDealMessagesQuery } from '@/features/messages/api/messages-api';
import { MessagesPanel, useUnreadMessagesLabel } from '@/features/messages/components/messages-panel';
import fieldStyles from '@/components/fields/fields.module.css';
import { FoldToggle, useFold } from '../components/detail/fold';
import { SectionIndex, type IndexedSection } from '../components/detail/section-index';
import { DealTimeZoneProvider } from '../components/detail/deal-view';

const errorStatus = (error: unknown) => (error && typeof error === 'object' ? (error as { status?: unknown }).status : undefined);

function DetailSkeleton() {
  return (
    <div className={styles.stack} aria-busy="true" aria-label="Loading transaction">
      <Skeleton height="14rem" radius="md" />
      <Skeleton height="5rem" radius="md" />
      <Skeleton height="12rem" radius="md" />
    </div>
  );
}

function LoadFailure({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Alert
      tone="error"
      title="Something went wrong"
      action={
        <Button size="sm" variant="secondary" onClick={onRetry}>
          Try again
        </Button>
      }
    >
      {message}
    </Alert>
  );
}

/**
 * A broker or team lead reads their people's deals (issue 24 item 2, ADR 0055): the agent's view, read
 * only — the server refuses every command — without what is the client's and their agent's alone
 * (check-ins, messages). The agent sees these reads in the deal's activity.
 */
function OverseenDealDetail({ deal, onReload, reloading }: { deal: TransactionDto; onReload: () => void; reloading: boolean }) {
  const buyer = isBuyerDeal(deal);
  const panels = useSummaryPanels(deal, 'agent').filter((panel) => panel.id !== 'messages' && panel.id !== 'check-ins');
  const sections = dealSections(deal);
  const closingAt = sections.findIndex((section) => section.id === 'closing');
  const editors = dealSectionEditors(deal, sections, 'overseer', { onReload, reloading });
  // The agent's page order and its section index (ADR 0079), without what the overseer does not read.
  return (
    <div className={`${styles.stack} ${styles.workspace}`}>
      <Alert tone="info" title="Read-only oversight view">
        This is {deal.agent_name ?? 'your agent'}’s deal. You can read it but not change it; check-ins and messages stay between
        the agent and their client. {deal.agent_name ?? 'The agent'} sees that you opened it.
      </Alert>
      <PropertyHeader deal={deal} />
      <SummaryTiles panels={panels} />
      <SectionIndex sections={dealIndex(sections, buyer, 'overseer')}>
        <TimelinePanel
          transactionId={deal.id}
          editable={false}
          integrityWarning={deal.integrity_warning}
          title={deal.property_address ?? 'this deal'}
        />
        {editors[0]}
        {buyer && <UtilitiesPanel transactionId={deal.id} editable={false} />}
        <DocumentsPanel transactionId={deal.id} editable={false} />
        <ContactsPanel transactionId={deal.id} />
        <TasksPanel transactionId={deal.id} readOnly />
        <TransactionVendorsPanel transactionId={deal.id} editable={false} />
        {editors.slice(1, closingAt + 1)}
        {editors.slice(closingAt + 1)}
      </SectionIndex>
    </div>
  );
}

/**
 * The sections of the deal's page in their order, for its section index (issue 20 item 4, ADR 0079):
 * the agent's, or an overseer's without the check-ins, client editor, messages and oversight activity
 * they do not see (ADR 0055).
 */
function dealIndex(sections: readonly { id: string; title: string }[], buyer: boolean, reader: 'agent' | 'overseer'): IndexedSection[] {
  const closingAt = sections.findIndex((section) => section.id === 'closing');
  const entry = (section: { id: string; title: string }): IndexedSection => ({ id: section.id, title: section.title });
  const agent = reader === 'agent';
  return [
    { id: 'timeline', title: 'Timeline' },
    ...sections.slice(0, 1).map(entry),
    ...(buyer ? [{ id: 'utilities', title: 'Utilities' }] : []),
    { id: 'documents', title: 'Documents' },
    { id: 'contacts', title: 'Key Contacts' },
    { id: 'tasks', title: 'Tasks' },
    { id: 'vendors', title: 'Transaction Vendors' },
    ...sections.slice(1, closingAt + 1).map(entry),
    ...(agent ? [{ id: 'check-ins', title: 'Client Check-ins' }] : []),
    ...sections.slice(closingAt + 1).map(entry),
    ...(agent
      ? [
          { id: 'client', title: 'Client Information' },
          { id: 'messages', title: 'Messages' },
          { id: 'oversight-activity', title: 'Oversight Activity' },
        ]
      : []),
  ];
}

/**
 * The deal's thread on the agent's page (issue 20 item 4): folded to what it holds — how many messages,
 * how many unread — until opened, and open by itself while something is unread. The thread itself is
 * the messages feature's panel, unchanged.
 */
function FoldedMessages({ transactionId }: { transactionId: string }) {
  const thread = useListDealMessagesQuery({ id: transactionId });
  const unread = useCountUnreadDealMessagesQuery({ id: transactionId });
  const unreadCount = unread.data?.count ?? 0;
  const { open, setOpen, ref } = useFold(unreadCount > 0);
  const headingId = useId();
  const total = thread.data?.length;
  const summary =
    total === undefined
      ? ''
      : total === 0
        ? 'No messages yet'
        : `${total} message${total === 1 ? '' : 's'}${unreadCount > 0 ? ` · ${unreadCount} unread` : ''}`;
  if (open)
    return (
      <div className={styles.foldedHost}>
        <MessagesPanel transactionId={transactionId} />
        <div className={styles.foldFooter}>
          <FoldToggle open onToggle={setOpen} what="messages" controls="messages" />
        </div>
      </div>
    );
  return (
    <section
      id="messages"
      ref={ref}
      tabIndex={-1}
      className={`${fieldStyles.section} ${styles.anchor}`}
      aria-labelledby={headingId}
    >
      <div className={styles.emptyHeader}>
        <div className={styles.emptyLead}>
          <h2 id={headingId} className={fieldStyles.title}>
            Messages
          </h2>
          <span className={styles.emptyNote}>{summary}</span>
        </div>
        <FoldToggle open={false} onToggle={setOpen} what="messages" />
      </div>
    </section>
  );
}

function DealDetail({ deal, onReload, reloading }: { deal: TransactionDto; onReload: () => void; reloading: boolean }) {
  const buyer = isBuyerDeal(deal);
  const unreadLabel = useUnreadMessagesLabel(deal.id);
  const panels = useSummaryPanels(deal, 'agent').map((panel) =>
    panel.id === 'messages' ? { ...panel, value: unreadLabel } : panel,
  );
  const sections = dealSections(deal);
  const closingAt = sections.findIndex((section) => section.id === 'closing');
  const editors = dealSectionEditors(deal, sections, 'agent', { onReload, reloading });
  return (
    <div className={`${styles.stack} ${styles.workspace}`}>
      {deal.status !== 'draft' && <ReviewNotice transactionId={deal.id} />}
      <PropertyHeader deal={deal} />
      <SummaryTiles panels={panels} />
      {/* The page's sections in the order below: the section index lists and follows them (issue 20 item 4). */}
      <SectionIndex sections={dealIndex(sections, buyer, 'agent')}>
        <TimelinePanel
          transactionId={deal.id}
          editable={deal.status !== 'closed' && deal.status !== 'draft'}
          integrityWarning={deal.integrity_warning}
          title={deal.property_address ?? 'this deal'}
        />
        {editors[0]}
        {buyer && <UtilitiesPanel transactionId={deal.id} editable={deal.status !== 'draft'} />}
        <DocumentsPanel transactionId={deal.id} editable={deal.status !== 'draft'} />
        <ContactsPanel
          transactionId={deal.id}
          deal={{ id: deal.id, transactionType: deal.transaction_type, version: deal.version, onReload, reloading }}
        />
        <TasksPanel transactionId={deal.id} />
        <TransactionVendorsPanel transactionId={deal.id} editable={deal.status !== 'draft'} />
        {/* Spec 002 §2 order: … Repairs, Closing & Possession, Client Check-ins, Home Warranty … */}
        {editors.slice(1, closingAt + 1)}
        <CheckInsPanel transactionId={deal.id} />
        {editors.slice(closingAt + 1)}
        <ClientEditor deal={deal} />
        <FoldedMessages transactionId={deal.id} />
        <OversightReadsPanel transactionId={deal.id} />
      </SectionIndex>
    </div>
  );
}

/** Spec 002 §2: the agent's transaction detail screen. */
export default function TransactionDetailPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const profile = useAuth(selectProfile);
  const requestedId = transactionIdFrom(searchParams);
  const list = useListTransactionsQuery({});
  const deals = list.data ?? [];
  const selectedId = requestedId ?? deals[0]?.id ?? null;
  // After a delete the screen leaves for the dashboard (spec 002 §2); until then it does not read the deal again.
  const [deletedId, setDeletedId] = useState<string | null>(null);
  const detail = useGetTransactionQuery({ id: selectedId ?? '' }, { skip: !selectedId || selectedId === deletedId });

  // No id in the link: the first transaction is selected, and the link says so (spec 002 §2).
  useEffect(() => {
    if (!requestedId && selectedId) setSearchParams({ transactionId: selectedId }, { replace: true });
  }, [requestedId, selectedId, setSearchParams]);

  const select = (id: string) => setSearchParams({ transactionId: id });

  let body;
  if (list.isLoading || (selectedId && detail.isLoading)) body = <DetailSkeleton />;
  else if (list.isError && !selectedId)
    body = <LoadFailure message="Failed to load transactions" onRetry={() => void list.refetch()} />;
  else if (!selectedId)
    body = (
      <EmptyState
        title="No transactions found"
        action={
          <Link to={paths.agent.newTransaction.href()} className={buttonClassName({})}>
            Create Transaction
          </Link>
        }
      />
    );
  else if (selectedId === deletedId) body = <Alert tone="info">This transaction was deleted. Returning to your dashboard…</Alert>;
  else if (detail.isError && errorStatus(detail.error) === 404) body = <Alert tone="error">Transaction not found.</Alert>;
  else if (detail.isError && errorStatus(detail.error) === 403)
    body = <Alert tone="error">You are not authorized to view this transaction.</Alert>;
  else if (detail.isError || !detail.data)
    body = <LoadFailure message="Failed to load transaction detail" onRetry={() => void detail.refetch()} />;
  else if (profile && detail.data.agent_id !== profile.id)
    body = (
      <DealTimeZoneProvider timeZone={detail.data.time_zone}>
        <OverseenDealDetail
          key={detail.data.id}
          deal={detail.data}
          onReload={() => void detail.refetch()}
          reloading={detail.isFetching}
        />
      </DealTimeZoneProvider>
    );
  else
    body = (
      <DealTimeZoneProvider timeZone={detail.data.time_zone}>
        <DealDetail key={detail.data.id} deal={detail.data} onReload={() => void detail.refetch()} reloading={detail.isFetching} />
      </DealTimeZoneProvider>
    );

  const deal = detail.data && detail.data.id === selectedId ? detail.data : undefined;
  // Not the deal's agent: an overseer (ADR 0055), who neither manages nor previews it.
  const owned = !deal || !profile || deal.agent_id === profile.id;
  return (
    <AgentLayout>
      <PageHeader
        title="Transaction Detail"
        description="Manage all aspects of this deal"
        actions={
          selectedId && (
            <div className={styles.toolbar}>
              {deals.length > 0 && <DealPicker deals={deals} selectedId={selectedId} onSelect={select} />}
              {owned && (
                <Link
                  to={paths.client.dashboard.href({ transactionId: selectedId, preview: true })}
                  className={buttonClassName({ variant: 'secondary' })}
                >
                  Preview as Client
                </Link>
              )}
              {owned && deal && selectedId !== deletedId && <ManageMenu deal={deal} onDeleted={() => setDeletedId(deal.id)} />}
              {/* The broker or team lead over the deal's agent hands it on (issue 24 item 5, ADR 0069). */}
              {!owned && deal && (
                <ReassignDialog deal={deal} onReload={() => void detail.refetch()} reloading={detail.isFetching} />
              )}
            </div>
          )
        }
      />
      {body}
    </AgentLayout>
  );
}

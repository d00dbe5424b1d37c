import { useState } from 'react';
import { Link, Navigate, useNavigate, useParams, useSearchParams } from 'react-router-dom';

import { DataPrivacyModal } from '@/components/data-privacy-modal';
import { ClientLayout } from '@/components/layouts/area-layouts';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClassName } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { FileImage } from '@/components/ui/file-image';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { paths, transactionIdFrom } from '@/config/paths';
import { selectProfile, useAuth } from '@/shared/auth/auth-store';
import { readStorage, writeStorage } from '@/shared/browser-storage';
import {
  useGetTransactionAgentCardQuery,
  useListClientCheckInsQuery,
  type TransactionDto,
  type TransactionListItemDto,
} from '@/shared/api/generated';

import { useGetTransactionQuery, useListTransactionsQuery } from '../api/transactions-api';
import { ContactsPanel } from '../components/contacts/contacts-panel';
import { TimelinePanel } from '../components/detail/deal-panels';
import { ClientDocumentsPanel } from '../components/documents/client-documents-panel';
import { formatDay, localDayOf, statusLabel, statusTone, typeLabel } from '../components/detail/deal-format';
import { readFields } from '../components/detail/deal-section-editor';
import { dealSectionEditors } from '../components/detail/deal-section-editors';
import { DealTimeZoneProvider, DealViewProvider, useDealDay } from '../components/detail/deal-view';
import { PropertyHeader } from '../components/detail/property-header';
import { SummaryTiles, useSummaryPanels } from '../components/detail/summary-tiles';
import { ClientCheckIns } from '../components/check-ins/client-check-ins';
import { ClientInvitations } from '../components/client-invitations/client-invitations';
import { ConsentDialog, isConsentRefusal, needsConsent } from '../components/consent/consent-dialog';
import { TasksPanel } from '../components/tasks/tasks-panel';
import { UtilitiesPanel } from '../components/utilities/utilities-panel';
import { ClientVendorsPanel } from '../components/vendors/transaction-vendors-panel';
import { financialSection, homeWarrantySection, hoaSection, insuranceSection, isBuyerDeal } from '../fields/deal-fields';
import { MessagesPanel } from '@/features/messages/components/messages-panel';

import { autoChosenDeal, liveFirst } from './portal-deal-choice';
import styles from './client-portal-page.module.css';

/** Spec 002 §2 client portal texts, verbatim. */
export const PORTAL_TEXT = {
  loading: 'Loading your transactions...',
  none: 'No active transactions found',
  list: 'Your Transactions',
  loadFailed: 'Unable to Load Transaction',
  notFound: 'No Transaction Found',
  notFoundDetail: 'Unable to load your transaction data. Please contact your agent.',
  preview: 'Previewing Client View (Read-Only)',
  closed: 'Transaction Closed Successfully',
} as const;

/** 'Closes' / 'Closed' on the closing appointment, else the closing date (spec 002 §2). */
function closingOf(deal: Pick<TransactionListItemDto, 'closing_appointment_datetime' | 'closing_date'>): string | null {
  if (deal.closing_appointment_datetime) return localDayOf(deal.closing_appointment_datetime);
  return deal.closing_date;
}

const errorStatus = (error: unknown) => (error && typeof error === 'object' ? (error as { status?: unknown }).status : undefined);

/** Why a deal did not load, in plain words (spec 002 §2: 'Unable to Load Transaction' with its reason). */
export function loadFailureReason(error: unknown): string {
  const status = errorStatus(error);
  const data = error && typeof error === 'object' ? (error as { data?: unknown }).data : undefined;
  const message = data && typeof data === 'object' ? (data as { message?: unknown }).message : undefined;
  if (status === 'FETCH_ERROR') return 'We could not reach the server. Check your connection and try again.';
  if (status === 'TIMEOUT_ERROR') return 'The server took too long to answer. Please try again.';
  if (typeof message === 'string' && message.trim()) return message;
  if (typeof status === 'number' && status >= 500) return 'The server had a problem loading this transaction. Please try again.';
  return 'Something went wrong while loading this transaction. Please try again.';
}

function DealCards({ deals }: { deals: TransactionListItemDto[] }) {
  return (
    <section aria-labelledby="portal-deals" className={styles.stack}>
      <h2 id="portal-deals" className={styles.listTitle}>
        {PORTAL_TEXT.list}
      </h2>
      <ul className={styles.cards}>
        {liveFirst(deals).map((deal) => {
          const closed = deal.status === 'closed';
          const closing = closingOf(deal);
          const place = [deal.property_city, deal.property_state].filter(Boolean).join(', ');
          return (
            <li key={deal.id}>
              <Link
                className={styles.card}
                to={closed ? paths.homeVault.href(deal.id) : paths.client.dashboard.href({ transactionId: deal.id })}
              >
                <span className={styles.cardTitle}>{deal.property_address || 'Transaction'}</span>
                {place && <span className={styles.cardPlace}>{place}</span>}
                <span className={styles.cardChips}>
                  <Badge tone="neutral">{typeLabel(deal.transaction_type)}</Badge>
                  <Badge tone={statusTone(deal.status)}>{statusLabel(deal.status)}</Badge>
                </span>
                {closing && (
                  <span className={styles.cardPlace}>
                    {closed ? 'Closed' : 'Closes'} {formatDay(closing)}
                  </span>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');

/** How long after a reassignment the portal still tells the client about it, unless they dismissed it. */
const AGENT_CHANGE_DAYS = 30;
const agentChangeKey = (transactionId: string) => `threshold.agent-change-seen.${transactionId}`;

/**
 * The client is told who their agent now is (issue 24 item 5, ADR 0069): after a reassignment the
 * portal says so above the agent card until the client dismisses it (per browser) or 30 days pass.
 */
function AgentChangeNotice({
  transactionId,
  name,
  reassignedAt,
  preview,
}: {
  transactionId: string;
  name: string;
  reassignedAt: string;
  preview: boolean;
}) {
  const dealDay = useDealDay();
  // Decided once when the card shows: dismissed in this browser, or older than the days it is told for.
  const [seen, setSeen] = useState(
    () =>
      readStorage(() => localStorage, agentChangeKey(transactionId)) === reassignedAt ||
      Date.now() - Date.parse(reassignedAt) > AGENT_CHANGE_DAYS * 86_400_000,
  );
  if (seen) return null;
  const dismiss = () => {
    writeStorage(() => localStorage, agentChangeKey(transactionId), reassignedAt);
    setSeen(true);
  };
  return (
    <Alert
      tone="info"
      title="You have a new agent"
      action={
        preview ? undefined : (
          <Button size="sm" variant="secondary" onClick={dismiss}>
            Got it
          </Button>
        )
      }
    >
      {name} now handles your transaction (since {dealDay(reassignedAt)}). Their contact details are below.
    </Alert>
  );
}

/** Spec 002 §2: the agent card — who is running this deal and how to reach them. */
function AgentCard({ transactionId, preview }: { transactionId: string; preview: boolean }) {
  const { data } = useGetTransactionAgentCardQuery({ id: transactionId });
  if (!data?.full_name) return null;
  return (
    <>
      {data.reassigned_at && (
        <AgentChangeNotice
          transactionId={transactionId}
          name={data.full_name}
          reassignedAt={data.reassigned_at}
          preview={preview}
        />
      )}
      <section className={styles.agentCard} aria-label="Your agent">
        <FileImage
          src={data.logo_url}
          alt={data.company ? `${data.company} logo` : `${data.full_name}'s logo`}
          className={styles.agentLogo}
          fallback={
            <span className={styles.avatar} aria-hidden="true">
              {initialsOf(data.full_name)}
            </span>
          }
        />
        <div className={styles.agentText}>
          <span className={styles.agentLabel}>Your agent</span>
          <strong>{data.full_name}</strong>
          {data.company && <span className={styles.agentCompany}>{data.company}</span>}
        </div>
        <div className={styles.agentContact}>
          {data.email && <a href={`mailto:${data.email}`}>{data.email}</a>}
          {data.phone && <a href={`tel:${data.phone}`}>{data.phone}</a>}
        </div>
      </section>
    </>
  );
}

/**
 * Spec 002 §2: the client's financial details with HOA for every client, insurance and home warranty on
 * a buyer's deal only (as the agent's screen has them), read-only. The server leaves out every field
 * the client may not see (transaction-visibility.ts, ADR 0021); these list only what arrived with a
 * value, and a section with nothing for the client is left out.
 */
function ClientDealSections({ deal }: { deal: TransactionDto }) {
  const record = deal as unknown as Record<string, unknown>;
  const sections = [
    financialSection(deal),
    hoaSection,
    ...(isBuyerDeal(deal) ? [insuranceSection, homeWarrantySection] : []),
  ].filter((section) => readFields(section, record, true).length > 0);
  return <>{dealSectionEditors(deal, sections, 'client')}</>;
}

function PortalDeal({ deal, preview }: { deal: TransactionDto; preview: boolean }) {
  const buyer = isBuyerDeal(deal);
  const view = preview ? 'client' : undefined;
  const panels = useSummaryPanels(deal, 'client', view);
  return (
    <DealViewProvider view={view}>
      <DealTimeZoneProvider timeZone={deal.time_zone}>
        <div className={styles.stack}>
          <AgentCard transactionId={deal.id} preview={preview} />
          {deal.status === 'closed' && (
            <Alert
              tone="success"
              title={PORTAL_TEXT.closed}
              action={
                <Link
                  to={paths.homeVault.href(deal.id, { preview })}
                  className={buttonClassName({ size: 'sm', variant: 'secondary' })}
                >
                  View Home Vault
                </Link>
              }
            >
              {deal.closed_at && `Closed on ${formatDay(localDayOf(deal.closed_at, deal.time_zone))}.`}
            </Alert>
          )}
          <PropertyHeader deal={deal} audience="client" />
          <SummaryTiles panels={panels} />
          <ClientDealSections deal={deal} />
          <TimelinePanel transactionId={deal.id} audience="client" />
          <TasksPanel transactionId={deal.id} audience="client" readOnly={preview} />
          <ClientCheckIns transactionId={deal.id} readOnly={preview} />
          <ClientDocumentsPanel transactionId={deal.id} readOnly={preview} />
          <ContactsPanel transactionId={deal.id} />
          {buyer && <UtilitiesPanel transactionId={deal.id} editable={false} />}
          <ClientVendorsPanel transactionId={deal.id} />
          <MessagesPanel transactionId={deal.id} readOnly={preview} viewerId={preview ? deal.client_id : undefined} />
        </div>
      </DealTimeZoneProvider>
    </DealViewProvider>
  );
}

/** Spec 002 §2: the client's portal of their own deal, and the agent's read-only preview of it. */
export default function ClientPortalPage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  // The deal is chosen by route parameter (ADR 0066); an old `?transactionId=` link is redirected.
  const routeId = useParams().transactionId ?? null;
  const legacyId = routeId ? null : transactionIdFrom(searchParams);
  const requestedId = routeId;
  const profile = useAuth(selectProfile);
  // An agent here is always previewing: what they see is the client's view, read-only (spec 002 §2).
  const preview = searchParams.get('mode') === 'preview' || (profile !== null && profile.role !== 'client');
  // Spec 002 §4: a client who has not consented reads nothing of their deal (the server refuses it
  // too, ADR 0051); the preview is the agent reading and never asks.
  const consentPending = !preview && needsConsent(profile);
  const list = useListTransactionsQuery({}, { skip: preview || consentPending });
  const deals = list.data ?? [];
  // Spec 002 §2: the portal opens a deal by itself only when exactly one is live (or the only one is closed).
  const onlyDeal = autoChosenDeal(deals);
  const chosenId = requestedId ?? (legacyId === null ? (onlyDeal?.id ?? null) : null);
  const detail = useGetTransactionQuery(
    { id: chosenId ?? '', view: preview ? 'client' : undefined },
    { skip: !chosenId || consentPending },
  );
  // Whether the check-in prompt opens is decided before the deal shows, so the modal never pops up
  // over a page the client has already started to read or click (same cache entry as the panel's).
  // It comes after consent: a new client meets the consent dialog first, then the check-in prompt.
  const checkIns = useListClientCheckInsQuery({ id: chosenId ?? '' }, { skip: !chosenId || preview || consentPending });
  // The server's consent refusal (a profile read before consent was withdrawn elsewhere) asks the same.
  const consentAsked = consentPending || (!preview && [list.error, detail.error, checkIns.error].some(isConsentRefusal));

  let body;
  if (legacyId) {
    body = (
      <Navigate
        to={paths.client.dashboard.href({ transactionId: legacyId, preview: searchParams.get('mode') === 'preview' })}
        replace
      />
    );
  } else if (consentAsked) {
    body = (
      <>
        <EmptyState title="Your transaction is waiting" description="Accept the terms to see your transaction." />
        <ConsentDialog />
      </>
    );
  } else if ((!preview && list.isLoading) || (chosenId && (detail.isLoading || checkIns.isLoading))) {
    body = (
      <div className={styles.stack} aria-busy="true">
        <p className={styles.loading}>{PORTAL_TEXT.loading}</p>
        <Skeleton height="12rem" radius="md" />
        <Skeleton height="6rem" radius="md" />
      </div>
    );
  } else if (!chosenId && preview) {
    body = (
      <EmptyState
        title="No transaction chosen"
        description="Open a transaction and choose Preview as Client to see it the way your client does."
        action={
          <Link to={paths.agent.dashboard.href()} className={buttonClassName({})}>
            Go to Dashboard
          </Link>
        }
      />
    );
  } else if (!chosenId && list.isError) {
    body = (
      <Alert
        tone="error"
        title={PORTAL_TEXT.loadFailed}
        action={
          <Button size="sm" variant="secondary" onClick={() => void list.refetch()}>
            Try Again
          </Button>
        }
      >
        {loadFailureReason(list.error)}
      </Alert>
    );
  } else if (!chosenId && deals.length === 0) {
    body = <EmptyState title={PORTAL_TEXT.none} description="When your agent adds you to a transaction, it appears here." />;
  } else if (!chosenId) {
    body = <DealCards deals={deals} />;
  } else if (detail.isError && [403, 404].includes(errorStatus(detail.error) as number)) {
    body = <EmptyState title={PORTAL_TEXT.notFound} description={PORTAL_TEXT.notFoundDetail} />;
  } else if (detail.isError || !detail.data) {
    body = (
      <Alert
        tone="error"
        title={PORTAL_TEXT.loadFailed}
        action={
          <div className={styles.actions}>
            <Button size="sm" variant="secondary" onClick={() => void detail.refetch()}>
              Try Again
            </Button>
            {deals.length > 1 && (
              <Link to={paths.client.dashboard.href()} className={buttonClassName({ size: 'sm', variant: 'ghost' })}>
                View All Transactions
              </Link>
            )}
          </div>
        }
      >
        {loadFailureReason(detail.error)}
      </Alert>
    );
  } else if (detail.data.status === 'closed' && !preview) {
    // Spec 002 §2: a closed deal belongs in the Home Vault.
    body = <Navigate to={paths.homeVault.href(detail.data.id)} replace />;
  } else {
    body = <PortalDeal key={detail.data.id} deal={detail.data} preview={preview} />;
  }

  const deal = detail.data && detail.data.id === chosenId ? detail.data : undefined;
  return (
    <ClientLayout>
      {preview && (
        <Alert
          tone="info"
          title={PORTAL_TEXT.preview}
          className={styles.banner}
          action={
            <div className={styles.actions}>
              <Button size="sm" variant="ghost" onClick={() => navigate(-1)}>
                Exit Preview
              </Button>
              <Link
                to={paths.agent.detail.href(chosenId ?? undefined)}
                className={buttonClassName({ size: 'sm', variant: 'secondary' })}
              >
                Back to Agent Dashboard
              </Link>
            </div>
          }
        />
      )}
      <PageHeader
        title="Your Transaction"
        description={
          deal
            ? `${typeLabel(deal.transaction_type)} · ${statusLabel(deal.status)}`
            : 'Everything about your purchase or sale in one place, kept in sync with your agent.'
        }
        // Spec 002 §2: the client's account settings hold a Data Privacy Requests entry; disabled in preview.
        actions={preview ? undefined : <DataPrivacyModal />}
      />
      {!preview && !consentAsked && <ClientInvitations highlighted={searchParams.get('invitation')} />}
      {body}
    </ClientLayout>
  );
}

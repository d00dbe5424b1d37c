import type { ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';

import { ClientLayout } from '@/components/layouts/area-layouts';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClassName } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useGetHomeVaultQuery, type HomeVaultDocumentDto, type HomeVaultDto } from '@/shared/api/generated';
import { selectProfile, useAuth } from '@/shared/auth/auth-store';

import { formatDay, formatMoney, localDayOf } from '../components/detail/deal-format';
import { PropertyHeader } from '../components/detail/property-header';
import { CATEGORY_LABELS, formatFileSize } from '../components/documents/document-format';
import { useDocumentDownload } from '../components/documents/use-document-download';

import styles from './home-vault-page.module.css';

/** Spec 002 §8 Home Vault texts, verbatim. */
export const VAULT_TEXT = {
  notClosed: 'Transaction not found or not closed yet',
  forbidden: 'You do not have access to this vault',
  loadFailed: 'Failed to load Home Vault',
  unavailable: 'Home Vault not available',
} as const;

const NOT_ON_FILE = 'Not on file';
const errorStatus = (error: unknown) => (error && typeof error === 'object' ? (error as { status?: unknown }).status : undefined);

/** The name a download is saved under (spec 002 §9): the document's title, with its file's extension. */
export function vaultFileName({ title, file_extension: extension }: Pick<HomeVaultDocumentDto, 'title' | 'file_extension'>): string {
  return extension && !title.toLowerCase().endsWith(extension.toLowerCase()) ? `${title}${extension}` : title;
}

function Facts({ facts }: { facts: [string, ReactNode][] }) {
  return (
    <dl className={styles.facts}>
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : NOT_ON_FILE);
const roleLabel = (role: string, custom: string | null) => custom || role.replace(/_/g, ' ').replace(/^\w/, (first) => first.toUpperCase());

function VaultDocuments({ vault }: { vault: HomeVaultDto }) {
  const download = useDocumentDownload();
  return (
    <Card title="Documents" description="Your closing documents, kept for good.">
      {vault.documents.length === 0 ? (
        <p className={styles.empty}>No documents were shared with you.</p>
      ) : (
        <ul className={styles.list}>
          {vault.documents.map((document) => (
            <li key={document.id} className={styles.row}>
              <span className={styles.rowText}>
                <span className={styles.rowTitle}>{document.title}</span>
                <span className={styles.muted}>
                  {CATEGORY_LABELS[document.category] ?? document.category} · {formatFileSize(document.file_size)} · {formatDay(localDayOf(document.created_at))}
                </span>
              </span>
              <Button size="sm" variant="secondary" onClick={() => download(document, vaultFileName(document))} aria-label={`Download ${document.title}`}>
                Download
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function VaultPeople({ title, empty, people }: { title: string; empty: string; people: { id: string; name: string; label: string; company: string | null; email: string | null; phone: string | null; website?: string | null }[] }) {
  return (
    <Card title={title}>
      {people.length === 0 ? (
        <p className={styles.empty}>{empty}</p>
      ) : (
        <ul className={styles.list}>
          {people.map((person) => (
            <li key={person.id} className={styles.row}>
              <span className={styles.rowText}>
                <span className={styles.rowTitle}>{person.name}</span>
                <span className={styles.muted}>{[person.label, person.company].filter(Boolean).join(' · ')}</span>
                {person.phone && <a href={`tel:${person.phone}`}>{person.phone}</a>}
                {person.email && <a href={`mailto:${person.email}`}>{person.email}</a>}
                {person.website && (
                  <a href={person.website} target="_blank" rel="noopener noreferrer">
                    {person.website}
                  </a>
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function Vault({ vault }: { vault: HomeVaultDto }) {
  const deal = vault.transaction;
  // The vault reads insurance_company too (spec 002 §3); a seller's client sees neither (§6): "Not on file".
  const insurer = deal.insurance_provider || deal.insurance_company;
  return (
    <div className={styles.stack}>
      <PropertyHeader deal={deal} audience="client" />
      <div className={styles.grid}>
        <VaultDocuments vault={vault} />
        <Card title="Financial Details">
          <Facts
            facts={[
              ['Purchase price', formatMoney(deal.purchase_price)],
              ['Closing date', formatDay(deal.closing_date)],
              ['Transaction completed', deal.closed_at ? formatDay(localDayOf(deal.closed_at)) : NOT_ON_FILE],
            ]}
          />
        </Card>
        <VaultPeople
          title="Key Contacts"
          empty="No contacts were shared with you."
          people={vault.contacts.map((contact) => ({ ...contact, label: roleLabel(contact.role, contact.custom_role) }))}
        />
        <VaultPeople
          title="Vendors"
          empty="Your agent has not shared any vendors."
          people={vault.vendors.map((vendor) => ({ ...vendor, label: vendor.category }))}
        />
        <Card title="Homeowner's Insurance">
          <Facts
            facts={[
              ['Provider', text(insurer)],
              ['Bind date', deal.insurance_bind_date ? formatDay(deal.insurance_bind_date) : NOT_ON_FILE],
              ['Agent', text(deal.insurance_agent_name)],
              ['Phone', text(deal.insurance_agent_phone)],
              ['E-mail', text(deal.insurance_agent_email)],
            ]}
          />
        </Card>
      </div>
    </div>
  );
}

/** The post-closing Home Vault (spec 002 §2 "/home-vault/{id}"; issue 22 item 4): read-only. */
export default function HomeVaultPage() {
  const { id = '' } = useParams();
  const [searchParams] = useSearchParams();
  const profile = useAuth(selectProfile);
  const preview = searchParams.get('mode') === 'preview';
  const isClient = profile?.role === 'client';
  const vault = useGetHomeVaultQuery({ id }, { skip: !id });

  // Back to Dashboard (spec 002 §2): clients to their dashboard; agent roles to the client preview in
  // preview mode, else to the deal's detail page.
  const back = isClient
    ? paths.client.dashboard.href()
    : preview
      ? paths.client.dashboard.href({ transactionId: id, preview: true })
      : paths.agent.detail.href(id);

  const status = vault.isError ? errorStatus(vault.error) : undefined;
  let body;
  if (vault.isLoading) {
    body = (
      <div className={styles.stack} aria-busy="true">
        <Skeleton height="12rem" radius="md" />
        <Skeleton height="8rem" radius="md" />
      </div>
    );
  } else if (status === 404 || status === 403) {
    body = <EmptyState title={VAULT_TEXT.unavailable} description={status === 403 ? VAULT_TEXT.forbidden : VAULT_TEXT.notClosed} />;
  } else if (vault.isError || !vault.data) {
    body = (
      <Alert
        tone="error"
        title={VAULT_TEXT.loadFailed}
        action={
          <Button size="sm" variant="secondary" onClick={() => void vault.refetch()}>
            Try Again
          </Button>
        }
      />
    );
  } else {
    body = <Vault vault={vault.data} />;
  }

  return (
    <ClientLayout>
      <div className={styles.back}>
        <Link to={back} className={buttonClassName({ size: 'sm', variant: 'ghost' })}>
          ← Back to Dashboard
        </Link>
      </div>
      <PageHeader title="Home Vault" description={preview || !isClient ? 'Previewing the Home Vault as your client sees it (read-only).' : 'A lasting, read-only record of your home.'} />
      {body}
    </ClientLayout>
  );
}

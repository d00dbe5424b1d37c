import { useState } from 'react';

import { Alert } from '@/components/ui/alert';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Table, type TableColumn } from '@/components/ui/table';
import { useListLeadsQuery, type LeadDto, type LeadKind, type ListLeadsApiArg } from '@/shared/api/generated';
import { selectToken, useAuth } from '@/shared/auth/auth-store';
import { formatDate, formatTime } from '@/utils/format';

import styles from './admin.module.css';
import { ALL, countOf, ListToolbar, Pager, useListControls } from './list-controls';

const KIND_LABEL: Record<LeadKind, string> = { contact: 'Contact', investor: 'Investor', waitlist: 'Waitlist' };
const KIND_TONE: Record<LeadKind, BadgeTone> = { contact: 'info', investor: 'brand', waitlist: 'success' };

const FILTERS = [
  {
    name: 'kind',
    label: 'Form',
    options: [
      { value: ALL, label: 'All forms' },
      { value: 'contact', label: 'Contact' },
      { value: 'investor', label: 'Investor' },
      { value: 'waitlist', label: 'Waitlist' },
    ],
  },
] as const;

const INTEREST_LABEL: Record<string, string> = {
  'agent-beta': 'Agent beta',
  'broker-partnership': 'Brokerage partnership',
  'investor-advisor': 'Investing or advising',
  'something-else': 'Something else',
};

const columns: readonly TableColumn<LeadDto>[] = [
  {
    key: 'submitted',
    header: 'Submitted',
    cell: (lead) => (
      <span className={styles.when}>
        <span>{formatDate(lead.submittedAt)}</span>
        <span>{formatTime(lead.submittedAt)}</span>
      </span>
    ),
  },
  { key: 'kind', header: 'Form', cell: (lead) => <Badge tone={KIND_TONE[lead.kind]}>{KIND_LABEL[lead.kind]}</Badge> },
  { key: 'name', header: 'Name', isRowHeader: true, cell: (lead) => lead.name },
  { key: 'email', header: 'Email', cell: (lead) => <a href={`mailto:${lead.email}`}>{lead.email}</a> },
  {
    key: 'details',
    header: 'Details',
    cell: (lead) =>
      [
        lead.organization,
        lead.brokerage,
        lead.phone,
        lead.interests.length > 0 ? lead.interests.map((id) => INTEREST_LABEL[id] ?? id).join(', ') : null,
      ]
        .filter(Boolean)
        .join(' · ') || '—',
  },
  {
    key: 'message',
    header: 'Message',
    cell: (lead) => (
      <span style={{ display: 'block', minWidth: '16rem', whiteSpace: 'pre-wrap' }}>{lead.message ?? lead.headache ?? '—'}</span>
    ),
  },
];

/**
 * The admin console's Leads tab (issue #4): what arrived through the public site's contact,
 * investor and waitlist forms, with search, a form filter, paging and CSV export. Self-contained
 * so the admin dashboard can mount it as one of its tabs.
 */
export function LeadsTab() {
  const token = useAuth(selectToken);
  const list = useListControls({ kind: ALL });
  const [exportError, setExportError] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  const { data, isLoading, isFetching, isError, refetch } = useListLeadsQuery(list.args as ListLeadsApiArg);
  const total = data?.total ?? 0;
  // The export takes the same filters as the list, without the page.
  const filters = { kind: list.args.kind, q: list.args.q };

  // The CSV is a file, not JSON: fetched with the session's token and handed to the browser to save.
  const exportCsv = async () => {
    setExporting(true);
    setExportError(null);
    try {
      const params = new URLSearchParams(Object.entries(filters).filter((entry): entry is [string, string] => Boolean(entry[1])));
      const response = await fetch(`/api/leads/export${params.size > 0 ? `?${params}` : ''}`, {
        headers: token ? { Authorization: `Bearer ${token}` } : {},
        credentials: 'include',
      });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement('a');
      link.href = url;
      link.download = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'threshold-leads.csv';
      link.click();
      URL.revokeObjectURL(url);
    } catch (error) {
      // eslint-disable-next-line no-console -- kept for support; the admin sees the alert
      console.error('Lead export failed', error);
      setExportError('Failed to export leads');
    } finally {
      setExporting(false);
    }
  };

  return (
    <Card
      title="Leads"
      description="Submissions of the website’s contact, investor and waitlist forms, newest first."
      actions={
        <Button variant="secondary" onClick={() => void exportCsv()} loading={exporting} loadingText="Exporting...">
          Export CSV
        </Button>
      }
    >
      <ListToolbar label="leads" placeholder="Name, e-mail, brokerage, message…" list={list} filters={FILTERS} />
      {isError && (
        <Alert
          tone="error"
          action={
            <Button size="sm" variant="secondary" onClick={() => void refetch()}>
              Retry
            </Button>
          }
        >
          Failed to load leads
        </Alert>
      )}
      {exportError && <Alert tone="error">{exportError}</Alert>}
      <Table
        caption={isLoading ? 'Leads (loading)' : `Leads: ${countOf(total, 'match', 'matches')}`}
        columns={columns}
        rows={data?.items ?? []}
        getRowKey={(lead) => lead.id}
        empty={isLoading ? 'Loading leads…' : list.narrowed ? 'No leads match these filters.' : 'No leads yet.'}
      />
      <Pager page={list.page} total={total} onPage={list.setPage} busy={isFetching && !isLoading} noun="leads" />
    </Card>
  );
}

import { useMemo, useState, type ComponentProps } from 'react';
import { Link, useSearchParams } from 'react-router-dom';

import { DocumentTitle } from '@/components/document-title';
import { AgentLayout } from '@/components/layouts/area-layouts';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { ComplianceBadge } from '@/components/fields/compliance-badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { Pager } from '@/components/ui/pager';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, type TableColumn } from '@/components/ui/table';
import { paths } from '@/config/paths';
import {
  useGetOversightDashboardQuery,
  type OversightAgentDto,
  type OversightComplianceFilter,
  type OversightDealDto,
  type OversightDeliveryDto,
} from '@/shared/api/generated';
import { selectToken, useAuth } from '@/shared/auth/auth-store';

import { ReviewQueueCard } from '../components/review-queue';
import {
  ALL_AGENTS,
  COMPLIANCE_OPTIONS,
  DEFAULT_OVERSIGHT_FILTERS,
  isDefaultOversightFilters,
  localToday,
  OVERSIGHT_PAGE_SIZE,
  oversightFiltersFromQuery,
  oversightFiltersToQuery,
  oversightPageArgs,
  oversightPageFromQuery,
  STATUS_OPTIONS,
  type OversightFilterState,
} from '../components/oversight-filters';
import styles from '../components/oversight.module.css';

/** Spec 001 §9: currency in US dollars with no decimals. */
const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const day = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const shortDay = (value: string | null | undefined) => (value ? day.format(new Date(`${value}T00:00:00Z`)) : '—');
const STATUS_LABELS: Record<string, string> = {
  pending: 'Pending',
  under_contract: 'Under Contract',
  option_period: 'Option Period',
  inspection: 'Inspection',
  appraisal: 'Appraisal',
  final_walkthrough: 'Final Walkthrough',
  closing: 'Closing',
  closed: 'Closed',
  cancelled: 'Cancelled',
  archived: 'Archived',
};
function ComplianceCell({ value }: { value: OversightComplianceFilter | null }) {
  return value ? <ComplianceBadge value={value} /> : <span className={styles.muted}>—</span>;
}

/** A deal's address linking to its detail (read-only for an overseer, issue 24 item 2). */
function DealLink({ id, address }: { id: string; address: string | null }) {
  return <Link to={paths.agent.detail.href(id)}>{address || 'Untitled deal'}</Link>;
}

/** A volume in dollars with its deal count. */
const volumeColumn = (
  key: string,
  header: string,
  of: (a: OversightAgentDto) => [number, number],
): TableColumn<OversightAgentDto> => ({
  key,
  header,
  align: 'end',
  cell: (a) => `${dollars.format(of(a)[0])} (${of(a)[1]})`,
});

const pipelineColumns: readonly TableColumn<OversightAgentDto>[] = [
  {
    key: 'agent',
    header: 'Agent',
    isRowHeader: true,
    cell: (a) => (a.role === 'team_lead' ? `${a.fullName} (team lead)` : a.fullName),
  },
  { key: 'active', header: 'Active deals', align: 'end', cell: (a) => a.activeDeals },
  volumeColumn('pending', 'Pending volume', (a) => [a.pendingVolume, a.pendingCount]),
  volumeColumn('quarter', 'Closed this quarter', (a) => [a.closedVolumeQuarter, a.closedCountQuarter]),
  volumeColumn('ytd', 'Closed year to date', (a) => [a.closedVolumeYearToDate, a.closedCountYearToDate]),
  volumeColumn('all', 'Closed all time', (a) => [a.closedVolumeAllTime, a.closedCountAllTime]),
];

/** Every deal table starts with the deal (its link) and its agent. */
const dealAndAgent: readonly TableColumn<OversightDealDto>[] = [
  { key: 'deal', header: 'Deal', isRowHeader: true, cell: (d) => <DealLink id={d.id} address={d.propertyAddress} /> },
  { key: 'agent', header: 'Agent', cell: (d) => d.agentName },
];

const atRiskColumns: readonly TableColumn<OversightDealDto>[] = [
  ...dealAndAgent,
  { key: 'compliance', header: 'Compliance', cell: (d) => <ComplianceCell value={d.compliance} /> },
  { key: 'milestone', header: 'Milestone', cell: (d) => d.milestoneName ?? '—' },
  { key: 'deadline', header: 'Deadline', cell: (d) => shortDay(d.milestoneDueDate) },
];

const deliveryColumns: readonly TableColumn<OversightDeliveryDto>[] = [
  { key: 'deal', header: 'Deal', isRowHeader: true, cell: (d) => <DealLink id={d.transactionId} address={d.propertyAddress} /> },
  { key: 'agent', header: 'Agent', cell: (d) => d.agentName },
  { key: 'milestone', header: 'Delivery', cell: (d) => d.milestoneName },
  { key: 'deadline', header: 'Deadline', cell: (d) => shortDay(d.dueDate) },
  { key: 'state', header: 'State', cell: () => <Badge tone="warning">Passed — not confirmed</Badge> },
];

const closingColumns: readonly TableColumn<OversightDealDto>[] = [
  ...dealAndAgent,
  { key: 'closing', header: 'Closing', cell: (d) => shortDay(d.closingDate) },
  { key: 'status', header: 'Status', cell: (d) => STATUS_LABELS[d.status] ?? d.status },
  { key: 'compliance', header: 'Compliance', cell: (d) => <ComplianceCell value={d.compliance} /> },
];

const dealColumns: readonly TableColumn<OversightDealDto>[] = [
  ...dealAndAgent,
  { key: 'status', header: 'Status', cell: (d) => STATUS_LABELS[d.status] ?? d.status },
  { key: 'compliance', header: 'Compliance', cell: (d) => <ComplianceCell value={d.compliance} /> },
  {
    key: 'price',
    header: 'Price',
    align: 'end',
    cell: (d) => (d.purchasePrice === null ? '—' : dollars.format(d.purchasePrice)),
  },
  { key: 'closing', header: 'Closing', cell: (d) => shortDay(d.closingDate) },
  {
    key: 'next',
    header: 'Next milestone',
    cell: (d) => (d.nextMilestoneName ? `${d.nextMilestoneName} · ${shortDay(d.nextMilestoneDate)}` : '—'),
  },
];

/** One section: a titled card holding one table (its caption, hidden, is the title). */
function TableCard<Row>({
  title,
  description,
  ...table
}: { title: string; description?: string } & Pick<
  ComponentProps<typeof Table<Row>>,
  'columns' | 'rows' | 'getRowKey' | 'empty'
>) {
  return (
    <Card title={title} description={description}>
      <Table caption={title} hideCaption {...table} />
    </Card>
  );
}

const count = new Intl.NumberFormat('en-US');

function LoadingDashboard() {
  return (
    <div className={styles.sections} aria-busy="true" aria-label="Loading the oversight dashboard">
      {[0, 1, 2].map((block) => (
        <Card key={block}>
          <div className={styles.skeleton}>
            <Skeleton width="40%" height="1.25rem" />
            <Skeleton height="2.5rem" />
            <Skeleton height="2.5rem" />
          </div>
        </Card>
      ))}
    </div>
  );
}

/**
 * The oversight dashboard (issue 24 item 3, ADR 0059): a broker's or team lead's view of the deals of
 * the people they oversee. Filters live in the URL (agent, status, compliance; defaults omitted).
 */
export default function OversightDashboardPage() {
  const token = useAuth(selectToken);
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => oversightFiltersFromQuery(searchParams), [searchParams]);
  const page = oversightPageFromQuery(searchParams);
  // A new filter starts the list again at its first page (the page is left out of the URL).
  const change = (next: Partial<OversightFilterState>) =>
    setSearchParams(oversightFiltersToQuery({ ...filters, ...next }), { replace: true });
  const goToPage = (next: number) =>
    setSearchParams({ ...oversightFiltersToQuery(filters), ...(next > 1 ? { page: String(next) } : {}) }, { replace: true });
  const today = localToday();
  // The CSV export is every filtered deal, whatever page the screen shows.
  const query = { ...oversightFiltersToQuery(filters), today };
  const { data, isLoading, isError, isFetching, refetch } = useGetOversightDashboardQuery(
    { ...query, ...oversightPageArgs(page) },
    { refetchOnFocus: true },
  );
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);

  // The CSV is a file, not JSON: fetched with the session's token and handed to the browser to save.
  const exportCsv = async () => {
    setExporting(true);
    setExportError(null);
    try {
      const response = await fetch(`/api/oversight/dashboard/export?${new URLSearchParams(query)}`, {
        headers: token ? { Authorization: `Bearer ${token}` } : {},
        credentials: 'include',
      });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement('a');
      link.href = url;
      link.download =
        /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'threshold-oversight.csv';
      link.click();
      URL.revokeObjectURL(url);
    } catch {
      setExportError('Failed to export the deals');
    } finally {
      setExporting(false);
    }
  };

  const agents = data?.agents ?? [];
  const agentOptions = [
    { value: ALL_AGENTS, label: 'All agents' },
    ...agents.map((agent) => ({ value: agent.agentId, label: agent.fullName })),
  ];

  let body;
  if (isLoading) body = <LoadingDashboard />;
  else if (isError || !data)
    body = (
      <Alert
        tone="error"
        title="Unable to load the oversight dashboard"
        action={
          <Button variant="secondary" onClick={() => void refetch()}>
            Retry
          </Button>
        }
      >
        Failed to load dashboard data
      </Alert>
    );
  else if (agents.length === 0)
    body = (
      <Card>
        <EmptyState
          title="No one to oversee yet"
          description={
            <>
              Your team is empty. An admin assigns members in the admin console: on the Users tab, the <strong>Team</strong>{' '}
              button of an agent’s (or team lead’s) row sets their team lead and broker. Once they do, their deals show here.
            </>
          }
        />
      </Card>
    );
  else
    body = (
      <div className={styles.sections} aria-busy={isFetching}>
        <TableCard
          title="Pipeline by agent"
          description="Pending volume counts pending and under-contract deals; closed volume counts closed deals by closing date."
          columns={pipelineColumns}
          rows={agents}
          getRowKey={(a) => a.agentId}
          empty="No agents"
        />
        <TableCard
          title="At risk and overdue"
          description="Live deals with a milestone past due, or due within 3 days, not done."
          columns={atRiskColumns}
          rows={data.atRisk}
          getRowKey={(d) => d.id}
          empty={<EmptyState titleAs="p" title="No deal at risk" description="Every live deal is on track." />}
        />
        <TableCard
          title="¶5A deliveries not confirmed"
          description="Earnest money and option fee deadlines passed without the agent confirming delivery."
          columns={deliveryColumns}
          rows={data.unconfirmedDeliveries}
          getRowKey={(d) => `${d.transactionId}-${d.milestoneType}`}
          empty={<EmptyState titleAs="p" title="Nothing to confirm" description="Every passed delivery is confirmed." />}
        />
        <TableCard
          title="Closing in the next 14 days"
          columns={closingColumns}
          rows={data.closingSoon}
          getRowKey={(d) => d.id}
          empty={<EmptyState titleAs="p" title="No closings in the next 14 days" />}
        />
        <Card
          title="Deals"
          description={`${count.format(data.total)} ${data.total === 1 ? 'deal' : 'deals'}`}
          actions={
            <Button variant="secondary" onClick={() => void exportCsv()} loading={exporting} loadingText="Exporting...">
              Export CSV
            </Button>
          }
        >
          {exportError && <Alert tone="error">{exportError}</Alert>}
          <Table
            caption="Deals of your agents"
            hideCaption
            columns={dealColumns}
            rows={data.deals}
            getRowKey={(d) => d.id}
            empty={
              data.total === 0 ? (
                <EmptyState titleAs="p" title="No deals match your filters" />
              ) : (
                <EmptyState
                  titleAs="p"
                  title="This page is past the end of the list"
                  action={
                    <Button variant="secondary" onClick={() => goToPage(1)}>
                      First page
                    </Button>
                  }
                />
              )
            }
          />
          {(data.total > OVERSIGHT_PAGE_SIZE || page > 1) && (
            <Pager
              className={styles.pager}
              label="Pages of the deals"
              noun="deals"
              page={page - 1}
              pageSize={OVERSIGHT_PAGE_SIZE}
              total={data.total}
              busy={isFetching}
              onPage={(next) => goToPage(next + 1)}
            />
          )}
        </Card>
      </div>
    );

  return (
    <AgentLayout>
      <DocumentTitle title="Oversight" />
      <div className={styles.page}>
        <PageHeader
          title="Oversight"
          description="The deals of the agents you oversee: their pipeline, what is at risk and what closes soon."
        />
        {!isError && agents.length > 0 && (
          <div className={styles.filters} role="group" aria-label="Filters">
            <Select label="Agent" options={agentOptions} value={filters.agent} onValueChange={(agent) => change({ agent })} />
            <Select
              label="Status"
              options={STATUS_OPTIONS}
              value={filters.status}
              onValueChange={(status) => change({ status: status as OversightFilterState['status'] })}
            />
            <Select
              label="Compliance"
              options={COMPLIANCE_OPTIONS}
              value={filters.compliance}
              onValueChange={(compliance) => change({ compliance: compliance as OversightFilterState['compliance'] })}
            />
            {!isDefaultOversightFilters(filters) && (
              <Button variant="ghost" onClick={() => change(DEFAULT_OVERSIGHT_FILTERS)}>
                Clear All
              </Button>
            )}
          </div>
        )}
        {body}
        <ReviewQueueCard />
      </div>
    </AgentLayout>
  );
}

import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';

import { DocumentTitle } from '@/components/document-title';
import { AgentLayout } from '@/components/layouts/area-layouts';
import { STALE_RECORD_MESSAGE } from '@/components/stale-record-notice';
import { Button, buttonClassName } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { UNDO_TOAST_MS, useToast } from '@/components/ui/use-toast';
import { paths } from '@/config/paths';
import { staleRecordOf } from '@/shared/api/concurrency';
import { EducationPromptsLibrary } from '@/components/education/education-prompts-library';
import { useUnreadMessagesByDeal } from '@/features/messages/api/messages-api';
import { errorMessage } from '@/shared/api/error-message';
import { selectProfile, useAuth } from '@/shared/auth/auth-store';

import {
  useDashboardLiveRefresh,
  useLifecycleCommands,
  useListDashboardTransactionsQuery,
  useToggleTask,
  useUpcomingMilestonesQuery,
  useUpcomingTasksQuery,
} from '../api/dashboard-api';
import { localDay } from '../components/dashboard/dashboard-dates';
import {
  DEFAULT_FILTERS,
  filterDeals,
  filtersFromQuery,
  filtersToQuery,
  isDraft,
  type DashboardFilterState,
} from '../components/dashboard/dashboard-filters';
import { computeMetrics, DEFAULT_METRIC_VIEW, type MetricView } from '../components/dashboard/dashboard-metrics';
import type { DashboardRow, LifecycleAction } from '../components/dashboard/dashboard-row';
import styles from '../components/dashboard/dashboard.module.css';
import { DraftsList } from '../components/dashboard/drafts-list';
import { LifecycleDialog } from '../components/dashboard/lifecycle-dialog';
import { PerformanceMetrics } from '../components/dashboard/performance-metrics';
import { dealTitle } from '../components/dashboard/transaction-row';
import { UpcomingMilestones, UpcomingTasks, type UpcomingTask } from '../components/dashboard/upcoming-sidebar';
import { useScrollMemory } from '../components/dashboard/use-scroll-memory';
import { YourTransactions } from '../components/dashboard/your-transactions';
import { CreateClientModal } from '../components/clients/create-client-modal';
import { FeedbackPanel } from '../components/feedback-panel';
import { DealSearchForm } from '../components/transactions/deal-search-form';
import { earlyCloseQuestion } from '@/utils/early-close';

const FEEDBACK_PANEL_ID = 'platform-feedback-panel';

/** Spec 001 §9: toasts disappear after 3 seconds. */
const TOAST_MS = 3000;

const SUCCESS: Record<LifecycleAction, string> = {
  close: 'Transaction closed successfully',
  reopen: 'Transaction reopened successfully',
  archive: 'Transaction archived successfully',
  delete: 'Transaction deleted successfully',
};

function greetingFor(hour: number): string {
  if (hour < 12) return 'Good morning';
  if (hour < 18) return 'Good afternoon';
  return 'Good evening';
}

/** Spec 001 §2.1: the agent dashboard. */
export default function AgentDashboardPage() {
  const profile = useAuth(selectProfile);
  const firstName = profile?.fullName.trim().split(/\s+/)[0] ?? '';
  const toast = useToast();

  // Filters live in the URL (status, role, window, sort; defaults omitted) and are read back from it.
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => filtersFromQuery(searchParams), [searchParams]);
  const setFilters = (next: DashboardFilterState) => setSearchParams(filtersToQuery(next), { replace: true });
  const changeFilters = (change: Partial<DashboardFilterState>) => setFilters({ ...filters, ...change });

  const [view, setView] = useState<MetricView>(DEFAULT_METRIC_VIEW);
  const [feedbackOpen, setFeedbackOpen] = useState(false);
  const [libraryOpen, setLibraryOpen] = useState(false);
  const [clientOpen, setClientOpen] = useState(false);
  const today = localDay();

  const list = useListDashboardTransactionsQuery();
  const upcoming = useUpcomingMilestonesQuery();
  const upcomingTasks = useUpcomingTasksQuery();
  const toggleTask = useToggleTask();
  const [taskBusyId, setTaskBusyId] = useState<string | null>(null);
  const toggle = async (task: UpcomingTask, done: boolean) => {
    setTaskBusyId(task.id);
    try {
      await toggleTask(task, done);
      // Issue 20 item 4: a check can be taken back from the toast, which reopens the task.
      if (done)
        toast({
          title: `Task completed: ${task.title}`,
          tone: 'success',
          duration: UNDO_TOAST_MS,
          action: { label: 'Undo', altText: `Reopen ${task.title} from its deal's task list`, onAction: () => void toggle(task, false) },
        });
    } catch (error) {
      toast({ title: `An error occurred. Error: ${errorMessage(error, 'Failed to update task')}`, tone: 'error', duration: TOAST_MS });
    } finally {
      setTaskBusyId(null);
    }
  };
  useDashboardLiveRefresh();
  const unread = useUnreadMessagesByDeal();

  const rows = list.data;
  const live = useMemo(() => rows?.filter((row) => !isDraft(row)), [rows]);
  const drafts = useMemo(() => rows?.filter(isDraft) ?? [], [rows]);
  const shown = useMemo(() => (live ? filterDeals(live, filters, today) : undefined), [live, filters, today]);
  const metrics = useMemo(
    () =>
      live && !list.isError
        ? computeMetrics(live, view, today, {
            milestoneDueDates: upcoming.data?.map((milestone) => milestone.due_date) ?? [],
            // The sidebar's open tasks (the 10 soonest): the urgent ones are among them.
            taskDueDates: upcomingTasks.data?.map((task) => task.due_date) ?? [],
          })
        : null,
    [live, list.isError, view, today, upcoming.data, upcomingTasks.data],
  );

  useScrollMemory(filters.status, filters.sort, shown !== undefined);

  // Close / Reopen / Delete: confirm, 'Processing...', then a 3-second toast (spec 001 §2.1).
  const commands = useLifecycleCommands();
  const [pending, setPending] = useState<{ row: DashboardRow; action: LifecycleAction } | null>(null);
  const [working, setWorking] = useState(false);
  // The second question of an early close (issue 20 item 5), once the first was confirmed.
  const [earlyClose, setEarlyClose] = useState<string | null>(null);
  // A refused action keeps the dialog open with the reason, besides the 3 s toast (ADR 0083).
  const [failure, setFailure] = useState<string | null>(null);
  const confirm = async () => {
    if (!pending) return;
    const question = pending.action === 'close' && earlyClose === null ? earlyCloseQuestion(pending.row, today) : null;
    if (question) {
      setEarlyClose(question);
      return;
    }
    setWorking(true);
    setFailure(null);
    try {
      await commands[pending.action](pending.row);
      toast({ title: SUCCESS[pending.action], tone: 'success', duration: TOAST_MS });
      setEarlyClose(null);
      setPending(null);
    } catch (error) {
      // A stale row (someone changed the deal since the list was read): say so; the command's tag
      // invalidation has the list read again, so the next try acts on what is there now.
      const title = staleRecordOf(error) ? STALE_RECORD_MESSAGE : errorMessage(error, 'Something went wrong. Please try again.');
      toast({ title, tone: 'error', duration: TOAST_MS });
      setFailure(title);
    } finally {
      setWorking(false);
    }
  };

  // Discard a draft from the Drafts card (issue 20 item 4): confirmed, then the deal's delete (If-Match).
  const [discarding, setDiscarding] = useState<DashboardRow | null>(null);
  const [discardWorking, setDiscardWorking] = useState(false);
  const discard = async () => {
    if (!discarding) return;
    setDiscardWorking(true);
    try {
      await commands.delete(discarding);
      toast({ title: 'Draft discarded', tone: 'success', duration: TOAST_MS });
    } catch (error) {
      const title = staleRecordOf(error) ? STALE_RECORD_MESSAGE : errorMessage(error, 'Something went wrong. Please try again.');
      toast({ title, tone: 'error', duration: TOAST_MS });
    } finally {
      setDiscardWorking(false);
      setDiscarding(null);
    }
  };

  return (
    <AgentLayout>
      <DocumentTitle title="Agent Dashboard" />
      <div className={styles.page}>
        <div className={styles.greeting}>
          <h1>{firstName ? `${greetingFor(new Date().getHours())}, ${firstName}` : 'Welcome back'}</h1>
          <p>Your deals at a glance: how the pipeline performs, every transaction, and what needs attention next.</p>
          <DealSearchForm />
        </div>

        <Card title="Quick Actions">
          <div className={styles.quickActions}>
            <Link to={paths.agent.newTransaction.href()} className={buttonClassName()}>
              New Transaction
            </Link>
            <Button
              variant="secondary"
              aria-expanded={feedbackOpen}
              aria-controls={feedbackOpen ? FEEDBACK_PANEL_ID : undefined}
              onClick={() => setFeedbackOpen((open) => !open)}
            >
              Give Feedback
            </Button>
            <Button variant="secondary" onClick={() => setLibraryOpen(true)}>
              Education Library
            </Button>
            <Link to={paths.agent.vendors.href()} className={buttonClassName({ variant: 'secondary' })}>
              Vendor Library
            </Link>
            <Button variant="secondary" onClick={() => setClientOpen(true)}>
              + New Client
            </Button>
          </div>
        </Card>

        <EducationPromptsLibrary open={libraryOpen} onClose={() => setLibraryOpen(false)} />
        {feedbackOpen && <FeedbackPanel id={FEEDBACK_PANEL_ID} />}

        <PerformanceMetrics
          metrics={metrics}
          view={view}
          onViewChange={setView}
          status={filters.status}
          onStatus={(status) => changeFilters({ status })}
        />
        <div className={styles.layout}>
          <div className={styles.mainColumn}>
            <YourTransactions
              shown={shown}
              total={live?.length ?? 0}
              loading={list.isLoading}
              failed={list.isError}
              onRetry={() => void list.refetch()}
              filters={filters}
              onFiltersChange={changeFilters}
              onClearFilters={() => setFilters(DEFAULT_FILTERS)}
              busyId={working ? (pending?.row.id ?? null) : null}
              onAction={(row, action) => setPending({ row, action })}
              unread={unread}
            />
            <DraftsList drafts={drafts} busyId={discardWorking ? (discarding?.id ?? null) : null} onDiscard={setDiscarding} />
          </div>
          <aside className={styles.sidebar} aria-label="Upcoming">
            <UpcomingTasks
              tasks={upcomingTasks.data}
              loading={upcomingTasks.isLoading}
              failed={upcomingTasks.isError}
              onRetry={() => void upcomingTasks.refetch()}
              today={today}
              onToggle={(task, done) => void toggle(task, done)}
              busyId={taskBusyId}
            />
            <UpcomingMilestones
              milestones={upcoming.data}
              loading={upcoming.isLoading}
              failed={upcoming.isError}
              onRetry={() => void upcoming.refetch()}
              today={today}
            />
          </aside>
        </div>
      </div>
      <CreateClientModal open={clientOpen} onClose={() => setClientOpen(false)} variant="dashboard" />
      <ConfirmDialog
        open={discarding !== null}
        title="Discard this draft?"
        description={discarding ? `${dealTitle(discarding)} and everything entered in it will be deleted. This cannot be undone.` : ''}
        confirmLabel="Discard draft"
        working={discardWorking}
        onConfirm={() => void discard()}
        onCancel={() => setDiscarding(null)}
      />
      <LifecycleDialog
        pending={pending && { action: pending.action, title: dealTitle(pending.row) }}
        earlyClose={earlyClose}
        failure={failure}
        working={working}
        onConfirm={() => void confirm()}
        onCancel={() => {
          setPending(null);
          setEarlyClose(null);
          setFailure(null);
        }}
      />
    </AgentLayout>
  );
}

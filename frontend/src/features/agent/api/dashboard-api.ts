import { useDispatch } from 'react-redux';

import { sendingVersion } from '@/shared/api/concurrency';
import {
  generatedApi,
  useCloseTransactionMutation,
  useDeleteTransactionMutation,
  useListTransactionsQuery,
  useListUpcomingMilestonesQuery,
  useListUpcomingTasksQuery,
  useUpdateTransactionTaskMutation,
  useReopenTransactionMutation,
  useArchiveTransactionMutation,
  type TransactionListItemDto,
} from '@/shared/api/generated';
import { useSocketEvent } from '@/shared/api/use-socket';
import { selectProfile, useAuth } from '@/shared/auth/auth-store';

import type { DashboardRow, LifecycleAction } from '../components/dashboard/dashboard-row';

/**
 * The agent dashboard's calls (contract: listTransactions, close / reopen / delete with If-Match
 * from the row's version). Every deal command invalidates the `transactions` tag, so the list and
 * its metrics read again after one.
 */

export type DashboardTransaction = TransactionListItemDto;

/** The contract's list item carries every field a dashboard row shows. */
const rowsFit = (rows: TransactionListItemDto[]): DashboardRow[] => rows;

/** Spec 001 §2.1: data reloads when the tab regains focus or becomes visible (RTK Query's listeners, app/store.ts). */
export function useListDashboardTransactionsQuery() {
  const query = useListTransactionsQuery({}, { refetchOnFocus: true, refetchOnReconnect: true });
  return { ...query, data: query.data ? rowsFit(query.data) : undefined };
}

/**
 * The sidebar's Upcoming Milestones (up to 10, soonest first). Milestones change with deal events,
 * which invalidate `transactions`; the generated query has no tag of its own, so it gets that one.
 */
const upcomingApi = generatedApi.enhanceEndpoints({ endpoints: { listUpcomingMilestones: { providesTags: ['transactions'] } } });

export function useUpcomingMilestonesQuery() {
  return useListUpcomingMilestonesQuery(undefined, { refetchOnFocus: true, refetchOnReconnect: true });
}

/** The sidebar's Upcoming Tasks (up to 10, soonest first); task commands invalidate `transactions` too. */
export function useUpcomingTasksQuery() {
  return useListUpcomingTasksQuery(undefined, { refetchOnFocus: true, refetchOnReconnect: true });
}

/** Checking a task sets completed_at to now, unchecking clears it (spec 001 §4); the server keeps the time. */
export function useToggleTask(): (task: { id: string; transaction_id: string }, done: boolean) => Promise<unknown> {
  const [update] = useUpdateTransactionTaskMutation();
  return (task, done) =>
    update({ id: task.transaction_id, taskId: task.id, updateTransactionTaskDto: { completed_at: done ? new Date().toISOString() : null } }).unwrap();
}

/** The socket push core sends after any deal event commits (contract, Socket.IO). */
export const TRANSACTION_CHANGED_EVENT = 'transaction.changed';

/**
 * Live refresh: a change made elsewhere (another tab, the client, a worker) reaches the dashboard
 * as `transaction.changed` in the agent's list room (`transaction-list:<user id>`, joined through
 * `resource.subscribe`); the list and the milestones read again. After a reconnect, pushes may have
 * been missed, so they read again then too.
 */
export function useDashboardLiveRefresh(): void {
  const dispatch = useDispatch();
  const userId = useAuth(selectProfile)?.id;
  const refresh = () => dispatch(upcomingApi.util.invalidateTags(['transactions']));
  useSocketEvent(TRANSACTION_CHANGED_EVENT, refresh, {
    joinEvent: userId ? 'resource.subscribe' : undefined,
    joinPayload: userId ? { resource: 'transaction-list', id: userId } : undefined,
    onReconnect: refresh,
  });
}

/** Close, reopen, archive and delete, each sent with the version the row was read at (If-Match). */
export function useLifecycleCommands(): Record<LifecycleAction, (row: DashboardRow) => Promise<unknown>> {
  const [close] = useCloseTransactionMutation();
  const [reopen] = useReopenTransactionMutation();
  const [archive] = useArchiveTransactionMutation();
  const [remove] = useDeleteTransactionMutation();
  const closeAt = sendingVersion(close);
  const reopenAt = sendingVersion(reopen);
  const archiveAt = sendingVersion(archive);
  const removeAt = sendingVersion(remove);
  return {
    close: (row) => closeAt({ id: row.id }, row.version).unwrap(),
    reopen: (row) => reopenAt({ id: row.id }, row.version).unwrap(),
    archive: (row) => archiveAt({ id: row.id }, row.version).unwrap(),
    // Spec 001 §4: a closed deal is refused without force; the dashboard never forces (the 403 says why).
    delete: (row) => removeAt({ id: row.id, force: 'false' }, row.version).unwrap(),
  };
}

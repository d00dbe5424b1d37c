import { Link } from 'react-router-dom';

import { Card } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { cn } from '@/utils/cn';

import { daysUntil, isTaskUrgent, milestoneDueLabel, taskDueLabel } from './dashboard-dates';
import styles from './dashboard.module.css';
import { LoadFailed } from './load-failed';

/** One milestone of the sidebar (the contract's listUpcomingMilestones item). */
export interface UpcomingMilestone {
  id: string;
  transaction_id: string;
  property_address: string | null;
  milestone_name: string;
  due_date: string;
}

/** Spec 001 §9: the sidebar lists show at most 10. */
export const SIDEBAR_LIMIT = 10;

function SidebarEmpty({ title, text }: { title: string; text: string }) {
  return (
    <div className={styles.sidebarEmpty}>
      <p>{title}</p>
      <p>{text}</p>
    </div>
  );
}

function SidebarSkeleton() {
  return (
    <div aria-hidden="true" className={styles.dueList} style={{ gap: 'var(--space-3)' }}>
      {Array.from({ length: 3 }, (_, index) => (
        <Skeleton key={index} height="2.25rem" />
      ))}
    </div>
  );
}

/** One task of the sidebar (the contract's listUpcomingTasks item). */
export interface UpcomingTask {
  id: string;
  transaction_id: string;
  property_address: string | null;
  title: string;
  due_date: string | null;
  completed_at: string | null;
}

interface UpcomingTasksProps {
  tasks: readonly UpcomingTask[] | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  today: string;
  /** Completes (true) or reopens (false) the task; the list reads again after. */
  onToggle: (task: UpcomingTask, done: boolean) => void;
  /** The task being saved, its checkbox disabled meanwhile. */
  busyId: string | null;
}

/** Spec 001 §2.1 Upcoming Tasks: up to 10, each with a checkbox to complete; 'Nd overdue', 'Today' or 'Nd'. */
export function UpcomingTasks({ tasks, loading, failed, onRetry, today, onToggle, busyId }: UpcomingTasksProps) {
  let body;
  if (failed) {
    body = <LoadFailed onRetry={onRetry}>Failed to load upcoming tasks</LoadFailed>;
  } else if (loading || !tasks) {
    body = <SidebarSkeleton />;
  } else if (tasks.length === 0) {
    body = <SidebarEmpty title="No upcoming tasks" text="You're all caught up!" />;
  } else {
    body = (
      <ul className={styles.dueList}>
        {tasks.slice(0, SIDEBAR_LIMIT).map((task) => {
          const label = taskDueLabel(task.due_date, today);
          const days = daysUntil(task.due_date, today);
          return (
            <li key={task.id} className={cn(styles.dueItem, styles.taskItem)}>
              <Checkbox
                className={styles.taskCheck}
                label={
                  <span className={styles.dueText}>
                    <span className={styles.taskTitle}>{task.title}</span>
                    <span className={styles.dueSub}>{task.property_address ?? 'Untitled transaction'}</span>
                  </span>
                }
                checked={task.completed_at !== null}
                disabled={busyId === task.id}
                onCheckedChange={(done) => onToggle(task, done)}
              />
              <span className={styles.taskSide}>
                {label && (
                  <span className={cn(styles.dueLabel, isTaskUrgent(task.due_date, today) && styles.dueUrgent, days !== null && days < 0 && styles.dueOverdue)}>
                    {label}
                  </span>
                )}
                <Link
                  to={paths.agent.detail.href(task.transaction_id, { anchor: 'tasks' })}
                  className={styles.taskOpen}
                  aria-label={`Open the deal of task: ${task.title}`}
                >
                  Open
                </Link>
              </span>
            </li>
          );
        })}
      </ul>
    );
  }
  return (
    <Card title="Upcoming Tasks" headingLevel={2}>
      <div aria-busy={loading || busyId !== null || undefined}>{body}</div>
    </Card>
  );
}

interface UpcomingMilestonesProps {
  milestones: readonly UpcomingMilestone[] | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  today: string;
}

/** Spec 001 §2.1 Upcoming Milestones: up to 10, 'Nd overdue' / 'Today' / 'Nd' when urgent, else a short date. */
export function UpcomingMilestones({ milestones, loading, failed, onRetry, today }: UpcomingMilestonesProps) {
  let body;
  if (failed) {
    body = <LoadFailed onRetry={onRetry}>Failed to load upcoming milestones</LoadFailed>;
  } else if (loading || !milestones) {
    body = <SidebarSkeleton />;
  } else if (milestones.length === 0) {
    body = <SidebarEmpty title="No upcoming milestones" text="All transactions are on track!" />;
  } else {
    body = (
      <ul className={styles.dueList}>
        {milestones.slice(0, SIDEBAR_LIMIT).map((milestone) => {
          const due = milestoneDueLabel(milestone.due_date, today);
          return (
            <li key={milestone.id} className={styles.dueItem}>
              <span className={styles.dueText}>
                <Link to={paths.agent.detail.href(milestone.transaction_id, { anchor: 'timeline' })}>
                  {milestone.milestone_name}
                </Link>
                <span className={styles.dueSub}>{milestone.property_address ?? 'Untitled transaction'}</span>
              </span>
              <span className={cn(styles.dueLabel, due.urgent && styles.dueUrgent, due.overdue && styles.dueOverdue)}>
                {due.text}
              </span>
            </li>
          );
        })}
      </ul>
    );
  }
  return (
    <Card title="Upcoming Milestones" headingLevel={2}>
      <div aria-busy={loading || undefined}>{body}</div>
    </Card>
  );
}

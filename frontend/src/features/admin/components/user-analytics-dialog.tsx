import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDate, formatDateTime } from '@/utils/format';

import type { AdminUserDto as AdminUser, UserAnalyticsDto as UserAnalytics } from '@/shared/api/generated';

import { useGetUserAnalyticsQuery } from '../api/admin-api';
import styles from './admin.module.css';

/** Spec 000 §2 and §3: a user's activity over the last 30 days. */
export function UserAnalyticsDialog({ user, onClose }: { user: AdminUser | null; onClose: () => void }) {
  return (
    <Dialog open={user !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {user && (
        <DialogContent
          size="lg"
          title={`Analytics: ${user.fullName}`}
          description={`${user.email} · last 30 days`}
          footer={
            <DialogClose asChild>
              <Button variant="secondary">Close</Button>
            </DialogClose>
          }
        >
          <AnalyticsBody userId={user.id} />
        </DialogContent>
      )}
    </Dialog>
  );
}

function AnalyticsBody({ userId }: { userId: string }) {
  const { data, isLoading, isError, refetch } = useGetUserAnalyticsQuery({ id: userId });
  if (isError) {
    return (
      <Alert
        tone="error"
        action={
          <Button size="sm" variant="secondary" onClick={() => void refetch()}>
            Retry
          </Button>
        }
      >
        Failed to load analytics
      </Alert>
    );
  }
  if (isLoading || !data) {
    return (
      <div aria-busy="true" className={styles.skeleton}>
        <span role="status" className="visually-hidden">
          Loading analytics…
        </span>
        <Skeleton height="4.5rem" radius="md" />
        <Skeleton height="8rem" radius="md" />
      </div>
    );
  }
  return <AnalyticsView analytics={data} />;
}

function AnalyticsView({ analytics }: { analytics: UserAnalytics }) {
  const days = [...analytics.activityByDay].sort((a, b) => a.date.localeCompare(b.date));
  const busiest = Math.max(1, ...days.map((day) => day.count));
  const topCount = Math.max(1, ...analytics.mostUsedFeatures.map((feature) => feature.count));
  return (
    <div className={styles.analytics}>
      <dl className={styles.analyticsStats}>
        <div className={styles.stat}>
          <dt>Total logins</dt>
          <dd>{analytics.totalLogins}</dd>
        </div>
        <div className={styles.stat}>
          <dt>Avg session</dt>
          <dd>{analytics.avgSessionDurationMinutes} min</dd>
        </div>
        <div className={styles.stat}>
          <dt>Page views</dt>
          <dd>{analytics.totalPageViews}</dd>
        </div>
        <div className={styles.stat}>
          <dt>Last login</dt>
          <dd className={styles.statSmall}>{analytics.lastLogin ? formatDateTime(analytics.lastLogin) : 'Never'}</dd>
        </div>
      </dl>

      <section aria-labelledby="analytics-features">
        <h3 id="analytics-features" className={styles.subTitle}>
          Most used features
        </h3>
        {analytics.mostUsedFeatures.length === 0 ? (
          <p className={styles.muted}>No feature use recorded.</p>
        ) : (
          <ol className={styles.bars}>
            {analytics.mostUsedFeatures.map(({ feature, count }) => (
              <li key={feature} className={styles.bar}>
                <span className={styles.barLabel} title={feature}>
                  {feature}
                </span>
                <span className={styles.barTrack} aria-hidden="true">
                  <span className={styles.barFill} style={{ width: `${(count / topCount) * 100}%` }} />
                </span>
                <span className={styles.barValue}>{count}</span>
              </li>
            ))}
          </ol>
        )}
      </section>

      <section aria-labelledby="analytics-days">
        <h3 id="analytics-days" className={styles.subTitle}>
          Activity by day
        </h3>
        {days.length === 0 ? (
          <p className={styles.muted}>No activity in the last 30 days.</p>
        ) : (
          <ol className={styles.bars}>
            {days.map((day) => (
              <li key={day.date} className={styles.bar}>
                <span>{formatDate(day.date)}</span>
                <span className={styles.barTrack} aria-hidden="true">
                  <span className={styles.barFill} style={{ width: `${(day.count / busiest) * 100}%` }} />
                </span>
                <span className={styles.barValue}>
                  {day.count}
                  <span className="visually-hidden"> events</span>
                </span>
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}

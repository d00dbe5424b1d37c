import { Card } from '@/components/ui/card';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/utils/cn';

import type { StatusFilter } from './dashboard-filters';
import {
  METRIC_VIEW_LABELS,
  METRIC_VIEWS,
  TILE_STATUS_FILTER,
  type DashboardMetrics,
  type MetricView,
} from './dashboard-metrics';
import styles from './dashboard.module.css';

/** Spec 001 §9: currency in US dollars with no decimals. */
const dollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
});
const deals = (n: number) => `${n} ${n === 1 ? 'deal' : 'deals'}`;

interface PerformanceMetricsProps {
  metrics: DashboardMetrics | null;
  view: MetricView;
  onViewChange: (view: MetricView) => void;
  /** The status filter in effect, so the tile that set it shows as chosen. */
  status: StatusFilter;
  onStatus: (status: StatusFilter) => void;
}

interface Tile {
  key: string;
  label: string;
  value: string;
  note?: string;
  status?: StatusFilter;
}

/** Spec 001 §2.1: the view toggle and five tiles; three of them set the status filter. */
export function PerformanceMetrics({ metrics, view, onViewChange, status, onStatus }: PerformanceMetricsProps) {
  const tiles: Tile[] = metrics
    ? [
        {
          key: 'pending',
          label: 'Pending Volume',
          value: dollars.format(Math.round(metrics.pendingVolume)),
          note: deals(metrics.pendingCount),
          status: TILE_STATUS_FILTER.pendingVolume,
        },
        {
          key: 'closed',
          label: 'Closed Volume',
          value: dollars.format(Math.round(metrics.closedVolume)),
          note: deals(metrics.closedCount),
          status: TILE_STATUS_FILTER.closedVolume,
        },
        { key: 'active', label: 'Active Deals', value: String(metrics.activeDeals), status: TILE_STATUS_FILTER.activeDeals },
        { key: 'urgent', label: 'Urgent Tasks', value: String(metrics.urgentTasks), note: 'Overdue or due in 3 days' },
        { key: 'upcoming', label: 'Upcoming', value: String(metrics.upcoming), note: 'Milestones in the next 3 days' },
      ]
    : [];
  return (
    <Card
      title="Performance Metrics"
      actions={
        // A toggle, not tabs: the same tiles show another period, no panel is swapped.
        <div role="group" aria-label="Metrics period" className={styles.quickActions}>
          {METRIC_VIEWS.map((option) => (
            <Button
              key={option}
              size="sm"
              variant={view === option ? 'primary' : 'secondary'}
              aria-pressed={view === option}
              onClick={() => onViewChange(option)}
            >
              {METRIC_VIEW_LABELS[option]}
            </Button>
          ))}
        </div>
      }
    >
      <ul className={styles.tiles} aria-busy={metrics === null || undefined}>
        {metrics === null
          ? Array.from({ length: 5 }, (_, index) => (
              <li key={index} className={styles.tile}>
                <Skeleton width="6rem" height="0.875rem" />
                <Skeleton width="5rem" height="1.75rem" />
              </li>
            ))
          : tiles.map((tile) => {
              const body = (
                <>
                  <span className={styles.tileLabel}>{tile.label}</span>
                  <span className={styles.tileValue}>{tile.value}</span>
                  {tile.note && <span className={styles.tileNote}>{tile.note}</span>}
                </>
              );
              const filterStatus = tile.status;
              return (
                <li key={tile.key}>
                  {filterStatus ? (
                    <button
                      type="button"
                      className={cn(styles.tile, status === filterStatus && styles.tileSelected)}
                      aria-pressed={status === filterStatus}
                      onClick={() => onStatus(filterStatus)}
                    >
                      {body}
                    </button>
                  ) : (
                    <div className={styles.tile}>{body}</div>
                  )}
                </li>
              );
            })}
      </ul>
    </Card>
  );
}

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';

import { useGetAdminStatsQuery } from '../api/admin-api';
import styles from './admin.module.css';

const TILES = [
  { key: 'totalUsers', label: 'Total Users' },
  { key: 'agents', label: 'Agents' },
  { key: 'clients', label: 'Clients' },
  { key: 'totalTransactions', label: 'Total Transactions' },
] as const;

/** Spec 000 §2: the System Statistics strip. */
export function StatsStrip() {
  const { data, isLoading, isError, refetch } = useGetAdminStatsQuery();
  return (
    <section aria-labelledby="admin-stats-title" aria-busy={isLoading || undefined}>
      <h2 id="admin-stats-title" className={styles.statsTitle}>
        System Statistics
      </h2>
      {isError ? (
        <Alert
          tone="error"
          action={
            <Button size="sm" variant="secondary" onClick={() => void refetch()}>
              Retry
            </Button>
          }
        >
          Failed to load statistics
        </Alert>
      ) : (
        <dl className={styles.stats}>
          {TILES.map((tile) => (
            <div key={tile.key} className={styles.stat}>
              <dt>{tile.label}</dt>
              <dd>{isLoading || !data ? <Skeleton width="3rem" height="2rem" /> : data[tile.key].toLocaleString()}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}

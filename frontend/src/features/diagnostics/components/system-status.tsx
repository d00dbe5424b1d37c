import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';

import { Badge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import type { ReadinessDto } from '@/shared/api/generated';
import { useSocketStatus } from '@/shared/api/use-socket';

import { useGetReadinessQuery } from '../api/diagnostics-api';
import styles from './system-status.module.css';

const liveLabels = { connected: 'Connected', connecting: 'Connecting…', offline: 'Offline' } as const;
const liveTones = { connected: 'success', connecting: 'warning', offline: 'danger' } as const;

/** GET /api/health/ready answers 503 with the same body when a dependency is down. */
function readinessOf(data: ReadinessDto | undefined, error: FetchBaseQueryError | SerializedError | undefined) {
  if (data) return data;
  if (error && 'status' in error && error.status === 503) return error.data as ReadinessDto;
  return undefined;
}

/** API readiness (database, Redis) and the state of the live connection. */
export function SystemStatus() {
  const { data, error, isLoading } = useGetReadinessQuery(undefined, { pollingInterval: 30_000 });
  const readiness = readinessOf(data, error);
  const live = useSocketStatus();
  const pending = <Skeleton width="3.5rem" height="1.25rem" radius="full" />;

  const check = (state: 'up' | 'down' | undefined) => {
    if (isLoading) return pending;
    if (!state) return <Badge tone="neutral">Unknown</Badge>;
    return state === 'up' ? <Badge tone="success">Up</Badge> : <Badge tone="danger">Down</Badge>;
  };

  const api = isLoading ? (
    pending
  ) : !readiness ? (
    <Badge tone="danger">Unreachable</Badge>
  ) : readiness.status === 'ok' ? (
    <Badge tone="success">Ready</Badge>
  ) : (
    <Badge tone="warning">Degraded</Badge>
  );

  return (
    <div className={styles.status}>
      <dl className={styles.list}>
        <div className={styles.row}>
          <dt>API</dt>
          <dd>{api}</dd>
        </div>
        <div className={styles.row}>
          <dt>Database</dt>
          <dd>{check(readiness?.checks.database)}</dd>
        </div>
        <div className={styles.row}>
          <dt>Redis</dt>
          <dd>{check(readiness?.checks.redis)}</dd>
        </div>
        <div className={styles.row}>
          <dt>Live updates</dt>
          <dd>
            <Badge tone={liveTones[live]}>{liveLabels[live]}</Badge>
          </dd>
        </div>
      </dl>
      {!isLoading && !readiness && (
        <p className={styles.note}>The readiness check did not answer; it is retried every 30 seconds.</p>
      )}
    </div>
  );
}

import { Skeleton } from '@/components/ui/skeleton';

import styles from './dashboard.module.css';

/** The loading placeholder of Your Transactions: row-shaped blocks, announced once as loading. */
export function TransactionsSkeleton() {
  return (
    <div role="status" className={styles.rows}>
      <span className="visually-hidden">Loading transactions…</span>
      {Array.from({ length: 4 }, (_, index) => (
        <div key={index} className={styles.skeletonRow} aria-hidden="true">
          <Skeleton width="5rem" height="3.75rem" radius="md" />
          <div className={styles.skeletonLines}>
            <Skeleton width="60%" height="1.125rem" />
            <Skeleton width="40%" />
            <Skeleton width="50%" />
          </div>
        </div>
      ))}
    </div>
  );
}

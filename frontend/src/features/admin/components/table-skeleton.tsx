import { Skeleton } from '@/components/ui/skeleton';

import styles from './admin.module.css';

/** Stands in for a table or list while it loads; announced once as "Loading …". */
export function ListSkeleton({ label, rows = 4 }: { label: string; rows?: number }) {
  return (
    <div className={styles.skeleton} aria-busy="true">
      <span role="status" className="visually-hidden">
        {label}
      </span>
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className={styles.skeletonRow}>
          <Skeleton width="30%" height="1rem" />
          <Skeleton width="20%" height="1rem" />
          <Skeleton width="15%" height="1rem" />
          <Skeleton width="25%" height="1rem" />
        </div>
      ))}
    </div>
  );
}

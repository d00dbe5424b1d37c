import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';

import { LoadingScreen } from '@/components/ui/loading-screen';

import { usePageLoading } from './page-loads';
import styles from './root-layout.module.css';
import { RouteErrorBoundary } from './route-error-boundary';
import { ScrollMemory } from './scroll-memory';

export function RootLayout() {
  const loading = usePageLoading();
  return (
    <>
      {/* While the next page's code loads, the current page stays and a thin bar shows progress. */}
      {loading && <div className={styles.progress} aria-hidden="true" />}
      <RouteErrorBoundary>
        <Suspense fallback={<LoadingScreen />}>
          <Outlet />
        </Suspense>
      </RouteErrorBoundary>
      <ScrollMemory />
    </>
  );
}

import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';

import { LoadingScreen } from '@/components/ui/loading-screen';

import { usePageLoading } from './page-loads';
import styles from './root-layout.module.css';
import { RouteErrorBoundary } from './route-error-boundary';
import { ScrollMemory } from './scroll-memory';

/**
 * While the next page's code loads, the current page stays and a thin bar shows progress. A component
 * of its own, so the count changing re-renders only the bar: an update reaching the layout while the
 * prerendered home page hydrates would make React drop the page's HTML and render it again from the
 * loading screen (issue 23: the h1 was replaced after every first visit).
 */
function PageLoadProgress() {
  return usePageLoading() ? <div className={styles.progress} aria-hidden="true" /> : null;
}

export function RootLayout() {
  return (
    <>
      <PageLoadProgress />
      <RouteErrorBoundary>
        <Suspense fallback={<LoadingScreen />}>
          <Outlet />
        </Suspense>
      </RouteErrorBoundary>
      <ScrollMemory />
    </>
  );
}

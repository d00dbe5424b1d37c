import { Suspense } from 'react';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router-dom';

import { LoadingScreen } from '@/components/ui/loading-screen';

import styles from './root-layout.module.css';

export function RootLayout() {
  const navigation = useNavigation();
  return (
    <>
      {/* While the next page's code loads, the current page stays and a thin bar shows progress. */}
      {navigation.state !== 'idle' && <div className={styles.progress} aria-hidden="true" />}
      <Suspense fallback={<LoadingScreen />}>
        <Outlet />
      </Suspense>
      {/* Every fresh page load has the history key 'default', whatever its address: keyed by path
          then, so a page opened in the same tab does not inherit the last page's scroll position. */}
      <ScrollRestoration getKey={(location) => (location.key === 'default' ? location.pathname : location.key)} />
    </>
  );
}

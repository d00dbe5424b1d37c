import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';

import { DocumentTitle } from '@/components/document-title';
import { CenteredLayout } from '@/components/layouts/centered-layout';
import { Button, buttonClassName } from '@/components/ui/button';
import { paths } from '@/config/paths';

import styles from './status-page.module.css';

/** A page's code failed to load (often a new release replaced its chunk) or a page crashed. */
export function RouteErrorPage() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : null;
  return (
    <CenteredLayout>
      <DocumentTitle title="Something went wrong" />
      <div className={styles.panel}>
        {status && <p className={styles.code}>{status}</p>}
        <h1 className={styles.title}>Something went wrong</h1>
        <p className={styles.text}>
          This page could not be shown. Reloading usually fixes it; if it keeps happening, please contact support.
        </p>
        <div className={styles.actions}>
          <Button onClick={() => window.location.reload()}>Try again</Button>
          <Link to={paths.home.href()} className={buttonClassName({ variant: 'secondary' })}>
            Go to the home page
          </Link>
        </div>
      </div>
    </CenteredLayout>
  );
}

import { Link } from 'react-router-dom';

import { DocumentTitle } from '@/components/document-title';
import { CenteredLayout } from '@/components/layouts/centered-layout';
import { buttonClassName } from '@/components/ui/button-class';
import { paths } from '@/config/paths';

import styles from '@/components/layouts/status-panel.module.css';

/** A page's code failed to load (often a new release replaced its chunk) or a page crashed. */
export function RouteErrorPage() {
  return (
    <CenteredLayout>
      <DocumentTitle title="Something went wrong" />
      <div className={styles.panel}>
        <h1 className={styles.title}>Something went wrong</h1>
        <p className={styles.text}>
          This page could not be shown. Reloading usually fixes it; if it keeps happening, please contact support.
        </p>
        <div className={styles.actions}>
          {/* A plain button: the error page ships in the entry chunk, without the Button's Slot. */}
          <button type="button" className={buttonClassName()} onClick={() => window.location.reload()}>
            Try again
          </button>
          <Link to={paths.home.href()} className={buttonClassName({ variant: 'secondary' })}>
            Go to the home page
          </Link>
        </div>
      </div>
    </CenteredLayout>
  );
}

import { Link, useLocation } from 'react-router-dom';

import { DocumentTitle } from '@/components/document-title';
import { CenteredLayout } from '@/components/layouts/centered-layout';
import { buttonClassName } from '@/components/ui/button-class';
import { paths } from '@/config/paths';

import styles from '@/components/layouts/status-panel.module.css';

export default function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <CenteredLayout>
      <DocumentTitle title="Page not found" />
      <div className={styles.panel}>
        <p className={styles.code}>404</p>
        <h1 className={styles.title}>Page not found</h1>
        <p className={styles.text}>
          We couldn’t find <code className={styles.path}>{pathname}</code>. The link may be old, or the page may have moved.
        </p>
        <div className={styles.actions}>
          <Link to={paths.home.href()} className={buttonClassName()}>
            Go to the home page
          </Link>
        </div>
      </div>
    </CenteredLayout>
  );
}

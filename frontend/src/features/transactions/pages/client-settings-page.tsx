import { Link } from 'react-router-dom';

import { ChangePasswordCard } from '@/components/account/change-password-card';
import { NotificationSwitchesCard } from '@/components/account/notification-switches-card';
import { DataPrivacyModal } from '@/components/data-privacy-modal';
import { DocumentTitle } from '@/components/document-title';
import { ClientLayout } from '@/components/layouts/area-layouts';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClassName } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useGetMeQuery } from '@/shared/api/generated';

import styles from './client-settings-page.module.css';

/** Spec 002 §8 "Settings". */
const LOAD_FAILED = 'Failed to load settings data';

/**
 * The client's Account Settings (spec 002 §2 "Account Settings", issue 22 item 6), reached from the
 * portal header's Settings: their full name and e-mail, Change Password (the agents' form and endpoint,
 * 6+ characters; it asks for the current password: ADR 0051) and Data Privacy Requests.
 */
export default function ClientSettingsPage() {
  const me = useGetMeQuery();
  return (
    <ClientLayout>
      <DocumentTitle title="Account Settings" />
      <PageHeader
        title="Account Settings"
        description="Your details, your password and your privacy requests."
        actions={
          <Link to={paths.client.dashboard.href()} className={buttonClassName({ variant: 'secondary', size: 'sm' })}>
            Back to Dashboard
          </Link>
        }
      />
      <div className={styles.column}>
        {me.isError ? (
          <Alert
            tone="error"
            title={LOAD_FAILED}
            action={
              <Button variant="secondary" size="sm" onClick={() => void me.refetch()}>
                Retry
              </Button>
            }
          />
        ) : (
          <Card title="Your Information">
            {me.data ? (
              <dl className={styles.details}>
                <div className={styles.detail}>
                  <dt>Full Name</dt>
                  <dd>{me.data.fullName}</dd>
                </div>
                <div className={styles.detail}>
                  <dt>Email</dt>
                  <dd>{me.data.email}</dd>
                </div>
              </dl>
            ) : (
              <div aria-busy="true" aria-label="Loading your information…">
                <Skeleton height="3rem" radius="md" />
              </div>
            )}
          </Card>
        )}
        <ChangePasswordCard />
        <NotificationSwitchesCard />
        <Card title="Data Privacy Requests" description="Ask for a copy of your personal data, or for its deletion.">
          <div>
            <DataPrivacyModal />
          </div>
        </Card>
      </div>
    </ClientLayout>
  );
}

import { useState } from 'react';
import { Link } from 'react-router-dom';

import { ChangePasswordCard } from '@/components/account/change-password-card';
import { NotificationSwitchesCard } from '@/components/account/notification-switches-card';
import { DataPrivacyModal } from '@/components/data-privacy-modal';
import { DocumentTitle } from '@/components/document-title';
import { AgentLayout } from '@/components/layouts/area-layouts';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClassName } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { CalendarLinksDialog } from '@/components/calendar/calendar-links';
import { EducationPromptsLibrary } from '@/components/education/education-prompts-library';
import { useGetMeQuery, useListMyClientsQuery } from '@/shared/api/generated';

import { RegisteredClientsCard } from '../components/clients/registered-clients-card';
import { AgentInfoCard } from '../components/settings/agent-info-card';
import styles from '../components/settings/settings.module.css';

/** Spec 001 §8. */
const LOAD_FAILED = 'Failed to load settings data';

/**
 * Agent account settings (/dashboard/agent/settings, spec 001 §2.5): agent information, change
 * password, the education library entry point, data privacy requests, Registered Clients and the
 * quick actions. The profile and the client list load together; either failing shows one error
 * with Retry.
 */
export default function AgentSettingsPage() {
  const me = useGetMeQuery();
  // Deals made elsewhere (the wizard, another tab) link clients: the list is read afresh on each visit.
  const clients = useListMyClientsQuery(undefined, { refetchOnMountOrArgChange: true, refetchOnFocus: true });
  const failed = me.isError || clients.isError;
  const [libraryOpen, setLibraryOpen] = useState(false);
  const [calendarOpen, setCalendarOpen] = useState(false);
  const retry = () => {
    if (me.isError) void me.refetch();
    if (clients.isError) void clients.refetch();
  };

  return (
    <AgentLayout>
      <DocumentTitle title="Account Settings" />
      <PageHeader title="Account Settings" description="Your agent profile, password, clients and privacy requests." />
      {failed ? (
        <Alert
          tone="error"
          title={LOAD_FAILED}
          action={
            <Button variant="secondary" size="sm" onClick={retry}>
              Retry
            </Button>
          }
        />
      ) : (
        <div className={styles.layout}>
          <div className={styles.column}>
            {me.data ? <AgentInfoCard profile={me.data} /> : <CardSkeleton title="Agent Information" label="Loading your information…" />}
            <ChangePasswordCard />
            <NotificationSwitchesCard />
            {clients.data ? (
              <RegisteredClientsCard clients={clients.data} />
            ) : (
              <CardSkeleton title="Registered Clients" label="Loading your clients…" rows={3} />
            )}
          </div>
          <div className={styles.column}>
            <Card title="Quick Actions">
              <div className={styles.actions}>
                <Link className={buttonClassName({ variant: 'secondary', fullWidth: true })} to={paths.agent.dashboard.href()}>
                  Back to Dashboard
                </Link>
                <Link className={buttonClassName({ variant: 'primary', fullWidth: true })} to={paths.agent.newTransaction.href()}>
                  New Transaction
                </Link>
              </div>
            </Card>
            <Card title="Education Prompts Library" description="The texts your clients read about each milestone.">
              <Button variant="secondary" onClick={() => setLibraryOpen(true)}>
                Open Library
              </Button>
              <EducationPromptsLibrary open={libraryOpen} onClose={() => setLibraryOpen(false)} />
            </Card>
            <Card title="Calendar Subscription" description="Your deal milestones in Google Calendar, Apple Calendar or Outlook.">
              <Button variant="secondary" onClick={() => setCalendarOpen(true)}>
                Manage Calendar Links
              </Button>
              <CalendarLinksDialog open={calendarOpen} onClose={() => setCalendarOpen(false)} />
            </Card>
            <Card title="Data Privacy" description="Ask for a copy of your personal data, or for its deletion.">
              <DataPrivacyModal />
            </Card>
          </div>
        </div>
      )}
    </AgentLayout>
  );
}

function CardSkeleton({ title, label, rows = 4 }: { title: string; label: string; rows?: number }) {
  return (
    <Card title={title}>
      <div className={styles.skeleton} aria-busy="true">
        <span role="status" className="visually-hidden">
          {label}
        </span>
        {Array.from({ length: rows }, (_, index) => (
          <Skeleton key={index} width={`${80 - index * 12}%`} height="1rem" />
        ))}
      </div>
    </Card>
  );
}

import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';

import { DocumentTitle } from '@/components/document-title';
import { AdminLayout } from '@/components/layouts/area-layouts';
import { Button, buttonClassName } from '@/components/ui/button';
import { ExternalLinkIcon } from '@/components/ui/icons';
import { PageHeader } from '@/components/ui/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { paths } from '@/config/paths';
import { trackFeature } from '@/shared/auth/activity';
import { useSignOut } from '@/shared/auth/use-sign-out';

import styles from '../components/admin.module.css';
import { AuditTab } from '../components/audit-tab';
import { DataRequestsTab } from '../components/data-requests-tab';
import { FeedbackTab } from '../components/feedback-tab';
import { InviteCodesTab } from '../components/invite-codes-tab';
import { LeadsTab } from '../components/leads-tab';
import { StatsStrip } from '../components/stats-strip';
import { TransactionsTab } from '../components/transactions-tab';
import { UsersTab } from '../components/users-tab';

const TABS = [
  { value: 'users', label: 'Users', Panel: UsersTab },
  { value: 'transactions', label: 'Transactions', Panel: TransactionsTab },
  { value: 'feedback', label: 'Feedback', Panel: FeedbackTab },
  { value: 'invite-codes', label: 'Invite Codes', Panel: InviteCodesTab },
  { value: 'data-requests', label: 'Data Requests', Panel: DataRequestsTab },
  { value: 'audit', label: 'Audit', Panel: AuditTab },
  { value: 'leads', label: 'Leads', Panel: LeadsTab },
] as const;

type TabValue = (typeof TABS)[number]['value'];
const isTab = (value: string | null): value is TabValue => TABS.some((tab) => tab.value === value);

/**
 * Bull Board is a server-rendered page opened by link: sign-in and refresh set the access token in
 * an httpOnly cookie scoped to this path (ADR 0005), so the link works on its own.
 */
const BULL_BOARD_PATH = '/admin/queues';

/** Spec 000 §2 Admin dashboard: header, System Statistics, and one tab per area. */
export default function AdminDashboardPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const tab: TabValue = isTab(requested) ? requested : 'users';
  const signOut = useSignOut();
  const [signingOut, setSigningOut] = useState(false);

  return (
    <AdminLayout>
      <DocumentTitle title="Admin Dashboard" />
      <PageHeader
        title="Admin Dashboard"
        description="Run the platform: people, transactions, feedback, invitations and privacy requests."
        actions={
          <>
            <Link to={paths.home.href()} className={buttonClassName({ variant: 'secondary' })}>
              Home
            </Link>
            <Button
              variant="secondary"
              loading={signingOut}
              loadingText="Signing out..."
              onClick={() => {
                setSigningOut(true);
                void signOut(paths.home.href());
              }}
            >
              Sign out
            </Button>
          </>
        }
      />
      <div className={styles.page}>
        <StatsStrip />
        <nav aria-label="Operations tools" className={styles.tools}>
          <span>Operations:</span>
          <Link to={paths.admin.diagnostics.href()} className={styles.toolLink}>
            Diagnostics
          </Link>
          <a href={BULL_BOARD_PATH} target="_blank" rel="noopener" className={styles.toolLink}>
            Bull Board (job queues)
            <ExternalLinkIcon size={14} />
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </nav>
        <Tabs
          value={tab}
          onValueChange={(value) => {
            trackFeature(`admin.tab.${value}`);
            setSearchParams(value === 'users' ? {} : { tab: value }, { replace: true });
          }}
        >
          <TabsList aria-label="Admin areas">
            {TABS.map(({ value, label }) => (
              <TabsTrigger key={value} value={value}>
                {label}
              </TabsTrigger>
            ))}
          </TabsList>
          {TABS.map(({ value, Panel }) => (
            <TabsContent key={value} value={value}>
              <Panel />
            </TabsContent>
          ))}
        </Tabs>
      </div>
    </AdminLayout>
  );
}

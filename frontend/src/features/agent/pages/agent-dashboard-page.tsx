import { Link } from 'react-router-dom';

import { AgentLayout } from '@/components/layouts/area-layouts';
import { ScreenPlaceholder } from '@/components/screen-placeholder';
import { buttonClassName } from '@/components/ui/button';
import { paths } from '@/config/paths';

export default function AgentDashboardPage() {
  return (
    <AgentLayout>
      <ScreenPlaceholder
        title="Agent Dashboard"
        description="Your deals at a glance: how the pipeline performs, every transaction, and what needs attention next."
        actions={
          <Link to={paths.agent.newTransaction.href()} className={buttonClassName()}>
            New Transaction
          </Link>
        }
        planned={[
          'Quick actions: New Transaction, Education Library, Give Feedback, Vendor Library',
          'Performance metrics for the quarter, year to date or all time: pending and closed volume, active deals, urgent tasks, upcoming dates',
          'Your Transactions, filtered by status, side and closing window and sorted by next milestone, newest or closing date; filters stay in the link',
          'Each deal with its status, side, client, next milestone and progress, with Close, Reopen and Delete',
          'Upcoming tasks and milestones, with overdue ones called out',
          'Platform feedback and the education prompt library',
        ]}
      />
    </AgentLayout>
  );
}

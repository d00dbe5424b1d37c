import { useState } from 'react';
import { Link } from 'react-router-dom';

import { AgentLayout } from '@/components/layouts/area-layouts';
import { ScreenPlaceholder } from '@/components/screen-placeholder';
import { Button, buttonClassName } from '@/components/ui/button';
import { paths } from '@/config/paths';

import { FeedbackPanel } from '../components/feedback-panel';

const FEEDBACK_PANEL_ID = 'platform-feedback-panel';

export default function AgentDashboardPage() {
  // Spec 001 §2.1: the Give Feedback quick action toggles the feedback panel.
  const [feedbackOpen, setFeedbackOpen] = useState(false);
  return (
    <AgentLayout>
      <ScreenPlaceholder
        title="Agent Dashboard"
        description="Your deals at a glance: how the pipeline performs, every transaction, and what needs attention next."
        actions={
          <>
            <Button
              variant="secondary"
              aria-expanded={feedbackOpen}
              aria-controls={feedbackOpen ? FEEDBACK_PANEL_ID : undefined}
              onClick={() => setFeedbackOpen((open) => !open)}
            >
              Give Feedback
            </Button>
            <Link to={paths.agent.newTransaction.href()} className={buttonClassName()}>
              New Transaction
            </Link>
          </>
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
      {feedbackOpen && (
        <div style={{ marginTop: 'var(--space-6)' }}>
          <FeedbackPanel id={FEEDBACK_PANEL_ID} />
        </div>
      )}
    </AgentLayout>
  );
}

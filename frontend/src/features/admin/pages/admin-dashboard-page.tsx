import { Link } from 'react-router-dom';

import { AdminLayout } from '@/components/layouts/area-layouts';
import { ScreenPlaceholder } from '@/components/screen-placeholder';
import { buttonClassName } from '@/components/ui/button';
import { paths } from '@/config/paths';

export default function AdminDashboardPage() {
  return (
    <AdminLayout>
      <ScreenPlaceholder
        title="Admin Dashboard"
        description="Run the platform: people, transactions, feedback, invitations and privacy requests."
        actions={
          <Link to={paths.admin.diagnostics.href()} className={buttonClassName({ variant: 'secondary' })}>
            Open diagnostics
          </Link>
        }
        planned={[
          'System statistics: users, agents, clients and transactions',
          'Users: roles, activity over the last 30 days, role changes and account deletion',
          'Transactions across all agents, including deleted ones',
          'Feedback triage with status and admin notes',
          'Invite codes: create, copy and track their use',
          'Data privacy requests: access and deletion',
        ]}
      />
    </AdminLayout>
  );
}

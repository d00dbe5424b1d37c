import { Link, useSearchParams } from 'react-router-dom';

import { AgentLayout } from '@/components/layouts/area-layouts';
import { PlaceholderFacts, ScreenPlaceholder } from '@/components/screen-placeholder';
import { buttonClassName } from '@/components/ui/button';
import { paths, transactionIdFrom } from '@/config/paths';

export default function TransactionDetailPage() {
  const [searchParams] = useSearchParams();
  const transactionId = transactionIdFrom(searchParams);
  return (
    <AgentLayout>
      <ScreenPlaceholder
        title="Transaction Detail"
        description="Manage all aspects of this deal: timeline, documents, contacts, tasks and messages with your client."
        actions={
          transactionId && (
            <Link
              to={paths.client.dashboard.href({ transactionId, preview: true })}
              className={buttonClassName({ variant: 'secondary' })}
            >
              Preview as Client
            </Link>
          )
        }
        context={
          <PlaceholderFacts
            facts={[['Selected transaction', transactionId ?? 'None yet: your first transaction will be selected automatically']]}
          />
        }
        planned={[
          'A transaction picker; the selection is kept in the link',
          'Property header, client details and summary tiles for milestones, documents, contacts, tasks and messages',
          'Timeline, tasks, documents, key contacts, vendors and utilities',
          'Financial, HOA, title, closing and possession details, each editable in place',
          'Messages and client check-ins',
          'Close, reopen or delete the deal, and the Home Vault once it has closed',
        ]}
      />
    </AgentLayout>
  );
}

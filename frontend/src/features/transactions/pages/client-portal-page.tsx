import { Link, useSearchParams } from 'react-router-dom';

import { DataPrivacyModal } from '@/components/data-privacy-modal';
import { ClientLayout } from '@/components/layouts/area-layouts';
import { PlaceholderFacts, ScreenPlaceholder } from '@/components/screen-placeholder';
import { Alert } from '@/components/ui/alert';
import { paths, transactionIdFrom } from '@/config/paths';

import styles from './client-portal-page.module.css';

export default function ClientPortalPage() {
  const [searchParams] = useSearchParams();
  const transactionId = transactionIdFrom(searchParams);
  const preview = searchParams.get('mode') === 'preview';
  return (
    <ClientLayout>
      {preview && (
        <Alert
          tone="info"
          title="Previewing Client View (Read-Only)"
          action={<Link to={paths.agent.detail.href(transactionId ?? undefined)}>Back to Agent Dashboard</Link>}
          className={styles.banner}
        />
      )}
      <ScreenPlaceholder
        title="Your Transaction"
        description="Everything about your purchase or sale in one place, kept in sync with your agent."
        // Spec 002 §2: the client's account settings hold a Data Privacy Requests entry; disabled in preview.
        actions={preview ? undefined : <DataPrivacyModal />}
        context={
          <PlaceholderFacts
            facts={[
              ['Transaction', transactionId ?? 'Chosen for you, or pick from your transactions'],
              ['Mode', preview ? 'Agent preview (read-only)' : 'Client'],
            ]}
          />
        }
        planned={[
          'Your agent’s contact card',
          'Progress with a What’s Next timeline and Learn More explanations',
          'Your tasks, documents and key contacts',
          'Utilities, insurance and home warranty for buyers',
          'Messages with your agent and quick check-ins',
          'A Home Vault link once the deal has closed',
        ]}
      />
    </ClientLayout>
  );
}

import { DocumentTitle } from '@/components/document-title';
import { AdminLayout } from '@/components/layouts/area-layouts';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';

import { PingForm } from '../components/ping-form';
import { PingTable } from '../components/ping-table';
import { SubscriptionsPanel } from '../components/subscriptions-panel';
import { SystemStatus } from '../components/system-status';
import styles from './diagnostics-page.module.css';

/**
 * Proves the whole path end to end: a ping is stored through the API, a worker acknowledges it,
 * and the acknowledgement comes back over Socket.IO without a reload.
 */
export default function DiagnosticsPage() {
  return (
    <AdminLayout>
      <DocumentTitle title="Diagnostics" />
      <PageHeader
        eyebrow="Admin"
        title="Diagnostics"
        description="Send a ping to check the round trip: the API stores it, a worker acknowledges it, and the acknowledgement appears here live."
      />
      <div className={styles.grid}>
        <div className={styles.main}>
          <Card title="Send a ping">
            <PingForm />
          </Card>
          <Card title="Recent pings" description="Newest first, up to 50.">
            <PingTable />
          </Card>
          <Card title="Subscriptions" description="How far each async reader of the event log is behind, and the events it gave up on.">
            <SubscriptionsPanel />
          </Card>
        </div>
        <Card title="System status" className={styles.aside}>
          <SystemStatus />
        </Card>
      </div>
    </AdminLayout>
  );
}

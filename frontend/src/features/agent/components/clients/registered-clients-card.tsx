import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Table, type TableColumn } from '@/components/ui/table';
import { useListSentClientInvitationsQuery, type ClientDto } from '@/shared/api/generated';
import { NOT_SET } from '@/shared/fields/field-format';
import { formatDate } from '@/utils/format';

import { CreateClientModal } from './create-client-modal';
import styles from './registered-clients-card.module.css';

const columns: readonly TableColumn<ClientDto>[] = [
  { key: 'name', header: 'Name', cell: (client) => client.full_name, isRowHeader: true },
  { key: 'email', header: 'Email', cell: (client) => <a href={`mailto:${client.email}`}>{client.email}</a> },
  { key: 'phone', header: 'Phone', cell: (client) => client.phone ?? NOT_SET },
  { key: 'added', header: 'Added', cell: (client) => formatDate(client.created_at) },
];

/**
 * Spec 001 §2.5 Registered Clients: the count, and each client's name, email, phone and the date
 * added (the server answers them unique and sorted by name). Add Client opens the same modal as
 * the dashboard's. Invitations still waiting for the client's answer are listed by address below
 * (ADR 0039): the client joins the table once they accept.
 */
export function RegisteredClientsCard({ clients }: { clients: readonly ClientDto[] }) {
  const [adding, setAdding] = useState(false);
  const invitations = useListSentClientInvitationsQuery().data ?? [];
  const addButton = (
    <Button variant="secondary" onClick={() => setAdding(true)}>
      Add Client
    </Button>
  );
  return (
    <Card title={`Registered Clients (${clients.length})`} actions={clients.length > 0 ? addButton : undefined}>
      <Table
        caption="Registered clients"
        hideCaption
        columns={columns}
        rows={clients}
        getRowKey={(client) => client.id}
        empty={
          <EmptyState
            titleAs="p"
            title="No clients yet"
            description="Clients you create, or who accept your invitation, appear here."
            action={addButton}
          />
        }
      />
      {invitations.length > 0 && (
        <section aria-labelledby="clients-invited" className={styles.invited}>
          <h3 id="clients-invited" className={styles.invitedTitle}>
            Invited, waiting for an answer ({invitations.length})
          </h3>
          <ul className={styles.invitedList}>
            {invitations.map((invitation) => (
              <li key={invitation.client_id}>
                <span className={styles.email}>{invitation.email}</span> <span className={styles.muted}>invited {formatDate(invitation.requested_at)}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
      <CreateClientModal open={adding} onClose={() => setAdding(false)} variant="dashboard" />
    </Card>
  );
}

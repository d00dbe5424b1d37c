import { useState } from 'react';

import { ContactDialog, DeleteContactDialog, type ContactDeal } from '@/components/contacts/contact-dialog';
import { ContactList } from '@/components/contacts/contact-list';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { useListTransactionContactsQuery, type TransactionContactDto } from '@/shared/api/generated';

import { DealPanel, PanelList } from '../detail/deal-panels';
import { useDealView } from '../detail/deal-view';

/**
 * Spec 002 §2 Key Contacts, ordered by role then created_at by the API; 'No contacts added' when empty
 * (§8). Given the deal (the agent's detail screen), its agent adds, edits and deletes them (ADR 0048);
 * the client portal and the preview read what ADR 0036 lets a client see.
 */
export function ContactsPanel({ transactionId, deal }: { transactionId: string; deal?: ContactDeal }) {
  const contacts = useListTransactionContactsQuery({ id: transactionId, view: useDealView() });
  const [editing, setEditing] = useState<{ contact: TransactionContactDto | null } | null>(null);
  const [deleting, setDeleting] = useState<TransactionContactDto | null>(null);
  return (
    <DealPanel
      id="contacts"
      title="Key Contacts"
      action={
        deal && (
          <Button size="sm" variant="secondary" onClick={() => setEditing({ contact: null })}>
            Add Contact
          </Button>
        )
      }
    >
      <PanelList query={contacts} failure="Failed to load contacts" empty={<EmptyState title="No contacts added" titleAs="p" />}>
        {(data) => (
          <ContactList
            contacts={data}
            onEdit={deal ? (contact) => setEditing({ contact }) : undefined}
            onDelete={deal ? (contact) => setDeleting(contact) : undefined}
          />
        )}
      </PanelList>
      {deal && (
        <>
          <ContactDialog deal={deal} contact={editing?.contact ?? null} open={editing !== null} onClose={() => setEditing(null)} />
          <DeleteContactDialog deal={deal} contact={deleting} onClose={() => setDeleting(null)} />
        </>
      )}
    </DealPanel>
  );
}

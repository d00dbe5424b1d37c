import { useState } from 'react';

import { AgentOnlyBadge } from '@/components/fields/agent-only-badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { useListTransactionContactsQuery, type TransactionContactDto } from '@/shared/api/generated';

import { DealPanel, PanelList } from '../detail/deal-panels';
import { useDealView } from '../detail/deal-view';

import { ContactDialog, DeleteContactDialog, type ContactDeal } from './contact-dialog';
import { roleLabel } from './contact-roles';
import styles from './contacts.module.css';

function ContactRow({ contact, onEdit, onDelete }: { contact: TransactionContactDto; onEdit?: () => void; onDelete?: () => void }) {
  const role = roleLabel(contact.role, contact.custom_role);
  return (
    <li className={styles.row}>
      <div className={styles.main}>
        <span className={styles.heading}>
          <span className={styles.role}>{role}</span>
          {contact.is_agent_only && <AgentOnlyBadge />}
        </span>
        <span className={styles.name}>
          {contact.name}
          {/* A contact saved before the wizard stopped repeating the company as the name shows it once. */}
          {contact.company && contact.company.trim().toLowerCase() !== contact.name.trim().toLowerCase() && `, ${contact.company}`}
        </span>
        {(contact.email || contact.phone) && (
          <span className={styles.reach}>
            {contact.email && <a href={`mailto:${contact.email}`}>{contact.email}</a>}
            {contact.phone && <a href={`tel:${contact.phone}`}>{contact.phone}</a>}
          </span>
        )}
      </div>
      {onEdit && onDelete && (
        <div className={styles.actions}>
          <Button size="sm" variant="ghost" aria-label={`Edit ${contact.name}, ${role}`} onClick={onEdit}>
            Edit
          </Button>
          <Button size="sm" variant="ghost" aria-label={`Delete ${contact.name}, ${role}`} onClick={onDelete}>
            Delete
          </Button>
        </div>
      )}
    </li>
  );
}

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
          <ul className={styles.list} aria-label="Key contacts">
            {data.map((contact) => (
              <ContactRow
                key={contact.id}
                contact={contact}
                onEdit={deal ? () => setEditing({ contact }) : undefined}
                onDelete={deal ? () => setDeleting(contact) : undefined}
              />
            ))}
          </ul>
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

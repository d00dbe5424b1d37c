import { AgentOnlyBadge } from '@/components/fields/agent-only-badge';
import { Button } from '@/components/ui/button';
import type { TransactionContactDto } from '@/shared/api/generated';

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
 * Key contacts as a list (spec 002 §2): the deal's Key Contacts panel and the wizard's Additional step
 * both show them so. With `onEdit` and `onDelete`, each row offers Edit and Delete.
 */
export function ContactList({
  contacts,
  onEdit,
  onDelete,
}: {
  contacts: readonly TransactionContactDto[];
  onEdit?: (contact: TransactionContactDto) => void;
  onDelete?: (contact: TransactionContactDto) => void;
}) {
  return (
    <ul className={styles.list} aria-label="Key contacts">
      {contacts.map((contact) => (
        <ContactRow
          key={contact.id}
          contact={contact}
          onEdit={onEdit ? () => onEdit(contact) : undefined}
          onDelete={onDelete ? () => onDelete(contact) : undefined}
        />
      ))}
    </ul>
  );
}

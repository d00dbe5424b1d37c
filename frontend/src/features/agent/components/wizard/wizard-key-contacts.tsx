import { useState } from 'react';

import { ContactDialog, DeleteContactDialog, type ContactDeal } from '@/components/contacts/contact-dialog';
import { ContactList } from '@/components/contacts/contact-list';
import { Button } from '@/components/ui/button';
import type { TransactionContactDto } from '@/shared/api/generated';

import styles from './wizard.module.css';

/** The draft the contacts belong to, or null before its first save. */
export type KeyContactsDraft = Omit<ContactDeal, 'transactionType'> | null;

interface WizardKeyContactsProps {
  draft: KeyContactsDraft;
  transactionType: string;
  /** The contacts added on their own (`standalone`), as the deal's contacts endpoint lists them. */
  contacts: readonly TransactionContactDto[];
  /** Saves the deal as a draft and answers whether it did: a contact belongs to a deal that exists. */
  saveDraft: () => Promise<boolean>;
  /** A contact was added, edited or deleted (or the dialog closed): the draft's version moved. */
  onChanged: () => void;
}

/**
 * Key contacts on the wizard's Additional step (spec 001 §2.6; issue 20 item 1; ADR 0080): saved one
 * by one through the deal's contacts API with the detail screen's own Add Contact dialog, so the deal is
 * a draft first. The buyer, seller, other agent, lender and title company are the wizard's own contacts,
 * written from their steps' fields; the server keeps these beside them through every save.
 */
export function WizardKeyContacts({ draft, transactionType, contacts, saveDraft, onChanged }: WizardKeyContactsProps) {
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<TransactionContactDto | null>(null);
  const [deleting, setDeleting] = useState<TransactionContactDto | null>(null);
  const [saving, setSaving] = useState(false);
  const deal: ContactDeal | null = draft ? { ...draft, transactionType } : null;

  const add = async () => {
    if (!deal) {
      setSaving(true);
      const saved = await saveDraft();
      setSaving(false);
      if (!saved) return;
    }
    setAdding(true);
  };
  const closed = (close: () => void) => () => {
    close();
    onChanged();
  };

  return (
    <section className={styles.keyContacts} aria-labelledby="wizard-section-key-contacts">
      <div className={styles.keyContactsHeader}>
        <h3 id="wizard-section-key-contacts" className={styles.sectionTitle}>
          Key contacts
        </h3>
        <Button size="sm" variant="secondary" onClick={() => void add()} loading={saving} loadingText="Saving draft...">
          Add Contact
        </Button>
      </div>
      <p className={styles.milestoneNote}>
        An inspector, an insurance agent, anyone else working on this deal. The buyer, seller, other agent, lender and title company come from their own steps.
        {!deal && ' Adding a contact saves this deal as a draft first.'}
      </p>
      {contacts.length === 0 ? (
        <p className={styles.milestoneNote}>No contacts added</p>
      ) : (
        <ContactList contacts={contacts} onEdit={setEditing} onDelete={setDeleting} />
      )}
      {deal && (
        <>
          <ContactDialog
            deal={deal}
            contact={editing}
            open={adding || editing !== null}
            onClose={closed(() => {
              setAdding(false);
              setEditing(null);
            })}
          />
          <DeleteContactDialog deal={deal} contact={deleting} onClose={closed(() => setDeleting(null))} />
        </>
      )}
    </section>
  );
}

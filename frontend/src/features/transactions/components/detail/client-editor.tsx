import { useId, useState } from 'react';

import { FieldForm } from '@/components/fields/field-form';
import { FieldSection } from '@/components/fields/field-section';
import fieldStyles from '@/components/fields/fields.module.css';
import { Button } from '@/components/ui/button';
import { useUpdateTransactionClientMutation, type TransactionDto } from '@/shared/api/generated';
import type { FieldDef } from '@/shared/fields/field-def';

import styles from './detail.module.css';

/** Spec 002 §2: the client's name and phone are editable here, the e-mail is read-only. */
const CLIENT_FIELDS: readonly FieldDef[] = [
  { key: 'full_name', label: 'Client name', kind: 'text', required: true },
  { key: 'phone', label: 'Client phone', kind: 'phone' },
];
const CLIENT_READ: readonly FieldDef[] = [...CLIENT_FIELDS, { key: 'email', label: 'Client e-mail', kind: 'email' }];

export function ClientEditor({ deal }: { deal: TransactionDto }) {
  const [editing, setEditing] = useState(false);
  const [update] = useUpdateTransactionClientMutation();
  const headingId = useId();
  if (!deal.client_id) return null;
  const record = { version: deal.version, full_name: deal.client_name, phone: deal.client_phone, email: deal.client_email };
  const section = { id: 'client', title: 'Client Information', fields: CLIENT_READ };
  return (
    <div id="client" className={styles.anchor} data-inline={editing ? undefined : ''}>
      {editing ? (
        <section className={fieldStyles.section} aria-labelledby={headingId}>
          <div className={fieldStyles.header}>
            <h2 id={headingId} className={fieldStyles.title}>
              Client Information
            </h2>
          </div>
          <p>
            Client e-mail: <a href={`mailto:${deal.client_email ?? ''}`}>{deal.client_email}</a> (cannot be changed here)
          </p>
          <FieldForm
            label="Client Information"
            fields={CLIENT_FIELDS}
            record={record}
            onCancel={() => setEditing(false)}
            failureText="Failed to update client information"
            onSave={async (changes) => {
              await update({ id: deal.id, updateTransactionClientDto: changes as { full_name?: string; phone?: string | null } }).unwrap();
              setEditing(false);
            }}
          />
        </section>
      ) : (
        <FieldSection
          section={section}
          record={record}
          action={
            <Button variant="secondary" size="sm" onClick={() => setEditing(true)} aria-label="Edit Client Information">
              Edit
            </Button>
          }
        />
      )}
    </div>
  );
}

/** A key contact entered in the wizard (spec 001 §7 "Wizard writes"). */
export interface WizardContact {
  role: string;
  custom_role?: string | null;
  name: string;
  company?: string | null;
  email?: string | null;
  phone?: string | null;
  is_agent_only?: boolean;
}

/** A key contact as the deal keeps it (spec 002 §3 "Contact"); name, email and phone are sealed. */
export interface ContactFields {
  role: string;
  custom_role: string | null;
  name: string;
  company: string | null;
  email: string | null;
  phone: string | null;
  is_agent_only: boolean;
}

/** One key contact (spec 002 §3 "Contact"). */
export interface TransactionContactAddedData extends ContactFields {
  transactionId: string;
  contactId: string;
  /**
   * Added on its own, through the contacts API (ADR 0080), so a draft's save keeps it. Absent on the
   * contacts the wizard writes from the deal's party, lender and title fields (and on every contact
   * added before the flag), which each save of the draft replaces.
   */
  standalone?: true;
}

/** A contact as the deal's state keeps it: its fields, and whether a draft's save keeps it (ADR 0080). */
export interface HeldContact extends ContactFields {
  standalone?: true;
}

/** The changed fields only (ADR 0048); name, email and phone sealed as on the add. */
export interface TransactionContactChangedData extends Partial<ContactFields> {
  transactionId: string;
  contactId: string;
}

export interface TransactionContactRemovedData {
  transactionId: string;
  contactId: string;
}

export type ContactEvent =
  | { type: 'TransactionContactAdded'; data: TransactionContactAddedData }
  | { type: 'TransactionContactChanged'; data: TransactionContactChangedData }
  | { type: 'TransactionContactRemoved'; data: TransactionContactRemovedData }
  /** A draft saved or submitted with its contacts: they replace the ones saved before. */
  | { type: 'TransactionContactsCleared'; data: { transactionId: string } };

/** The contact events: `transaction_contacts` (the contacts projection, ADR 0048). */
export const CONTACT_EVENT_TYPES: readonly ContactEvent['type'][] = [
  'TransactionContactAdded',
  'TransactionContactChanged',
  'TransactionContactRemoved',
  'TransactionContactsCleared',
];

/** The contact fields, in the order the read table keeps them. */
export const CONTACT_FIELD_KEYS = ['role', 'custom_role', 'name', 'company', 'email', 'phone', 'is_agent_only'] as const satisfies readonly (keyof ContactFields)[];

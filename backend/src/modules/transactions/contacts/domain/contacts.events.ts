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

/** One key contact (spec 002 §3 "Contact"); name, email and phone are sealed. */
export interface TransactionContactAddedData {
  transactionId: string;
  contactId: string;
  role: string;
  custom_role: string | null;
  name: string;
  company: string | null;
  email: string | null;
  phone: string | null;
  is_agent_only: boolean;
}

export type ContactEvent =
  | { type: 'TransactionContactAdded'; data: TransactionContactAddedData }
  /** A draft saved or submitted with its contacts: they replace the ones saved before. */
  | { type: 'TransactionContactsCleared'; data: { transactionId: string } };

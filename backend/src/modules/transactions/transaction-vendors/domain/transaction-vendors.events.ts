/**
 * A vendor of the deal (spec 002 §3 Vendor (transaction vendor); ADR 0050). Its name and contact
 * details are a third party's, written down by the agent: sealed under the deal; its agent_notes are
 * the agent's and never reach a client (sealed, hidden as agent-only in the audit trail, ADR 0040).
 */
export interface TransactionVendorDetails {
  /** The library vendor it was copied from (or that was made with it); null when made on the deal alone. */
  vendor_library_id: string | null;
  /** The library category in the library-sharing flow (spec 002 §3); the category otherwise. */
  role: string;
  name: string;
  category: string;
  company: string | null;
  email: string | null;
  phone: string | null;
  website: string | null;
  share_to_client: boolean;
  agent_notes: string | null;
}

export interface TransactionVendorAddedData extends TransactionVendorDetails {
  transactionId: string;
  transactionVendorId: string;
}

export interface TransactionVendorRemovedData {
  transactionId: string;
  transactionVendorId: string;
}

export type TransactionVendorEvent =
  | { type: 'TransactionVendorAdded'; data: TransactionVendorAddedData }
  | { type: 'TransactionVendorRemoved'; data: TransactionVendorRemovedData };

/** The transaction-vendor events: `transaction_vendors`. */
export const TRANSACTION_VENDOR_EVENT_TYPES: readonly TransactionVendorEvent['type'][] = [
  'TransactionVendorAdded',
  'TransactionVendorRemoved',
];

/** The sealed values: the vendor's details under the deal, the agent's notes hidden from clients as agent-only. */
export const TRANSACTION_VENDOR_PERSONAL_FIELDS = [
  'name',
  'company',
  'email',
  'phone',
  'website',
] as const satisfies readonly (keyof TransactionVendorDetails)[];

/**
 * Events of one vendor of an agent's Vendor Library (spec 001 §2.4, §3 vendor_library). Each vendor is
 * a stream of its own and the agent's alone. Its name and contact details are a third party's
 * personal data written down by the agent, so the store seals them under the agent's id (ADR 0043,
 * declared in vendor.decide.ts); here they are plain.
 */

/** Spec 001 §3: the library's 13 categories, in the spec's order. */
export const VENDOR_CATEGORIES = [
  'home_inspector',
  'lender',
  'title_company',
  'home_warranty',
  'appraiser',
  'surveyor',
  'insurance',
  'contractor',
  'attorney',
  'escrow',
  'photographer',
  'stager',
  'other',
] as const;
export type VendorCategory = (typeof VENDOR_CATEGORIES)[number];

export const isVendorCategory = (value: string): value is VendorCategory => (VENDOR_CATEGORIES as readonly string[]).includes(value);

/** What the Add and Edit Vendor forms hold: name and category required, the rest null when blank (spec 001 §5). */
export interface VendorDetails {
  name: string;
  category: VendorCategory;
  contactName: string | null;
  company: string | null;
  email: string | null;
  phone: string | null;
  website: string | null;
  notes: string | null;
}

export const VENDOR_PERSONAL_FIELDS = ['name', 'contactName', 'company', 'email', 'phone', 'website', 'notes'] as const satisfies readonly (keyof VendorDetails)[];

export type LibraryVendorCreatedData = { vendorId: string; agentId: string } & VendorDetails;
/** The vendor as the edit left it (every field, so a reader needs no earlier event). */
export type LibraryVendorUpdatedData = { vendorId: string; agentId: string } & VendorDetails;

export type VendorEvent =
  | { type: 'LibraryVendorCreated'; data: LibraryVendorCreatedData }
  | { type: 'LibraryVendorUpdated'; data: LibraryVendorUpdatedData }
  | { type: 'LibraryVendorDeleted'; data: { vendorId: string; agentId: string } };

export const VENDOR_EVENT_TYPES: readonly VendorEvent['type'][] = ['LibraryVendorCreated', 'LibraryVendorUpdated', 'LibraryVendorDeleted'];

export interface VendorState {
  exists: boolean;
  deleted: boolean;
  agentId: string | null;
  details: VendorDetails | null;
}

export const initialVendorState = (): VendorState => ({ exists: false, deleted: false, agentId: null, details: null });

const detailsOf = ({ name, category, contactName, company, email, phone, website, notes }: VendorDetails): VendorDetails => ({
  name,
  category,
  contactName,
  company,
  email,
  phone,
  website,
  notes,
});

export function evolveVendor(state: VendorState, event: VendorEvent): VendorState {
  switch (event.type) {
    case 'LibraryVendorCreated':
      return { exists: true, deleted: false, agentId: event.data.agentId, details: detailsOf(event.data) };
    case 'LibraryVendorUpdated':
      return { ...state, details: detailsOf(event.data) };
    case 'LibraryVendorDeleted':
      return { ...state, deleted: true };
  }
}

export const vendorStream = (vendorId: string) => `vendor-${vendorId}`;
export const VENDOR_STREAM_TYPE = 'vendor';

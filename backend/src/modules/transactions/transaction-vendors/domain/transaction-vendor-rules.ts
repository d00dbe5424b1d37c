import { isEmailAddress, multiLine, singleLine, TRANSACTION_VENDOR_CATEGORIES, webAddressOf } from '../../../../../../openapi/shared-rules';

export { TRANSACTION_VENDOR_CATEGORIES };
import { ForbiddenError, NotFoundError, ValidationError } from '../../../../platform/errors/domain-error';
import { TransactionVendorDetails } from './transaction-vendors.events';

export type TransactionVendorCategory = (typeof TRANSACTION_VENDOR_CATEGORIES)[number];

/**
 * Where "add to library" files a detail-flow category among the library's 13 (spec 001 §3): the
 * spec gives two lists and no mapping, so the nearest library category, else other (ADR 0050).
 */
export const LIBRARY_CATEGORY_OF: Record<TransactionVendorCategory, string> = {
  Inspector: 'home_inspector',
  'Title Company': 'title_company',
  Lender: 'lender',
  Appraiser: 'appraiser',
  HOA: 'other',
  Electrician: 'contractor',
  Plumber: 'contractor',
  HVAC: 'contractor',
  Roofer: 'contractor',
  Handyman: 'contractor',
  'Moving Company': 'other',
  'Utility Provider': 'other',
  'Insurance Agent': 'insurance',
  Other: 'other',
};

/** Spec 002 §5 and §8, verbatim where the spec gives the text. */
export const TRANSACTION_VENDOR_MESSAGES = {
  nameRequired: 'Name is required',
  categoryRequired: 'Category is required',
  category: `Category must be one of ${TRANSACTION_VENDOR_CATEGORIES.join(', ')}`,
  email: 'Please enter a valid email address',
  website: 'Website must be a web address (http or https)',
  notFound: 'Transaction vendor not found',
  libraryVendorNotFound: 'Vendor not found in library',
  libraryVendorNotOwned: 'Forbidden - You do not own this vendor',
  onlyAgentsUnshare: 'Forbidden - Only agents can unshare vendors',
  libraryOrDetails: 'Send vendor_id (a vendor of your library) or the vendor details, not both',
} as const;

/** Our limits (the spec names none), the Vendor Library's (ADR 0043), so a vendor moves between them whole. */
export const TRANSACTION_VENDOR_LIMITS = {
  name: 200,
  company: 200,
  email: 254,
  phone: 40,
  website: 500,
  agent_notes: 5000,
} as const;

const LABELS: Record<keyof typeof TRANSACTION_VENDOR_LIMITS, string> = {
  name: 'Name',
  company: 'Company',
  email: 'Email',
  phone: 'Phone',
  website: 'Website',
  agent_notes: 'Agent notes',
};

export class TransactionVendorNotFoundError extends NotFoundError {
  constructor() {
    super(TRANSACTION_VENDOR_MESSAGES.notFound);
  }
}

export class LibraryVendorNotFoundError extends NotFoundError {
  constructor() {
    super(TRANSACTION_VENDOR_MESSAGES.libraryVendorNotFound);
  }
}

export class LibraryVendorNotOwnedError extends ForbiddenError {
  constructor() {
    super(TRANSACTION_VENDOR_MESSAGES.libraryVendorNotOwned);
  }
}

export class OnlyAgentsUnshareError extends ForbiddenError {
  constructor() {
    super(TRANSACTION_VENDOR_MESSAGES.onlyAgentsUnshare);
  }
}

/** The create-directly form as sent: optional fields may be omitted, null or blank (all three mean none). */
export interface TransactionVendorInput {
  name?: string | null;
  category?: string | null;
  company?: string | null;
  email?: string | null;
  phone?: string | null;
  website?: string | null;
  share_to_client?: boolean;
  agent_notes?: string | null;
}

type OptionalField = Exclude<keyof typeof TRANSACTION_VENDOR_LIMITS, 'name'>;

function limited(field: keyof typeof TRANSACTION_VENDOR_LIMITS, value: string): string {
  if (value.length > TRANSACTION_VENDOR_LIMITS[field])
    throw new ValidationError(`${LABELS[field]} must be at most ${TRANSACTION_VENDOR_LIMITS[field]} characters`);
  return value;
}

/** Blank is none; notes keep their lines, the rest is one line; an e-mail must be one, a website http(s) (it is shown as a link). */
function optional(field: OptionalField, value: string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const clean = field === 'agent_notes' ? multiLine(value) : singleLine(value);
  if (clean === '') return null;
  limited(field, clean);
  if (field === 'email' && !isEmailAddress(clean)) throw new ValidationError(TRANSACTION_VENDOR_MESSAGES.email);
  if (field === 'website') {
    const address = webAddressOf(clean);
    if (!address) throw new ValidationError(TRANSACTION_VENDOR_MESSAGES.website);
    return address;
  }
  return clean;
}

export const isTransactionVendorCategory = (value: string): value is TransactionVendorCategory =>
  (TRANSACTION_VENDOR_CATEGORIES as readonly string[]).includes(value);

/** Spec 002 §5 Vendor: name and category required (one of the 14); shared with the client unless the agent says not. */
export function directVendor(input: TransactionVendorInput, vendorLibraryId: string | null): TransactionVendorDetails {
  const name = singleLine(input.name ?? '');
  if (name === '') throw new ValidationError(TRANSACTION_VENDOR_MESSAGES.nameRequired);
  const category = (input.category ?? '').trim();
  if (category === '') throw new ValidationError(TRANSACTION_VENDOR_MESSAGES.categoryRequired);
  if (!isTransactionVendorCategory(category)) throw new ValidationError(TRANSACTION_VENDOR_MESSAGES.category);
  return {
    vendor_library_id: vendorLibraryId,
    role: category,
    name: limited('name', name),
    category,
    company: optional('company', input.company),
    email: optional('email', input.email),
    phone: optional('phone', input.phone),
    website: optional('website', input.website),
    share_to_client: input.share_to_client ?? true,
    agent_notes: optional('agent_notes', input.agent_notes),
  };
}

/** A library vendor as the deal reads it (through the Vendor Library's public API). */
export interface LibraryVendorCopy {
  id: string;
  agentId: string;
  name: string;
  category: string;
  company: string | null;
  email: string | null;
  phone: string | null;
  website: string | null;
}

/**
 * Spec 002 §7 "add to transaction from library (vendor_library_id, transaction_id, share_to_client
 * true)", §3 "role set to the vendor category in the library-sharing flow": the library vendor's
 * details copied, its category as role and category. The library's own notes stay the library's.
 */
export function libraryVendor(
  copy: LibraryVendorCopy,
  input: Pick<TransactionVendorInput, 'share_to_client' | 'agent_notes'>,
): TransactionVendorDetails {
  return {
    vendor_library_id: copy.id,
    role: copy.category,
    name: copy.name,
    category: copy.category,
    company: copy.company,
    email: copy.email,
    phone: copy.phone,
    website: copy.website,
    share_to_client: input.share_to_client ?? true,
    agent_notes: optional('agent_notes', input.agent_notes),
  };
}

import { isEmailAddress, multiLine, singleLine, webAddressOf } from '../../../../../openapi/shared-rules';
import { defineAggregate } from '../../../platform/event-store/aggregate';
import { ForbiddenError, NotFoundError, ValidationError } from '../../../platform/errors/domain-error';
import {
  isVendorCategory,
  VENDOR_CATEGORIES,
  VENDOR_PERSONAL_FIELDS,
  VENDOR_STREAM_TYPE,
  VendorDetails,
  VendorEvent,
  VendorState,
  evolveVendor,
  initialVendorState,
  vendorStream,
} from './vendor.events';

/** Spec 001 §5 and §8, verbatim where the spec gives the text. */
export const VENDOR_MESSAGES = {
  nameRequired: 'Name is required',
  categoryRequired: 'Category is required',
  category: `Category must be one of ${VENDOR_CATEGORIES.join(', ')}`,
  email: 'Please enter a valid email address',
  website: 'Website must be a web address (http or https)',
  notOwned: 'Forbidden - You do not own this vendor',
  notFound: 'Vendor not found in library',
} as const;

/** Our limits (the spec names none): a line of a form, an address, a note. */
export const VENDOR_LIMITS = {
  name: 200,
  contactName: 200,
  company: 200,
  email: 254,
  phone: 40,
  website: 500,
  notes: 5000,
} as const satisfies Record<keyof Omit<VendorDetails, 'category'>, number>;

const LABELS: Record<keyof typeof VENDOR_LIMITS, string> = {
  name: 'Name',
  contactName: 'Contact Name',
  company: 'Company',
  email: 'Email',
  phone: 'Phone',
  website: 'Website',
  notes: 'Notes',
};

export class VendorNotFoundError extends NotFoundError {
  constructor() {
    super(VENDOR_MESSAGES.notFound);
  }
}

export class VendorNotOwnedError extends ForbiddenError {
  constructor() {
    super(VENDOR_MESSAGES.notOwned);
  }
}

/** The form as sent: optional fields may be omitted, null or blank (all three mean none on create). */
export interface VendorInput {
  name: string;
  category: string;
  contactName?: string | null;
  company?: string | null;
  email?: string | null;
  phone?: string | null;
  website?: string | null;
  notes?: string | null;
}

export type VendorCommand =
  | { type: 'CreateVendor'; vendorId: string; agentId: string; vendor: VendorInput }
  /** An omitted field keeps its value; null or blank clears an optional one. */
  | { type: 'UpdateVendor'; vendorId: string; agentId: string; changes: Partial<VendorInput> }
  | { type: 'DeleteVendor'; vendorId: string; agentId: string };

type OptionalField = Exclude<keyof typeof VENDOR_LIMITS, 'name'>;
const OPTIONAL_FIELDS: readonly OptionalField[] = ['contactName', 'company', 'email', 'phone', 'website', 'notes'];

function limited(field: keyof typeof VENDOR_LIMITS, value: string): string {
  if (value.length > VENDOR_LIMITS[field]) throw new ValidationError(`${LABELS[field]} must be at most ${VENDOR_LIMITS[field]} characters`);
  return value;
}

/** Blank is none (spec 001 §5 "Blank optional fields are saved as null"); notes keep their lines, the rest is one line. */
function optional(field: OptionalField, value: string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const clean = field === 'notes' ? multiLine(value) : singleLine(value);
  if (clean === '') return null;
  limited(field, clean);
  if (field === 'email' && !isEmailAddress(clean)) throw new ValidationError(VENDOR_MESSAGES.email);
  if (field === 'website') {
    // Shown as a link: http(s) only, never javascript: or data: (the utilities' rule).
    const address = webAddressOf(clean);
    if (!address) throw new ValidationError(VENDOR_MESSAGES.website);
    return address;
  }
  return clean;
}

function details(input: VendorInput): VendorDetails {
  const name = singleLine(input.name);
  if (name === '') throw new ValidationError(VENDOR_MESSAGES.nameRequired);
  const category = input.category.trim();
  if (category === '') throw new ValidationError(VENDOR_MESSAGES.categoryRequired);
  if (!isVendorCategory(category)) throw new ValidationError(VENDOR_MESSAGES.category);
  const result = { name: limited('name', name), category } as VendorDetails;
  for (const field of OPTIONAL_FIELDS) result[field] = optional(field, input[field]);
  return result;
}

/** The caller's own, live vendor: an unknown or deleted one is 404, another agent's 403 (spec 001 §8). */
function ownVendor(state: VendorState, agentId: string): VendorDetails {
  if (!state.exists || state.deleted || !state.details) throw new VendorNotFoundError();
  if (state.agentId !== agentId) throw new VendorNotOwnedError();
  return state.details;
}

const sameDetails = (a: VendorDetails, b: VendorDetails) => (Object.keys(a) as (keyof VendorDetails)[]).every((key) => a[key] === b[key]);

export function decideVendor(command: VendorCommand, state: VendorState): VendorEvent[] {
  switch (command.type) {
    case 'CreateVendor': {
      const vendor = details(command.vendor);
      // A repeated create of the same id (an idempotent retry) adds nothing.
      if (state.exists) return [];
      return [{ type: 'LibraryVendorCreated', data: { vendorId: command.vendorId, agentId: command.agentId, ...vendor } }];
    }
    case 'UpdateVendor': {
      const current = ownVendor(state, command.agentId);
      const next = details({ ...current, ...command.changes });
      if (sameDetails(current, next)) return [];
      return [{ type: 'LibraryVendorUpdated', data: { vendorId: command.vendorId, agentId: command.agentId, ...next } }];
    }
    case 'DeleteVendor': {
      ownVendor(state, command.agentId);
      return [{ type: 'LibraryVendorDeleted', data: { vendorId: command.vendorId, agentId: command.agentId } }];
    }
  }
}

/** The agent wrote the vendor down: the agent's erasure takes it (ADR 0043). */
const agentsRecord = { subject: (data: { agentId: string }) => data.agentId, fields: [...VENDOR_PERSONAL_FIELDS] };

/** One vendor of an agent's library: its stream, fold, decisions, and its details sealed under the agent (ADR 0016, 0043). */
export const vendor = defineAggregate<VendorState, VendorCommand, VendorEvent>({
  streamType: VENDOR_STREAM_TYPE,
  streamId: vendorStream,
  initialState: initialVendorState,
  evolve: evolveVendor,
  decide: decideVendor,
  personalData: {
    LibraryVendorCreated: agentsRecord,
    LibraryVendorUpdated: agentsRecord,
  },
});

import { deciderSpec, SPEC_CONTEXT } from '../../../../../../test/support/decider-spec';
import { transaction, TransactionCommand } from '../../transaction.aggregate';
import { TransactionEvent } from '../../transaction.events';

/** Spec 002 §3 Vendor, §5, §7, §8 (ADR 0050): given the deal's events, when a vendor command, then events or the refusal. */
const given = deciderSpec(transaction);

const ID = '11111111-1111-4111-8111-111111111111';
const AGENT = 'agent-1';
const CLIENT = 'client-1';
const VENDOR = '22222222-2222-4222-8222-222222222222';
const LIBRARY = '33333333-3333-4333-8333-333333333333';

const created: TransactionEvent = {
  type: 'TransactionCreated',
  data: {
    transactionId: ID,
    agentId: AGENT,
    clientId: CLIENT,
    transactionType: 'buyer',
    status: 'pending',
    wizardStep: null,
    property_address: '100 Congress Ave',
  },
};
const deleted: TransactionEvent = { type: 'TransactionDeleted', data: { transactionId: ID, deletedAt: SPEC_CONTEXT.now.toISOString(), forced: false } };

const agent = { transactionId: ID, actorId: AGENT, actorRole: 'agent', transactionVendorId: VENDOR };
const copy = {
  id: LIBRARY,
  agentId: AGENT,
  name: 'Hill Country Inspections',
  category: 'home_inspector',
  company: 'HCI LLC',
  email: 'dana@hci.example',
  phone: '512-555-0101',
  website: 'https://hci.example/',
};
const fromLibrary = (over: Partial<Extract<TransactionCommand, { type: 'AddLibraryVendorToTransaction' }>> = {}): TransactionCommand => ({
  type: 'AddLibraryVendorToTransaction',
  ...agent,
  libraryVendor: copy,
  options: {},
  ...over,
});
const direct = (vendor: Record<string, unknown>, vendorLibraryId: string | null = null): TransactionCommand => ({
  type: 'CreateTransactionVendor',
  ...agent,
  vendor,
  vendorLibraryId,
});
const remove = (actorId = AGENT, actorRole = 'agent'): TransactionCommand => ({
  type: 'RemoveTransactionVendor',
  transactionId: ID,
  actorId,
  actorRole,
  transactionVendorId: VENDOR,
});

const libraryAdded: TransactionEvent = {
  type: 'TransactionVendorAdded',
  data: {
    transactionId: ID,
    transactionVendorId: VENDOR,
    vendor_library_id: LIBRARY,
    role: 'home_inspector',
    name: 'Hill Country Inspections',
    category: 'home_inspector',
    company: 'HCI LLC',
    email: 'dana@hci.example',
    phone: '512-555-0101',
    website: 'https://hci.example/',
    share_to_client: true,
    agent_notes: null,
  },
};

describe('transaction vendors: add from the library', () => {
  it("copies the library vendor's details, its category as role, shared with the client by default", () => {
    given(created).when(fromLibrary()).then([libraryAdded]);
  });

  it('keeps the agent notes and an unshared choice when sent', () => {
    given(created)
      .when(fromLibrary({ options: { share_to_client: false, agent_notes: '  call before 9  ' } }))
      .then([{ ...libraryAdded, data: { ...libraryAdded.data, share_to_client: false, agent_notes: 'call before 9' } }] as TransactionEvent[]);
  });

  it("refuses another agent's library vendor and a missing one with the spec's words", () => {
    given(created).when(fromLibrary({ libraryVendor: { ...copy, agentId: 'agent-2' } })).thenFails(403, 'Forbidden - You do not own this vendor');
    given(created).when(fromLibrary({ libraryVendor: null })).thenFails(404, 'Vendor not found in library');
  });

  it('asks who the caller is on the deal before looking at the vendor (role before record)', () => {
    given(created).when(fromLibrary({ actorId: CLIENT, actorRole: 'client', libraryVendor: null })).thenFails(403, 'Forbidden - You do not have access to this transaction');
    given(created, deleted).when(fromLibrary()).thenFails(404, 'Transaction not found or has been deleted');
    given().when(fromLibrary()).thenFails(404, 'Transaction not found');
  });

  it('a second share of the same library vendor adds nothing', () => {
    given(created, libraryAdded)
      .when(fromLibrary({ transactionVendorId: '44444444-4444-4444-8444-444444444444' }))
      .then([]);
  });
});

describe('transaction vendors: create directly', () => {
  it('needs a name and one of the 14 detail-flow categories; blank optional fields are none; shared by default', () => {
    given(created).when(direct({ category: 'Plumber' })).thenFails(400, 'Name is required');
    given(created).when(direct({ name: 'Pipes', category: ' ' })).thenFails(400, 'Category is required');
    given(created)
      .when(direct({ name: 'Pipes', category: 'plumber' }))
      .thenFails(400, expect.stringContaining('Category must be one of Inspector, Title Company, Lender') as unknown as string);
    given(created)
      .when(direct({ name: '  Pipe   Pros ', category: 'Plumber', company: '', email: null, website: 'pipes.example' }))
      .then([
        {
          type: 'TransactionVendorAdded',
          data: {
            transactionId: ID,
            transactionVendorId: VENDOR,
            vendor_library_id: null,
            role: 'Plumber',
            name: 'Pipe Pros',
            category: 'Plumber',
            company: null,
            email: null,
            phone: null,
            website: 'https://pipes.example/',
            share_to_client: true,
            agent_notes: null,
          },
        },
      ]);
  });

  it('names the library vendor made with it when add_to_library is on', () => {
    given(created)
      .when(direct({ name: 'Roofs', category: 'Roofer', share_to_client: false }, LIBRARY))
      .then([
        {
          type: 'TransactionVendorAdded',
          data: expect.objectContaining({ vendor_library_id: LIBRARY, share_to_client: false }) as never,
        },
      ]);
  });

  it("refuses a bad e-mail or website, a long name, and anyone but the deal's agent", () => {
    given(created).when(direct({ name: 'X', category: 'Other', email: 'nope' })).thenFails(400, 'Please enter a valid email address');
    given(created).when(direct({ name: 'X', category: 'Other', website: 'javascript:alert(1)' })).thenFails(400, 'Website must be a web address (http or https)');
    given(created).when(direct({ name: 'x'.repeat(201), category: 'Other' })).thenFails(400, 'Name must be at most 200 characters');
    given(created)
      .when({ ...direct({ name: 'X', category: 'Other' }), actorId: 'agent-2' } as TransactionCommand)
      .thenFails(403, 'Forbidden - You do not have access to this transaction');
  });
});

describe('transaction vendors: remove', () => {
  it("removes the deal's vendor", () => {
    given(created, libraryAdded)
      .when(remove())
      .then([{ type: 'TransactionVendorRemoved', data: { transactionId: ID, transactionVendorId: VENDOR } }]);
  });

  it("tells a client only agents unshare vendors, another agent the deal's 403, and an unknown vendor 404", () => {
    given(created, libraryAdded).when(remove(CLIENT, 'client')).thenFails(403, 'Forbidden - Only agents can unshare vendors');
    given(created, libraryAdded).when(remove('agent-2', 'agent')).thenFails(403, 'Forbidden - You do not have access to this transaction');
    given(created).when(remove()).thenFails(404, 'Transaction vendor not found');
    given(created, libraryAdded, { type: 'TransactionVendorRemoved', data: { transactionId: ID, transactionVendorId: VENDOR } })
      .when(remove())
      .thenFails(404, 'Transaction vendor not found');
  });
});

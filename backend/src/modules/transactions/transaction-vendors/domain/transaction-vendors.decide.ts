import { TransactionAccessError } from '../../kernel/domain/deal-errors';
import { ownedDeal } from '../../kernel/domain/deal-guards';
import { TransactionEvent } from '../../transaction.events';
import { TransactionState } from '../../transaction.state';
import {
  directVendor,
  LibraryVendorCopy,
  LibraryVendorNotFoundError,
  LibraryVendorNotOwnedError,
  libraryVendor,
  OnlyAgentsUnshareError,
  TransactionVendorInput,
  TransactionVendorNotFoundError,
} from './transaction-vendor-rules';
import { TransactionVendorDetails } from './transaction-vendors.events';

interface VendorCall {
  transactionId: string;
  actorId: string;
  actorRole: string;
  /** A fresh id for the deal's vendor. */
  transactionVendorId: string;
}

/** The deal's vendors (spec 002 §2 Transaction Vendors, §3, §7; ADR 0050): only the deal's agent writes them. */
export type TransactionVendorCommand =
  | (VendorCall & {
      type: 'AddLibraryVendorToTransaction';
      /** The library vendor the agent chose, as the Vendor Library answered for its id (null: none there). */
      libraryVendor: LibraryVendorCopy | null;
      options: Pick<TransactionVendorInput, 'share_to_client' | 'agent_notes'>;
    })
  | (VendorCall & {
      type: 'CreateTransactionVendor';
      vendor: TransactionVendorInput;
      /** The library vendor made with it when add_to_library is on (its id chosen here), else null. */
      vendorLibraryId: string | null;
    })
  | { type: 'RemoveTransactionVendor'; transactionId: string; actorId: string; actorRole: string; transactionVendorId: string };

const added = (call: VendorCall, vendor: TransactionVendorDetails): TransactionEvent[] => [
  {
    type: 'TransactionVendorAdded',
    data: { transactionId: call.transactionId, transactionVendorId: call.transactionVendorId, ...vendor },
  },
];

/** The deal's vendor already copied from this library vendor (a second share adds nothing). */
export function vendorFromLibrary(state: TransactionState, vendorLibraryId: string): string | null {
  const found = Object.entries(state.transactionVendors).find(([, vendor]) => vendor.vendorLibraryId === vendorLibraryId);
  return found ? found[0] : null;
}

export function decideTransactionVendors(command: TransactionVendorCommand, state: TransactionState): TransactionEvent[] {
  switch (command.type) {
    case 'AddLibraryVendorToTransaction': {
      // Role before record (ADR 0041): the deal's agent first, then the vendor is theirs (spec 002 §5).
      ownedDeal(state, command);
      const copy = command.libraryVendor;
      if (!copy) throw new LibraryVendorNotFoundError();
      if (copy.agentId !== command.actorId) throw new LibraryVendorNotOwnedError();
      if (vendorFromLibrary(state, copy.id) || state.transactionVendors[command.transactionVendorId]) return [];
      return added(command, libraryVendor(copy, command.options));
    }
    case 'CreateTransactionVendor': {
      ownedDeal(state, command);
      const vendor = directVendor(command.vendor, command.vendorLibraryId);
      if (state.transactionVendors[command.transactionVendorId]) return [];
      return added(command, vendor);
    }
    case 'RemoveTransactionVendor': {
      // Spec 002 §8: a client is told only agents unshare vendors; another agent, the deal's 403.
      ownedDeal(state, command, () =>
        command.actorRole === 'client' ? new OnlyAgentsUnshareError() : new TransactionAccessError(),
      );
      if (!state.transactionVendors[command.transactionVendorId]) throw new TransactionVendorNotFoundError();
      return [
        {
          type: 'TransactionVendorRemoved',
          data: { transactionId: command.transactionId, transactionVendorId: command.transactionVendorId },
        },
      ];
    }
  }
}

import { TransactionState } from '../../transaction.state';
import { TransactionVendorEvent } from './transaction-vendors.events';

export function evolveTransactionVendors(state: TransactionState, event: TransactionVendorEvent): TransactionState {
  switch (event.type) {
    case 'TransactionVendorAdded': {
      const { transactionVendorId, vendor_library_id: vendorLibraryId } = event.data;
      return { ...state, transactionVendors: { ...state.transactionVendors, [transactionVendorId]: { vendorLibraryId } } };
    }
    case 'TransactionVendorRemoved': {
      const { [event.data.transactionVendorId]: _removed, ...transactionVendors } = state.transactionVendors;
      return { ...state, transactionVendors };
    }
  }
}

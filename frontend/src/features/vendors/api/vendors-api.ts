export {
  useCreateVendorMutation,
  useDeleteVendorMutation,
  useListVendorShareTargetsQuery,
  useListVendorsQuery,
  useUpdateVendorMutation,
  type VendorCategory,
  type VendorDto,
  type VendorShareTargetDto,
} from '@/shared/api/generated';

/** Spec 001 §8 / §5, verbatim. */
export const VENDOR_TEXT = {
  noneYet: 'No vendors yet',
  noneFound: 'No vendors found',
  loadFailedTitle: 'Unable to Load Vendors',
  loadFailed: 'Failed to load vendors',
  addFailed: 'Failed to add vendor',
  updateFailed: 'Failed to update vendor',
  deleteFailed: 'Failed to delete vendor',
  shareFailed: 'Failed to share vendor',
  selectOne: 'Please select at least one transaction',
  noTargets: 'No active transactions found',
  nameRequired: 'Name is required',
  categoryRequired: 'Category is required',
} as const;

/**
 * Sharing a library vendor to a deal is the deal's `POST /api/transactions/{id}/vendors` with
 * `{ vendor_id }` (spec 001 §7: one transaction_vendors row per selected deal; ADR 0050).
 */
export { useCreateTransactionVendorMutation } from '@/shared/api/generated';

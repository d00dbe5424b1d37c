import { generatedApi } from '@/shared/api/generated';

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
 * Sharing a library vendor to a deal: `POST /api/transactions/{id}/vendors` with `{ vendor_id }`
 * (spec 001 §7: one transaction_vendors row per selected deal). The route belongs to the deal's
 * transaction-vendors capability, built in parallel, so this call is written by hand until it is in
 * openapi/openapi.json (ADR 0043); then the generated mutation replaces it.
 */
export const vendorShareApi = generatedApi.injectEndpoints({
  endpoints: (build) => ({
    shareVendorToTransaction: build.mutation<unknown, { transactionId: string; vendorId: string }>({
      query: ({ transactionId, vendorId }) => ({
        url: `/api/transactions/${encodeURIComponent(transactionId)}/vendors`,
        method: 'POST',
        body: { vendor_id: vendorId },
      }),
      invalidatesTags: ['transactions'],
    }),
  }),
});

export const { useShareVendorToTransactionMutation } = vendorShareApi;

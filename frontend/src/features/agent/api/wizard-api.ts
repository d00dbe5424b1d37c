import { generatedApi } from '@/shared/api/generated';

/**
 * The wizard's calls. The milestone preview is a POST that changes nothing (it only computes what
 * the deal would generate), so unlike the generated default it invalidates no cached lists.
 */
export const wizardApi = generatedApi.enhanceEndpoints({
  endpoints: {
    previewTransactionMilestones: { invalidatesTags: [] },
  },
});

export const { usePreviewTransactionMilestonesMutation } = wizardApi;

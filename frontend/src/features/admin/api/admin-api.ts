import {
  generatedApi,
  type AdminFeedbackDto,
  type AuditPageDto,
  type DataRequestDto,
  type ListAuditEntriesApiArg,
} from '@/shared/api/generated';

/**
 * The admin console's calls: the generated client (docs/api/identity-contract.md: Admin,
 * Feedback, Data privacy requests, Audit). Every admin endpoint provides or invalidates the
 * `admin` tag, so any admin change refreshes the lists on screen, the statistics included.
 *
 * The audit log is read page by page (cursor), which the generated single-page query cannot do:
 * it is added here as an infinite query over the same endpoint.
 */

export type AuditFilters = Omit<ListAuditEntriesApiArg, 'cursor' | 'limit'>;
export type FeedbackStatus = AdminFeedbackDto['status'];
export type DataRequestStatus = DataRequestDto['status'];

const AUDIT_PAGE_SIZE = 50;

export const adminApi = generatedApi.injectEndpoints({
  endpoints: (build) => ({
    adminAuditPages: build.infiniteQuery<AuditPageDto, AuditFilters, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage.nextCursor,
      },
      query: ({ queryArg, pageParam }) => ({
        url: '/api/admin/audit',
        params: { ...queryArg, cursor: pageParam ?? undefined, limit: AUDIT_PAGE_SIZE },
      }),
      providesTags: ['admin'],
    }),
  }),
});

export const {
  useGetAdminStatsQuery,
  useListAdminUsersQuery,
  useGetUserAnalyticsQuery,
  useChangeUserRoleMutation,
  useAssignTeamLeadMutation,
  useAssignBrokerMutation,
  useDeleteUserMutation,
  useListInviteCodesQuery,
  useCreateInviteCodeMutation,
  useRevokeInviteCodeMutation,
  useListAdminTransactionsQuery,
  useListAllFeedbackQuery,
  useUpdateFeedbackMutation,
  useListAllDataRequestsQuery,
  useUpdateDataRequestMutation,
  useAdminAuditPagesInfiniteQuery,
  useListAuditActionsQuery,
} = adminApi;

/** Query string of the audit filters, for the CSV export (same filters as the list). */
export function auditQueryString(filters: AuditFilters): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) params.set(key, String(value));
  const search = params.toString();
  return search ? `?${search}` : '';
}

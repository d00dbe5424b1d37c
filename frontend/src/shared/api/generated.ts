import { baseApi as api } from './base-api';
export const addTagTypes = ['users', 'admin', 'auth', 'data-requests', 'diagnostics', 'feedback', 'health', 'leads'] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      recordActivity: build.mutation<RecordActivityApiResponse, RecordActivityApiArg>({
        query: (queryArg) => ({ url: `/api/activity`, method: 'POST', body: queryArg.recordActivityDto }),
        invalidatesTags: ['users'],
      }),
      listAuditEntries: build.query<ListAuditEntriesApiResponse, ListAuditEntriesApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/audit`,
          params: {
            actorId: queryArg.actorId,
            entityId: queryArg.entityId,
            action: queryArg.action,
            q: queryArg.q,
            from: queryArg['from'],
            to: queryArg.to,
            cursor: queryArg.cursor,
            limit: queryArg.limit,
          },
        }),
        providesTags: ['admin'],
      }),
      listAuditActions: build.query<ListAuditActionsApiResponse, ListAuditActionsApiArg>({
        query: () => ({ url: `/api/admin/audit/actions` }),
        providesTags: ['admin'],
      }),
      exportAuditCsv: build.query<ExportAuditCsvApiResponse, ExportAuditCsvApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/audit/export.csv`,
          params: {
            actorId: queryArg.actorId,
            entityId: queryArg.entityId,
            action: queryArg.action,
            q: queryArg.q,
            from: queryArg['from'],
            to: queryArg.to,
          },
        }),
        providesTags: ['admin'],
      }),
      listAllDataRequests: build.query<ListAllDataRequestsApiResponse, ListAllDataRequestsApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/data-requests`,
          params: {
            q: queryArg.q,
            limit: queryArg.limit,
            offset: queryArg.offset,
            status: queryArg.status,
            type: queryArg['type'],
          },
        }),
        providesTags: ['admin'],
      }),
      updateDataRequest: build.mutation<UpdateDataRequestApiResponse, UpdateDataRequestApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/data-requests/${queryArg.id}`,
          method: 'PATCH',
          body: queryArg.updateDataRequestDto,
          headers: {
            'If-Match': queryArg['If-Match'],
          },
        }),
        invalidatesTags: ['admin'],
      }),
      downloadDataExport: build.query<DownloadDataExportApiResponse, DownloadDataExportApiArg>({
        query: (queryArg) => ({ url: `/api/admin/data-requests/${queryArg.id}/export` }),
        providesTags: ['admin'],
      }),
      listAllFeedback: build.query<ListAllFeedbackApiResponse, ListAllFeedbackApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/feedback`,
          params: {
            q: queryArg.q,
            limit: queryArg.limit,
            offset: queryArg.offset,
            status: queryArg.status,
            type: queryArg['type'],
          },
        }),
        providesTags: ['admin'],
      }),
      updateFeedback: build.mutation<UpdateFeedbackApiResponse, UpdateFeedbackApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/feedback/${queryArg.id}`,
          method: 'PATCH',
          body: queryArg.updateFeedbackDto,
          headers: {
            'If-Match': queryArg['If-Match'],
          },
        }),
        invalidatesTags: ['admin'],
      }),
      listInviteCodes: build.query<ListInviteCodesApiResponse, ListInviteCodesApiArg>({
        query: () => ({ url: `/api/admin/invite-codes` }),
        providesTags: ['admin'],
      }),
      createInviteCode: build.mutation<CreateInviteCodeApiResponse, CreateInviteCodeApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/invite-codes`,
          method: 'POST',
          body: queryArg.createInviteCodeDto,
          headers: {
            'If-Match': queryArg['If-Match'],
          },
        }),
        invalidatesTags: ['admin'],
      }),
      revokeInviteCode: build.mutation<RevokeInviteCodeApiResponse, RevokeInviteCodeApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/invite-codes/${queryArg.code}/revoke`,
          method: 'POST',
          headers: {
            'If-Match': queryArg['If-Match'],
          },
        }),
        invalidatesTags: ['admin'],
      }),
      getAdminStats: build.query<GetAdminStatsApiResponse, GetAdminStatsApiArg>({
        query: () => ({ url: `/api/admin/stats` }),
        providesTags: ['admin'],
      }),
      getSubscriptionsOverview: build.query<GetSubscriptionsOverviewApiResponse, GetSubscriptionsOverviewApiArg>({
        query: () => ({ url: `/api/admin/subscriptions` }),
        providesTags: ['admin'],
      }),
      retryParkedEvent: build.mutation<RetryParkedEventApiResponse, RetryParkedEventApiArg>({
        query: (queryArg) => ({ url: `/api/admin/subscriptions/parked/${queryArg.id}/retry`, method: 'POST' }),
        invalidatesTags: ['admin'],
      }),
      listAdminTransactions: build.query<ListAdminTransactionsApiResponse, ListAdminTransactionsApiArg>({
        query: () => ({ url: `/api/admin/transactions` }),
        providesTags: ['admin'],
      }),
      listAdminUsers: build.query<ListAdminUsersApiResponse, ListAdminUsersApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/users`,
          params: {
            q: queryArg.q,
            limit: queryArg.limit,
            offset: queryArg.offset,
            role: queryArg.role,
          },
        }),
        providesTags: ['admin'],
      }),
      deleteUser: build.mutation<DeleteUserApiResponse, DeleteUserApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/users/${queryArg.id}`,
          method: 'DELETE',
          headers: {
            'If-Match': queryArg['If-Match'],
          },
        }),
        invalidatesTags: ['admin'],
      }),
      getUserAnalytics: build.query<GetUserAnalyticsApiResponse, GetUserAnalyticsApiArg>({
        query: (queryArg) => ({ url: `/api/admin/users/${queryArg.id}/analytics` }),
        providesTags: ['admin'],
      }),
      changeUserRole: build.mutation<ChangeUserRoleApiResponse, ChangeUserRoleApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/users/${queryArg.id}/role`,
          method: 'PATCH',
          body: queryArg.changeRoleDto,
          headers: {
            'If-Match': queryArg['If-Match'],
          },
        }),
        invalidatesTags: ['admin'],
      }),
      changePassword: build.mutation<ChangePasswordApiResponse, ChangePasswordApiArg>({
        query: (queryArg) => ({
          url: `/api/auth/change-password`,
          method: 'POST',
          body: queryArg.changePasswordDto,
          headers: {
            'If-Match': queryArg['If-Match'],
          },
        }),
        invalidatesTags: ['auth'],
      }),
      forgotPassword: build.mutation<ForgotPasswordApiResponse, ForgotPasswordApiArg>({
        query: (queryArg) => ({ url: `/api/auth/forgot-password`, method: 'POST', body: queryArg.forgotPasswordDto }),
        invalidatesTags: ['auth'],
      }),
      getMe: build.query<GetMeApiResponse, GetMeApiArg>({
        query: () => ({ url: `/api/auth/me` }),
        providesTags: ['auth'],
      }),
      refreshSession: build.mutation<RefreshSessionApiResponse, RefreshSessionApiArg>({
        query: () => ({ url: `/api/auth/refresh`, method: 'POST' }),
        invalidatesTags: ['auth'],
      }),
      register: build.mutation<RegisterApiResponse, RegisterApiArg>({
        query: (queryArg) => ({ url: `/api/auth/register`, method: 'POST', body: queryArg.registerFormDto }),
        invalidatesTags: ['auth'],
      }),
      resetPassword: build.mutation<ResetPasswordApiResponse, ResetPasswordApiArg>({
        query: (queryArg) => ({ url: `/api/auth/reset-password`, method: 'POST', body: queryArg.resetPasswordDto }),
        invalidatesTags: ['auth'],
      }),
      checkResetLink: build.mutation<CheckResetLinkApiResponse, CheckResetLinkApiArg>({
        query: (queryArg) => ({ url: `/api/auth/reset-password/check`, method: 'POST', body: queryArg.checkResetLinkDto }),
        invalidatesTags: ['auth'],
      }),
      signIn: build.mutation<SignInApiResponse, SignInApiArg>({
        query: (queryArg) => ({ url: `/api/auth/sign-in`, method: 'POST', body: queryArg.signInDto }),
        invalidatesTags: ['auth'],
      }),
      signOut: build.mutation<SignOutApiResponse, SignOutApiArg>({
        query: () => ({ url: `/api/auth/sign-out`, method: 'POST' }),
        invalidatesTags: ['auth'],
      }),
      listMyDataRequests: build.query<ListMyDataRequestsApiResponse, ListMyDataRequestsApiArg>({
        query: () => ({ url: `/api/data-requests` }),
        providesTags: ['data-requests'],
      }),
      submitDataRequest: build.mutation<SubmitDataRequestApiResponse, SubmitDataRequestApiArg>({
        query: (queryArg) => ({
          url: `/api/data-requests`,
          method: 'POST',
          body: queryArg.submitDataRequestDto,
          headers: {
            'If-Match': queryArg['If-Match'],
          },
        }),
        invalidatesTags: ['data-requests'],
      }),
      downloadMyDataExport: build.query<DownloadMyDataExportApiResponse, DownloadMyDataExportApiArg>({
        query: (queryArg) => ({ url: `/api/data-requests/${queryArg.id}/export` }),
        providesTags: ['data-requests'],
      }),
      listDiagnosticPings: build.query<ListDiagnosticPingsApiResponse, ListDiagnosticPingsApiArg>({
        query: () => ({ url: `/api/diagnostics/pings` }),
        providesTags: ['diagnostics'],
      }),
      recordDiagnosticPing: build.mutation<RecordDiagnosticPingApiResponse, RecordDiagnosticPingApiArg>({
        query: (queryArg) => ({
          url: `/api/diagnostics/pings`,
          method: 'POST',
          body: queryArg.recordDiagnosticPingDto,
          headers: {
            'If-Match': queryArg['If-Match'],
          },
        }),
        invalidatesTags: ['diagnostics'],
      }),
      listMyFeedback: build.query<ListMyFeedbackApiResponse, ListMyFeedbackApiArg>({
        query: () => ({ url: `/api/feedback` }),
        providesTags: ['feedback'],
      }),
      submitFeedback: build.mutation<SubmitFeedbackApiResponse, SubmitFeedbackApiArg>({
        query: (queryArg) => ({
          url: `/api/feedback`,
          method: 'POST',
          body: queryArg.submitFeedbackDto,
          headers: {
            'If-Match': queryArg['If-Match'],
          },
        }),
        invalidatesTags: ['feedback'],
      }),
      deleteFeedback: build.mutation<DeleteFeedbackApiResponse, DeleteFeedbackApiArg>({
        query: (queryArg) => ({
          url: `/api/feedback/${queryArg.id}`,
          method: 'DELETE',
          headers: {
            'If-Match': queryArg['If-Match'],
          },
        }),
        invalidatesTags: ['feedback'],
      }),
      getMyFeedback: build.query<GetMyFeedbackApiResponse, GetMyFeedbackApiArg>({
        query: (queryArg) => ({ url: `/api/feedback/${queryArg.id}` }),
        providesTags: ['feedback'],
      }),
      getLiveness: build.query<GetLivenessApiResponse, GetLivenessApiArg>({
        query: () => ({ url: `/api/health/live` }),
        providesTags: ['health'],
      }),
      getReadiness: build.query<GetReadinessApiResponse, GetReadinessApiArg>({
        query: () => ({ url: `/api/health/ready` }),
        providesTags: ['health'],
      }),
      listLeads: build.query<ListLeadsApiResponse, ListLeadsApiArg>({
        query: (queryArg) => ({
          url: `/api/leads`,
          params: {
            q: queryArg.q,
            kind: queryArg.kind,
            limit: queryArg.limit,
            offset: queryArg.offset,
          },
        }),
        providesTags: ['leads'],
      }),
      submitContactMessage: build.mutation<SubmitContactMessageApiResponse, SubmitContactMessageApiArg>({
        query: (queryArg) => ({
          url: `/api/leads/contact`,
          method: 'POST',
          body: queryArg.submitContactMessageDto,
          headers: {
            'If-Match': queryArg['If-Match'],
          },
        }),
        invalidatesTags: ['leads'],
      }),
      exportLeadsCsv: build.query<ExportLeadsCsvApiResponse, ExportLeadsCsvApiArg>({
        query: (queryArg) => ({
          url: `/api/leads/export`,
          params: {
            q: queryArg.q,
            kind: queryArg.kind,
          },
        }),
        providesTags: ['leads'],
      }),
      submitInvestorInquiry: build.mutation<SubmitInvestorInquiryApiResponse, SubmitInvestorInquiryApiArg>({
        query: (queryArg) => ({
          url: `/api/leads/investor`,
          method: 'POST',
          body: queryArg.submitInvestorInquiryDto,
          headers: {
            'If-Match': queryArg['If-Match'],
          },
        }),
        invalidatesTags: ['leads'],
      }),
      joinWaitlist: build.mutation<JoinWaitlistApiResponse, JoinWaitlistApiArg>({
        query: (queryArg) => ({
          url: `/api/leads/waitlist`,
          method: 'POST',
          body: queryArg.joinWaitlistDto,
          headers: {
            'If-Match': queryArg['If-Match'],
          },
        }),
        invalidatesTags: ['leads'],
      }),
      getUserLogo: build.query<GetUserLogoApiResponse, GetUserLogoApiArg>({
        query: (queryArg) => ({ url: `/api/users/${queryArg.id}/logo` }),
        providesTags: ['users'],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as generatedApi };
export type RecordActivityApiResponse = unknown;
export type RecordActivityApiArg = {
  recordActivityDto: RecordActivityDto;
};
export type ListAuditEntriesApiResponse = /** status 200  */ AuditPageDto;
export type ListAuditEntriesApiArg = {
  /** Entries whose command was issued by this user */
  actorId?: string;
  /** Entries about this entity (e.g. a transaction id) */
  entityId?: string;
  /** The event type, e.g. FeedbackStatusChanged (the list is GET /admin/audit/actions) */
  action?: string;
  /** Words found in the actor's name, the entity or the event type */
  q?: string;
  /** From this instant on; a bare date means its start (UTC) */
  from?: string;
  /** Up to this instant; a bare date includes that whole day (UTC) */
  to?: string;
  /** nextCursor of the previous page */
  cursor?: string;
  limit?: number;
};
export type ListAuditActionsApiResponse = /** status 200  */ AuditActionDto[];
export type ListAuditActionsApiArg = void;
export type ExportAuditCsvApiResponse = unknown;
export type ExportAuditCsvApiArg = {
  /** Entries whose command was issued by this user */
  actorId?: string;
  /** Entries about this entity (e.g. a transaction id) */
  entityId?: string;
  /** The event type, e.g. FeedbackStatusChanged (the list is GET /admin/audit/actions) */
  action?: string;
  /** Words found in the actor's name, the entity or the event type */
  q?: string;
  /** From this instant on; a bare date means its start (UTC) */
  from?: string;
  /** Up to this instant; a bare date includes that whole day (UTC) */
  to?: string;
};
export type ListAllDataRequestsApiResponse = /** status 200  */ DataRequestListDto;
export type ListAllDataRequestsApiArg = {
  /** Words to find, in any case; every word must appear */
  q?: string;
  limit?: number;
  offset?: number;
  /** Only requests with this status */
  status?: 'pending' | 'in_progress' | 'completed' | 'rejected';
  /** Only access or only deletion requests */
  type?: 'access' | 'deletion';
};
export type UpdateDataRequestApiResponse = /** status 200  */ DataRequestDto;
export type UpdateDataRequestApiArg = {
  id: string;
  /** The version last read, as `"<version>"` (from its ETag or `version`): the command applies only at exactly that version. `*`: only if the record exists. */
  'If-Match'?: string;
  updateDataRequestDto: UpdateDataRequestDto;
};
export type DownloadDataExportApiResponse = /** status 200 Everything the platform holds about the requester */ object;
export type DownloadDataExportApiArg = {
  id: string;
};
export type ListAllFeedbackApiResponse = /** status 200  */ AdminFeedbackListDto;
export type ListAllFeedbackApiArg = {
  /** Words to find, in any case; every word must appear */
  q?: string;
  limit?: number;
  offset?: number;
  /** Only feedback with this status */
  status?: 'new' | 'under_review' | 'planned' | 'in_progress' | 'completed' | 'rejected';
  /** Only feedback of this type */
  type?: 'general' | 'bug' | 'feature_request' | 'improvement' | 'other';
};
export type UpdateFeedbackApiResponse = /** status 200  */ AdminFeedbackDto;
export type UpdateFeedbackApiArg = {
  id: string;
  /** The version last read, as `"<version>"` (from its ETag or `version`): the command applies only at exactly that version. `*`: only if the record exists. */
  'If-Match'?: string;
  updateFeedbackDto: UpdateFeedbackDto;
};
export type ListInviteCodesApiResponse = /** status 200  */ InviteCodeDto[];
export type ListInviteCodesApiArg = void;
export type CreateInviteCodeApiResponse = /** status 201  */ InviteCodeDto;
export type CreateInviteCodeApiArg = {
  /** The version last read, as `"<version>"` (from its ETag or `version`): the command applies only at exactly that version. `*`: only if the record exists. */
  'If-Match'?: string;
  createInviteCodeDto: CreateInviteCodeDto;
};
export type RevokeInviteCodeApiResponse = /** status 200  */ InviteCodeDto;
export type RevokeInviteCodeApiArg = {
  code: string;
  /** The version last read, as `"<version>"` (from its ETag or `version`): the command applies only at exactly that version. `*`: only if the record exists. */
  'If-Match'?: string;
};
export type GetAdminStatsApiResponse = /** status 200  */ AdminStatsDto;
export type GetAdminStatsApiArg = void;
export type GetSubscriptionsOverviewApiResponse = /** status 200  */ SubscriptionsOverviewDto;
export type GetSubscriptionsOverviewApiArg = void;
export type RetryParkedEventApiResponse = /** status 200  */ ParkedRetryResultDto;
export type RetryParkedEventApiArg = {
  id: string;
};
export type ListAdminTransactionsApiResponse = /** status 200  */ AdminTransactionDto[];
export type ListAdminTransactionsApiArg = void;
export type ListAdminUsersApiResponse = /** status 200  */ AdminUserListDto;
export type ListAdminUsersApiArg = {
  /** Words to find, in any case; every word must appear */
  q?: string;
  limit?: number;
  offset?: number;
  /** Only people with this role */
  role?: Role;
};
export type DeleteUserApiResponse = unknown;
export type DeleteUserApiArg = {
  id: string;
  /** The version last read, as `"<version>"` (from its ETag or `version`): the command applies only at exactly that version. `*`: only if the record exists. */
  'If-Match'?: string;
};
export type GetUserAnalyticsApiResponse = /** status 200  */ UserAnalyticsDto;
export type GetUserAnalyticsApiArg = {
  id: string;
};
export type ChangeUserRoleApiResponse = /** status 200  */ ProfileDto;
export type ChangeUserRoleApiArg = {
  id: string;
  /** The version last read, as `"<version>"` (from its ETag or `version`): the command applies only at exactly that version. `*`: only if the record exists. */
  'If-Match'?: string;
  changeRoleDto: ChangeRoleDto;
};
export type ChangePasswordApiResponse = /** status 200  */ MessageDto;
export type ChangePasswordApiArg = {
  /** The version last read, as `"<version>"` (from its ETag or `version`): the command applies only at exactly that version. `*`: only if the record exists. */
  'If-Match'?: string;
  changePasswordDto: ChangePasswordDto;
};
export type ForgotPasswordApiResponse = /** status 202  */ MessageDto;
export type ForgotPasswordApiArg = {
  forgotPasswordDto: ForgotPasswordDto;
};
export type GetMeApiResponse = /** status 200  */ ProfileDto;
export type GetMeApiArg = void;
export type RefreshSessionApiResponse = /** status 200  */ SessionDto;
export type RefreshSessionApiArg = void;
export type RegisterApiResponse = /** status 201  */ RegisteredDto;
export type RegisterApiArg = {
  registerFormDto: RegisterFormDto;
};
export type ResetPasswordApiResponse = /** status 200  */ MessageDto;
export type ResetPasswordApiArg = {
  resetPasswordDto: ResetPasswordDto;
};
export type CheckResetLinkApiResponse = /** status 200  */ MessageDto;
export type CheckResetLinkApiArg = {
  checkResetLinkDto: CheckResetLinkDto;
};
export type SignInApiResponse = /** status 200  */ SessionDto;
export type SignInApiArg = {
  signInDto: SignInDto;
};
export type SignOutApiResponse = unknown;
export type SignOutApiArg = void;
export type ListMyDataRequestsApiResponse = /** status 200  */ DataRequestDto[];
export type ListMyDataRequestsApiArg = void;
export type SubmitDataRequestApiResponse = /** status 201  */ DataRequestDto;
export type SubmitDataRequestApiArg = {
  /** The version last read, as `"<version>"` (from its ETag or `version`): the command applies only at exactly that version. `*`: only if the record exists. */
  'If-Match'?: string;
  submitDataRequestDto: SubmitDataRequestDto;
};
export type DownloadMyDataExportApiResponse = /** status 200 Everything the platform holds about me */ object;
export type DownloadMyDataExportApiArg = {
  id: string;
};
export type ListDiagnosticPingsApiResponse = /** status 200  */ DiagnosticPingDto[];
export type ListDiagnosticPingsApiArg = void;
export type RecordDiagnosticPingApiResponse = /** status 201  */ DiagnosticPingDto;
export type RecordDiagnosticPingApiArg = {
  /** The version last read, as `"<version>"` (from its ETag or `version`): the command applies only at exactly that version. `*`: only if the record exists. */
  'If-Match'?: string;
  recordDiagnosticPingDto: RecordDiagnosticPingDto;
};
export type ListMyFeedbackApiResponse = /** status 200  */ FeedbackDto[];
export type ListMyFeedbackApiArg = void;
export type SubmitFeedbackApiResponse = /** status 201  */ FeedbackDto;
export type SubmitFeedbackApiArg = {
  /** The version last read, as `"<version>"` (from its ETag or `version`): the command applies only at exactly that version. `*`: only if the record exists. */
  'If-Match'?: string;
  submitFeedbackDto: SubmitFeedbackDto;
};
export type DeleteFeedbackApiResponse = unknown;
export type DeleteFeedbackApiArg = {
  id: string;
  /** The version last read, as `"<version>"` (from its ETag or `version`): the command applies only at exactly that version. `*`: only if the record exists. */
  'If-Match'?: string;
};
export type GetMyFeedbackApiResponse = /** status 200  */ FeedbackDto;
export type GetMyFeedbackApiArg = {
  id: string;
};
export type GetLivenessApiResponse = /** status 200  */ LivenessDto;
export type GetLivenessApiArg = void;
export type GetReadinessApiResponse = /** status 200  */ ReadinessDto;
export type GetReadinessApiArg = void;
export type ListLeadsApiResponse = /** status 200  */ LeadListDto;
export type ListLeadsApiArg = {
  /** Words to find, in any case; every word must appear */
  q?: string;
  /** Only this form */
  kind?: LeadKind;
  limit?: number;
  offset?: number;
};
export type SubmitContactMessageApiResponse = /** status 201  */ LeadReceivedDto;
export type SubmitContactMessageApiArg = {
  /** The version last read, as `"<version>"` (from its ETag or `version`): the command applies only at exactly that version. `*`: only if the record exists. */
  'If-Match'?: string;
  submitContactMessageDto: SubmitContactMessageDto;
};
export type ExportLeadsCsvApiResponse = unknown;
export type ExportLeadsCsvApiArg = {
  /** Words to find, in any case; every word must appear */
  q?: string;
  /** Only this form */
  kind?: LeadKind;
};
export type SubmitInvestorInquiryApiResponse = /** status 201  */ LeadReceivedDto;
export type SubmitInvestorInquiryApiArg = {
  /** The version last read, as `"<version>"` (from its ETag or `version`): the command applies only at exactly that version. `*`: only if the record exists. */
  'If-Match'?: string;
  submitInvestorInquiryDto: SubmitInvestorInquiryDto;
};
export type JoinWaitlistApiResponse = /** status 201  */ LeadReceivedDto;
export type JoinWaitlistApiArg = {
  /** The version last read, as `"<version>"` (from its ETag or `version`): the command applies only at exactly that version. `*`: only if the record exists. */
  'If-Match'?: string;
  joinWaitlistDto: JoinWaitlistDto;
};
export type GetUserLogoApiResponse = unknown;
export type GetUserLogoApiArg = {
  id: string;
};
export type ClientActivityType = 'page_view' | 'feature_usage';
export type ActivityEventDto = {
  /** When it happened; the server time when absent or implausible */
  at?: string;
  /** The page path, or the feature used */
  details?: string;
  type: ClientActivityType;
};
export type RecordActivityDto = {
  events: ActivityEventDto[];
};
export type AuditChangeDto = {
  after: string | null;
  before: string | null;
  field: string;
};
export type AuditEntryDto = {
  action: string;
  /** The event type in words */
  actionLabel: string;
  /** null for the system (workers, seed) */
  actorId: string | null;
  /** Who acted, in words: the person's name, 'System', or 'Unknown user' for an id without a profile */
  actorLabel: string;
  actorName: string | null;
  /** The event's data; personal values read '[personal data]' */
  after: {
    [key: string]: any;
  } | null;
  at: string;
  /** Previous values of the fields this event changed */
  before: {
    [key: string]: any;
  } | null;
  /** The fields of the entry in words, with earlier values */
  changes: AuditChangeDto[];
  correlationId: string | null;
  entityId: string;
  entityType: string;
  /** The id of the event this entry records */
  id: string;
  /** What happened, in one sentence */
  summary: string;
};
export type AuditPageDto = {
  entries: AuditEntryDto[];
  /** Pass as `cursor` for the next (older) page; null on the last page */
  nextCursor: string | null;
};
export type AuditActionDto = {
  action: string;
  label: string;
};
export type DataRequestDto = {
  adminNotes: string | null;
  /** Stamped when completed or rejected */
  completedAt: string | null;
  createdAt: string;
  /** When the requester's personal data was erased */
  erasedAt: string | null;
  /** A completed access request whose JSON export can be downloaded */
  exportReady: boolean;
  id: string;
  reason: string | null;
  requestType: 'access' | 'deletion';
  status: 'pending' | 'in_progress' | 'completed' | 'rejected';
  updatedAt: string;
  /** The requester's e-mail when filing; null once erased */
  userEmail: string | null;
  userId: string;
  /** The requester's name when filing; null once erased */
  userName: string | null;
  /** The stream version: send it back as If-Match: "<version>" with a command on this request */
  version: number;
};
export type DataRequestListDto = {
  items: DataRequestDto[];
  /** How many requests match the search and filters */
  total: number;
};
export type UpdateDataRequestDto = {
  /** Empty or null clears the note */
  adminNotes?: string | null;
  status?: 'pending' | 'in_progress' | 'completed' | 'rejected';
};
export type AdminFeedbackDto = {
  adminNotes: string | null;
  category: 'ui_ux' | 'performance' | 'feature' | 'workflow' | 'other';
  createdAt: string;
  description: string;
  feedbackType: 'general' | 'bug' | 'feature_request' | 'improvement' | 'other';
  id: string;
  priority: 'low' | 'medium' | 'high' | 'critical';
  resolvedAt: string | null;
  status: 'new' | 'under_review' | 'planned' | 'in_progress' | 'completed' | 'rejected';
  title: string;
  userEmail: string | null;
  userId: string;
  /** The author's full name; null when unknown (the UI shows 'Unknown') */
  userName: string | null;
  /** The stream version: send it back as If-Match: "<version>" with a command on this feedback */
  version: number;
};
export type AdminFeedbackListDto = {
  items: AdminFeedbackDto[];
  /** How much feedback matches the search and filters */
  total: number;
};
export type UpdateFeedbackDto = {
  /** Empty or null clears the notes */
  adminNotes?: string | null;
  status?: 'new' | 'under_review' | 'planned' | 'in_progress' | 'completed' | 'rejected';
};
export type InvitableRole = 'agent' | 'broker' | 'team_lead';
export type InviteCodeStatus = 'active' | 'used' | 'expired' | 'revoked';
export type InviteCodeDto = {
  code: string;
  createdAt: string;
  createdBy: string;
  currentUses: number;
  expiresAt: string | null;
  id: string;
  maxUses: number;
  notes: string | null;
  /** When an admin revoked the code; registration refuses it from then on */
  revokedAt: string | null;
  role: InvitableRole;
  status: InviteCodeStatus;
  usedAt: string | null;
  /** The stream version: send it back as If-Match: "<version>" with a command on this invite code */
  version: number;
};
export type CreateInviteCodeDto = {
  expiresAt?: string | null;
  maxUses?: number;
  notes?: string;
  role?: InvitableRole;
};
export type AdminStatsDto = {
  agents: number;
  clients: number;
  totalTransactions: number;
  totalUsers: number;
};
export type ParkedEventDto = {
  attempts: number;
  error: string;
  eventId: string;
  eventType: string;
  /** The event’s global position in the log */
  globalPosition: string;
  id: string;
  lastRetriedAt: string | null;
  parkedAt: string;
  subscriptionId: string;
};
export type SubscriptionStatusDto = {
  /** Committed events after its checkpoint */
  eventsBehind: number;
  /** Failed attempts on the event it is retrying now; 0 when none */
  failingAttempts: number;
  lastError: string | null;
  /** Age of the oldest unprocessed event, in seconds; 0 when caught up */
  oldestUnprocessedAgeSeconds: number;
  oldestUnprocessedAt: string | null;
  /** Events it gave up on, waiting for an admin retry */
  parked: number;
  /** When it tries the failing event again */
  retryAt: string | null;
  subscriptionId: string;
};
export type SubscriptionsOverviewDto = {
  /** Newest first, up to 200 */
  parked: ParkedEventDto[];
  subscriptions: SubscriptionStatusDto[];
};
export type ParkedRetryResultDto = {
  /** Why it failed again; it stays parked */
  error?: string;
  status: 'processed' | 'failed';
};
export type AdminTransactionDto = {
  agentName: string | null;
  clientName: string | null;
  createdAt: string;
  deleted: boolean;
  id: string;
  propertyAddress: string;
  status: string;
};
export type Role = 'admin' | 'agent' | 'broker' | 'team_lead' | 'client';
export type AdminUserDto = {
  clientConsentAt: string | null;
  company: string | null;
  createdAt: string;
  email: string;
  fullName: string;
  id: string;
  licenseNumber: string | null;
  /** /api/users/{id}/logo when a logo exists (signed-in users only) */
  logoUrl: string | null;
  phone: string | null;
  policyVersion: string | null;
  role: Role;
  termsAcceptedAt: string | null;
  /** Transactions where the user is the agent or the client */
  transactionCount: number;
  updatedAt: string;
  /** The stream version: send it back as If-Match: "<version>" with a command on this user */
  version: number;
};
export type AdminUserListDto = {
  items: AdminUserDto[];
  /** How many users match the search and filters */
  total: number;
};
export type DayActivityDto = {
  count: number;
  /** UTC date */
  date: string;
};
export type FeatureUsageDto = {
  count: number;
  feature: string;
};
export type UserAnalyticsDto = {
  /** Sorted by date */
  activityByDay: DayActivityDto[];
  /** Rounded to whole minutes */
  avgSessionDurationMinutes: number;
  lastLogin: string | null;
  /** Top 5 */
  mostUsedFeatures: FeatureUsageDto[];
  totalLogins: number;
  totalPageViews: number;
};
export type ProfileDto = {
  clientConsentAt: string | null;
  company: string | null;
  createdAt: string;
  email: string;
  fullName: string;
  id: string;
  licenseNumber: string | null;
  /** /api/users/{id}/logo when a logo exists (signed-in users only) */
  logoUrl: string | null;
  phone: string | null;
  policyVersion: string | null;
  role: Role;
  termsAcceptedAt: string | null;
  updatedAt: string;
};
export type ChangeRoleDto = {
  role: Role;
};
export type MessageDto = {
  message: string;
};
export type ChangePasswordDto = {
  confirmPassword: string;
  currentPassword: string;
  newPassword: string;
};
export type ForgotPasswordDto = {
  email: string;
};
export type SessionDto = {
  /** Bearer token for Authorization; keep it in memory only */
  accessToken: string;
  /** When the access token expires, seconds since the epoch */
  expiresAt: number;
  profile: ProfileDto;
};
export type RegisteredDto = {
  role: Role;
  userId: string;
};
export type RegisterFormDto = {
  /** Responsibility acknowledgement */
  acceptResponsibility: 'true' | 'false';
  /** Terms and privacy agreement */
  acceptTerms: 'true' | 'false';
  company?: string;
  confirmPassword: string;
  email: string;
  fullName: string;
  inviteCode: string;
  licenseNumber?: string;
  /** PNG, JPEG, GIF, WebP or SVG, at most 5 MB */
  logo?: Blob;
  password: string;
  phone?: string;
};
export type ResetPasswordDto = {
  confirmPassword: string;
  password: string;
  /** The token from the e-mailed link */
  token: string;
};
export type CheckResetLinkDto = {
  /** The token from the e-mailed link */
  token: string;
};
export type SignInDto = {
  email: string;
  password: string;
};
export type SubmitDataRequestDto = {
  reason?: string;
  requestType: 'access' | 'deletion';
};
export type DiagnosticPingDto = {
  acknowledgedAt: string | null;
  createdAt: string;
  id: string;
  message: string;
  /** The stream version (the ETag of a command on this ping) */
  version: number;
};
export type RecordDiagnosticPingDto = {
  message: string;
};
export type FeedbackDto = {
  adminNotes: string | null;
  category: 'ui_ux' | 'performance' | 'feature' | 'workflow' | 'other';
  createdAt: string;
  description: string;
  feedbackType: 'general' | 'bug' | 'feature_request' | 'improvement' | 'other';
  id: string;
  priority: 'low' | 'medium' | 'high' | 'critical';
  resolvedAt: string | null;
  status: 'new' | 'under_review' | 'planned' | 'in_progress' | 'completed' | 'rejected';
  title: string;
  userId: string;
  /** The stream version: send it back as If-Match: "<version>" with a command on this feedback */
  version: number;
};
export type SubmitFeedbackDto = {
  category?: 'ui_ux' | 'performance' | 'feature' | 'workflow' | 'other';
  description: string;
  feedbackType?: 'general' | 'bug' | 'feature_request' | 'improvement' | 'other';
  priority?: 'low' | 'medium' | 'high' | 'critical';
  title: string;
};
export type LivenessDto = {
  status: 'ok';
};
export type ReadinessChecksDto = {
  database: 'up' | 'down';
  redis: 'up' | 'down';
};
export type SubscriptionLagSummaryDto = {
  /** Committed events after its checkpoint */
  eventsBehind: number;
  /** Age of the oldest unprocessed event, in seconds; 0 when caught up */
  oldestUnprocessedAgeSeconds: number;
  /** Events it gave up on, waiting for an admin retry */
  parked: number;
  subscriptionId: string;
};
export type ReadinessDto = {
  checks: ReadinessChecksDto;
  status: 'ok' | 'unavailable';
  /** Lag of every async subscription (absent when the database is down); informational, never makes the answer 503 */
  subscriptions?: SubscriptionLagSummaryDto[];
};
export type LeadKind = 'contact' | 'investor' | 'waitlist';
export type LeadDto = {
  /** Waitlist */
  brokerage: string | null;
  email: string;
  /** Waitlist: the biggest transaction headache */
  headache: string | null;
  id: string;
  /** Contact form interests */
  interests: string[];
  kind: LeadKind;
  message: string | null;
  /** Name, or full name on the waitlist */
  name: string;
  /** Investor enquiries */
  organization: string | null;
  phone: string | null;
  submittedAt: string;
};
export type LeadListDto = {
  items: LeadDto[];
  /** How many leads match the filters */
  total: number;
};
export type LeadReceivedDto = {
  id: string;
};
export type SubmitContactMessageDto = {
  email: string;
  /** Selected interests as one comma-separated string of agent-beta, broker-partnership, investor-advisor, something-else (spec 000 §3) */
  interests?: string;
  message: string;
  name: string;
  /** Leave empty. A field hidden from people; bots that fill it are ignored. */
  website?: string;
};
export type SubmitInvestorInquiryDto = {
  email: string;
  message?: string;
  name: string;
  organization?: string;
  /** Leave empty. A field hidden from people; bots that fill it are ignored. */
  website?: string;
};
export type JoinWaitlistDto = {
  brokerage: string;
  email: string;
  fullName: string;
  headache: string;
  phone?: string;
  /** Leave empty. A field hidden from people; bots that fill it are ignored. */
  website?: string;
};
export const {
  useRecordActivityMutation,
  useListAuditEntriesQuery,
  useListAuditActionsQuery,
  useExportAuditCsvQuery,
  useListAllDataRequestsQuery,
  useUpdateDataRequestMutation,
  useDownloadDataExportQuery,
  useListAllFeedbackQuery,
  useUpdateFeedbackMutation,
  useListInviteCodesQuery,
  useCreateInviteCodeMutation,
  useRevokeInviteCodeMutation,
  useGetAdminStatsQuery,
  useGetSubscriptionsOverviewQuery,
  useRetryParkedEventMutation,
  useListAdminTransactionsQuery,
  useListAdminUsersQuery,
  useDeleteUserMutation,
  useGetUserAnalyticsQuery,
  useChangeUserRoleMutation,
  useChangePasswordMutation,
  useForgotPasswordMutation,
  useGetMeQuery,
  useRefreshSessionMutation,
  useRegisterMutation,
  useResetPasswordMutation,
  useCheckResetLinkMutation,
  useSignInMutation,
  useSignOutMutation,
  useListMyDataRequestsQuery,
  useSubmitDataRequestMutation,
  useDownloadMyDataExportQuery,
  useListDiagnosticPingsQuery,
  useRecordDiagnosticPingMutation,
  useListMyFeedbackQuery,
  useSubmitFeedbackMutation,
  useDeleteFeedbackMutation,
  useGetMyFeedbackQuery,
  useGetLivenessQuery,
  useGetReadinessQuery,
  useListLeadsQuery,
  useSubmitContactMessageMutation,
  useExportLeadsCsvQuery,
  useSubmitInvestorInquiryMutation,
  useJoinWaitlistMutation,
  useGetUserLogoQuery,
} = injectedRtkApi;

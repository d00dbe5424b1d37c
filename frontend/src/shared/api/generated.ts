import { baseApi as api } from './base-api';
export const addTagTypes = [
  'users',
  'admin',
  'auth',
  'calendar',
  'clients',
  'data-requests',
  'diagnostics',
  'transactions',
  'education',
  'feedback',
  'health',
  'leads',
  'messages',
  'notifications',
  'oversight',
  'alerts',
  'vendors',
] as const;
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
      assignBroker: build.mutation<AssignBrokerApiResponse, AssignBrokerApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/users/${queryArg.id}/broker`,
          method: 'PUT',
          body: queryArg.assignBrokerDto,
          headers: {
            'If-Match': queryArg['If-Match'],
          },
        }),
        invalidatesTags: ['admin'],
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
      assignTeamLead: build.mutation<AssignTeamLeadApiResponse, AssignTeamLeadApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/users/${queryArg.id}/team-lead`,
          method: 'PUT',
          body: queryArg.assignTeamLeadDto,
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
      recordClientConsent: build.mutation<RecordClientConsentApiResponse, RecordClientConsentApiArg>({
        query: (queryArg) => ({
          url: `/api/auth/consent`,
          method: 'POST',
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
      updateMyProfile: build.mutation<UpdateMyProfileApiResponse, UpdateMyProfileApiArg>({
        query: (queryArg) => ({
          url: `/api/auth/me`,
          method: 'PATCH',
          body: queryArg.updateMyProfileDto,
          headers: {
            'If-Match': queryArg['If-Match'],
          },
        }),
        invalidatesTags: ['auth'],
      }),
      removeMyLogo: build.mutation<RemoveMyLogoApiResponse, RemoveMyLogoApiArg>({
        query: (queryArg) => ({
          url: `/api/auth/me/logo`,
          method: 'DELETE',
          headers: {
            'If-Match': queryArg['If-Match'],
          },
        }),
        invalidatesTags: ['auth'],
      }),
      uploadMyLogo: build.mutation<UploadMyLogoApiResponse, UploadMyLogoApiArg>({
        query: (queryArg) => ({
          url: `/api/auth/me/logo`,
          method: 'PUT',
          body: queryArg.uploadMyLogoFormDto,
          headers: {
            'If-Match': queryArg['If-Match'],
          },
        }),
        invalidatesTags: ['auth'],
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
      listCalendarFeeds: build.query<ListCalendarFeedsApiResponse, ListCalendarFeedsApiArg>({
        query: () => ({ url: `/api/calendar-feeds` }),
        providesTags: ['calendar'],
      }),
      createCalendarFeed: build.mutation<CreateCalendarFeedApiResponse, CreateCalendarFeedApiArg>({
        query: (queryArg) => ({
          url: `/api/calendar-feeds`,
          method: 'POST',
          body: queryArg.createCalendarFeedDto,
          headers: {
            'If-Match': queryArg['If-Match'],
          },
        }),
        invalidatesTags: ['calendar'],
      }),
      revokeCalendarFeed: build.mutation<RevokeCalendarFeedApiResponse, RevokeCalendarFeedApiArg>({
        query: (queryArg) => ({
          url: `/api/calendar-feeds/${queryArg.id}`,
          method: 'DELETE',
          headers: {
            'If-Match': queryArg['If-Match'],
          },
        }),
        invalidatesTags: ['calendar'],
      }),
      getCalendarFeed: build.query<GetCalendarFeedApiResponse, GetCalendarFeedApiArg>({
        query: (queryArg) => ({ url: `/api/calendar/${queryArg.file}` }),
        providesTags: ['calendar'],
      }),
      listClientInvitations: build.query<ListClientInvitationsApiResponse, ListClientInvitationsApiArg>({
        query: () => ({ url: `/api/client-invitations` }),
        providesTags: ['clients'],
      }),
      acceptClientInvitation: build.mutation<AcceptClientInvitationApiResponse, AcceptClientInvitationApiArg>({
        query: (queryArg) => ({ url: `/api/client-invitations/${queryArg.agentId}/accept`, method: 'POST' }),
        invalidatesTags: ['clients'],
      }),
      declineClientInvitation: build.mutation<DeclineClientInvitationApiResponse, DeclineClientInvitationApiArg>({
        query: (queryArg) => ({ url: `/api/client-invitations/${queryArg.agentId}/decline`, method: 'POST' }),
        invalidatesTags: ['clients'],
      }),
      listMyClients: build.query<ListMyClientsApiResponse, ListMyClientsApiArg>({
        query: () => ({ url: `/api/clients` }),
        providesTags: ['clients'],
      }),
      createClient: build.mutation<CreateClientApiResponse, CreateClientApiArg>({
        query: (queryArg) => ({ url: `/api/clients`, method: 'POST', body: queryArg.createClientDto }),
        invalidatesTags: ['clients'],
      }),
      listSentClientInvitations: build.query<ListSentClientInvitationsApiResponse, ListSentClientInvitationsApiArg>({
        query: () => ({ url: `/api/clients/invitations` }),
        providesTags: ['clients'],
      }),
      inviteClient: build.mutation<InviteClientApiResponse, InviteClientApiArg>({
        query: (queryArg) => ({ url: `/api/clients/invitations`, method: 'POST', body: queryArg.inviteClientDto }),
        invalidatesTags: ['clients'],
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
      openDocumentLink: build.query<OpenDocumentLinkApiResponse, OpenDocumentLinkApiArg>({
        query: (queryArg) => ({
          url: `/api/document-links/${queryArg.linkId}`,
          params: {
            sig: queryArg.sig,
            exp: queryArg.exp,
          },
        }),
        providesTags: ['transactions'],
      }),
      listEducationPrompts: build.query<ListEducationPromptsApiResponse, ListEducationPromptsApiArg>({
        query: (queryArg) => ({
          url: `/api/education-prompts`,
          params: {
            milestone_type: queryArg.milestoneType,
          },
        }),
        providesTags: ['education'],
      }),
      createEducationPrompt: build.mutation<CreateEducationPromptApiResponse, CreateEducationPromptApiArg>({
        query: (queryArg) => ({
          url: `/api/education-prompts`,
          method: 'POST',
          body: queryArg.createEducationPromptDto,
          headers: {
            'If-Match': queryArg['If-Match'],
          },
        }),
        invalidatesTags: ['education'],
      }),
      deleteEducationPrompt: build.mutation<DeleteEducationPromptApiResponse, DeleteEducationPromptApiArg>({
        query: (queryArg) => ({
          url: `/api/education-prompts/${queryArg.id}`,
          method: 'DELETE',
          headers: {
            'If-Match': queryArg['If-Match'],
          },
        }),
        invalidatesTags: ['education'],
      }),
      updateEducationPrompt: build.mutation<UpdateEducationPromptApiResponse, UpdateEducationPromptApiArg>({
        query: (queryArg) => ({
          url: `/api/education-prompts/${queryArg.id}`,
          method: 'PATCH',
          body: queryArg.updateEducationPromptDto,
          headers: {
            'If-Match': queryArg['If-Match'],
          },
        }),
        invalidatesTags: ['education'],
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
      listUnreadMessageCounts: build.query<ListUnreadMessageCountsApiResponse, ListUnreadMessageCountsApiArg>({
        query: () => ({ url: `/api/messages/unread` }),
        providesTags: ['messages'],
      }),
      listNotificationPreferences: build.query<ListNotificationPreferencesApiResponse, ListNotificationPreferencesApiArg>({
        query: () => ({ url: `/api/notifications/preferences` }),
        providesTags: ['notifications'],
      }),
      setNotificationPreference: build.mutation<SetNotificationPreferenceApiResponse, SetNotificationPreferenceApiArg>({
        query: (queryArg) => ({
          url: `/api/notifications/preferences/${queryArg.kind}`,
          method: 'PUT',
          body: queryArg.setNotificationPreferenceDto,
          headers: {
            'If-Match': queryArg['If-Match'],
          },
        }),
        invalidatesTags: ['notifications'],
      }),
      checkUnsubscribeLink: build.query<CheckUnsubscribeLinkApiResponse, CheckUnsubscribeLinkApiArg>({
        query: (queryArg) => ({
          url: `/api/notifications/unsubscribe`,
          params: {
            user: queryArg.user,
            kind: queryArg.kind,
            token: queryArg.token,
          },
        }),
        providesTags: ['notifications'],
      }),
      unsubscribe: build.mutation<UnsubscribeApiResponse, UnsubscribeApiArg>({
        query: (queryArg) => ({
          url: `/api/notifications/unsubscribe`,
          method: 'POST',
          body: queryArg.unsubscribeDto,
          headers: {
            'If-Match': queryArg['If-Match'],
          },
        }),
        invalidatesTags: ['notifications'],
      }),
      getOversightDashboard: build.query<GetOversightDashboardApiResponse, GetOversightDashboardApiArg>({
        query: (queryArg) => ({
          url: `/api/oversight/dashboard`,
          params: {
            agent: queryArg.agent,
            status: queryArg.status,
            compliance: queryArg.compliance,
            today: queryArg.today,
            limit: queryArg.limit,
            offset: queryArg.offset,
          },
        }),
        providesTags: ['oversight'],
      }),
      exportOversightDealsCsv: build.query<ExportOversightDealsCsvApiResponse, ExportOversightDealsCsvApiArg>({
        query: (queryArg) => ({
          url: `/api/oversight/dashboard/export`,
          params: {
            agent: queryArg.agent,
            status: queryArg.status,
            compliance: queryArg.compliance,
            today: queryArg.today,
          },
        }),
        providesTags: ['oversight'],
      }),
      getReviewQueue: build.query<GetReviewQueueApiResponse, GetReviewQueueApiArg>({
        query: () => ({ url: `/api/oversight/review-queue` }),
        providesTags: ['oversight'],
      }),
      getReviewWindow: build.query<GetReviewWindowApiResponse, GetReviewWindowApiArg>({
        query: () => ({ url: `/api/oversight/review-window` }),
        providesTags: ['oversight'],
      }),
      setReviewWindow: build.mutation<SetReviewWindowApiResponse, SetReviewWindowApiArg>({
        query: (queryArg) => ({
          url: `/api/oversight/review-window`,
          method: 'PUT',
          body: queryArg.setReviewWindowDto,
          headers: {
            'If-Match': queryArg['If-Match'],
          },
        }),
        invalidatesTags: ['oversight'],
      }),
      listTransactions: build.query<ListTransactionsApiResponse, ListTransactionsApiArg>({
        query: (queryArg) => ({
          url: `/api/transactions`,
          params: {
            include_inactive: queryArg.includeInactive,
          },
        }),
        providesTags: ['transactions'],
      }),
      createTransaction: build.mutation<CreateTransactionApiResponse, CreateTransactionApiArg>({
        query: (queryArg) => ({
          url: `/api/transactions`,
          method: 'POST',
          body: queryArg.createTransactionDto,
          headers: {
            'Idempotency-Key': queryArg['Idempotency-Key'],
            'If-Match': queryArg['If-Match'],
          },
        }),
        invalidatesTags: ['transactions'],
      }),
      listAlerts: build.query<ListAlertsApiResponse, ListAlertsApiArg>({
        query: () => ({ url: `/api/transactions/alerts` }),
        providesTags: ['alerts'],
      }),
      markAlertsRead: build.mutation<MarkAlertsReadApiResponse, MarkAlertsReadApiArg>({
        query: () => ({ url: `/api/transactions/alerts/read`, method: 'POST' }),
        invalidatesTags: ['alerts'],
      }),
      previewTransactionMilestones: build.mutation<PreviewTransactionMilestonesApiResponse, PreviewTransactionMilestonesApiArg>({
        query: (queryArg) => ({
          url: `/api/transactions/milestone-preview`,
          method: 'POST',
          body: queryArg.createTransactionDto,
        }),
        invalidatesTags: ['transactions'],
      }),
      listUpcomingMilestones: build.query<ListUpcomingMilestonesApiResponse, ListUpcomingMilestonesApiArg>({
        query: () => ({ url: `/api/transactions/upcoming-milestones` }),
        providesTags: ['transactions'],
      }),
      listUpcomingTasks: build.query<ListUpcomingTasksApiResponse, ListUpcomingTasksApiArg>({
        query: () => ({ url: `/api/transactions/upcoming-tasks` }),
        providesTags: ['transactions'],
      }),
      deleteTransaction: build.mutation<DeleteTransactionApiResponse, DeleteTransactionApiArg>({
        query: (queryArg) => ({
          url: `/api/transactions/${queryArg.id}`,
          method: 'DELETE',
          headers: {
            'If-Match': queryArg['If-Match'],
          },
          params: {
            force: queryArg.force,
          },
        }),
        invalidatesTags: ['transactions'],
      }),
      getTransaction: build.query<GetTransactionApiResponse, GetTransactionApiArg>({
        query: (queryArg) => ({
          url: `/api/transactions/${queryArg.id}`,
          params: {
            view: queryArg.view,
          },
        }),
        providesTags: ['transactions'],
      }),
      updateTransaction: build.mutation<UpdateTransactionApiResponse, UpdateTransactionApiArg>({
        query: (queryArg) => ({
          url: `/api/transactions/${queryArg.id}`,
          method: 'PATCH',
          body: queryArg.updateTransactionDto,
          headers: {
            'If-Match': queryArg['If-Match'],
          },
        }),
        invalidatesTags: ['transactions'],
      }),
      getTransactionAgentCard: build.query<GetTransactionAgentCardApiResponse, GetTransactionAgentCardApiArg>({
        query: (queryArg) => ({ url: `/api/transactions/${queryArg.id}/agent-card` }),
        providesTags: ['transactions'],
      }),
      archiveTransaction: build.mutation<ArchiveTransactionApiResponse, ArchiveTransactionApiArg>({
        query: (queryArg) => ({
          url: `/api/transactions/${queryArg.id}/archive`,
          method: 'POST',
          headers: {
            'If-Match': queryArg['If-Match'],
          },
        }),
        invalidatesTags: ['transactions'],
      }),
      listClientCheckIns: build.query<ListClientCheckInsApiResponse, ListClientCheckInsApiArg>({
        query: (queryArg) => ({
          url: `/api/transactions/${queryArg.id}/check-ins`,
          params: {
            view: queryArg.view,
          },
        }),
        providesTags: ['transactions'],
      }),
      submitCheckIn: build.mutation<SubmitCheckInApiResponse, SubmitCheckInApiArg>({
        query: (queryArg) => ({
          url: `/api/transactions/${queryArg.id}/check-ins`,
          method: 'POST',
          body: queryArg.submitCheckInDto,
          headers: {
            'Idempotency-Key': queryArg['Idempotency-Key'],
            'If-Match': queryArg['If-Match'],
          },
        }),
        invalidatesTags: ['transactions'],
      }),
      respondToCheckIn: build.mutation<RespondToCheckInApiResponse, RespondToCheckInApiArg>({
        query: (queryArg) => ({
          url: `/api/transactions/${queryArg.id}/check-ins/${queryArg.checkInId}/response`,
          method: 'PUT',
          body: queryArg.respondToCheckInDto,
          headers: {
            'If-Match': queryArg['If-Match'],
          },
        }),
        invalidatesTags: ['transactions'],
      }),
      markCheckInViewed: build.mutation<MarkCheckInViewedApiResponse, MarkCheckInViewedApiArg>({
        query: (queryArg) => ({
          url: `/api/transactions/${queryArg.id}/check-ins/${queryArg.checkInId}/viewed`,
          method: 'POST',
          headers: {
            'If-Match': queryArg['If-Match'],
          },
        }),
        invalidatesTags: ['transactions'],
      }),
      updateTransactionClient: build.mutation<UpdateTransactionClientApiResponse, UpdateTransactionClientApiArg>({
        query: (queryArg) => ({
          url: `/api/transactions/${queryArg.id}/client`,
          method: 'PATCH',
          body: queryArg.updateTransactionClientDto,
        }),
        invalidatesTags: ['transactions'],
      }),
      uploadClientDocument: build.mutation<UploadClientDocumentApiResponse, UploadClientDocumentApiArg>({
        query: (queryArg) => ({
          url: `/api/transactions/${queryArg.id}/client-documents`,
          method: 'POST',
          body: queryArg.uploadClientDocumentFormDto,
          headers: {
            'If-Match': queryArg['If-Match'],
          },
        }),
        invalidatesTags: ['transactions'],
      }),
      closeTransaction: build.mutation<CloseTransactionApiResponse, CloseTransactionApiArg>({
        query: (queryArg) => ({
          url: `/api/transactions/${queryArg.id}/close`,
          method: 'POST',
          headers: {
            'If-Match': queryArg['If-Match'],
          },
        }),
        invalidatesTags: ['transactions'],
      }),
      listTransactionContacts: build.query<ListTransactionContactsApiResponse, ListTransactionContactsApiArg>({
        query: (queryArg) => ({
          url: `/api/transactions/${queryArg.id}/contacts`,
          params: {
            view: queryArg.view,
          },
        }),
        providesTags: ['transactions'],
      }),
      createTransactionContact: build.mutation<CreateTransactionContactApiResponse, CreateTransactionContactApiArg>({
        query: (queryArg) => ({
          url: `/api/transactions/${queryArg.id}/contacts`,
          method: 'POST',
          body: queryArg.wizardContactDto,
          headers: {
            'Idempotency-Key': queryArg['Idempotency-Key'],
            'If-Match': queryArg['If-Match'],
          },
        }),
        invalidatesTags: ['transactions'],
      }),
      deleteTransactionContact: build.mutation<DeleteTransactionContactApiResponse, DeleteTransactionContactApiArg>({
        query: (queryArg) => ({
          url: `/api/transactions/${queryArg.id}/contacts/${queryArg.contactId}`,
          method: 'DELETE',
          headers: {
            'If-Match': queryArg['If-Match'],
          },
        }),
        invalidatesTags: ['transactions'],
      }),
      updateTransactionContact: build.mutation<UpdateTransactionContactApiResponse, UpdateTransactionContactApiArg>({
        query: (queryArg) => ({
          url: `/api/transactions/${queryArg.id}/contacts/${queryArg.contactId}`,
          method: 'PATCH',
          body: queryArg.updateTransactionContactDto,
          headers: {
            'If-Match': queryArg['If-Match'],
          },
        }),
        invalidatesTags: ['transactions'],
      }),
      listTransactionDocuments: build.query<ListTransactionDocumentsApiResponse, ListTransactionDocumentsApiArg>({
        query: (queryArg) => ({
          url: `/api/transactions/${queryArg.id}/documents`,
          params: {
            view: queryArg.view,
          },
        }),
        providesTags: ['transactions'],
      }),
      uploadTransactionDocument: build.mutation<UploadTransactionDocumentApiResponse, UploadTransactionDocumentApiArg>({
        query: (queryArg) => ({
          url: `/api/transactions/${queryArg.id}/documents`,
          method: 'POST',
          body: queryArg.uploadTransactionDocumentFormDto,
          headers: {
            'If-Match': queryArg['If-Match'],
          },
        }),
        invalidatesTags: ['transactions'],
      }),
      deleteTransactionDocument: build.mutation<DeleteTransactionDocumentApiResponse, DeleteTransactionDocumentApiArg>({
        query: (queryArg) => ({
          url: `/api/transactions/${queryArg.id}/documents/${queryArg.documentId}`,
          method: 'DELETE',
          headers: {
            'If-Match': queryArg['If-Match'],
          },
        }),
        invalidatesTags: ['transactions'],
      }),
      updateTransactionDocument: build.mutation<UpdateTransactionDocumentApiResponse, UpdateTransactionDocumentApiArg>({
        query: (queryArg) => ({
          url: `/api/transactions/${queryArg.id}/documents/${queryArg.documentId}`,
          method: 'PATCH',
          body: queryArg.updateTransactionDocumentDto,
          headers: {
            'If-Match': queryArg['If-Match'],
          },
        }),
        invalidatesTags: ['transactions'],
      }),
      emailTransactionDocumentLink: build.mutation<EmailTransactionDocumentLinkApiResponse, EmailTransactionDocumentLinkApiArg>({
        query: (queryArg) => ({
          url: `/api/transactions/${queryArg.id}/documents/${queryArg.documentId}/email-link`,
          method: 'POST',
          body: queryArg.emailDocumentLinkDto,
          headers: {
            'If-Match': queryArg['If-Match'],
          },
        }),
        invalidatesTags: ['transactions'],
      }),
      downloadTransactionDocument: build.query<DownloadTransactionDocumentApiResponse, DownloadTransactionDocumentApiArg>({
        query: (queryArg) => ({ url: `/api/transactions/${queryArg.id}/documents/${queryArg.documentId}/file` }),
        providesTags: ['transactions'],
      }),
      listTransactionDocumentLinks: build.query<ListTransactionDocumentLinksApiResponse, ListTransactionDocumentLinksApiArg>({
        query: (queryArg) => ({ url: `/api/transactions/${queryArg.id}/documents/${queryArg.documentId}/links` }),
        providesTags: ['transactions'],
      }),
      revokeTransactionDocumentLink: build.mutation<
        RevokeTransactionDocumentLinkApiResponse,
        RevokeTransactionDocumentLinkApiArg
      >({
        query: (queryArg) => ({
          url: `/api/transactions/${queryArg.id}/documents/${queryArg.documentId}/links/${queryArg.linkId}`,
          method: 'DELETE',
          headers: {
            'If-Match': queryArg['If-Match'],
          },
        }),
        invalidatesTags: ['transactions'],
      }),
      saveTransactionDraft: build.mutation<SaveTransactionDraftApiResponse, SaveTransactionDraftApiArg>({
        query: (queryArg) => ({
          url: `/api/transactions/${queryArg.id}/draft`,
          method: 'PUT',
          body: queryArg.transactionDraftDto,
          headers: {
            'If-Match': queryArg['If-Match'],
          },
        }),
        invalidatesTags: ['transactions'],
      }),
      getHomeVault: build.query<GetHomeVaultApiResponse, GetHomeVaultApiArg>({
        query: (queryArg) => ({ url: `/api/transactions/${queryArg.id}/home-vault` }),
        providesTags: ['transactions'],
      }),
      listDealMessages: build.query<ListDealMessagesApiResponse, ListDealMessagesApiArg>({
        query: (queryArg) => ({
          url: `/api/transactions/${queryArg.id}/messages`,
          params: {
            after: queryArg.after,
          },
        }),
        providesTags: ['messages'],
      }),
      sendDealMessage: build.mutation<SendDealMessageApiResponse, SendDealMessageApiArg>({
        query: (queryArg) => ({
          url: `/api/transactions/${queryArg.id}/messages`,
          method: 'POST',
          body: queryArg.sendMessageDto,
          headers: {
            'Idempotency-Key': queryArg['Idempotency-Key'],
            'If-Match': queryArg['If-Match'],
          },
        }),
        invalidatesTags: ['messages'],
      }),
      markDealMessagesRead: build.mutation<MarkDealMessagesReadApiResponse, MarkDealMessagesReadApiArg>({
        query: (queryArg) => ({
          url: `/api/transactions/${queryArg.id}/messages/read`,
          method: 'POST',
          headers: {
            'If-Match': queryArg['If-Match'],
          },
        }),
        invalidatesTags: ['messages'],
      }),
      countUnreadDealMessages: build.query<CountUnreadDealMessagesApiResponse, CountUnreadDealMessagesApiArg>({
        query: (queryArg) => ({ url: `/api/transactions/${queryArg.id}/messages/unread-count` }),
        providesTags: ['messages'],
      }),
      resetMilestoneEducation: build.mutation<ResetMilestoneEducationApiResponse, ResetMilestoneEducationApiArg>({
        query: (queryArg) => ({
          url: `/api/transactions/${queryArg.id}/milestone-education/${queryArg.milestoneType}`,
          method: 'DELETE',
          headers: {
            'If-Match': queryArg['If-Match'],
          },
        }),
        invalidatesTags: ['transactions'],
      }),
      setMilestoneEducation: build.mutation<SetMilestoneEducationApiResponse, SetMilestoneEducationApiArg>({
        query: (queryArg) => ({
          url: `/api/transactions/${queryArg.id}/milestone-education/${queryArg.milestoneType}`,
          method: 'PUT',
          body: queryArg.milestoneEducationDto,
          headers: {
            'If-Match': queryArg['If-Match'],
          },
        }),
        invalidatesTags: ['transactions'],
      }),
      checkMilestoneIntegrity: build.query<CheckMilestoneIntegrityApiResponse, CheckMilestoneIntegrityApiArg>({
        query: (queryArg) => ({ url: `/api/transactions/${queryArg.id}/milestone-integrity` }),
        providesTags: ['transactions'],
      }),
      fixMilestoneIntegrity: build.mutation<FixMilestoneIntegrityApiResponse, FixMilestoneIntegrityApiArg>({
        query: (queryArg) => ({ url: `/api/transactions/${queryArg.id}/milestone-integrity/fix`, method: 'POST' }),
        invalidatesTags: ['transactions'],
      }),
      listTransactionMilestones: build.query<ListTransactionMilestonesApiResponse, ListTransactionMilestonesApiArg>({
        query: (queryArg) => ({
          url: `/api/transactions/${queryArg.id}/milestones`,
          params: {
            view: queryArg.view,
          },
        }),
        providesTags: ['transactions'],
      }),
      createCustomMilestone: build.mutation<CreateCustomMilestoneApiResponse, CreateCustomMilestoneApiArg>({
        query: (queryArg) => ({
          url: `/api/transactions/${queryArg.id}/milestones`,
          method: 'POST',
          body: queryArg.createCustomMilestoneDto,
          headers: {
            'Idempotency-Key': queryArg['Idempotency-Key'],
            'If-Match': queryArg['If-Match'],
          },
        }),
        invalidatesTags: ['transactions'],
      }),
      deleteCustomMilestone: build.mutation<DeleteCustomMilestoneApiResponse, DeleteCustomMilestoneApiArg>({
        query: (queryArg) => ({
          url: `/api/transactions/${queryArg.id}/milestones/${queryArg.milestoneId}`,
          method: 'DELETE',
          headers: {
            'If-Match': queryArg['If-Match'],
          },
        }),
        invalidatesTags: ['transactions'],
      }),
      updateCustomMilestone: build.mutation<UpdateCustomMilestoneApiResponse, UpdateCustomMilestoneApiArg>({
        query: (queryArg) => ({
          url: `/api/transactions/${queryArg.id}/milestones/${queryArg.milestoneId}`,
          method: 'PATCH',
          body: queryArg.updateCustomMilestoneDto,
          headers: {
            'If-Match': queryArg['If-Match'],
          },
        }),
        invalidatesTags: ['transactions'],
      }),
      amendContractDeadline: build.mutation<AmendContractDeadlineApiResponse, AmendContractDeadlineApiArg>({
        query: (queryArg) => ({
          url: `/api/transactions/${queryArg.id}/milestones/${queryArg.milestoneType}/amendments`,
          method: 'POST',
          body: queryArg.amendContractDeadlineDto,
          headers: {
            'If-Match': queryArg['If-Match'],
          },
        }),
        invalidatesTags: ['transactions'],
      }),
      withdrawMilestoneConfirmation: build.mutation<
        WithdrawMilestoneConfirmationApiResponse,
        WithdrawMilestoneConfirmationApiArg
      >({
        query: (queryArg) => ({
          url: `/api/transactions/${queryArg.id}/milestones/${queryArg.milestoneType}/confirmation`,
          method: 'DELETE',
          headers: {
            'If-Match': queryArg['If-Match'],
          },
        }),
        invalidatesTags: ['transactions'],
      }),
      confirmMilestone: build.mutation<ConfirmMilestoneApiResponse, ConfirmMilestoneApiArg>({
        query: (queryArg) => ({
          url: `/api/transactions/${queryArg.id}/milestones/${queryArg.milestoneType}/confirmation`,
          method: 'PUT',
          headers: {
            'If-Match': queryArg['If-Match'],
          },
        }),
        invalidatesTags: ['transactions'],
      }),
      restoreGeneratedMilestone: build.mutation<RestoreGeneratedMilestoneApiResponse, RestoreGeneratedMilestoneApiArg>({
        query: (queryArg) => ({
          url: `/api/transactions/${queryArg.id}/milestones/${queryArg.milestoneType}/removal`,
          method: 'DELETE',
          headers: {
            'If-Match': queryArg['If-Match'],
          },
        }),
        invalidatesTags: ['transactions'],
      }),
      removeGeneratedMilestone: build.mutation<RemoveGeneratedMilestoneApiResponse, RemoveGeneratedMilestoneApiArg>({
        query: (queryArg) => ({
          url: `/api/transactions/${queryArg.id}/milestones/${queryArg.milestoneType}/removal`,
          method: 'PUT',
          headers: {
            'If-Match': queryArg['If-Match'],
          },
        }),
        invalidatesTags: ['transactions'],
      }),
      listTransactionOversightReads: build.query<ListTransactionOversightReadsApiResponse, ListTransactionOversightReadsApiArg>({
        query: (queryArg) => ({ url: `/api/transactions/${queryArg.id}/oversight-reads` }),
        providesTags: ['transactions'],
      }),
      getTransactionPhoto: build.query<GetTransactionPhotoApiResponse, GetTransactionPhotoApiArg>({
        query: (queryArg) => ({
          url: `/api/transactions/${queryArg.id}/photo`,
          params: {
            sub: queryArg.sub,
            role: queryArg.role,
            sid: queryArg.sid,
            exp: queryArg.exp,
            sig: queryArg.sig,
          },
        }),
        providesTags: ['transactions'],
      }),
      uploadTransactionPhoto: build.mutation<UploadTransactionPhotoApiResponse, UploadTransactionPhotoApiArg>({
        query: (queryArg) => ({
          url: `/api/transactions/${queryArg.id}/photo`,
          method: 'POST',
          body: queryArg.uploadTransactionPhotoFormDto,
          headers: {
            'If-Match': queryArg['If-Match'],
          },
        }),
        invalidatesTags: ['transactions'],
      }),
      reassignTransaction: build.mutation<ReassignTransactionApiResponse, ReassignTransactionApiArg>({
        query: (queryArg) => ({
          url: `/api/transactions/${queryArg.id}/reassign`,
          method: 'POST',
          body: queryArg.reassignTransactionDto,
          headers: {
            'If-Match': queryArg['If-Match'],
          },
        }),
        invalidatesTags: ['transactions'],
      }),
      listReassignTargets: build.query<ListReassignTargetsApiResponse, ListReassignTargetsApiArg>({
        query: (queryArg) => ({ url: `/api/transactions/${queryArg.id}/reassign/agents` }),
        providesTags: ['transactions'],
      }),
      listRemovedMilestones: build.query<ListRemovedMilestonesApiResponse, ListRemovedMilestonesApiArg>({
        query: (queryArg) => ({ url: `/api/transactions/${queryArg.id}/removed-milestones` }),
        providesTags: ['transactions'],
      }),
      reopenTransaction: build.mutation<ReopenTransactionApiResponse, ReopenTransactionApiArg>({
        query: (queryArg) => ({
          url: `/api/transactions/${queryArg.id}/reopen`,
          method: 'POST',
          headers: {
            'If-Match': queryArg['If-Match'],
          },
        }),
        invalidatesTags: ['transactions'],
      }),
      getTransactionReview: build.query<GetTransactionReviewApiResponse, GetTransactionReviewApiArg>({
        query: (queryArg) => ({ url: `/api/transactions/${queryArg.id}/review` }),
        providesTags: ['oversight'],
      }),
      decideTransactionReview: build.mutation<DecideTransactionReviewApiResponse, DecideTransactionReviewApiArg>({
        query: (queryArg) => ({
          url: `/api/transactions/${queryArg.id}/review`,
          method: 'POST',
          body: queryArg.decideReviewDto,
          headers: {
            'If-Match': queryArg['If-Match'],
          },
        }),
        invalidatesTags: ['oversight'],
      }),
      resolveTransactionReturn: build.mutation<ResolveTransactionReturnApiResponse, ResolveTransactionReturnApiArg>({
        query: (queryArg) => ({
          url: `/api/transactions/${queryArg.id}/review/resolve`,
          method: 'POST',
          headers: {
            'If-Match': queryArg['If-Match'],
          },
        }),
        invalidatesTags: ['oversight'],
      }),
      changeTransactionStatus: build.mutation<ChangeTransactionStatusApiResponse, ChangeTransactionStatusApiArg>({
        query: (queryArg) => ({
          url: `/api/transactions/${queryArg.id}/status`,
          method: 'PUT',
          body: queryArg.changeTransactionStatusDto,
          headers: {
            'If-Match': queryArg['If-Match'],
          },
        }),
        invalidatesTags: ['transactions'],
      }),
      submitTransactionDraft: build.mutation<SubmitTransactionDraftApiResponse, SubmitTransactionDraftApiArg>({
        query: (queryArg) => ({
          url: `/api/transactions/${queryArg.id}/submit`,
          method: 'POST',
          body: queryArg.transactionDraftDto,
          headers: {
            'If-Match': queryArg['If-Match'],
          },
        }),
        invalidatesTags: ['transactions'],
      }),
      listTransactionTasks: build.query<ListTransactionTasksApiResponse, ListTransactionTasksApiArg>({
        query: (queryArg) => ({
          url: `/api/transactions/${queryArg.id}/tasks`,
          params: {
            view: queryArg.view,
            bucket: queryArg.bucket,
            status: queryArg.status,
            scope: queryArg.scope,
          },
        }),
        providesTags: ['transactions'],
      }),
      createTransactionTask: build.mutation<CreateTransactionTaskApiResponse, CreateTransactionTaskApiArg>({
        query: (queryArg) => ({
          url: `/api/transactions/${queryArg.id}/tasks`,
          method: 'POST',
          body: queryArg.createTransactionTaskDto,
          headers: {
            'Idempotency-Key': queryArg['Idempotency-Key'],
            'If-Match': queryArg['If-Match'],
          },
        }),
        invalidatesTags: ['transactions'],
      }),
      deleteTransactionTask: build.mutation<DeleteTransactionTaskApiResponse, DeleteTransactionTaskApiArg>({
        query: (queryArg) => ({
          url: `/api/transactions/${queryArg.id}/tasks/${queryArg.taskId}`,
          method: 'DELETE',
          headers: {
            'If-Match': queryArg['If-Match'],
          },
        }),
        invalidatesTags: ['transactions'],
      }),
      updateTransactionTask: build.mutation<UpdateTransactionTaskApiResponse, UpdateTransactionTaskApiArg>({
        query: (queryArg) => ({
          url: `/api/transactions/${queryArg.id}/tasks/${queryArg.taskId}`,
          method: 'PATCH',
          body: queryArg.updateTransactionTaskDto,
          headers: {
            'If-Match': queryArg['If-Match'],
          },
        }),
        invalidatesTags: ['transactions'],
      }),
      listTransactionUtilities: build.query<ListTransactionUtilitiesApiResponse, ListTransactionUtilitiesApiArg>({
        query: (queryArg) => ({
          url: `/api/transactions/${queryArg.id}/utilities`,
          params: {
            view: queryArg.view,
          },
        }),
        providesTags: ['transactions'],
      }),
      createTransactionUtility: build.mutation<CreateTransactionUtilityApiResponse, CreateTransactionUtilityApiArg>({
        query: (queryArg) => ({
          url: `/api/transactions/${queryArg.id}/utilities`,
          method: 'POST',
          body: queryArg.createTransactionUtilityDto,
          headers: {
            'Idempotency-Key': queryArg['Idempotency-Key'],
            'If-Match': queryArg['If-Match'],
          },
        }),
        invalidatesTags: ['transactions'],
      }),
      deleteTransactionUtility: build.mutation<DeleteTransactionUtilityApiResponse, DeleteTransactionUtilityApiArg>({
        query: (queryArg) => ({
          url: `/api/transactions/${queryArg.id}/utilities/${queryArg.utilityId}`,
          method: 'DELETE',
          headers: {
            'If-Match': queryArg['If-Match'],
          },
        }),
        invalidatesTags: ['transactions'],
      }),
      updateTransactionUtility: build.mutation<UpdateTransactionUtilityApiResponse, UpdateTransactionUtilityApiArg>({
        query: (queryArg) => ({
          url: `/api/transactions/${queryArg.id}/utilities/${queryArg.utilityId}`,
          method: 'PATCH',
          body: queryArg.updateTransactionUtilityDto,
          headers: {
            'If-Match': queryArg['If-Match'],
          },
        }),
        invalidatesTags: ['transactions'],
      }),
      listTransactionVendors: build.query<ListTransactionVendorsApiResponse, ListTransactionVendorsApiArg>({
        query: (queryArg) => ({
          url: `/api/transactions/${queryArg.id}/vendors`,
          params: {
            view: queryArg.view,
          },
        }),
        providesTags: ['transactions'],
      }),
      createTransactionVendor: build.mutation<CreateTransactionVendorApiResponse, CreateTransactionVendorApiArg>({
        query: (queryArg) => ({
          url: `/api/transactions/${queryArg.id}/vendors`,
          method: 'POST',
          body: queryArg.createTransactionVendorDto,
          headers: {
            'Idempotency-Key': queryArg['Idempotency-Key'],
            'If-Match': queryArg['If-Match'],
          },
        }),
        invalidatesTags: ['transactions'],
      }),
      deleteTransactionVendor: build.mutation<DeleteTransactionVendorApiResponse, DeleteTransactionVendorApiArg>({
        query: (queryArg) => ({
          url: `/api/transactions/${queryArg.id}/vendors/${queryArg.vendorId}`,
          method: 'DELETE',
          headers: {
            'If-Match': queryArg['If-Match'],
          },
        }),
        invalidatesTags: ['transactions'],
      }),
      getUserLogo: build.query<GetUserLogoApiResponse, GetUserLogoApiArg>({
        query: (queryArg) => ({
          url: `/api/users/${queryArg.id}/logo`,
          params: {
            sub: queryArg.sub,
            role: queryArg.role,
            sid: queryArg.sid,
            exp: queryArg.exp,
            sig: queryArg.sig,
          },
        }),
        providesTags: ['users'],
      }),
      listVendors: build.query<ListVendorsApiResponse, ListVendorsApiArg>({
        query: (queryArg) => ({
          url: `/api/vendors`,
          params: {
            search: queryArg.search,
            category: queryArg.category,
          },
        }),
        providesTags: ['vendors'],
      }),
      createVendor: build.mutation<CreateVendorApiResponse, CreateVendorApiArg>({
        query: (queryArg) => ({
          url: `/api/vendors`,
          method: 'POST',
          body: queryArg.createVendorDto,
          headers: {
            'Idempotency-Key': queryArg['Idempotency-Key'],
            'If-Match': queryArg['If-Match'],
          },
        }),
        invalidatesTags: ['vendors'],
      }),
      listVendorShareTargets: build.query<ListVendorShareTargetsApiResponse, ListVendorShareTargetsApiArg>({
        query: () => ({ url: `/api/vendors/share-targets` }),
        providesTags: ['vendors'],
      }),
      deleteVendor: build.mutation<DeleteVendorApiResponse, DeleteVendorApiArg>({
        query: (queryArg) => ({
          url: `/api/vendors/${queryArg.id}`,
          method: 'DELETE',
          headers: {
            'If-Match': queryArg['If-Match'],
          },
        }),
        invalidatesTags: ['vendors'],
      }),
      updateVendor: build.mutation<UpdateVendorApiResponse, UpdateVendorApiArg>({
        query: (queryArg) => ({
          url: `/api/vendors/${queryArg.id}`,
          method: 'PATCH',
          body: queryArg.updateVendorDto,
          headers: {
            'If-Match': queryArg['If-Match'],
          },
        }),
        invalidatesTags: ['vendors'],
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
export type AssignBrokerApiResponse = /** status 200  */ AdminUserDto;
export type AssignBrokerApiArg = {
  id: string;
  /** The version last read, as `"<version>"` (from its ETag or `version`): the command applies only at exactly that version. `*`: only if the record exists. */
  'If-Match'?: string;
  assignBrokerDto: AssignBrokerDto;
};
export type ChangeUserRoleApiResponse = /** status 200  */ ProfileDto;
export type ChangeUserRoleApiArg = {
  id: string;
  /** The version last read, as `"<version>"` (from its ETag or `version`): the command applies only at exactly that version. `*`: only if the record exists. */
  'If-Match'?: string;
  changeRoleDto: ChangeRoleDto;
};
export type AssignTeamLeadApiResponse = /** status 200  */ AdminUserDto;
export type AssignTeamLeadApiArg = {
  id: string;
  /** The version last read, as `"<version>"` (from its ETag or `version`): the command applies only at exactly that version. `*`: only if the record exists. */
  'If-Match'?: string;
  assignTeamLeadDto: AssignTeamLeadDto;
};
export type ChangePasswordApiResponse = /** status 200  */ MessageDto;
export type ChangePasswordApiArg = {
  /** The version last read, as `"<version>"` (from its ETag or `version`): the command applies only at exactly that version. `*`: only if the record exists. */
  'If-Match'?: string;
  changePasswordDto: ChangePasswordDto;
};
export type RecordClientConsentApiResponse = /** status 200  */ ProfileDto;
export type RecordClientConsentApiArg = {
  /** The version last read, as `"<version>"` (from its ETag or `version`): the command applies only at exactly that version. `*`: only if the record exists. */
  'If-Match'?: string;
};
export type ForgotPasswordApiResponse = /** status 202  */ MessageDto;
export type ForgotPasswordApiArg = {
  forgotPasswordDto: ForgotPasswordDto;
};
export type GetMeApiResponse = /** status 200  */ ProfileDto;
export type GetMeApiArg = void;
export type UpdateMyProfileApiResponse = /** status 200  */ ProfileDto;
export type UpdateMyProfileApiArg = {
  /** The version last read, as `"<version>"` (from its ETag or `version`): the command applies only at exactly that version. `*`: only if the record exists. */
  'If-Match'?: string;
  updateMyProfileDto: UpdateMyProfileDto;
};
export type RemoveMyLogoApiResponse = /** status 200  */ ProfileDto;
export type RemoveMyLogoApiArg = {
  /** The version last read, as `"<version>"` (from its ETag or `version`): the command applies only at exactly that version. `*`: only if the record exists. */
  'If-Match'?: string;
};
export type UploadMyLogoApiResponse = /** status 200  */ ProfileDto;
export type UploadMyLogoApiArg = {
  /** The version last read, as `"<version>"` (from its ETag or `version`): the command applies only at exactly that version. `*`: only if the record exists. */
  'If-Match'?: string;
  uploadMyLogoFormDto: UploadMyLogoFormDto;
};
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
export type ListCalendarFeedsApiResponse = /** status 200  */ CalendarFeedDto[];
export type ListCalendarFeedsApiArg = void;
export type CreateCalendarFeedApiResponse = /** status 201  */ CreatedCalendarFeedDto;
export type CreateCalendarFeedApiArg = {
  /** The version last read, as `"<version>"` (from its ETag or `version`): the command applies only at exactly that version. `*`: only if the record exists. */
  'If-Match'?: string;
  createCalendarFeedDto: CreateCalendarFeedDto;
};
export type RevokeCalendarFeedApiResponse = unknown;
export type RevokeCalendarFeedApiArg = {
  id: string;
  /** The version last read, as `"<version>"` (from its ETag or `version`): the command applies only at exactly that version. `*`: only if the record exists. */
  'If-Match'?: string;
};
export type GetCalendarFeedApiResponse = unknown;
export type GetCalendarFeedApiArg = {
  file: string;
};
export type ListClientInvitationsApiResponse = /** status 200  */ ClientInvitationDto[];
export type ListClientInvitationsApiArg = void;
export type AcceptClientInvitationApiResponse = /** status 200  */ ClientInvitationAnswerDto;
export type AcceptClientInvitationApiArg = {
  agentId: string;
};
export type DeclineClientInvitationApiResponse = /** status 200  */ ClientInvitationAnswerDto;
export type DeclineClientInvitationApiArg = {
  agentId: string;
};
export type ListMyClientsApiResponse = /** status 200  */ ClientDto[];
export type ListMyClientsApiArg = void;
export type CreateClientApiResponse = /** status 201  */ ClientDto;
export type CreateClientApiArg = {
  createClientDto: CreateClientDto;
};
export type ListSentClientInvitationsApiResponse = /** status 200  */ PendingClientInvitationDto[];
export type ListSentClientInvitationsApiArg = void;
export type InviteClientApiResponse = /** status 201  */ SentClientInvitationDto;
export type InviteClientApiArg = {
  inviteClientDto: InviteClientDto;
};
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
export type OpenDocumentLinkApiResponse = unknown;
export type OpenDocumentLinkApiArg = {
  linkId: string;
  sig: string;
  exp: string;
};
export type ListEducationPromptsApiResponse = /** status 200  */ EducationPromptDto[];
export type ListEducationPromptsApiArg = {
  /** Only prompts for this milestone type */
  milestoneType?:
    | 'contract_signed'
    | 'earnest_money'
    | 'additional_earnest_money'
    | 'option_fee'
    | 'option_period_end'
    | 'seller_disclosure_due'
    | 'survey_already_provided'
    | 'survey_received'
    | 'survey_due'
    | 'title_objection'
    | 'hoa_resale_cert_due'
    | 'hoa_package'
    | 'appraisal_scheduled'
    | 'appraisal_target'
    | 'inspection_waived'
    | 'inspection'
    | 'insurance_bind'
    | 't47_due'
    | 'mudpid_due'
    | 'repair_deadline'
    | 'reinspection'
    | 'financing_contingency_end'
    | 'loan_approval'
    | 'inspection_contingency_end'
    | 'inspection_contingency_cleared'
    | 'appraisal_contingency_end'
    | 'home_sale_contingency_end'
    | 'final_walkthrough'
    | 'closing'
    | 'funding'
    | 'possession'
    | 'utility_transfer';
};
export type CreateEducationPromptApiResponse = /** status 201  */ EducationPromptDto;
export type CreateEducationPromptApiArg = {
  /** The version last read, as `"<version>"` (from its ETag or `version`): the command applies only at exactly that version. `*`: only if the record exists. */
  'If-Match'?: string;
  createEducationPromptDto: CreateEducationPromptDto;
};
export type DeleteEducationPromptApiResponse = unknown;
export type DeleteEducationPromptApiArg = {
  id: string;
  /** The version last read, as `"<version>"` (from its ETag or `version`): the command applies only at exactly that version. `*`: only if the record exists. */
  'If-Match'?: string;
};
export type UpdateEducationPromptApiResponse = /** status 200  */ EducationPromptDto;
export type UpdateEducationPromptApiArg = {
  id: string;
  /** The version last read, as `"<version>"` (from its ETag or `version`): the command applies only at exactly that version. `*`: only if the record exists. */
  'If-Match'?: string;
  updateEducationPromptDto: UpdateEducationPromptDto;
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
export type ListUnreadMessageCountsApiResponse = /** status 200  */ DealUnreadCountDto[];
export type ListUnreadMessageCountsApiArg = void;
export type ListNotificationPreferencesApiResponse = /** status 200  */ NotificationPreferenceDto[];
export type ListNotificationPreferencesApiArg = void;
export type SetNotificationPreferenceApiResponse = /** status 200  */ NotificationPreferenceDto;
export type SetNotificationPreferenceApiArg = {
  kind: string;
  /** The version last read, as `"<version>"` (from its ETag or `version`): the command applies only at exactly that version. `*`: only if the record exists. */
  'If-Match'?: string;
  setNotificationPreferenceDto: SetNotificationPreferenceDto;
};
export type CheckUnsubscribeLinkApiResponse = /** status 200  */ UnsubscribeResultDto;
export type CheckUnsubscribeLinkApiArg = {
  user: string;
  kind: 'new_message' | 'document_shared' | 'milestone_date_changed' | 'checkin_submitted' | 'checkin_reminder';
  token: string;
};
export type UnsubscribeApiResponse = /** status 200  */ UnsubscribeResultDto;
export type UnsubscribeApiArg = {
  /** The version last read, as `"<version>"` (from its ETag or `version`): the command applies only at exactly that version. `*`: only if the record exists. */
  'If-Match'?: string;
  unsubscribeDto: UnsubscribeDto;
};
export type GetOversightDashboardApiResponse = /** status 200  */ OversightDashboardDto;
export type GetOversightDashboardApiArg = {
  /** Only this agent's deals (one of the caller's people; anyone else's id shows nothing) */
  agent?: string;
  status?: OversightStatusFilter;
  compliance?: OversightComplianceFilter;
  /** The caller's calendar day (YYYY-MM-DD): sets the quarter and the year to date; default the UTC date */
  today?: string;
  limit?: number;
  offset?: number;
};
export type ExportOversightDealsCsvApiResponse = unknown;
export type ExportOversightDealsCsvApiArg = {
  /** Only this agent's deals (one of the caller's people; anyone else's id shows nothing) */
  agent?: string;
  status?: OversightStatusFilter;
  compliance?: OversightComplianceFilter;
  /** The caller's calendar day (YYYY-MM-DD): sets the quarter and the year to date; default the UTC date */
  today?: string;
};
export type GetReviewQueueApiResponse = /** status 200  */ ReviewQueueDto;
export type GetReviewQueueApiArg = void;
export type GetReviewWindowApiResponse = /** status 200  */ ReviewWindowDto;
export type GetReviewWindowApiArg = void;
export type SetReviewWindowApiResponse = /** status 200  */ ReviewWindowDto;
export type SetReviewWindowApiArg = {
  /** The version last read, as `"<version>"` (from its ETag or `version`): the command applies only at exactly that version. `*`: only if the record exists. */
  'If-Match'?: string;
  setReviewWindowDto: SetReviewWindowDto;
};
export type ListTransactionsApiResponse = /** status 200  */ TransactionListItemDto[];
export type ListTransactionsApiArg = {
  /** A client's list leaves out cancelled and archived deals unless this is true (spec 002 §7); an agent's list always has them */
  includeInactive?: 'true' | 'false';
};
export type CreateTransactionApiResponse = /** status 201  */ TransactionDto;
export type CreateTransactionApiArg = {
  /** One key per submission (1 to 255 printable ASCII characters, else 400), scoped to the caller: a repeat within 24 h creates nothing and answers the first success again (status, body, ETag; `Idempotent-Replayed: true`), waiting up to 10 s for a first one still running (then 409). An error answer frees the key. */
  'Idempotency-Key'?: string;
  /** The version last read, as `"<version>"` (from its ETag or `version`): the command applies only at exactly that version. `*`: only if the record exists. */
  'If-Match'?: string;
  createTransactionDto: CreateTransactionDto;
};
export type ListAlertsApiResponse = /** status 200  */ AlertsDto;
export type ListAlertsApiArg = void;
export type MarkAlertsReadApiResponse = unknown;
export type MarkAlertsReadApiArg = void;
export type PreviewTransactionMilestonesApiResponse = /** status 200  */ GeneratedMilestoneDto[];
export type PreviewTransactionMilestonesApiArg = {
  createTransactionDto: CreateTransactionDto;
};
export type ListUpcomingMilestonesApiResponse = /** status 200  */ UpcomingMilestoneDto[];
export type ListUpcomingMilestonesApiArg = void;
export type ListUpcomingTasksApiResponse = /** status 200  */ UpcomingTaskDto[];
export type ListUpcomingTasksApiArg = void;
export type DeleteTransactionApiResponse = unknown;
export type DeleteTransactionApiArg = {
  id: string;
  /** Permanently remove even a closed transaction */
  force?: 'true' | 'false';
  /** The version last read, as `"<version>"` (from its ETag or `version`): the command applies only at exactly that version. `*`: only if the record exists. */
  'If-Match'?: string;
};
export type GetTransactionApiResponse = /** status 200  */ TransactionDto;
export type GetTransactionApiArg = {
  id: string;
  /** client: the deal's agent reads exactly what the deal's client would (Preview as Client, read-only); changes nothing for the client */
  view?: 'client';
};
export type UpdateTransactionApiResponse = /** status 200  */ TransactionDto;
export type UpdateTransactionApiArg = {
  id: string;
  /** The version last read, as `"<version>"` (from its ETag or `version`): the command applies only at exactly that version. `*`: only if the record exists. */
  'If-Match'?: string;
  updateTransactionDto: UpdateTransactionDto;
};
export type GetTransactionAgentCardApiResponse = /** status 200  */ AgentCardDto;
export type GetTransactionAgentCardApiArg = {
  id: string;
};
export type ArchiveTransactionApiResponse = /** status 200  */ TransactionDto;
export type ArchiveTransactionApiArg = {
  id: string;
  /** The version last read, as `"<version>"` (from its ETag or `version`): the command applies only at exactly that version. `*`: only if the record exists. */
  'If-Match'?: string;
};
export type ListClientCheckInsApiResponse = /** status 200  */ ClientCheckInDto[];
export type ListClientCheckInsApiArg = {
  id: string;
  /** client: the deal's agent reads exactly what the deal's client would (Preview as Client, read-only); changes nothing for the client */
  view?: 'client';
};
export type SubmitCheckInApiResponse = /** status 201  */ ClientCheckInDto;
export type SubmitCheckInApiArg = {
  id: string;
  /** One key per submission (1 to 255 printable ASCII characters, else 400), scoped to the caller: a repeat within 24 h creates nothing and answers the first success again (status, body, ETag; `Idempotent-Replayed: true`), waiting up to 10 s for a first one still running (then 409). An error answer frees the key. */
  'Idempotency-Key'?: string;
  /** The version last read, as `"<version>"` (from its ETag or `version`): the command applies only at exactly that version. `*`: only if the record exists. */
  'If-Match'?: string;
  submitCheckInDto: SubmitCheckInDto;
};
export type RespondToCheckInApiResponse = /** status 200  */ ClientCheckInDto;
export type RespondToCheckInApiArg = {
  id: string;
  checkInId: string;
  /** The version last read, as `"<version>"` (from its ETag or `version`): the command applies only at exactly that version. `*`: only if the record exists. */
  'If-Match'?: string;
  respondToCheckInDto: RespondToCheckInDto;
};
export type MarkCheckInViewedApiResponse = /** status 200  */ ClientCheckInDto;
export type MarkCheckInViewedApiArg = {
  id: string;
  checkInId: string;
  /** The version last read, as `"<version>"` (from its ETag or `version`): the command applies only at exactly that version. `*`: only if the record exists. */
  'If-Match'?: string;
};
export type UpdateTransactionClientApiResponse = /** status 200  */ TransactionDto;
export type UpdateTransactionClientApiArg = {
  id: string;
  updateTransactionClientDto: UpdateTransactionClientDto;
};
export type UploadClientDocumentApiResponse = /** status 201  */ TransactionDocumentDto;
export type UploadClientDocumentApiArg = {
  id: string;
  /** The version last read, as `"<version>"` (from its ETag or `version`): the command applies only at exactly that version. `*`: only if the record exists. */
  'If-Match'?: string;
  uploadClientDocumentFormDto: UploadClientDocumentFormDto;
};
export type CloseTransactionApiResponse = /** status 200  */ TransactionDto;
export type CloseTransactionApiArg = {
  id: string;
  /** The version last read, as `"<version>"` (from its ETag or `version`): the command applies only at exactly that version. `*`: only if the record exists. */
  'If-Match'?: string;
};
export type ListTransactionContactsApiResponse = /** status 200  */ TransactionContactDto[];
export type ListTransactionContactsApiArg = {
  id: string;
  /** client: the deal's agent reads exactly what the deal's client would (Preview as Client, read-only); changes nothing for the client */
  view?: 'client';
};
export type CreateTransactionContactApiResponse = /** status 201  */ TransactionContactDto;
export type CreateTransactionContactApiArg = {
  id: string;
  /** One key per submission (1 to 255 printable ASCII characters, else 400), scoped to the caller: a repeat within 24 h creates nothing and answers the first success again (status, body, ETag; `Idempotent-Replayed: true`), waiting up to 10 s for a first one still running (then 409). An error answer frees the key. */
  'Idempotency-Key'?: string;
  /** The version last read, as `"<version>"` (from its ETag or `version`): the command applies only at exactly that version. `*`: only if the record exists. */
  'If-Match'?: string;
  wizardContactDto: WizardContactDto;
};
export type DeleteTransactionContactApiResponse = unknown;
export type DeleteTransactionContactApiArg = {
  id: string;
  contactId: string;
  /** The version last read, as `"<version>"` (from its ETag or `version`): the command applies only at exactly that version. `*`: only if the record exists. */
  'If-Match'?: string;
};
export type UpdateTransactionContactApiResponse = /** status 200  */ TransactionContactDto;
export type UpdateTransactionContactApiArg = {
  id: string;
  contactId: string;
  /** The version last read, as `"<version>"` (from its ETag or `version`): the command applies only at exactly that version. `*`: only if the record exists. */
  'If-Match'?: string;
  updateTransactionContactDto: UpdateTransactionContactDto;
};
export type ListTransactionDocumentsApiResponse = /** status 200  */ TransactionDocumentDto[];
export type ListTransactionDocumentsApiArg = {
  id: string;
  /** client: the deal's agent reads exactly what the deal's client would (Preview as Client, read-only); changes nothing for the client */
  view?: 'client';
};
export type UploadTransactionDocumentApiResponse = /** status 201  */ TransactionDocumentDto;
export type UploadTransactionDocumentApiArg = {
  id: string;
  /** The version last read, as `"<version>"` (from its ETag or `version`): the command applies only at exactly that version. `*`: only if the record exists. */
  'If-Match'?: string;
  uploadTransactionDocumentFormDto: UploadTransactionDocumentFormDto;
};
export type DeleteTransactionDocumentApiResponse = unknown;
export type DeleteTransactionDocumentApiArg = {
  id: string;
  documentId: string;
  /** The version last read, as `"<version>"` (from its ETag or `version`): the command applies only at exactly that version. `*`: only if the record exists. */
  'If-Match'?: string;
};
export type UpdateTransactionDocumentApiResponse = /** status 200  */ TransactionDocumentDto;
export type UpdateTransactionDocumentApiArg = {
  id: string;
  documentId: string;
  /** The version last read, as `"<version>"` (from its ETag or `version`): the command applies only at exactly that version. `*`: only if the record exists. */
  'If-Match'?: string;
  updateTransactionDocumentDto: UpdateTransactionDocumentDto;
};
export type EmailTransactionDocumentLinkApiResponse = /** status 201  */ DocumentLinkSentDto;
export type EmailTransactionDocumentLinkApiArg = {
  id: string;
  documentId: string;
  /** The version last read, as `"<version>"` (from its ETag or `version`): the command applies only at exactly that version. `*`: only if the record exists. */
  'If-Match'?: string;
  emailDocumentLinkDto: EmailDocumentLinkDto;
};
export type DownloadTransactionDocumentApiResponse = unknown;
export type DownloadTransactionDocumentApiArg = {
  id: string;
  documentId: string;
};
export type ListTransactionDocumentLinksApiResponse = /** status 200  */ DocumentLinkDto[];
export type ListTransactionDocumentLinksApiArg = {
  id: string;
  documentId: string;
};
export type RevokeTransactionDocumentLinkApiResponse = unknown;
export type RevokeTransactionDocumentLinkApiArg = {
  id: string;
  documentId: string;
  linkId: string;
  /** The version last read, as `"<version>"` (from its ETag or `version`): the command applies only at exactly that version. `*`: only if the record exists. */
  'If-Match'?: string;
};
export type SaveTransactionDraftApiResponse = /** status 200  */ TransactionDto;
export type SaveTransactionDraftApiArg = {
  id: string;
  /** The version last read, as `"<version>"` (from its ETag or `version`): the command applies only at exactly that version. `*`: only if the record exists. */
  'If-Match'?: string;
  transactionDraftDto: TransactionDraftDto;
};
export type GetHomeVaultApiResponse = /** status 200  */ HomeVaultDto;
export type GetHomeVaultApiArg = {
  id: string;
};
export type ListDealMessagesApiResponse = /** status 200  */ DealMessageDto[];
export type ListDealMessagesApiArg = {
  id: string;
  /** Only messages after this position in the thread */
  after?: number;
};
export type SendDealMessageApiResponse = /** status 201  */ DealMessageDto;
export type SendDealMessageApiArg = {
  id: string;
  /** One key per submission (1 to 255 printable ASCII characters, else 400), scoped to the caller: a repeat within 24 h creates nothing and answers the first success again (status, body, ETag; `Idempotent-Replayed: true`), waiting up to 10 s for a first one still running (then 409). An error answer frees the key. */
  'Idempotency-Key'?: string;
  /** The version last read, as `"<version>"` (from its ETag or `version`): the command applies only at exactly that version. `*`: only if the record exists. */
  'If-Match'?: string;
  sendMessageDto: SendMessageDto;
};
export type MarkDealMessagesReadApiResponse = /** status 200  */ UnreadCountDto;
export type MarkDealMessagesReadApiArg = {
  id: string;
  /** The version last read, as `"<version>"` (from its ETag or `version`): the command applies only at exactly that version. `*`: only if the record exists. */
  'If-Match'?: string;
};
export type CountUnreadDealMessagesApiResponse = /** status 200  */ UnreadCountDto;
export type CountUnreadDealMessagesApiArg = {
  id: string;
};
export type ResetMilestoneEducationApiResponse = /** status 200  */ TransactionMilestoneDto[];
export type ResetMilestoneEducationApiArg = {
  id: string;
  milestoneType: EducatedMilestoneType;
  /** The version last read, as `"<version>"` (from its ETag or `version`): the command applies only at exactly that version. `*`: only if the record exists. */
  'If-Match'?: string;
};
export type SetMilestoneEducationApiResponse = /** status 200  */ TransactionMilestoneDto[];
export type SetMilestoneEducationApiArg = {
  id: string;
  milestoneType: EducatedMilestoneType;
  /** The version last read, as `"<version>"` (from its ETag or `version`): the command applies only at exactly that version. `*`: only if the record exists. */
  'If-Match'?: string;
  milestoneEducationDto: MilestoneEducationDto;
};
export type CheckMilestoneIntegrityApiResponse = /** status 200  */ MilestoneIntegrityDto;
export type CheckMilestoneIntegrityApiArg = {
  id: string;
};
export type FixMilestoneIntegrityApiResponse = /** status 200  */ MilestoneIntegrityDto;
export type FixMilestoneIntegrityApiArg = {
  id: string;
};
export type ListTransactionMilestonesApiResponse = /** status 200  */ TransactionMilestoneDto[];
export type ListTransactionMilestonesApiArg = {
  id: string;
  /** client: the deal's agent reads exactly what the deal's client would (Preview as Client, read-only); changes nothing for the client */
  view?: 'client';
};
export type CreateCustomMilestoneApiResponse = /** status 201  */ TransactionMilestoneDto;
export type CreateCustomMilestoneApiArg = {
  id: string;
  /** One key per submission (1 to 255 printable ASCII characters, else 400), scoped to the caller: a repeat within 24 h creates nothing and answers the first success again (status, body, ETag; `Idempotent-Replayed: true`), waiting up to 10 s for a first one still running (then 409). An error answer frees the key. */
  'Idempotency-Key'?: string;
  /** The version last read, as `"<version>"` (from its ETag or `version`): the command applies only at exactly that version. `*`: only if the record exists. */
  'If-Match'?: string;
  createCustomMilestoneDto: CreateCustomMilestoneDto;
};
export type DeleteCustomMilestoneApiResponse = unknown;
export type DeleteCustomMilestoneApiArg = {
  id: string;
  milestoneId: string;
  /** The version last read, as `"<version>"` (from its ETag or `version`): the command applies only at exactly that version. `*`: only if the record exists. */
  'If-Match'?: string;
};
export type UpdateCustomMilestoneApiResponse = /** status 200  */ TransactionMilestoneDto;
export type UpdateCustomMilestoneApiArg = {
  id: string;
  milestoneId: string;
  /** The version last read, as `"<version>"` (from its ETag or `version`): the command applies only at exactly that version. `*`: only if the record exists. */
  'If-Match'?: string;
  updateCustomMilestoneDto: UpdateCustomMilestoneDto;
};
export type AmendContractDeadlineApiResponse = /** status 200  */ TransactionMilestoneDto[];
export type AmendContractDeadlineApiArg = {
  id: string;
  milestoneType: ContractDeadlineType;
  /** The version last read, as `"<version>"` (from its ETag or `version`): the command applies only at exactly that version. `*`: only if the record exists. */
  'If-Match'?: string;
  amendContractDeadlineDto: AmendContractDeadlineDto;
};
export type WithdrawMilestoneConfirmationApiResponse = /** status 200  */ TransactionMilestoneDto[];
export type WithdrawMilestoneConfirmationApiArg = {
  id: string;
  milestoneType: ConfirmableMilestoneType;
  /** The version last read, as `"<version>"` (from its ETag or `version`): the command applies only at exactly that version. `*`: only if the record exists. */
  'If-Match'?: string;
};
export type ConfirmMilestoneApiResponse = /** status 200  */ TransactionMilestoneDto[];
export type ConfirmMilestoneApiArg = {
  id: string;
  milestoneType: ConfirmableMilestoneType;
  /** The version last read, as `"<version>"` (from its ETag or `version`): the command applies only at exactly that version. `*`: only if the record exists. */
  'If-Match'?: string;
};
export type RestoreGeneratedMilestoneApiResponse = /** status 200  */ TransactionMilestoneDto[];
export type RestoreGeneratedMilestoneApiArg = {
  id: string;
  milestoneType: ConfirmableMilestoneType;
  /** The version last read, as `"<version>"` (from its ETag or `version`): the command applies only at exactly that version. `*`: only if the record exists. */
  'If-Match'?: string;
};
export type RemoveGeneratedMilestoneApiResponse = /** status 200  */ TransactionMilestoneDto[];
export type RemoveGeneratedMilestoneApiArg = {
  id: string;
  milestoneType: ConfirmableMilestoneType;
  /** The version last read, as `"<version>"` (from its ETag or `version`): the command applies only at exactly that version. `*`: only if the record exists. */
  'If-Match'?: string;
};
export type ListTransactionOversightReadsApiResponse = /** status 200  */ OversightReadDto[];
export type ListTransactionOversightReadsApiArg = {
  id: string;
};
export type GetTransactionPhotoApiResponse = unknown;
export type GetTransactionPhotoApiArg = {
  id: string;
  /** Part of a signed file URL handed out by the API (ADR 0045); none with a bearer token */
  sub?: string;
  /** Part of a signed file URL handed out by the API (ADR 0045); none with a bearer token */
  role?: string;
  /** Part of a signed file URL handed out by the API (ADR 0045); none with a bearer token */
  sid?: string;
  /** Part of a signed file URL handed out by the API (ADR 0045); none with a bearer token */
  exp?: string;
  /** Part of a signed file URL handed out by the API (ADR 0045); none with a bearer token */
  sig?: string;
};
export type UploadTransactionPhotoApiResponse = /** status 200  */ TransactionDto;
export type UploadTransactionPhotoApiArg = {
  id: string;
  /** The version last read, as `"<version>"` (from its ETag or `version`): the command applies only at exactly that version. `*`: only if the record exists. */
  'If-Match'?: string;
  uploadTransactionPhotoFormDto: UploadTransactionPhotoFormDto;
};
export type ReassignTransactionApiResponse = /** status 200  */ TransactionDto;
export type ReassignTransactionApiArg = {
  id: string;
  /** The version last read, as `"<version>"` (from its ETag or `version`): the command applies only at exactly that version. `*`: only if the record exists. */
  'If-Match'?: string;
  reassignTransactionDto: ReassignTransactionDto;
};
export type ListReassignTargetsApiResponse = /** status 200  */ ReassignTargetDto[];
export type ListReassignTargetsApiArg = {
  id: string;
};
export type ListRemovedMilestonesApiResponse = /** status 200  */ RemovedMilestoneDto[];
export type ListRemovedMilestonesApiArg = {
  id: string;
};
export type ReopenTransactionApiResponse = /** status 200  */ TransactionDto;
export type ReopenTransactionApiArg = {
  id: string;
  /** The version last read, as `"<version>"` (from its ETag or `version`): the command applies only at exactly that version. `*`: only if the record exists. */
  'If-Match'?: string;
};
export type GetTransactionReviewApiResponse = /** status 200  */ DealReviewDto;
export type GetTransactionReviewApiArg = {
  id: string;
};
export type DecideTransactionReviewApiResponse = /** status 200  */ DealReviewDto;
export type DecideTransactionReviewApiArg = {
  id: string;
  /** The version last read, as `"<version>"` (from its ETag or `version`): the command applies only at exactly that version. `*`: only if the record exists. */
  'If-Match'?: string;
  decideReviewDto: DecideReviewDto;
};
export type ResolveTransactionReturnApiResponse = /** status 200  */ DealReviewDto;
export type ResolveTransactionReturnApiArg = {
  id: string;
  /** The version last read, as `"<version>"` (from its ETag or `version`): the command applies only at exactly that version. `*`: only if the record exists. */
  'If-Match'?: string;
};
export type ChangeTransactionStatusApiResponse = /** status 200  */ TransactionDto;
export type ChangeTransactionStatusApiArg = {
  id: string;
  /** The version last read, as `"<version>"` (from its ETag or `version`): the command applies only at exactly that version. `*`: only if the record exists. */
  'If-Match'?: string;
  changeTransactionStatusDto: ChangeTransactionStatusDto;
};
export type SubmitTransactionDraftApiResponse = /** status 200  */ TransactionDto;
export type SubmitTransactionDraftApiArg = {
  id: string;
  /** The version last read, as `"<version>"` (from its ETag or `version`): the command applies only at exactly that version. `*`: only if the record exists. */
  'If-Match'?: string;
  transactionDraftDto: TransactionDraftDto;
};
export type ListTransactionTasksApiResponse = /** status 200  */ TransactionTaskDto[];
export type ListTransactionTasksApiArg = {
  id: string;
  /** client: the deal's agent reads exactly what the deal's client would (Preview as Client, read-only); changes nothing for the client */
  view?: 'client';
  /** Comma-separated; absent = every bucket the reader may see */
  bucket?: ('agent' | 'shared' | 'system')[];
  status?: 'pending' | 'completed';
  /** A client's scope: shared tasks or their own private ones */
  scope?: 'client_shared' | 'client_private';
};
export type CreateTransactionTaskApiResponse = /** status 201  */ TransactionTaskDto;
export type CreateTransactionTaskApiArg = {
  id: string;
  /** One key per submission (1 to 255 printable ASCII characters, else 400), scoped to the caller: a repeat within 24 h creates nothing and answers the first success again (status, body, ETag; `Idempotent-Replayed: true`), waiting up to 10 s for a first one still running (then 409). An error answer frees the key. */
  'Idempotency-Key'?: string;
  /** The version last read, as `"<version>"` (from its ETag or `version`): the command applies only at exactly that version. `*`: only if the record exists. */
  'If-Match'?: string;
  createTransactionTaskDto: CreateTransactionTaskDto;
};
export type DeleteTransactionTaskApiResponse = unknown;
export type DeleteTransactionTaskApiArg = {
  id: string;
  taskId: string;
  /** The version last read, as `"<version>"` (from its ETag or `version`): the command applies only at exactly that version. `*`: only if the record exists. */
  'If-Match'?: string;
};
export type UpdateTransactionTaskApiResponse = /** status 200  */ TransactionTaskDto;
export type UpdateTransactionTaskApiArg = {
  id: string;
  taskId: string;
  /** The version last read, as `"<version>"` (from its ETag or `version`): the command applies only at exactly that version. `*`: only if the record exists. */
  'If-Match'?: string;
  updateTransactionTaskDto: UpdateTransactionTaskDto;
};
export type ListTransactionUtilitiesApiResponse = /** status 200  */ TransactionUtilityDto[];
export type ListTransactionUtilitiesApiArg = {
  id: string;
  /** client: the deal's agent reads exactly what the deal's client would (Preview as Client, read-only); changes nothing for the client */
  view?: 'client';
};
export type CreateTransactionUtilityApiResponse = /** status 201  */ TransactionUtilityDto;
export type CreateTransactionUtilityApiArg = {
  id: string;
  /** One key per submission (1 to 255 printable ASCII characters, else 400), scoped to the caller: a repeat within 24 h creates nothing and answers the first success again (status, body, ETag; `Idempotent-Replayed: true`), waiting up to 10 s for a first one still running (then 409). An error answer frees the key. */
  'Idempotency-Key'?: string;
  /** The version last read, as `"<version>"` (from its ETag or `version`): the command applies only at exactly that version. `*`: only if the record exists. */
  'If-Match'?: string;
  createTransactionUtilityDto: CreateTransactionUtilityDto;
};
export type DeleteTransactionUtilityApiResponse = unknown;
export type DeleteTransactionUtilityApiArg = {
  id: string;
  utilityId: string;
  /** The version last read, as `"<version>"` (from its ETag or `version`): the command applies only at exactly that version. `*`: only if the record exists. */
  'If-Match'?: string;
};
export type UpdateTransactionUtilityApiResponse = /** status 200  */ TransactionUtilityDto;
export type UpdateTransactionUtilityApiArg = {
  id: string;
  utilityId: string;
  /** The version last read, as `"<version>"` (from its ETag or `version`): the command applies only at exactly that version. `*`: only if the record exists. */
  'If-Match'?: string;
  updateTransactionUtilityDto: UpdateTransactionUtilityDto;
};
export type ListTransactionVendorsApiResponse = /** status 200  */ TransactionVendorDto[];
export type ListTransactionVendorsApiArg = {
  id: string;
  /** client: the deal's agent reads exactly what the deal's client would (Preview as Client, read-only); changes nothing for the client */
  view?: 'client';
};
export type CreateTransactionVendorApiResponse = /** status 201  */ TransactionVendorDto;
export type CreateTransactionVendorApiArg = {
  id: string;
  /** One key per submission (1 to 255 printable ASCII characters, else 400), scoped to the caller: a repeat within 24 h creates nothing and answers the first success again (status, body, ETag; `Idempotent-Replayed: true`), waiting up to 10 s for a first one still running (then 409). An error answer frees the key. */
  'Idempotency-Key'?: string;
  /** The version last read, as `"<version>"` (from its ETag or `version`): the command applies only at exactly that version. `*`: only if the record exists. */
  'If-Match'?: string;
  createTransactionVendorDto: CreateTransactionVendorDto;
};
export type DeleteTransactionVendorApiResponse = unknown;
export type DeleteTransactionVendorApiArg = {
  id: string;
  vendorId: string;
  /** The version last read, as `"<version>"` (from its ETag or `version`): the command applies only at exactly that version. `*`: only if the record exists. */
  'If-Match'?: string;
};
export type GetUserLogoApiResponse = unknown;
export type GetUserLogoApiArg = {
  id: string;
  /** Part of a signed file URL handed out by the API (ADR 0045); none with a bearer token */
  sub?: string;
  /** Part of a signed file URL handed out by the API (ADR 0045); none with a bearer token */
  role?: string;
  /** Part of a signed file URL handed out by the API (ADR 0045); none with a bearer token */
  sid?: string;
  /** Part of a signed file URL handed out by the API (ADR 0045); none with a bearer token */
  exp?: string;
  /** Part of a signed file URL handed out by the API (ADR 0045); none with a bearer token */
  sig?: string;
};
export type ListVendorsApiResponse = /** status 200  */ VendorDto[];
export type ListVendorsApiArg = {
  /** Words found in the name, company or contact name (case-insensitive) */
  search?: string;
  category?: VendorCategory;
};
export type CreateVendorApiResponse = /** status 201  */ VendorDto;
export type CreateVendorApiArg = {
  /** One key per submission (1 to 255 printable ASCII characters, else 400), scoped to the caller: a repeat within 24 h creates nothing and answers the first success again (status, body, ETag; `Idempotent-Replayed: true`), waiting up to 10 s for a first one still running (then 409). An error answer frees the key. */
  'Idempotency-Key'?: string;
  /** The version last read, as `"<version>"` (from its ETag or `version`): the command applies only at exactly that version. `*`: only if the record exists. */
  'If-Match'?: string;
  createVendorDto: CreateVendorDto;
};
export type ListVendorShareTargetsApiResponse = /** status 200  */ VendorShareTargetDto[];
export type ListVendorShareTargetsApiArg = void;
export type DeleteVendorApiResponse = unknown;
export type DeleteVendorApiArg = {
  id: string;
  /** The version last read, as `"<version>"` (from its ETag or `version`): the command applies only at exactly that version. `*`: only if the record exists. */
  'If-Match'?: string;
};
export type UpdateVendorApiResponse = /** status 200  */ VendorDto;
export type UpdateVendorApiArg = {
  id: string;
  /** The version last read, as `"<version>"` (from its ETag or `version`): the command applies only at exactly that version. `*`: only if the record exists. */
  'If-Match'?: string;
  updateVendorDto: UpdateVendorDto;
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
  /** The deal's stream version: send it back as If-Match: "<version>" with a command on this deal (reassignTransaction) */
  version: number;
};
export type PersonRefDto = {
  fullName: string;
  id: string;
};
export type Role = 'admin' | 'agent' | 'broker' | 'team_lead' | 'client';
export type AdminUserDto = {
  /** The agent's or team lead's broker (ADR 0046) */
  broker: PersonRefDto | null;
  clientConsentAt: string | null;
  company: string | null;
  createdAt: string;
  email: string;
  fullName: string;
  id: string;
  licenseNumber: string | null;
  /** /api/users/{id}/logo when a logo exists; in answers to a signed-in caller, signed for them so an <img> loads it for 5–10 minutes (ADR 0045) */
  logoUrl: string | null;
  phone: string | null;
  policyVersion: string | null;
  role: Role;
  /** The agent's team lead (ADR 0046) */
  teamLead: PersonRefDto | null;
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
export type AssignBrokerDto = {
  /** A broker's id, or null to clear */
  brokerId: string | null;
};
export type ProfileDto = {
  clientConsentAt: string | null;
  company: string | null;
  createdAt: string;
  email: string;
  fullName: string;
  id: string;
  licenseNumber: string | null;
  /** /api/users/{id}/logo when a logo exists; in answers to a signed-in caller, signed for them so an <img> loads it for 5–10 minutes (ADR 0045) */
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
export type AssignTeamLeadDto = {
  /** A team lead's id, or null to clear */
  teamLeadId: string | null;
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
export type UpdateMyProfileDto = {
  /** The brokerage name */
  company?: string | null;
  fullName?: string;
  licenseNumber?: string | null;
  phone?: string | null;
};
export type UploadMyLogoFormDto = {
  /** PNG, JPG, GIF, WebP or SVG, at most 5 MB (judged by its content) */
  logo: Blob;
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
export type CalendarFeedDto = {
  created_at: string;
  id: string;
  /** A single-deal link's property address */
  property_address: string | null;
  /** 'all': every deal of the agent under way or closed; 'transaction': one deal */
  scope: 'all' | 'transaction';
  transaction_id: string | null;
};
export type CreatedCalendarFeedDto = {
  created_at: string;
  id: string;
  /** A single-deal link's property address */
  property_address: string | null;
  /** 'all': every deal of the agent under way or closed; 'transaction': one deal */
  scope: 'all' | 'transaction';
  transaction_id: string | null;
  /** Paste into Google Calendar (From URL) or Outlook */
  url: string;
  /** Opens Apple Calendar (and others) to subscribe */
  webcal_url: string;
};
export type CreateCalendarFeedDto = {
  /** One deal of mine; omitted or null: all my deals */
  transaction_id?: string | null;
};
export type ClientInvitationDto = {
  agent_company: string | null;
  agent_id: string;
  agent_name: string;
  requested_at: string;
};
export type ClientInvitationAnswerDto = {
  status: 'accepted' | 'declined';
};
export type ClientDto = {
  created_at: string;
  email: string;
  full_name: string;
  id: string;
  phone: string | null;
};
export type CreateClientDto = {
  email: string;
  full_name: string;
  /** A temporary password the agent hands over (the wizard generates one). Without it the client has no usable password until they follow the e-mailed link. */
  password?: string;
  phone?: string | null;
};
export type PendingClientInvitationDto = {
  client_id: string;
  email: string;
  requested_at: string;
};
export type SentClientInvitationDto = {
  client_id: string;
  email: string;
  status: 'pending';
};
export type InviteClientDto = {
  email: string;
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
export type EducationPromptDto = {
  /** Null for a system default */
  created_at: string | null;
  /** A UUID for the agent's own prompts; 'system:<milestone_type>' for a system default */
  id: string;
  /** A system default (read-only, shown as System) */
  is_default: boolean;
  /** The milestone type as the timeline names it */
  milestone_name: string;
  milestone_type:
    | 'contract_signed'
    | 'earnest_money'
    | 'additional_earnest_money'
    | 'option_fee'
    | 'option_period_end'
    | 'seller_disclosure_due'
    | 'survey_already_provided'
    | 'survey_received'
    | 'survey_due'
    | 'title_objection'
    | 'hoa_resale_cert_due'
    | 'hoa_package'
    | 'appraisal_scheduled'
    | 'appraisal_target'
    | 'inspection_waived'
    | 'inspection'
    | 'insurance_bind'
    | 't47_due'
    | 'mudpid_due'
    | 'repair_deadline'
    | 'reinspection'
    | 'financing_contingency_end'
    | 'loan_approval'
    | 'inspection_contingency_end'
    | 'inspection_contingency_cleared'
    | 'appraisal_contingency_end'
    | 'home_sale_contingency_end'
    | 'final_walkthrough'
    | 'closing'
    | 'funding'
    | 'possession'
    | 'utility_transfer';
  prompt_text: string;
  title: string;
  updated_at: string | null;
  /** The stream version (send back as If-Match); null for a system default */
  version: number | null;
};
export type CreateEducationPromptDto = {
  milestone_type:
    | 'contract_signed'
    | 'earnest_money'
    | 'additional_earnest_money'
    | 'option_fee'
    | 'option_period_end'
    | 'seller_disclosure_due'
    | 'survey_already_provided'
    | 'survey_received'
    | 'survey_due'
    | 'title_objection'
    | 'hoa_resale_cert_due'
    | 'hoa_package'
    | 'appraisal_scheduled'
    | 'appraisal_target'
    | 'inspection_waived'
    | 'inspection'
    | 'insurance_bind'
    | 't47_due'
    | 'mudpid_due'
    | 'repair_deadline'
    | 'reinspection'
    | 'financing_contingency_end'
    | 'loan_approval'
    | 'inspection_contingency_end'
    | 'inspection_contingency_cleared'
    | 'appraisal_contingency_end'
    | 'home_sale_contingency_end'
    | 'final_walkthrough'
    | 'closing'
    | 'funding'
    | 'possession'
    | 'utility_transfer';
  prompt_text: string;
  title: string;
};
export type UpdateEducationPromptDto = {
  prompt_text: string;
  title: string;
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
export type DealUnreadCountDto = {
  /** Messages from the other party not read yet */
  count: number;
  transaction_id: string;
};
export type NotificationPreferenceDto = {
  enabled: boolean;
  kind: 'new_message' | 'document_shared' | 'milestone_date_changed' | 'checkin_submitted' | 'checkin_reminder';
  label: string;
};
export type SetNotificationPreferenceDto = {
  enabled: boolean;
};
export type UnsubscribeResultDto = {
  /** false once unsubscribed */
  enabled: boolean;
  kind: 'new_message' | 'document_shared' | 'milestone_date_changed' | 'checkin_submitted' | 'checkin_reminder';
  label: string;
};
export type UnsubscribeDto = {
  kind: 'new_message' | 'document_shared' | 'milestone_date_changed' | 'checkin_submitted' | 'checkin_reminder';
  token: string;
  user: string;
};
export type OversightAgentDto = {
  /** Deals neither closed, cancelled nor archived (drafts never count) */
  activeDeals: number;
  agentId: string;
  /** Closed deals with a closing date */
  closedCountAllTime: number;
  /** Closed deals with a closing date in the calendar quarter */
  closedCountQuarter: number;
  /** Closed deals with a closing date from 1 January to today */
  closedCountYearToDate: number;
  closedVolumeAllTime: number;
  closedVolumeQuarter: number;
  closedVolumeYearToDate: number;
  fullName: string;
  /** Deals pending or under contract (spec 001 §4) */
  pendingCount: number;
  /** Their purchase prices summed */
  pendingVolume: number;
  role: 'agent' | 'team_lead';
};
export type OversightComplianceFilter = 'ok' | 'at_risk' | 'overdue';
export type OversightDealDto = {
  agentId: string;
  agentName: string;
  clientName: string | null;
  closingDate: string | null;
  /** null for a closed, cancelled or archived deal */
  compliance: OversightComplianceFilter | null;
  id: string;
  milestoneDueDate: string | null;
  milestoneName: string | null;
  /** The milestone that makes it at risk or overdue */
  milestoneType: string | null;
  nextMilestoneDate: string | null;
  nextMilestoneName: string | null;
  propertyAddress: string | null;
  propertyCity: string | null;
  propertyState: string | null;
  purchasePrice: number | null;
  status: string;
  transactionType: 'buyer' | 'seller';
};
export type OversightDeliveryDto = {
  agentId: string;
  agentName: string;
  dueDate: string | null;
  milestoneName: string;
  milestoneType: 'earnest_money' | 'additional_earnest_money' | 'option_fee';
  propertyAddress: string | null;
  transactionId: string;
};
export type OversightDashboardDto = {
  /** Every person the caller oversees, with their pipeline (the agent filter does not narrow it) */
  agents: OversightAgentDto[];
  /** Live deals at risk or overdue (agent filter applies) */
  atRisk: OversightDealDto[];
  /** Live deals closing within 14 days (agent filter applies) */
  closingSoon: OversightDealDto[];
  /** One page of the deals the filters select (ADR 0087): the most pressing first, then by closing date, address and id */
  deals: OversightDealDto[];
  /** The page size the list was read with */
  limit: number;
  /** The offset the page starts at */
  offset: number;
  /** The day the quarter and year to date were counted from */
  today: string;
  /** How many deals the filters select (every page together) */
  total: number;
  /** ¶5A deliveries passed and not confirmed (agent filter applies) */
  unconfirmedDeliveries: OversightDeliveryDto[];
};
export type OversightStatusFilter = 'active' | 'closed' | 'all' | 'pending' | 'under_contract' | 'cancelled';
export type ReviewMilestoneDto = {
  completed: boolean;
  due_date?: string | null;
  name: string;
};
export type ReviewRequiredDocumentDto = {
  kind: string;
  present: boolean;
};
export type DealReviewDto = {
  decided_at?: string | null;
  /** The return note while Returned and not resolved */
  note?: string | null;
  reviewer_name?: string | null;
  reviewer_role?: ('broker' | 'team_lead') | null;
  status: 'not_reviewed' | 'approved' | 'returned' | 'resolved';
  /** The review stream's version (If-Match of the next decision) */
  version: number;
};
export type ReviewQueueItemDto = {
  agent_id: string;
  agent_name?: string | null;
  closing_date?: string | null;
  id: string;
  milestones: ReviewMilestoneDto[];
  property_address?: string | null;
  required_documents: ReviewRequiredDocumentDto[];
  review: DealReviewDto;
  status: string;
};
export type ReviewQueueDto = {
  items: ReviewQueueItemDto[];
  window_days: number;
};
export type ReviewWindowDto = {
  /** Days before closing a deal becomes ready for review */
  days: number;
  /** Whether the caller may change it (the broker only) */
  editable: boolean;
  /** The window stream's version (If-Match of the next change) */
  version: number;
};
export type SetReviewWindowDto = {
  days: number;
};
export type TransactionListItemDto = {
  agent_id: string;
  client_id: string | null;
  client_name: string | null;
  closed_at: string | null;
  closing_appointment_datetime: string | null;
  closing_date: string | null;
  compliance_status: ('ok' | 'at_risk' | 'overdue') | null;
  contract_date: string | null;
  created_at: string;
  /** Always null: a deleted deal is never listed */
  deleted_at: string | null;
  id: string;
  /** The deal's milestones were written by older rules: the agent's row offers Fix (always false for a client) */
  integrity_warning: boolean;
  next_milestone_date: string | null;
  next_milestone_name: string | null;
  next_milestone_type: string | null;
  progress_percentage: number | null;
  property_address: string | null;
  property_city: string | null;
  property_image_url: string | null;
  property_state: string | null;
  property_zip: string | null;
  purchase_price: number | null;
  status:
    | 'draft'
    | 'pending'
    | 'under_contract'
    | 'option_period'
    | 'inspection'
    | 'appraisal'
    | 'final_walkthrough'
    | 'closing'
    | 'closed'
    | 'cancelled'
    | 'archived';
  transaction_type: 'buyer' | 'seller' | 'new_construction';
  version: number;
  wizard_step: number | null;
};
export type TransactionDto = {
  /** Whole US dollars or at most 2 decimal places */
  additional_earnest_money_amount: number | null;
  /** A calendar day from 1900-01-01 to 2200-12-31 */
  additional_earnest_money_due_date: string | null;
  additional_earnest_money_paid: boolean | null;
  /** A calendar day from 1900-01-01 to 2200-12-31 */
  additional_earnest_money_paid_date: string | null;
  agent_id: string;
  agent_internal_notes: string | null;
  agent_name: string | null;
  /** From 1900-01-01 to 2200-12-31 (UTC); a date-only value becomes UTC midnight of that day */
  appraisal_completed_at: string | null;
  appraisal_contingency: boolean | null;
  /** A calendar day from 1900-01-01 to 2200-12-31 */
  appraisal_contingency_end_date: string | null;
  appraisal_contingency_notes: string | null;
  /** A calendar day from 1900-01-01 to 2200-12-31 */
  appraisal_due_date: string | null;
  /** Whole US dollars or at most 2 decimal places */
  appraisal_expected_value: number | null;
  appraisal_gap_notes: string | null;
  appraisal_notes: string | null;
  appraisal_report_url: string | null;
  /** From 1900-01-01 to 2200-12-31 (UTC); a date-only value becomes UTC midnight of that day */
  appraisal_scheduled_at: string | null;
  appraisal_status: ('not_ordered' | 'ordered' | 'scheduled' | 'completed') | null;
  /** Whole US dollars or at most 2 decimal places */
  appraisal_value: number | null;
  bathrooms: number | null;
  bedrooms: number | null;
  builder_lender_type: ('builder' | 'outside') | null;
  buyer_2_email: string | null;
  buyer_2_name: string | null;
  buyer_2_phone: string | null;
  buyer_email: string | null;
  buyer_name: string | null;
  buyer_phone: string | null;
  /** A calendar day from 1900-01-01 to 2200-12-31 */
  buyer_sale_contingency_date: string | null;
  client_email: string | null;
  client_id: string | null;
  client_name: string | null;
  client_phone: string | null;
  closed_at: string | null;
  /** From 1900-01-01 to 2200-12-31 (UTC); a date-only value becomes UTC midnight of that day */
  closing_appointment_datetime: string | null;
  /** A calendar day from 1900-01-01 to 2200-12-31 */
  closing_date: string | null;
  closing_gift_ideas: string | null;
  closing_location: string | null;
  closing_notes: string | null;
  closing_special_considerations: string | null;
  closing_status: ('unscheduled' | 'scheduled' | 'completed' | 'funded' | 'delayed' | 'canceled') | null;
  /** The wizard steps a draft has passed (spec 001 §3 transaction_wizard_state.completed_steps, ADR 0076), in order; empty when none is recorded */
  completed_steps: number[];
  compliance_status: ('ok' | 'at_risk' | 'overdue') | null;
  construction_manager_email: string | null;
  construction_manager_name: string | null;
  construction_manager_phone: string | null;
  /** A calendar day from 1900-01-01 to 2200-12-31 */
  contract_date: string | null;
  created_at: string;
  deleted_at: string | null;
  /** Whole US dollars or at most 2 decimal places */
  down_payment_amount: number | null;
  /** From 0 to 100 in steps of 0.1 */
  down_payment_percentage: number | null;
  /** Whole US dollars or at most 2 decimal places */
  earnest_money_amount: number | null;
  /** A calendar day from 1900-01-01 to 2200-12-31 */
  earnest_money_due_date: string | null;
  earnest_money_paid: boolean | null;
  /** A calendar day from 1900-01-01 to 2200-12-31 */
  earnest_money_paid_date: string | null;
  earnest_money_receipt_url: string | null;
  /** A calendar day from 1900-01-01 to 2200-12-31 */
  effective_date: string | null;
  escrow_officer_email: string | null;
  escrow_officer_name: string | null;
  escrow_officer_phone: string | null;
  /** Whole US dollars or at most 2 decimal places */
  estimated_closing_costs: number | null;
  final_walkthrough_checklist_url: string | null;
  /** From 1900-01-01 to 2200-12-31 (UTC); a date-only value becomes UTC midnight of that day */
  final_walkthrough_datetime: string | null;
  final_walkthrough_notes: string | null;
  final_walkthrough_outcome: string | null;
  final_walkthrough_status: string | null;
  financing_conditions: string | null;
  financing_contingency_enabled: boolean | null;
  /** A calendar day from 1900-01-01 to 2200-12-31 */
  financing_contingency_end_date: string | null;
  financing_contingency_waived: boolean | null;
  financing_type: ('conventional' | 'fha' | 'va' | 'usda' | 'cash' | 'other') | null;
  /** From 1900-01-01 to 2200-12-31 (UTC); a date-only value becomes UTC midnight of that day */
  funding_datetime: string | null;
  /** Whole US dollars or at most 2 decimal places */
  hoa_capital_contribution: number | null;
  hoa_docs_received: boolean | null;
  /** A calendar day from 1900-01-01 to 2200-12-31 */
  hoa_docs_received_date: string | null;
  hoa_exists: boolean | null;
  hoa_manager_email: string | null;
  hoa_manager_name: string | null;
  hoa_manager_phone: string | null;
  /** Whole US dollars or at most 2 decimal places */
  hoa_monthly_fee: number | null;
  hoa_name: string | null;
  /** A calendar day from 1900-01-01 to 2200-12-31 */
  hoa_package_due_date: string | null;
  hoa_package_url: string | null;
  hoa_required: boolean | null;
  hoa_resale_cert_doc_visibility: boolean | null;
  /** A calendar day from 1900-01-01 to 2200-12-31 */
  hoa_resale_cert_due_date: string | null;
  hoa_resale_cert_required: boolean | null;
  hoa_resale_cert_url: string | null;
  /** Whole US dollars or at most 2 decimal places */
  hoa_transfer_fee: number | null;
  home_sale_contingency: boolean | null;
  /** A calendar day from 1900-01-01 to 2200-12-31 */
  home_sale_contingency_date: string | null;
  /** Whole US dollars or at most 2 decimal places */
  home_warranty_amount: number | null;
  home_warranty_company: string | null;
  /** A calendar day from 1900-01-01 to 2200-12-31 */
  home_warranty_coverage_start_date: string | null;
  home_warranty_notes: string | null;
  home_warranty_plan_name: string | null;
  home_warranty_selected: boolean | null;
  /** A calendar day from 1900-01-01 to 2200-12-31 */
  home_warranty_submitted_date: string | null;
  home_warranty_submitted_to_title: boolean | null;
  id: string;
  inspection_agent_notes: string | null;
  /** A calendar day from 1900-01-01 to 2200-12-31 */
  inspection_contingency_cleared_date: string | null;
  /** A calendar day from 1900-01-01 to 2200-12-31 */
  inspection_contingency_date: string | null;
  /** A calendar day from 1900-01-01 to 2200-12-31 */
  inspection_contingency_end_date: string | null;
  inspection_contingency_status: ('pending' | 'scheduled' | 'completed' | 'waived' | 'not_applicable') | null;
  /** From 1900-01-01 to 2200-12-31 (UTC); a date-only value becomes UTC midnight of that day */
  inspection_datetime: string | null;
  inspection_notes: string | null;
  inspection_outcome: string | null;
  inspection_report_url: string | null;
  inspection_scheduled: boolean | null;
  inspection_waived: boolean | null;
  insurance_agent_email: string | null;
  insurance_agent_name: string | null;
  insurance_agent_phone: string | null;
  /** A calendar day from 1900-01-01 to 2200-12-31 */
  insurance_bind_date: string | null;
  insurance_binder_url: string | null;
  insurance_company: string | null;
  insurance_policy_number: string | null;
  /** Whole US dollars or at most 2 decimal places */
  insurance_premium: number | null;
  insurance_provider: string | null;
  insurance_status: ('not_started' | 'in_progress' | 'quoted' | 'bound') | null;
  /** The deal's milestones were written by older rules (ADR 0029); always false for a client */
  integrity_warning: boolean;
  internal_notes: string | null;
  /** A calendar day from 1900-01-01 to 2200-12-31 */
  leaseback_end_date: string | null;
  /** Whole US dollars or at most 2 decimal places */
  leaseback_rent: number | null;
  /** A calendar day from 1900-01-01 to 2200-12-31 */
  leaseback_start_date: string | null;
  lender_name: string | null;
  lending_type: ('conventional' | 'fha' | 'va' | 'usda' | 'cash' | 'other') | null;
  /** Whole US dollars or at most 2 decimal places */
  loan_amount: number | null;
  /** A calendar day from 1900-01-01 to 2200-12-31 */
  loan_approval_date: string | null;
  loan_approval_status: ('not_started' | 'preapproved' | 'in_underwriting' | 'approved' | 'denied') | null;
  loan_internal_notes: string | null;
  loan_officer_email: string | null;
  loan_officer_name: string | null;
  loan_officer_phone: string | null;
  lot_size: string | null;
  mls_number: string | null;
  mud_pid_delivered: boolean | null;
  mud_pid_document_url: string | null;
  /** A calendar day from 1900-01-01 to 2200-12-31 */
  mud_pid_due_date: string | null;
  mud_pid_required: boolean | null;
  next_milestone_date: string | null;
  next_milestone_name: string | null;
  next_milestone_type: string | null;
  non_realty_items_included: boolean | null;
  non_realty_items_list: string | null;
  /** Whole US dollars or at most 2 decimal places */
  option_fee_amount: number | null;
  /** A calendar day from 1900-01-01 to 2200-12-31 */
  option_fee_paid_date: string | null;
  /** A calendar day from 1900-01-01 to 2200-12-31 */
  option_money_due_date: string | null;
  option_period_days: number | null;
  /** A calendar day from 1900-01-01 to 2200-12-31 */
  option_period_end: string | null;
  /** A calendar day from 1900-01-01 to 2200-12-31 */
  option_period_start: string | null;
  other_agent_company: string | null;
  other_agent_email: string | null;
  other_agent_name: string | null;
  other_agent_phone: string | null;
  percent_complete: number | null;
  /** A calendar day from 1900-01-01 to 2200-12-31 */
  possession_date: string | null;
  /** From 1900-01-01 to 2200-12-31 (UTC); a date-only value becomes UTC midnight of that day */
  possession_datetime: string | null;
  possession_mode: ('on_funding' | 'on_closing' | 'on_date' | 'leaseback') | null;
  possession_notes: string | null;
  previous_status:
    | (
        | 'draft'
        | 'pending'
        | 'under_contract'
        | 'option_period'
        | 'inspection'
        | 'appraisal'
        | 'final_walkthrough'
        | 'closing'
        | 'closed'
        | 'cancelled'
        | 'archived'
      )
    | null;
  progress_percentage: number | null;
  property_address: string | null;
  property_city: string | null;
  property_county: string | null;
  property_image_url: string | null;
  property_state: string | null;
  property_type: ('single_family' | 'condo' | 'townhouse' | 'multi_family' | 'land' | 'commercial') | null;
  property_use_notes: string | null;
  property_zip: string | null;
  /** Whole US dollars or at most 2 decimal places */
  purchase_price: number | null;
  /** From 1900-01-01 to 2200-12-31 (UTC); a date-only value becomes UTC midnight of that day */
  reinspection_scheduled_at: string | null;
  repair_notes: string | null;
  /** A calendar day from 1900-01-01 to 2200-12-31 */
  repairs_deadline_overall: string | null;
  seller_2_email: string | null;
  seller_2_name: string | null;
  seller_2_phone: string | null;
  /** Whole US dollars or at most 2 decimal places */
  seller_concessions: number | null;
  seller_disclosure_delivered: boolean | null;
  seller_disclosure_doc_visibility: boolean | null;
  /** A calendar day from 1900-01-01 to 2200-12-31 */
  seller_disclosure_due_date: string | null;
  seller_disclosure_required: boolean | null;
  seller_email: string | null;
  seller_name: string | null;
  seller_pays_home_warranty: boolean | null;
  seller_phone: string | null;
  seller_repairs_description: string | null;
  seller_repairs_required: boolean | null;
  special_provisions: string | null;
  square_footage: number | null;
  status:
    | 'draft'
    | 'pending'
    | 'under_contract'
    | 'option_period'
    | 'inspection'
    | 'appraisal'
    | 'final_walkthrough'
    | 'closing'
    | 'closed'
    | 'cancelled'
    | 'archived';
  survey_client_doc_visibility: boolean | null;
  survey_days: number | null;
  survey_delivered: boolean | null;
  survey_document_url: string | null;
  /** A calendar day from 1900-01-01 to 2200-12-31 */
  survey_due_date: string | null;
  survey_notes: string | null;
  survey_option: ('existing' | 'buyer_new' | 'seller_new') | null;
  survey_paid_by: ('buyer' | 'seller') | null;
  survey_provided_by_seller: boolean | null;
  /** A calendar day from 1900-01-01 to 2200-12-31 */
  survey_received_date: string | null;
  survey_required: boolean | null;
  t47_delivered: boolean | null;
  /** A calendar day from 1900-01-01 to 2200-12-31 */
  t47_delivered_date: string | null;
  t47_doc_url: string | null;
  /** A calendar day from 1900-01-01 to 2200-12-31 */
  t47_due_date: string | null;
  t47_required: boolean | null;
  /** The zone the property's state (and county) implies (IANA, ADR 0032), a draft's too: every time of the deal is read and typed in it */
  time_zone: string;
  title_commitment_received: boolean | null;
  /** A calendar day from 1900-01-01 to 2200-12-31 */
  title_commitment_received_date: string | null;
  title_company_contact: string | null;
  title_company_name: string | null;
  /** A calendar day from 1900-01-01 to 2200-12-31 */
  title_objection_date: string | null;
  title_objection_days: number | null;
  title_objection_notes: string | null;
  transaction_coordinator_email: string | null;
  transaction_coordinator_name: string | null;
  transaction_coordinator_phone: string | null;
  transaction_type: 'buyer' | 'seller' | 'new_construction';
  updated_at: string;
  /** The stream version; send it back as If-Match "<version>" */
  version: number;
  who_pays_title: ('buyer' | 'seller' | 'split') | null;
  wizard_step: number | null;
  year_built: number | null;
};
export type WizardContactDto = {
  company?: string | null;
  custom_role?: string | null;
  email?: string | null;
  is_agent_only?: boolean;
  name: string;
  phone?: string | null;
  role: string;
};
export type CreateTransactionDto = {
  /** Whole US dollars or at most 2 decimal places */
  additional_earnest_money_amount?: number | null;
  /** A calendar day from 1900-01-01 to 2200-12-31 */
  additional_earnest_money_due_date?: string | null;
  additional_earnest_money_paid?: boolean | null;
  /** A calendar day from 1900-01-01 to 2200-12-31 */
  additional_earnest_money_paid_date?: string | null;
  agent_internal_notes?: string | null;
  /** From 1900-01-01 to 2200-12-31 (UTC); a date-only value becomes UTC midnight of that day */
  appraisal_completed_at?: string | null;
  appraisal_contingency?: boolean | null;
  /** A calendar day from 1900-01-01 to 2200-12-31 */
  appraisal_contingency_end_date?: string | null;
  appraisal_contingency_notes?: string | null;
  /** A calendar day from 1900-01-01 to 2200-12-31 */
  appraisal_due_date?: string | null;
  /** Whole US dollars or at most 2 decimal places */
  appraisal_expected_value?: number | null;
  appraisal_gap_notes?: string | null;
  appraisal_notes?: string | null;
  appraisal_report_url?: string | null;
  /** From 1900-01-01 to 2200-12-31 (UTC); a date-only value becomes UTC midnight of that day */
  appraisal_scheduled_at?: string | null;
  appraisal_status?: ('not_ordered' | 'ordered' | 'scheduled' | 'completed') | null;
  /** Whole US dollars or at most 2 decimal places */
  appraisal_value?: number | null;
  /** Save Draft: status draft, nothing required but transaction_type */
  as_draft?: boolean;
  bathrooms?: number | null;
  bedrooms?: number | null;
  builder_lender_type?: ('builder' | 'outside') | null;
  buyer_2_email?: string | null;
  buyer_2_name?: string | null;
  buyer_2_phone?: string | null;
  buyer_email?: string | null;
  buyer_name?: string | null;
  buyer_phone?: string | null;
  /** A calendar day from 1900-01-01 to 2200-12-31 */
  buyer_sale_contingency_date?: string | null;
  client_id?: string | null;
  /** From 1900-01-01 to 2200-12-31 (UTC); a date-only value becomes UTC midnight of that day */
  closing_appointment_datetime?: string | null;
  /** A calendar day from 1900-01-01 to 2200-12-31 */
  closing_date?: string | null;
  closing_gift_ideas?: string | null;
  closing_location?: string | null;
  closing_notes?: string | null;
  closing_special_considerations?: string | null;
  closing_status?: ('unscheduled' | 'scheduled' | 'completed' | 'funded' | 'delayed' | 'canceled') | null;
  /** The wizard steps passed so far (ADR 0076): the stepper's labels go straight to them after a reload */
  completed_steps?: number[] | null;
  construction_manager_email?: string | null;
  construction_manager_name?: string | null;
  construction_manager_phone?: string | null;
  contacts?: WizardContactDto[];
  /** A calendar day from 1900-01-01 to 2200-12-31 */
  contract_date?: string | null;
  /** Whole US dollars or at most 2 decimal places */
  down_payment_amount?: number | null;
  /** From 0 to 100 in steps of 0.1 */
  down_payment_percentage?: number | null;
  /** Whole US dollars or at most 2 decimal places */
  earnest_money_amount?: number | null;
  /** A calendar day from 1900-01-01 to 2200-12-31 */
  earnest_money_due_date?: string | null;
  earnest_money_paid?: boolean | null;
  /** A calendar day from 1900-01-01 to 2200-12-31 */
  earnest_money_paid_date?: string | null;
  earnest_money_receipt_url?: string | null;
  /** A calendar day from 1900-01-01 to 2200-12-31 */
  effective_date?: string | null;
  escrow_officer_email?: string | null;
  escrow_officer_name?: string | null;
  escrow_officer_phone?: string | null;
  /** Whole US dollars or at most 2 decimal places */
  estimated_closing_costs?: number | null;
  final_walkthrough_checklist_url?: string | null;
  /** From 1900-01-01 to 2200-12-31 (UTC); a date-only value becomes UTC midnight of that day */
  final_walkthrough_datetime?: string | null;
  final_walkthrough_notes?: string | null;
  final_walkthrough_outcome?: string | null;
  final_walkthrough_status?: string | null;
  financing_conditions?: string | null;
  financing_contingency_enabled?: boolean | null;
  /** A calendar day from 1900-01-01 to 2200-12-31 */
  financing_contingency_end_date?: string | null;
  financing_contingency_waived?: boolean | null;
  financing_type?: ('conventional' | 'fha' | 'va' | 'usda' | 'cash' | 'other') | null;
  /** From 1900-01-01 to 2200-12-31 (UTC); a date-only value becomes UTC midnight of that day */
  funding_datetime?: string | null;
  /** Whole US dollars or at most 2 decimal places */
  hoa_capital_contribution?: number | null;
  hoa_docs_received?: boolean | null;
  /** A calendar day from 1900-01-01 to 2200-12-31 */
  hoa_docs_received_date?: string | null;
  hoa_exists?: boolean | null;
  hoa_manager_email?: string | null;
  hoa_manager_name?: string | null;
  hoa_manager_phone?: string | null;
  /** Whole US dollars or at most 2 decimal places */
  hoa_monthly_fee?: number | null;
  hoa_name?: string | null;
  /** A calendar day from 1900-01-01 to 2200-12-31 */
  hoa_package_due_date?: string | null;
  hoa_package_url?: string | null;
  hoa_required?: boolean | null;
  hoa_resale_cert_doc_visibility?: boolean | null;
  /** A calendar day from 1900-01-01 to 2200-12-31 */
  hoa_resale_cert_due_date?: string | null;
  hoa_resale_cert_required?: boolean | null;
  hoa_resale_cert_url?: string | null;
  /** Whole US dollars or at most 2 decimal places */
  hoa_transfer_fee?: number | null;
  home_sale_contingency?: boolean | null;
  /** A calendar day from 1900-01-01 to 2200-12-31 */
  home_sale_contingency_date?: string | null;
  /** Whole US dollars or at most 2 decimal places */
  home_warranty_amount?: number | null;
  home_warranty_company?: string | null;
  /** A calendar day from 1900-01-01 to 2200-12-31 */
  home_warranty_coverage_start_date?: string | null;
  home_warranty_notes?: string | null;
  home_warranty_plan_name?: string | null;
  home_warranty_selected?: boolean | null;
  /** A calendar day from 1900-01-01 to 2200-12-31 */
  home_warranty_submitted_date?: string | null;
  home_warranty_submitted_to_title?: boolean | null;
  inspection_agent_notes?: string | null;
  /** A calendar day from 1900-01-01 to 2200-12-31 */
  inspection_contingency_cleared_date?: string | null;
  /** A calendar day from 1900-01-01 to 2200-12-31 */
  inspection_contingency_date?: string | null;
  /** A calendar day from 1900-01-01 to 2200-12-31 */
  inspection_contingency_end_date?: string | null;
  inspection_contingency_status?: ('pending' | 'scheduled' | 'completed' | 'waived' | 'not_applicable') | null;
  /** From 1900-01-01 to 2200-12-31 (UTC); a date-only value becomes UTC midnight of that day */
  inspection_datetime?: string | null;
  inspection_notes?: string | null;
  inspection_outcome?: string | null;
  inspection_report_url?: string | null;
  inspection_scheduled?: boolean | null;
  inspection_waived?: boolean | null;
  insurance_agent_email?: string | null;
  insurance_agent_name?: string | null;
  insurance_agent_phone?: string | null;
  /** A calendar day from 1900-01-01 to 2200-12-31 */
  insurance_bind_date?: string | null;
  insurance_binder_url?: string | null;
  insurance_company?: string | null;
  insurance_policy_number?: string | null;
  /** Whole US dollars or at most 2 decimal places */
  insurance_premium?: number | null;
  insurance_provider?: string | null;
  insurance_status?: ('not_started' | 'in_progress' | 'quoted' | 'bound') | null;
  internal_notes?: string | null;
  /** A calendar day from 1900-01-01 to 2200-12-31 */
  leaseback_end_date?: string | null;
  /** Whole US dollars or at most 2 decimal places */
  leaseback_rent?: number | null;
  /** A calendar day from 1900-01-01 to 2200-12-31 */
  leaseback_start_date?: string | null;
  lender_name?: string | null;
  lending_type?: ('conventional' | 'fha' | 'va' | 'usda' | 'cash' | 'other') | null;
  /** Whole US dollars or at most 2 decimal places */
  loan_amount?: number | null;
  /** A calendar day from 1900-01-01 to 2200-12-31 */
  loan_approval_date?: string | null;
  loan_approval_status?: ('not_started' | 'preapproved' | 'in_underwriting' | 'approved' | 'denied') | null;
  loan_internal_notes?: string | null;
  loan_officer_email?: string | null;
  loan_officer_name?: string | null;
  loan_officer_phone?: string | null;
  lot_size?: string | null;
  mls_number?: string | null;
  mud_pid_delivered?: boolean | null;
  /** Alias of mud_pid_document_url */
  mud_pid_doc_url?: string | null;
  mud_pid_document_url?: string | null;
  /** A calendar day from 1900-01-01 to 2200-12-31 */
  mud_pid_due_date?: string | null;
  mud_pid_required?: boolean | null;
  non_realty_items_included?: boolean | null;
  non_realty_items_list?: string | null;
  /** Whole US dollars or at most 2 decimal places */
  option_fee_amount?: number | null;
  /** A calendar day from 1900-01-01 to 2200-12-31 */
  option_fee_paid_date?: string | null;
  /** A calendar day from 1900-01-01 to 2200-12-31 */
  option_money_due_date?: string | null;
  option_period_days?: number | null;
  /** A calendar day from 1900-01-01 to 2200-12-31 */
  option_period_end?: string | null;
  /** Alias of option_period_end */
  option_period_end_date?: string | null;
  /** A calendar day from 1900-01-01 to 2200-12-31 */
  option_period_start?: string | null;
  other_agent_company?: string | null;
  other_agent_email?: string | null;
  other_agent_name?: string | null;
  other_agent_phone?: string | null;
  /** A calendar day from 1900-01-01 to 2200-12-31 */
  possession_date?: string | null;
  /** From 1900-01-01 to 2200-12-31 (UTC); a date-only value becomes UTC midnight of that day */
  possession_datetime?: string | null;
  possession_mode?: ('on_funding' | 'on_closing' | 'on_date' | 'leaseback') | null;
  possession_notes?: string | null;
  property_address?: string | null;
  property_city?: string | null;
  property_county?: string | null;
  property_image_url?: string | null;
  property_state?: string | null;
  property_type?: ('single_family' | 'condo' | 'townhouse' | 'multi_family' | 'land' | 'commercial') | null;
  property_use_notes?: string | null;
  property_zip?: string | null;
  /** Whole US dollars or at most 2 decimal places */
  purchase_price?: number | null;
  /** From 1900-01-01 to 2200-12-31 (UTC); a date-only value becomes UTC midnight of that day */
  reinspection_scheduled_at?: string | null;
  repair_notes?: string | null;
  /** A calendar day from 1900-01-01 to 2200-12-31 */
  repairs_deadline_overall?: string | null;
  seller_2_email?: string | null;
  seller_2_name?: string | null;
  seller_2_phone?: string | null;
  /** Whole US dollars or at most 2 decimal places */
  seller_concessions?: number | null;
  seller_disclosure_delivered?: boolean | null;
  seller_disclosure_doc_visibility?: boolean | null;
  /** A calendar day from 1900-01-01 to 2200-12-31 */
  seller_disclosure_due_date?: string | null;
  seller_disclosure_required?: boolean | null;
  seller_email?: string | null;
  seller_name?: string | null;
  seller_pays_home_warranty?: boolean | null;
  seller_phone?: string | null;
  seller_repairs_description?: string | null;
  seller_repairs_required?: boolean | null;
  special_provisions?: string | null;
  square_footage?: number | null;
  survey_client_doc_visibility?: boolean | null;
  survey_days?: number | null;
  survey_delivered?: boolean | null;
  survey_document_url?: string | null;
  /** A calendar day from 1900-01-01 to 2200-12-31 */
  survey_due_date?: string | null;
  survey_notes?: string | null;
  survey_option?: ('existing' | 'buyer_new' | 'seller_new') | null;
  survey_paid_by?: ('buyer' | 'seller') | null;
  survey_provided_by_seller?: boolean | null;
  /** A calendar day from 1900-01-01 to 2200-12-31 */
  survey_received_date?: string | null;
  survey_required?: boolean | null;
  t47_delivered?: boolean | null;
  /** A calendar day from 1900-01-01 to 2200-12-31 */
  t47_delivered_date?: string | null;
  t47_doc_url?: string | null;
  /** A calendar day from 1900-01-01 to 2200-12-31 */
  t47_due_date?: string | null;
  t47_required?: boolean | null;
  title_commitment_received?: boolean | null;
  /** A calendar day from 1900-01-01 to 2200-12-31 */
  title_commitment_received_date?: string | null;
  title_company_contact?: string | null;
  title_company_name?: string | null;
  /** A calendar day from 1900-01-01 to 2200-12-31 */
  title_objection_date?: string | null;
  title_objection_days?: number | null;
  title_objection_notes?: string | null;
  transaction_coordinator_email?: string | null;
  transaction_coordinator_name?: string | null;
  transaction_coordinator_phone?: string | null;
  transaction_type: 'buyer' | 'seller' | 'new_construction';
  who_pays_title?: ('buyer' | 'seller' | 'split') | null;
  wizard_step?: number;
  year_built?: number | null;
};
export type AlertDto = {
  /** The check-in's client (null for a deadline or an erased client) */
  client_name: string | null;
  /** A deadline's due time in the property's zone; null for a check-in */
  due: string | null;
  /** The check-in's feeling; null for a deadline */
  feeling: string | null;
  headline: string;
  /** `<milestone id>:<state>` for a deadline (one alert per milestone and state), `check_in:<check-in id>` for a check-in */
  id: string;
  kind: 'at_risk' | 'overdue' | 'missing_document' | 'checkin_submitted';
  /** A deadline's milestone; null for a check-in */
  milestone_name: string | null;
  property_address: string | null;
  read: boolean;
  sent_at: string;
  transaction_id: string;
};
export type AlertsDto = {
  items: AlertDto[];
  unread: number;
};
export type MilestoneDateSource = 'contract' | 'override' | 'deal';
export type GeneratedMilestoneDto = {
  citation: string | null;
  /** Already done: the fields record it (contract signed, earnest money paid, inspection waived…) */
  completed: boolean;
  /** The date the contract rule gives */
  computed_due_date: string | null;
  /** contract = computed from the contract rule; override = the agent's date, differing from the computed one; deal = a date on the deal with no contract rule */
  date_source: MilestoneDateSource;
  due_date: string;
  due_datetime: string | null;
  explanation: string | null;
  is_client_visible: boolean;
  milestone_name: string;
  milestone_type:
    | 'contract_signed'
    | 'earnest_money'
    | 'additional_earnest_money'
    | 'option_fee'
    | 'option_period_end'
    | 'seller_disclosure_due'
    | 'survey_already_provided'
    | 'survey_received'
    | 'survey_due'
    | 'title_objection'
    | 'hoa_resale_cert_due'
    | 'hoa_package'
    | 'appraisal_scheduled'
    | 'appraisal_target'
    | 'inspection_waived'
    | 'inspection'
    | 'insurance_bind'
    | 't47_due'
    | 'mudpid_due'
    | 'repair_deadline'
    | 'reinspection'
    | 'financing_contingency_end'
    | 'loan_approval'
    | 'inspection_contingency_end'
    | 'inspection_contingency_cleared'
    | 'appraisal_contingency_end'
    | 'home_sale_contingency_end'
    | 'final_walkthrough'
    | 'closing'
    | 'funding'
    | 'possession'
    | 'utility_transfer'
    | 'custom';
  /** The property's time zone (IANA, ADR 0032): the deal counts its days in it, and a timed milestone is shown in it */
  time_zone: string;
};
export type UpcomingMilestoneDto = {
  due_date: string;
  due_datetime: string | null;
  id: string;
  milestone_name: string;
  milestone_type:
    | 'contract_signed'
    | 'earnest_money'
    | 'additional_earnest_money'
    | 'option_fee'
    | 'option_period_end'
    | 'seller_disclosure_due'
    | 'survey_already_provided'
    | 'survey_received'
    | 'survey_due'
    | 'title_objection'
    | 'hoa_resale_cert_due'
    | 'hoa_package'
    | 'appraisal_scheduled'
    | 'appraisal_target'
    | 'inspection_waived'
    | 'inspection'
    | 'insurance_bind'
    | 't47_due'
    | 'mudpid_due'
    | 'repair_deadline'
    | 'reinspection'
    | 'financing_contingency_end'
    | 'loan_approval'
    | 'inspection_contingency_end'
    | 'inspection_contingency_cleared'
    | 'appraisal_contingency_end'
    | 'home_sale_contingency_end'
    | 'final_walkthrough'
    | 'closing'
    | 'funding'
    | 'possession'
    | 'utility_transfer'
    | 'custom';
  property_address: string | null;
  transaction_id: string;
};
export type UpcomingTaskDto = {
  /** system: automation; shared: client-visible manual; agent: neither; private: a client’s own private task */
  bucket: 'agent' | 'shared' | 'system' | 'private';
  client_notes: string | null;
  completed_at: string | null;
  created_at: string;
  /** Null for automation tasks */
  created_by: string | null;
  description: string | null;
  due_date: string | null;
  id: string;
  is_client_visible: boolean;
  is_private: boolean;
  linked_entity_id: string | null;
  linked_entity_type: string | null;
  milestone_type: string | null;
  priority: 'low' | 'normal' | 'high';
  property_address: string | null;
  source: 'manual' | 'automation';
  title: string;
  transaction_id: string;
};
export type UpdateTransactionDto = {
  /** Whole US dollars or at most 2 decimal places */
  additional_earnest_money_amount?: number | null;
  /** A calendar day from 1900-01-01 to 2200-12-31 */
  additional_earnest_money_due_date?: string | null;
  additional_earnest_money_paid?: boolean | null;
  /** A calendar day from 1900-01-01 to 2200-12-31 */
  additional_earnest_money_paid_date?: string | null;
  agent_internal_notes?: string | null;
  /** From 1900-01-01 to 2200-12-31 (UTC); a date-only value becomes UTC midnight of that day */
  appraisal_completed_at?: string | null;
  appraisal_contingency?: boolean | null;
  /** A calendar day from 1900-01-01 to 2200-12-31 */
  appraisal_contingency_end_date?: string | null;
  appraisal_contingency_notes?: string | null;
  /** A calendar day from 1900-01-01 to 2200-12-31 */
  appraisal_due_date?: string | null;
  /** Whole US dollars or at most 2 decimal places */
  appraisal_expected_value?: number | null;
  appraisal_gap_notes?: string | null;
  appraisal_notes?: string | null;
  appraisal_report_url?: string | null;
  /** From 1900-01-01 to 2200-12-31 (UTC); a date-only value becomes UTC midnight of that day */
  appraisal_scheduled_at?: string | null;
  appraisal_status?: ('not_ordered' | 'ordered' | 'scheduled' | 'completed') | null;
  /** Whole US dollars or at most 2 decimal places */
  appraisal_value?: number | null;
  bathrooms?: number | null;
  bedrooms?: number | null;
  builder_lender_type?: ('builder' | 'outside') | null;
  buyer_2_email?: string | null;
  buyer_2_name?: string | null;
  buyer_2_phone?: string | null;
  buyer_email?: string | null;
  buyer_name?: string | null;
  buyer_phone?: string | null;
  /** A calendar day from 1900-01-01 to 2200-12-31 */
  buyer_sale_contingency_date?: string | null;
  client_id?: string | null;
  /** From 1900-01-01 to 2200-12-31 (UTC); a date-only value becomes UTC midnight of that day */
  closing_appointment_datetime?: string | null;
  /** A calendar day from 1900-01-01 to 2200-12-31 */
  closing_date?: string | null;
  closing_gift_ideas?: string | null;
  closing_location?: string | null;
  closing_notes?: string | null;
  closing_special_considerations?: string | null;
  closing_status?: ('unscheduled' | 'scheduled' | 'completed' | 'funded' | 'delayed' | 'canceled') | null;
  construction_manager_email?: string | null;
  construction_manager_name?: string | null;
  construction_manager_phone?: string | null;
  /** A calendar day from 1900-01-01 to 2200-12-31 */
  contract_date?: string | null;
  /** Whole US dollars or at most 2 decimal places */
  down_payment_amount?: number | null;
  /** From 0 to 100 in steps of 0.1 */
  down_payment_percentage?: number | null;
  /** Whole US dollars or at most 2 decimal places */
  earnest_money_amount?: number | null;
  /** A calendar day from 1900-01-01 to 2200-12-31 */
  earnest_money_due_date?: string | null;
  earnest_money_paid?: boolean | null;
  /** A calendar day from 1900-01-01 to 2200-12-31 */
  earnest_money_paid_date?: string | null;
  earnest_money_receipt_url?: string | null;
  /** A calendar day from 1900-01-01 to 2200-12-31 */
  effective_date?: string | null;
  escrow_officer_email?: string | null;
  escrow_officer_name?: string | null;
  escrow_officer_phone?: string | null;
  /** Whole US dollars or at most 2 decimal places */
  estimated_closing_costs?: number | null;
  final_walkthrough_checklist_url?: string | null;
  /** From 1900-01-01 to 2200-12-31 (UTC); a date-only value becomes UTC midnight of that day */
  final_walkthrough_datetime?: string | null;
  final_walkthrough_notes?: string | null;
  final_walkthrough_outcome?: string | null;
  final_walkthrough_status?: string | null;
  financing_conditions?: string | null;
  financing_contingency_enabled?: boolean | null;
  /** A calendar day from 1900-01-01 to 2200-12-31 */
  financing_contingency_end_date?: string | null;
  financing_contingency_waived?: boolean | null;
  financing_type?: ('conventional' | 'fha' | 'va' | 'usda' | 'cash' | 'other') | null;
  /** From 1900-01-01 to 2200-12-31 (UTC); a date-only value becomes UTC midnight of that day */
  funding_datetime?: string | null;
  /** Whole US dollars or at most 2 decimal places */
  hoa_capital_contribution?: number | null;
  hoa_docs_received?: boolean | null;
  /** A calendar day from 1900-01-01 to 2200-12-31 */
  hoa_docs_received_date?: string | null;
  hoa_exists?: boolean | null;
  hoa_manager_email?: string | null;
  hoa_manager_name?: string | null;
  hoa_manager_phone?: string | null;
  /** Whole US dollars or at most 2 decimal places */
  hoa_monthly_fee?: number | null;
  hoa_name?: string | null;
  /** A calendar day from 1900-01-01 to 2200-12-31 */
  hoa_package_due_date?: string | null;
  hoa_package_url?: string | null;
  hoa_required?: boolean | null;
  hoa_resale_cert_doc_visibility?: boolean | null;
  /** A calendar day from 1900-01-01 to 2200-12-31 */
  hoa_resale_cert_due_date?: string | null;
  hoa_resale_cert_required?: boolean | null;
  hoa_resale_cert_url?: string | null;
  /** Whole US dollars or at most 2 decimal places */
  hoa_transfer_fee?: number | null;
  home_sale_contingency?: boolean | null;
  /** A calendar day from 1900-01-01 to 2200-12-31 */
  home_sale_contingency_date?: string | null;
  /** Whole US dollars or at most 2 decimal places */
  home_warranty_amount?: number | null;
  home_warranty_company?: string | null;
  /** A calendar day from 1900-01-01 to 2200-12-31 */
  home_warranty_coverage_start_date?: string | null;
  home_warranty_notes?: string | null;
  home_warranty_plan_name?: string | null;
  home_warranty_selected?: boolean | null;
  /** A calendar day from 1900-01-01 to 2200-12-31 */
  home_warranty_submitted_date?: string | null;
  home_warranty_submitted_to_title?: boolean | null;
  inspection_agent_notes?: string | null;
  /** A calendar day from 1900-01-01 to 2200-12-31 */
  inspection_contingency_cleared_date?: string | null;
  /** A calendar day from 1900-01-01 to 2200-12-31 */
  inspection_contingency_date?: string | null;
  /** A calendar day from 1900-01-01 to 2200-12-31 */
  inspection_contingency_end_date?: string | null;
  inspection_contingency_status?: ('pending' | 'scheduled' | 'completed' | 'waived' | 'not_applicable') | null;
  /** From 1900-01-01 to 2200-12-31 (UTC); a date-only value becomes UTC midnight of that day */
  inspection_datetime?: string | null;
  inspection_notes?: string | null;
  inspection_outcome?: string | null;
  inspection_report_url?: string | null;
  inspection_scheduled?: boolean | null;
  inspection_waived?: boolean | null;
  insurance_agent_email?: string | null;
  insurance_agent_name?: string | null;
  insurance_agent_phone?: string | null;
  /** A calendar day from 1900-01-01 to 2200-12-31 */
  insurance_bind_date?: string | null;
  insurance_binder_url?: string | null;
  insurance_company?: string | null;
  insurance_policy_number?: string | null;
  /** Whole US dollars or at most 2 decimal places */
  insurance_premium?: number | null;
  insurance_provider?: string | null;
  insurance_status?: ('not_started' | 'in_progress' | 'quoted' | 'bound') | null;
  internal_notes?: string | null;
  /** A calendar day from 1900-01-01 to 2200-12-31 */
  leaseback_end_date?: string | null;
  /** Whole US dollars or at most 2 decimal places */
  leaseback_rent?: number | null;
  /** A calendar day from 1900-01-01 to 2200-12-31 */
  leaseback_start_date?: string | null;
  lender_name?: string | null;
  lending_type?: ('conventional' | 'fha' | 'va' | 'usda' | 'cash' | 'other') | null;
  /** Whole US dollars or at most 2 decimal places */
  loan_amount?: number | null;
  /** A calendar day from 1900-01-01 to 2200-12-31 */
  loan_approval_date?: string | null;
  loan_approval_status?: ('not_started' | 'preapproved' | 'in_underwriting' | 'approved' | 'denied') | null;
  loan_internal_notes?: string | null;
  loan_officer_email?: string | null;
  loan_officer_name?: string | null;
  loan_officer_phone?: string | null;
  lot_size?: string | null;
  mls_number?: string | null;
  mud_pid_delivered?: boolean | null;
  /** Alias of mud_pid_document_url */
  mud_pid_doc_url?: string | null;
  mud_pid_document_url?: string | null;
  /** A calendar day from 1900-01-01 to 2200-12-31 */
  mud_pid_due_date?: string | null;
  mud_pid_required?: boolean | null;
  non_realty_items_included?: boolean | null;
  non_realty_items_list?: string | null;
  /** Whole US dollars or at most 2 decimal places */
  option_fee_amount?: number | null;
  /** A calendar day from 1900-01-01 to 2200-12-31 */
  option_fee_paid_date?: string | null;
  /** A calendar day from 1900-01-01 to 2200-12-31 */
  option_money_due_date?: string | null;
  option_period_days?: number | null;
  /** A calendar day from 1900-01-01 to 2200-12-31 */
  option_period_end?: string | null;
  /** Alias of option_period_end */
  option_period_end_date?: string | null;
  /** A calendar day from 1900-01-01 to 2200-12-31 */
  option_period_start?: string | null;
  other_agent_company?: string | null;
  other_agent_email?: string | null;
  other_agent_name?: string | null;
  other_agent_phone?: string | null;
  /** A calendar day from 1900-01-01 to 2200-12-31 */
  possession_date?: string | null;
  /** From 1900-01-01 to 2200-12-31 (UTC); a date-only value becomes UTC midnight of that day */
  possession_datetime?: string | null;
  possession_mode?: ('on_funding' | 'on_closing' | 'on_date' | 'leaseback') | null;
  possession_notes?: string | null;
  property_address?: string | null;
  property_city?: string | null;
  property_county?: string | null;
  property_image_url?: string | null;
  property_state?: string | null;
  property_type?: ('single_family' | 'condo' | 'townhouse' | 'multi_family' | 'land' | 'commercial') | null;
  property_use_notes?: string | null;
  property_zip?: string | null;
  /** Whole US dollars or at most 2 decimal places */
  purchase_price?: number | null;
  /** From 1900-01-01 to 2200-12-31 (UTC); a date-only value becomes UTC midnight of that day */
  reinspection_scheduled_at?: string | null;
  repair_notes?: string | null;
  /** A calendar day from 1900-01-01 to 2200-12-31 */
  repairs_deadline_overall?: string | null;
  seller_2_email?: string | null;
  seller_2_name?: string | null;
  seller_2_phone?: string | null;
  /** Whole US dollars or at most 2 decimal places */
  seller_concessions?: number | null;
  seller_disclosure_delivered?: boolean | null;
  seller_disclosure_doc_visibility?: boolean | null;
  /** A calendar day from 1900-01-01 to 2200-12-31 */
  seller_disclosure_due_date?: string | null;
  seller_disclosure_required?: boolean | null;
  seller_email?: string | null;
  seller_name?: string | null;
  seller_pays_home_warranty?: boolean | null;
  seller_phone?: string | null;
  seller_repairs_description?: string | null;
  seller_repairs_required?: boolean | null;
  special_provisions?: string | null;
  square_footage?: number | null;
  survey_client_doc_visibility?: boolean | null;
  survey_days?: number | null;
  survey_delivered?: boolean | null;
  survey_document_url?: string | null;
  /** A calendar day from 1900-01-01 to 2200-12-31 */
  survey_due_date?: string | null;
  survey_notes?: string | null;
  survey_option?: ('existing' | 'buyer_new' | 'seller_new') | null;
  survey_paid_by?: ('buyer' | 'seller') | null;
  survey_provided_by_seller?: boolean | null;
  /** A calendar day from 1900-01-01 to 2200-12-31 */
  survey_received_date?: string | null;
  survey_required?: boolean | null;
  t47_delivered?: boolean | null;
  /** A calendar day from 1900-01-01 to 2200-12-31 */
  t47_delivered_date?: string | null;
  t47_doc_url?: string | null;
  /** A calendar day from 1900-01-01 to 2200-12-31 */
  t47_due_date?: string | null;
  t47_required?: boolean | null;
  title_commitment_received?: boolean | null;
  /** A calendar day from 1900-01-01 to 2200-12-31 */
  title_commitment_received_date?: string | null;
  title_company_contact?: string | null;
  title_company_name?: string | null;
  /** A calendar day from 1900-01-01 to 2200-12-31 */
  title_objection_date?: string | null;
  title_objection_days?: number | null;
  title_objection_notes?: string | null;
  transaction_coordinator_email?: string | null;
  transaction_coordinator_name?: string | null;
  transaction_coordinator_phone?: string | null;
  who_pays_title?: ('buyer' | 'seller' | 'split') | null;
  year_built?: number | null;
};
export type AgentCardDto = {
  /** The brokerage */
  company: string | null;
  email: string | null;
  /** Null when the agent has been erased */
  full_name: string | null;
  /** /api/users/{id}/logo when the agent has a logo */
  logo_url: string | null;
  phone: string | null;
  /** When the deal was last reassigned to this agent (issue 24 item 5): the portal tells the client who their agent now is; null if it never was */
  reassigned_at: string | null;
};
export type ClientCheckInDto = {
  agent_response: string | null;
  client_id: string;
  created_at: string;
  feeling: 'excited' | 'happy' | 'confident' | 'neutral' | 'anxious' | 'stressed' | 'overwhelmed' | 'confused' | 'frustrated';
  id: string;
  note: string | null;
  responded_at: string | null;
  transaction_id: string;
  viewed_by_agent_at: string | null;
};
export type SubmitCheckInDto = {
  feeling: 'excited' | 'happy' | 'confident' | 'neutral' | 'anxious' | 'stressed' | 'overwhelmed' | 'confused' | 'frustrated';
  note?: string | null;
};
export type RespondToCheckInDto = {
  response: string;
};
export type UpdateTransactionClientDto = {
  full_name?: string;
  /** null or blank clears it */
  phone?: string | null;
};
export type TransactionDocumentDto = {
  category: string;
  created_at: string;
  description: string | null;
  file_size: number;
  file_type: string;
  /** Download URL: /api/transactions/<id>/documents/<documentId>/file */
  file_url: string;
  id: string;
  is_required: boolean;
  kind: 'contract' | 't47' | 'mud_pid' | 'sellers_disclosure' | 'survey' | 'hoa_resale_cert' | 'appraisal_report' | 'other';
  title: string;
  transaction_id: string;
  uploaded_by: string | null;
  /** The deal's client uploaded it from the portal (ADR 0052) */
  uploaded_by_client: boolean;
  /** The uploader's name (ADR 0047) */
  uploaded_by_name: string | null;
  visibility: 'agent_only' | 'agent_and_client' | 'all_parties';
};
export type UploadClientDocumentFormDto = {
  /** Kept with the document (spec 002 §3) */
  description?: string;
  /** pdf, doc, docx, jpg, png or txt (by content), at most 10 MB */
  file: Blob;
  /** Defaults to the file name without its extension */
  title?: string;
};
export type TransactionContactDto = {
  company: string | null;
  created_at: string;
  custom_role: string | null;
  email: string | null;
  id: string;
  is_agent_only: boolean;
  name: string;
  phone: string | null;
  role: string;
  /** Added on its own (Add Contact, or the wizard's Additional step), so a draft's save keeps it; false for a contact the wizard writes from the deal's party, lender and title fields, which each save of a draft replaces (ADR 0080) */
  standalone: boolean;
  transaction_id: string;
};
export type UpdateTransactionContactDto = {
  company?: string | null;
  custom_role?: string | null;
  email?: string | null;
  is_agent_only?: boolean;
  name?: string;
  phone?: string | null;
  role?: string;
};
export type UploadTransactionDocumentFormDto = {
  /** Kept with the document (spec 002 §3) */
  description?: string;
  /** By kind: contract PDF or Word; t47, mud_pid, hoa_resale_cert, appraisal_report PDF; survey, sellers_disclosure PDF/DOC/DOCX; other pdf, doc, docx, jpg, png, txt. At most 10 MB */
  file: Blob;
  kind: 'contract' | 't47' | 'mud_pid' | 'sellers_disclosure' | 'survey' | 'hoa_resale_cert' | 'appraisal_report' | 'other';
  /** Defaults to the wizard's title of the kind, else the file name without its extension */
  title?: string;
  /** Defaults to agent_and_client (spec 002 §5) */
  visibility?: 'agent_only' | 'agent_and_client' | 'all_parties';
};
export type UpdateTransactionDocumentDto = {
  title?: string;
  visibility?: 'agent_only' | 'agent_and_client' | 'all_parties';
};
export type DocumentLinkSentDto = {
  document_id: string;
  expires_at: string;
  id: string;
  message: string;
};
export type EmailDocumentLinkDto = {
  /** A key contact of this deal that has an e-mail (clears recipientEmail) */
  contactId?: string | null;
  /** The agent's optional message */
  message?: string | null;
  /** A typed address (clears contactId) */
  recipientEmail?: string | null;
};
export type DocumentLinkDto = {
  document_id: string;
  expires_at: string;
  id: string;
  /** Last opened, or null */
  last_opened_at: string | null;
  /** How many times the link opened the document */
  open_count: number;
  /** First opened, or null */
  opened_at: string | null;
  /** The address it was sent to (null when its owner was forgotten) */
  recipient_email: string | null;
  recipient_name: string | null;
  revoked_at: string | null;
  sent_at: string;
  status: 'active' | 'expired' | 'revoked';
};
export type TransactionDraftDto = {
  /** Whole US dollars or at most 2 decimal places */
  additional_earnest_money_amount?: number | null;
  /** A calendar day from 1900-01-01 to 2200-12-31 */
  additional_earnest_money_due_date?: string | null;
  additional_earnest_money_paid?: boolean | null;
  /** A calendar day from 1900-01-01 to 2200-12-31 */
  additional_earnest_money_paid_date?: string | null;
  agent_internal_notes?: string | null;
  /** From 1900-01-01 to 2200-12-31 (UTC); a date-only value becomes UTC midnight of that day */
  appraisal_completed_at?: string | null;
  appraisal_contingency?: boolean | null;
  /** A calendar day from 1900-01-01 to 2200-12-31 */
  appraisal_contingency_end_date?: string | null;
  appraisal_contingency_notes?: string | null;
  /** A calendar day from 1900-01-01 to 2200-12-31 */
  appraisal_due_date?: string | null;
  /** Whole US dollars or at most 2 decimal places */
  appraisal_expected_value?: number | null;
  appraisal_gap_notes?: string | null;
  appraisal_notes?: string | null;
  appraisal_report_url?: string | null;
  /** From 1900-01-01 to 2200-12-31 (UTC); a date-only value becomes UTC midnight of that day */
  appraisal_scheduled_at?: string | null;
  appraisal_status?: ('not_ordered' | 'ordered' | 'scheduled' | 'completed') | null;
  /** Whole US dollars or at most 2 decimal places */
  appraisal_value?: number | null;
  bathrooms?: number | null;
  bedrooms?: number | null;
  builder_lender_type?: ('builder' | 'outside') | null;
  buyer_2_email?: string | null;
  buyer_2_name?: string | null;
  buyer_2_phone?: string | null;
  buyer_email?: string | null;
  buyer_name?: string | null;
  buyer_phone?: string | null;
  /** A calendar day from 1900-01-01 to 2200-12-31 */
  buyer_sale_contingency_date?: string | null;
  client_id?: string | null;
  /** From 1900-01-01 to 2200-12-31 (UTC); a date-only value becomes UTC midnight of that day */
  closing_appointment_datetime?: string | null;
  /** A calendar day from 1900-01-01 to 2200-12-31 */
  closing_date?: string | null;
  closing_gift_ideas?: string | null;
  closing_location?: string | null;
  closing_notes?: string | null;
  closing_special_considerations?: string | null;
  closing_status?: ('unscheduled' | 'scheduled' | 'completed' | 'funded' | 'delayed' | 'canceled') | null;
  /** The wizard steps passed so far (ADR 0076): the stepper's labels go straight to them after a reload */
  completed_steps?: number[] | null;
  construction_manager_email?: string | null;
  construction_manager_name?: string | null;
  construction_manager_phone?: string | null;
  contacts?: WizardContactDto[];
  /** A calendar day from 1900-01-01 to 2200-12-31 */
  contract_date?: string | null;
  /** Whole US dollars or at most 2 decimal places */
  down_payment_amount?: number | null;
  /** From 0 to 100 in steps of 0.1 */
  down_payment_percentage?: number | null;
  /** Whole US dollars or at most 2 decimal places */
  earnest_money_amount?: number | null;
  /** A calendar day from 1900-01-01 to 2200-12-31 */
  earnest_money_due_date?: string | null;
  earnest_money_paid?: boolean | null;
  /** A calendar day from 1900-01-01 to 2200-12-31 */
  earnest_money_paid_date?: string | null;
  earnest_money_receipt_url?: string | null;
  /** A calendar day from 1900-01-01 to 2200-12-31 */
  effective_date?: string | null;
  escrow_officer_email?: string | null;
  escrow_officer_name?: string | null;
  escrow_officer_phone?: string | null;
  /** Whole US dollars or at most 2 decimal places */
  estimated_closing_costs?: number | null;
  final_walkthrough_checklist_url?: string | null;
  /** From 1900-01-01 to 2200-12-31 (UTC); a date-only value becomes UTC midnight of that day */
  final_walkthrough_datetime?: string | null;
  final_walkthrough_notes?: string | null;
  final_walkthrough_outcome?: string | null;
  final_walkthrough_status?: string | null;
  financing_conditions?: string | null;
  financing_contingency_enabled?: boolean | null;
  /** A calendar day from 1900-01-01 to 2200-12-31 */
  financing_contingency_end_date?: string | null;
  financing_contingency_waived?: boolean | null;
  financing_type?: ('conventional' | 'fha' | 'va' | 'usda' | 'cash' | 'other') | null;
  /** From 1900-01-01 to 2200-12-31 (UTC); a date-only value becomes UTC midnight of that day */
  funding_datetime?: string | null;
  /** Whole US dollars or at most 2 decimal places */
  hoa_capital_contribution?: number | null;
  hoa_docs_received?: boolean | null;
  /** A calendar day from 1900-01-01 to 2200-12-31 */
  hoa_docs_received_date?: string | null;
  hoa_exists?: boolean | null;
  hoa_manager_email?: string | null;
  hoa_manager_name?: string | null;
  hoa_manager_phone?: string | null;
  /** Whole US dollars or at most 2 decimal places */
  hoa_monthly_fee?: number | null;
  hoa_name?: string | null;
  /** A calendar day from 1900-01-01 to 2200-12-31 */
  hoa_package_due_date?: string | null;
  hoa_package_url?: string | null;
  hoa_required?: boolean | null;
  hoa_resale_cert_doc_visibility?: boolean | null;
  /** A calendar day from 1900-01-01 to 2200-12-31 */
  hoa_resale_cert_due_date?: string | null;
  hoa_resale_cert_required?: boolean | null;
  hoa_resale_cert_url?: string | null;
  /** Whole US dollars or at most 2 decimal places */
  hoa_transfer_fee?: number | null;
  home_sale_contingency?: boolean | null;
  /** A calendar day from 1900-01-01 to 2200-12-31 */
  home_sale_contingency_date?: string | null;
  /** Whole US dollars or at most 2 decimal places */
  home_warranty_amount?: number | null;
  home_warranty_company?: string | null;
  /** A calendar day from 1900-01-01 to 2200-12-31 */
  home_warranty_coverage_start_date?: string | null;
  home_warranty_notes?: string | null;
  home_warranty_plan_name?: string | null;
  home_warranty_selected?: boolean | null;
  /** A calendar day from 1900-01-01 to 2200-12-31 */
  home_warranty_submitted_date?: string | null;
  home_warranty_submitted_to_title?: boolean | null;
  inspection_agent_notes?: string | null;
  /** A calendar day from 1900-01-01 to 2200-12-31 */
  inspection_contingency_cleared_date?: string | null;
  /** A calendar day from 1900-01-01 to 2200-12-31 */
  inspection_contingency_date?: string | null;
  /** A calendar day from 1900-01-01 to 2200-12-31 */
  inspection_contingency_end_date?: string | null;
  inspection_contingency_status?: ('pending' | 'scheduled' | 'completed' | 'waived' | 'not_applicable') | null;
  /** From 1900-01-01 to 2200-12-31 (UTC); a date-only value becomes UTC midnight of that day */
  inspection_datetime?: string | null;
  inspection_notes?: string | null;
  inspection_outcome?: string | null;
  inspection_report_url?: string | null;
  inspection_scheduled?: boolean | null;
  inspection_waived?: boolean | null;
  insurance_agent_email?: string | null;
  insurance_agent_name?: string | null;
  insurance_agent_phone?: string | null;
  /** A calendar day from 1900-01-01 to 2200-12-31 */
  insurance_bind_date?: string | null;
  insurance_binder_url?: string | null;
  insurance_company?: string | null;
  insurance_policy_number?: string | null;
  /** Whole US dollars or at most 2 decimal places */
  insurance_premium?: number | null;
  insurance_provider?: string | null;
  insurance_status?: ('not_started' | 'in_progress' | 'quoted' | 'bound') | null;
  internal_notes?: string | null;
  /** A calendar day from 1900-01-01 to 2200-12-31 */
  leaseback_end_date?: string | null;
  /** Whole US dollars or at most 2 decimal places */
  leaseback_rent?: number | null;
  /** A calendar day from 1900-01-01 to 2200-12-31 */
  leaseback_start_date?: string | null;
  lender_name?: string | null;
  lending_type?: ('conventional' | 'fha' | 'va' | 'usda' | 'cash' | 'other') | null;
  /** Whole US dollars or at most 2 decimal places */
  loan_amount?: number | null;
  /** A calendar day from 1900-01-01 to 2200-12-31 */
  loan_approval_date?: string | null;
  loan_approval_status?: ('not_started' | 'preapproved' | 'in_underwriting' | 'approved' | 'denied') | null;
  loan_internal_notes?: string | null;
  loan_officer_email?: string | null;
  loan_officer_name?: string | null;
  loan_officer_phone?: string | null;
  lot_size?: string | null;
  mls_number?: string | null;
  mud_pid_delivered?: boolean | null;
  /** Alias of mud_pid_document_url */
  mud_pid_doc_url?: string | null;
  mud_pid_document_url?: string | null;
  /** A calendar day from 1900-01-01 to 2200-12-31 */
  mud_pid_due_date?: string | null;
  mud_pid_required?: boolean | null;
  non_realty_items_included?: boolean | null;
  non_realty_items_list?: string | null;
  /** Whole US dollars or at most 2 decimal places */
  option_fee_amount?: number | null;
  /** A calendar day from 1900-01-01 to 2200-12-31 */
  option_fee_paid_date?: string | null;
  /** A calendar day from 1900-01-01 to 2200-12-31 */
  option_money_due_date?: string | null;
  option_period_days?: number | null;
  /** A calendar day from 1900-01-01 to 2200-12-31 */
  option_period_end?: string | null;
  /** Alias of option_period_end */
  option_period_end_date?: string | null;
  /** A calendar day from 1900-01-01 to 2200-12-31 */
  option_period_start?: string | null;
  other_agent_company?: string | null;
  other_agent_email?: string | null;
  other_agent_name?: string | null;
  other_agent_phone?: string | null;
  /** A calendar day from 1900-01-01 to 2200-12-31 */
  possession_date?: string | null;
  /** From 1900-01-01 to 2200-12-31 (UTC); a date-only value becomes UTC midnight of that day */
  possession_datetime?: string | null;
  possession_mode?: ('on_funding' | 'on_closing' | 'on_date' | 'leaseback') | null;
  possession_notes?: string | null;
  property_address?: string | null;
  property_city?: string | null;
  property_county?: string | null;
  property_image_url?: string | null;
  property_state?: string | null;
  property_type?: ('single_family' | 'condo' | 'townhouse' | 'multi_family' | 'land' | 'commercial') | null;
  property_use_notes?: string | null;
  property_zip?: string | null;
  /** Whole US dollars or at most 2 decimal places */
  purchase_price?: number | null;
  /** From 1900-01-01 to 2200-12-31 (UTC); a date-only value becomes UTC midnight of that day */
  reinspection_scheduled_at?: string | null;
  repair_notes?: string | null;
  /** A calendar day from 1900-01-01 to 2200-12-31 */
  repairs_deadline_overall?: string | null;
  seller_2_email?: string | null;
  seller_2_name?: string | null;
  seller_2_phone?: string | null;
  /** Whole US dollars or at most 2 decimal places */
  seller_concessions?: number | null;
  seller_disclosure_delivered?: boolean | null;
  seller_disclosure_doc_visibility?: boolean | null;
  /** A calendar day from 1900-01-01 to 2200-12-31 */
  seller_disclosure_due_date?: string | null;
  seller_disclosure_required?: boolean | null;
  seller_email?: string | null;
  seller_name?: string | null;
  seller_pays_home_warranty?: boolean | null;
  seller_phone?: string | null;
  seller_repairs_description?: string | null;
  seller_repairs_required?: boolean | null;
  special_provisions?: string | null;
  square_footage?: number | null;
  survey_client_doc_visibility?: boolean | null;
  survey_days?: number | null;
  survey_delivered?: boolean | null;
  survey_document_url?: string | null;
  /** A calendar day from 1900-01-01 to 2200-12-31 */
  survey_due_date?: string | null;
  survey_notes?: string | null;
  survey_option?: ('existing' | 'buyer_new' | 'seller_new') | null;
  survey_paid_by?: ('buyer' | 'seller') | null;
  survey_provided_by_seller?: boolean | null;
  /** A calendar day from 1900-01-01 to 2200-12-31 */
  survey_received_date?: string | null;
  survey_required?: boolean | null;
  t47_delivered?: boolean | null;
  /** A calendar day from 1900-01-01 to 2200-12-31 */
  t47_delivered_date?: string | null;
  t47_doc_url?: string | null;
  /** A calendar day from 1900-01-01 to 2200-12-31 */
  t47_due_date?: string | null;
  t47_required?: boolean | null;
  title_commitment_received?: boolean | null;
  /** A calendar day from 1900-01-01 to 2200-12-31 */
  title_commitment_received_date?: string | null;
  title_company_contact?: string | null;
  title_company_name?: string | null;
  /** A calendar day from 1900-01-01 to 2200-12-31 */
  title_objection_date?: string | null;
  title_objection_days?: number | null;
  title_objection_notes?: string | null;
  transaction_coordinator_email?: string | null;
  transaction_coordinator_name?: string | null;
  transaction_coordinator_phone?: string | null;
  transaction_type: 'buyer' | 'seller' | 'new_construction';
  who_pays_title?: ('buyer' | 'seller' | 'split') | null;
  wizard_step?: number;
  year_built?: number | null;
};
export type HomeVaultContactDto = {
  company: string | null;
  custom_role: string | null;
  email: string | null;
  id: string;
  name: string;
  phone: string | null;
  role: string;
};
export type HomeVaultDocumentDto = {
  category: string;
  created_at: string;
  description: string | null;
  /** The stored file name extension with its dot (".pdf"), or empty: the download is saved as title + extension */
  file_extension: string;
  file_size: number;
  file_type: string;
  /** Download URL: /api/transactions/<id>/documents/<documentId>/file */
  file_url: string;
  id: string;
  kind: string;
  title: string;
  visibility: 'agent_and_client' | 'all_parties';
};
export type HomeVaultVendorDto = {
  category: string;
  company: string | null;
  email: string | null;
  id: string;
  name: string;
  phone: string | null;
  role: string;
  website: string | null;
};
export type HomeVaultDto = {
  contacts: HomeVaultContactDto[];
  documents: HomeVaultDocumentDto[];
  /** True when the deal's agent is reading (preview); the vault is read-only either way */
  preview: boolean;
  /** The deal cut with its client's deny list (spec 002 §6) */
  transaction: TransactionDto;
  vendors: HomeVaultVendorDto[];
};
export type DealMessageDto = {
  created_at: string;
  id: string;
  message_content: string;
  read_at: string | null;
  sender_email: string | null;
  sender_id: string;
  sender_name: string;
  /** The message's position in its thread */
  seq: number;
  transaction_id: string;
};
export type SendMessageDto = {
  message_content: string;
};
export type UnreadCountDto = {
  /** Messages from the other party not read yet */
  count: number;
};
export type TransactionMilestoneDto = {
  citation: string | null;
  completed: boolean;
  /** The date the contract rule gives */
  computed_due_date: string | null;
  /** The deal's own education text for the type, when the agent wrote one */
  custom_education_text: string | null;
  /** contract = computed from the contract rule; override = the agent's date, differing from the computed one; deal = a date on the deal with no contract rule */
  date_source: MilestoneDateSource;
  due_date: string | null;
  due_datetime: string | null;
  /** What the client reads under Learn More: the deal's own text, else the default for the type (null for custom milestones) */
  education_text: string | null;
  explanation: string | null;
  id: string;
  /** Shown to the client (spec 002 §4 defaults); a client only ever receives true */
  is_client_visible: boolean;
  milestone_name: string;
  milestone_type:
    | 'contract_signed'
    | 'earnest_money'
    | 'additional_earnest_money'
    | 'option_fee'
    | 'option_period_end'
    | 'seller_disclosure_due'
    | 'survey_already_provided'
    | 'survey_received'
    | 'survey_due'
    | 'title_objection'
    | 'hoa_resale_cert_due'
    | 'hoa_package'
    | 'appraisal_scheduled'
    | 'appraisal_target'
    | 'inspection_waived'
    | 'inspection'
    | 'insurance_bind'
    | 't47_due'
    | 'mudpid_due'
    | 'repair_deadline'
    | 'reinspection'
    | 'financing_contingency_end'
    | 'loan_approval'
    | 'inspection_contingency_end'
    | 'inspection_contingency_cleared'
    | 'appraisal_contingency_end'
    | 'home_sale_contingency_end'
    | 'final_walkthrough'
    | 'closing'
    | 'funding'
    | 'possession'
    | 'utility_transfer'
    | 'custom';
  /** Its date or time has passed (UTC calendar day for date-only milestones) */
  passed: boolean;
  /** A generated milestone the deal's agent may remove (ADR 0064): false for the TREC 20-18 ¶5A/¶5B deadlines, custom milestones (deleted by id) and utility transfers */
  removable: boolean;
  /** The property's time zone (IANA, ADR 0032): the deal counts its days in it, and a timed milestone is shown in it */
  time_zone: string;
};
export type EducatedMilestoneType =
  | 'contract_signed'
  | 'earnest_money'
  | 'additional_earnest_money'
  | 'option_fee'
  | 'option_period_end'
  | 'seller_disclosure_due'
  | 'survey_already_provided'
  | 'survey_received'
  | 'survey_due'
  | 'title_objection'
  | 'hoa_resale_cert_due'
  | 'hoa_package'
  | 'appraisal_scheduled'
  | 'appraisal_target'
  | 'inspection_waived'
  | 'inspection'
  | 'insurance_bind'
  | 't47_due'
  | 'mudpid_due'
  | 'repair_deadline'
  | 'reinspection'
  | 'financing_contingency_end'
  | 'loan_approval'
  | 'inspection_contingency_end'
  | 'inspection_contingency_cleared'
  | 'appraisal_contingency_end'
  | 'home_sale_contingency_end'
  | 'final_walkthrough'
  | 'closing'
  | 'funding'
  | 'possession'
  | 'utility_transfer';
export type MilestoneEducationDto = {
  custom_education_text: string;
};
export type MilestoneIntegrityIssueDto = {
  kind: 'missing' | 'unexpected' | 'moved' | 'next';
  message: string;
};
export type MilestoneIntegrityDto = {
  issues: MilestoneIntegrityIssueDto[];
  /** No drift and written by the current rules */
  ok: boolean;
  /** The milestones were written by an older version of the rules */
  rules_outdated: boolean;
};
export type CreateCustomMilestoneDto = {
  /** Optional (spec 002 §5): left out, null or empty makes an undated milestone, listed last and never due. A calendar day from 1900-01-01 to 2200-12-31 */
  due_date?: string | null;
  /** Shown on the client's timeline */
  is_client_visible?: boolean;
  milestone_name: string;
};
export type UpdateCustomMilestoneDto = {
  /** Null or empty takes the date off. A calendar day from 1900-01-01 to 2200-12-31 */
  due_date?: string | null;
  is_client_visible?: boolean;
  milestone_name?: string;
};
export type ContractDeadlineType =
  'earnest_money' | 'option_fee' | 'option_period_end' | 'survey_due' | 't47_due' | 'title_objection';
export type AmendContractDeadlineDto = {
  /** The day the amendment was signed (not in the future) */
  amended_on: string;
  /** The deadline's new date. A calendar day from 1900-01-01 to 2200-12-31 */
  date: string;
  /** The signed TREC 39 among the deal's documents */
  document_id?: string | null;
};
export type ConfirmableMilestoneType =
  | 'contract_signed'
  | 'earnest_money'
  | 'additional_earnest_money'
  | 'option_fee'
  | 'option_period_end'
  | 'seller_disclosure_due'
  | 'survey_already_provided'
  | 'survey_received'
  | 'survey_due'
  | 'title_objection'
  | 'hoa_resale_cert_due'
  | 'hoa_package'
  | 'appraisal_scheduled'
  | 'appraisal_target'
  | 'inspection_waived'
  | 'inspection'
  | 'insurance_bind'
  | 't47_due'
  | 'mudpid_due'
  | 'repair_deadline'
  | 'reinspection'
  | 'financing_contingency_end'
  | 'loan_approval'
  | 'inspection_contingency_end'
  | 'inspection_contingency_cleared'
  | 'appraisal_contingency_end'
  | 'home_sale_contingency_end'
  | 'final_walkthrough'
  | 'closing'
  | 'funding'
  | 'possession';
export type OversightReadDto = {
  overseer_id: string;
  /** Null once the overseer is erased */
  overseer_name?: string | null;
  /** The role they read the deal with */
  overseer_role: 'broker' | 'team_lead';
  /** When the read (the first of its window) happened */
  read_at: string;
};
export type UploadTransactionPhotoFormDto = {
  /** JPEG, PNG, GIF or WebP (by content), at most 5 MB */
  file: Blob;
};
export type ReassignTransactionDto = {
  /** The agent who owns the deal from now on: of the same broker or team */
  agent_id: string;
};
export type ReassignTargetDto = {
  full_name: string;
  id: string;
};
export type RemovedMilestoneDto = {
  milestone_name: string;
  milestone_type:
    | 'contract_signed'
    | 'earnest_money'
    | 'additional_earnest_money'
    | 'option_fee'
    | 'option_period_end'
    | 'seller_disclosure_due'
    | 'survey_already_provided'
    | 'survey_received'
    | 'survey_due'
    | 'title_objection'
    | 'hoa_resale_cert_due'
    | 'hoa_package'
    | 'appraisal_scheduled'
    | 'appraisal_target'
    | 'inspection_waived'
    | 'inspection'
    | 'insurance_bind'
    | 't47_due'
    | 'mudpid_due'
    | 'repair_deadline'
    | 'reinspection'
    | 'financing_contingency_end'
    | 'loan_approval'
    | 'inspection_contingency_end'
    | 'inspection_contingency_cleared'
    | 'appraisal_contingency_end'
    | 'home_sale_contingency_end'
    | 'final_walkthrough'
    | 'closing'
    | 'funding'
    | 'possession'
    | 'utility_transfer'
    | 'custom';
  removed_at: string;
};
export type DecideReviewDto = {
  decision: 'approved' | 'returned';
  /** Required when returning */
  note?: string;
};
export type WorkingStatus =
  'pending' | 'under_contract' | 'option_period' | 'inspection' | 'appraisal' | 'final_walkthrough' | 'closing' | 'cancelled';
export type ChangeTransactionStatusDto = {
  status: WorkingStatus;
};
export type TransactionTaskDto = {
  /** system: automation; shared: client-visible manual; agent: neither; private: a client’s own private task */
  bucket: 'agent' | 'shared' | 'system' | 'private';
  client_notes: string | null;
  completed_at: string | null;
  created_at: string;
  /** Null for automation tasks */
  created_by: string | null;
  description: string | null;
  due_date: string | null;
  id: string;
  is_client_visible: boolean;
  is_private: boolean;
  linked_entity_id: string | null;
  linked_entity_type: string | null;
  milestone_type: string | null;
  priority: 'low' | 'normal' | 'high';
  source: 'manual' | 'automation';
  title: string;
  transaction_id: string;
};
export type CreateTransactionTaskDto = {
  description?: string | null;
  /** A calendar day from 1900-01-01 to 2200-12-31 */
  due_date?: string | null;
  /** Agent: shown to the client (the shared bucket) */
  is_client_visible?: boolean;
  /** Client: must be true (the default); an agent’s task is never private */
  is_private?: boolean;
  priority?: 'low' | 'normal' | 'high';
  /** Agent dialog: with is_client_visible false it must be true */
  show_to_agent?: boolean;
  title: string;
};
export type UpdateTransactionTaskDto = {
  client_notes?: string | null;
  /** Any time marks it done now (server clock); null reopens it */
  completed_at?: string | null;
  description?: string | null;
  /** A calendar day from 1900-01-01 to 2200-12-31 */
  due_date?: string | null;
  is_client_visible?: boolean;
  priority?: 'low' | 'normal' | 'high';
  show_to_agent?: boolean;
  title?: string;
};
export type TransactionUtilityDto = {
  /** Agent only */
  account_number?: string | null;
  action: 'Transfer' | 'Setup New' | 'Cancel';
  client_task_id: string | null;
  /** Agent only */
  confirmation_number?: string | null;
  /** With a due date, a task kept in step with the utility */
  create_client_task: boolean;
  created_at: string;
  /** The transfer date (also seen as transfer_date) */
  due_date: string | null;
  id: string;
  is_client_visible: boolean;
  /** Agent only */
  notes?: string | null;
  provider_name: string | null;
  status: 'Not Started' | 'Confirmed' | 'Completed';
  transaction_id: string;
  updated_at: string;
  utility_type: 'Electric' | 'Gas' | 'Water' | 'Sewer' | 'Internet' | 'Cable/TV' | 'Trash' | 'HOA' | 'Other';
  website_url: string | null;
};
export type CreateTransactionUtilityDto = {
  account_number?: string | null;
  action?: 'Transfer' | 'Setup New' | 'Cancel';
  confirmation_number?: string | null;
  create_client_task?: boolean;
  /** A calendar day from 1900-01-01 to 2200-12-31 */
  due_date?: string | null;
  is_client_visible?: boolean;
  notes?: string | null;
  provider_name?: string | null;
  status?: 'Not Started' | 'Confirmed' | 'Completed';
  utility_type: 'Electric' | 'Gas' | 'Water' | 'Sewer' | 'Internet' | 'Cable/TV' | 'Trash' | 'HOA' | 'Other';
  /** http or https; https is added when no scheme is given */
  website_url?: string | null;
};
export type UpdateTransactionUtilityDto = {
  account_number?: string | null;
  action?: 'Transfer' | 'Setup New' | 'Cancel';
  confirmation_number?: string | null;
  create_client_task?: boolean;
  /** A calendar day from 1900-01-01 to 2200-12-31 */
  due_date?: string | null;
  is_client_visible?: boolean;
  notes?: string | null;
  provider_name?: string | null;
  status?: 'Not Started' | 'Confirmed' | 'Completed';
  utility_type?: 'Electric' | 'Gas' | 'Water' | 'Sewer' | 'Internet' | 'Cable/TV' | 'Trash' | 'HOA' | 'Other';
  /** http or https; https is added when no scheme is given */
  website_url?: string | null;
};
export type TransactionVendorDto = {
  /** Agent only: never sent to a client */
  agent_notes?: string | null;
  /** One of the detail flow's categories (Inspector, Title Company, Lender, Appraiser, HOA, Electrician, Plumber, HVAC, Roofer, Handyman, Moving Company, Utility Provider, Insurance Agent, Other) or, from the library, its category */
  category: string;
  company: string | null;
  created_at: string;
  email: string | null;
  id: string;
  name: string;
  phone: string | null;
  /** The library category when shared from the library; the category otherwise */
  role: string;
  share_to_client: boolean;
  transaction_id: string;
  /** Agent only: the library vendor it came from (also seen as vendor_id); never sent to a client, whose portal has no library */
  vendor_library_id?: string | null;
  website: string | null;
};
export type TransactionVendorCategory =
  | 'Inspector'
  | 'Title Company'
  | 'Lender'
  | 'Appraiser'
  | 'HOA'
  | 'Electrician'
  | 'Plumber'
  | 'HVAC'
  | 'Roofer'
  | 'Handyman'
  | 'Moving Company'
  | 'Utility Provider'
  | 'Insurance Agent'
  | 'Other';
export type CreateTransactionVendorDto = {
  /** Without vendor_id: also add the vendor to your library (off by default) */
  add_to_library?: boolean;
  /** Agent only: never sent to a client */
  agent_notes?: string | null;
  /** Required without vendor_id */
  category?: TransactionVendorCategory;
  company?: string | null;
  email?: string | null;
  /** Required without vendor_id */
  name?: string | null;
  phone?: string | null;
  /** Shown to the client (spec 002 §9: shared by default) */
  share_to_client?: boolean;
  /** A vendor of your library to copy to the deal */
  vendor_id?: string;
  /** http or https; https is added when no scheme is given */
  website?: string | null;
};
export type VendorCategory =
  | 'home_inspector'
  | 'lender'
  | 'title_company'
  | 'home_warranty'
  | 'appraiser'
  | 'surveyor'
  | 'insurance'
  | 'contractor'
  | 'attorney'
  | 'escrow'
  | 'photographer'
  | 'stager'
  | 'other';
export type VendorDto = {
  category: VendorCategory;
  company: string | null;
  contact_name: string | null;
  created_at: string;
  email: string | null;
  id: string;
  name: string;
  notes: string | null;
  phone: string | null;
  updated_at: string;
  /** The stream version (send back as If-Match) */
  version: number;
  website: string | null;
};
export type CreateVendorDto = {
  category: VendorCategory;
  company?: string | null;
  /** Blank or null is saved as none */
  contact_name?: string | null;
  /** 'Please enter a valid email address' unless blank */
  email?: string | null;
  name: string;
  notes?: string | null;
  phone?: string | null;
  website?: string | null;
};
export type VendorShareTargetDto = {
  id: string;
  /** Null until the deal has one (shown as 'Property address pending') */
  property_address: string | null;
  property_city: string | null;
  status: string;
};
export type UpdateVendorDto = {
  category?: VendorCategory;
  company?: string | null;
  /** Blank or null is saved as none */
  contact_name?: string | null;
  /** 'Please enter a valid email address' unless blank */
  email?: string | null;
  name?: string;
  notes?: string | null;
  phone?: string | null;
  website?: string | null;
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
  useAssignBrokerMutation,
  useChangeUserRoleMutation,
  useAssignTeamLeadMutation,
  useChangePasswordMutation,
  useRecordClientConsentMutation,
  useForgotPasswordMutation,
  useGetMeQuery,
  useUpdateMyProfileMutation,
  useRemoveMyLogoMutation,
  useUploadMyLogoMutation,
  useRefreshSessionMutation,
  useRegisterMutation,
  useResetPasswordMutation,
  useCheckResetLinkMutation,
  useSignInMutation,
  useSignOutMutation,
  useListCalendarFeedsQuery,
  useCreateCalendarFeedMutation,
  useRevokeCalendarFeedMutation,
  useGetCalendarFeedQuery,
  useListClientInvitationsQuery,
  useAcceptClientInvitationMutation,
  useDeclineClientInvitationMutation,
  useListMyClientsQuery,
  useCreateClientMutation,
  useListSentClientInvitationsQuery,
  useInviteClientMutation,
  useListMyDataRequestsQuery,
  useSubmitDataRequestMutation,
  useDownloadMyDataExportQuery,
  useListDiagnosticPingsQuery,
  useRecordDiagnosticPingMutation,
  useOpenDocumentLinkQuery,
  useListEducationPromptsQuery,
  useCreateEducationPromptMutation,
  useDeleteEducationPromptMutation,
  useUpdateEducationPromptMutation,
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
  useListUnreadMessageCountsQuery,
  useListNotificationPreferencesQuery,
  useSetNotificationPreferenceMutation,
  useCheckUnsubscribeLinkQuery,
  useUnsubscribeMutation,
  useGetOversightDashboardQuery,
  useExportOversightDealsCsvQuery,
  useGetReviewQueueQuery,
  useGetReviewWindowQuery,
  useSetReviewWindowMutation,
  useListTransactionsQuery,
  useCreateTransactionMutation,
  useListAlertsQuery,
  useMarkAlertsReadMutation,
  usePreviewTransactionMilestonesMutation,
  useListUpcomingMilestonesQuery,
  useListUpcomingTasksQuery,
  useDeleteTransactionMutation,
  useGetTransactionQuery,
  useUpdateTransactionMutation,
  useGetTransactionAgentCardQuery,
  useArchiveTransactionMutation,
  useListClientCheckInsQuery,
  useSubmitCheckInMutation,
  useRespondToCheckInMutation,
  useMarkCheckInViewedMutation,
  useUpdateTransactionClientMutation,
  useUploadClientDocumentMutation,
  useCloseTransactionMutation,
  useListTransactionContactsQuery,
  useCreateTransactionContactMutation,
  useDeleteTransactionContactMutation,
  useUpdateTransactionContactMutation,
  useListTransactionDocumentsQuery,
  useUploadTransactionDocumentMutation,
  useDeleteTransactionDocumentMutation,
  useUpdateTransactionDocumentMutation,
  useEmailTransactionDocumentLinkMutation,
  useDownloadTransactionDocumentQuery,
  useListTransactionDocumentLinksQuery,
  useRevokeTransactionDocumentLinkMutation,
  useSaveTransactionDraftMutation,
  useGetHomeVaultQuery,
  useListDealMessagesQuery,
  useSendDealMessageMutation,
  useMarkDealMessagesReadMutation,
  useCountUnreadDealMessagesQuery,
  useResetMilestoneEducationMutation,
  useSetMilestoneEducationMutation,
  useCheckMilestoneIntegrityQuery,
  useFixMilestoneIntegrityMutation,
  useListTransactionMilestonesQuery,
  useCreateCustomMilestoneMutation,
  useDeleteCustomMilestoneMutation,
  useUpdateCustomMilestoneMutation,
  useAmendContractDeadlineMutation,
  useWithdrawMilestoneConfirmationMutation,
  useConfirmMilestoneMutation,
  useRestoreGeneratedMilestoneMutation,
  useRemoveGeneratedMilestoneMutation,
  useListTransactionOversightReadsQuery,
  useGetTransactionPhotoQuery,
  useUploadTransactionPhotoMutation,
  useReassignTransactionMutation,
  useListReassignTargetsQuery,
  useListRemovedMilestonesQuery,
  useReopenTransactionMutation,
  useGetTransactionReviewQuery,
  useDecideTransactionReviewMutation,
  useResolveTransactionReturnMutation,
  useChangeTransactionStatusMutation,
  useSubmitTransactionDraftMutation,
  useListTransactionTasksQuery,
  useCreateTransactionTaskMutation,
  useDeleteTransactionTaskMutation,
  useUpdateTransactionTaskMutation,
  useListTransactionUtilitiesQuery,
  useCreateTransactionUtilityMutation,
  useDeleteTransactionUtilityMutation,
  useUpdateTransactionUtilityMutation,
  useListTransactionVendorsQuery,
  useCreateTransactionVendorMutation,
  useDeleteTransactionVendorMutation,
  useGetUserLogoQuery,
  useListVendorsQuery,
  useCreateVendorMutation,
  useListVendorShareTargetsQuery,
  useDeleteVendorMutation,
  useUpdateVendorMutation,
} = injectedRtkApi;

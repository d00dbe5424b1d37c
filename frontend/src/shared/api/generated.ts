import { baseApi as api } from './base-api';
export const addTagTypes = ['diagnostics', 'health', 'leads'] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      listDiagnosticPings: build.query<ListDiagnosticPingsApiResponse, ListDiagnosticPingsApiArg>({
        query: () => ({ url: `/api/diagnostics/pings` }),
        providesTags: ['diagnostics'],
      }),
      recordDiagnosticPing: build.mutation<RecordDiagnosticPingApiResponse, RecordDiagnosticPingApiArg>({
        query: (queryArg) => ({ url: `/api/diagnostics/pings`, method: 'POST', body: queryArg.recordDiagnosticPingDto }),
        invalidatesTags: ['diagnostics'],
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
            kind: queryArg.kind,
            q: queryArg.q,
            limit: queryArg.limit,
            offset: queryArg.offset,
          },
        }),
        providesTags: ['leads'],
      }),
      submitContactMessage: build.mutation<SubmitContactMessageApiResponse, SubmitContactMessageApiArg>({
        query: (queryArg) => ({ url: `/api/leads/contact`, method: 'POST', body: queryArg.submitContactMessageDto }),
        invalidatesTags: ['leads'],
      }),
      exportLeadsCsv: build.query<ExportLeadsCsvApiResponse, ExportLeadsCsvApiArg>({
        query: (queryArg) => ({
          url: `/api/leads/export`,
          params: {
            kind: queryArg.kind,
            q: queryArg.q,
          },
        }),
        providesTags: ['leads'],
      }),
      submitInvestorInquiry: build.mutation<SubmitInvestorInquiryApiResponse, SubmitInvestorInquiryApiArg>({
        query: (queryArg) => ({ url: `/api/leads/investor`, method: 'POST', body: queryArg.submitInvestorInquiryDto }),
        invalidatesTags: ['leads'],
      }),
      joinWaitlist: build.mutation<JoinWaitlistApiResponse, JoinWaitlistApiArg>({
        query: (queryArg) => ({ url: `/api/leads/waitlist`, method: 'POST', body: queryArg.joinWaitlistDto }),
        invalidatesTags: ['leads'],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as generatedApi };
export type ListDiagnosticPingsApiResponse = /** status 200  */ DiagnosticPingDto[];
export type ListDiagnosticPingsApiArg = void;
export type RecordDiagnosticPingApiResponse = /** status 201  */ DiagnosticPingDto;
export type RecordDiagnosticPingApiArg = {
  recordDiagnosticPingDto: RecordDiagnosticPingDto;
};
export type GetLivenessApiResponse = /** status 200  */ LivenessDto;
export type GetLivenessApiArg = void;
export type GetReadinessApiResponse = /** status 200  */ ReadinessDto;
export type GetReadinessApiArg = void;
export type ListLeadsApiResponse = /** status 200  */ LeadListDto;
export type ListLeadsApiArg = {
  /** Only this form */
  kind?: LeadKind;
  /** Words found in name, e-mail, phone, organization, brokerage or message */
  q?: string;
  limit?: number;
  offset?: number;
};
export type SubmitContactMessageApiResponse = /** status 201  */ LeadReceivedDto;
export type SubmitContactMessageApiArg = {
  submitContactMessageDto: SubmitContactMessageDto;
};
export type ExportLeadsCsvApiResponse = unknown;
export type ExportLeadsCsvApiArg = {
  /** Only this form */
  kind?: LeadKind;
  /** Words found in name, e-mail, phone, organization, brokerage or message */
  q?: string;
};
export type SubmitInvestorInquiryApiResponse = /** status 201  */ LeadReceivedDto;
export type SubmitInvestorInquiryApiArg = {
  submitInvestorInquiryDto: SubmitInvestorInquiryDto;
};
export type JoinWaitlistApiResponse = /** status 201  */ LeadReceivedDto;
export type JoinWaitlistApiArg = {
  joinWaitlistDto: JoinWaitlistDto;
};
export type DiagnosticPingDto = {
  acknowledgedAt: string | null;
  createdAt: string;
  id: string;
  message: string;
};
export type RecordDiagnosticPingDto = {
  message: string;
};
export type LivenessDto = {
  status: 'ok';
};
export type ReadinessChecksDto = {
  database: 'up' | 'down';
  redis: 'up' | 'down';
};
export type ReadinessDto = {
  checks: ReadinessChecksDto;
  status: 'ok' | 'unavailable';
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
  useListDiagnosticPingsQuery,
  useRecordDiagnosticPingMutation,
  useGetLivenessQuery,
  useGetReadinessQuery,
  useListLeadsQuery,
  useSubmitContactMessageMutation,
  useExportLeadsCsvQuery,
  useSubmitInvestorInquiryMutation,
  useJoinWaitlistMutation,
} = injectedRtkApi;

import { baseApi } from '@/shared/api/base-api';
import type {
  JoinWaitlistApiArg,
  JoinWaitlistApiResponse,
  SubmitContactMessageApiArg,
  SubmitContactMessageApiResponse,
  SubmitInvestorInquiryApiArg,
  SubmitInvestorInquiryApiResponse,
} from '@/shared/api/generated';

/**
 * The three public forms' endpoints, injected on their own. Importing the generated client here
 * would pull every endpoint of the app into the public pages' chunks; the generated types cost
 * nothing (type-only import). The names differ from generated.ts's so the two never collide when
 * the admin console injects the full client into the same API.
 */
export const leadsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    sendContactMessage: build.mutation<SubmitContactMessageApiResponse, SubmitContactMessageApiArg>({
      query: ({ submitContactMessageDto }) => ({ url: '/api/leads/contact', method: 'POST', body: submitContactMessageDto }),
    }),
    sendInvestorInquiry: build.mutation<SubmitInvestorInquiryApiResponse, SubmitInvestorInquiryApiArg>({
      query: ({ submitInvestorInquiryDto }) => ({ url: '/api/leads/investor', method: 'POST', body: submitInvestorInquiryDto }),
    }),
    sendWaitlistSignup: build.mutation<JoinWaitlistApiResponse, JoinWaitlistApiArg>({
      query: ({ joinWaitlistDto }) => ({ url: '/api/leads/waitlist', method: 'POST', body: joinWaitlistDto }),
    }),
  }),
});

export const { useSendContactMessageMutation, useSendInvestorInquiryMutation, useSendWaitlistSignupMutation } = leadsApi;

import type { JoinWaitlistDto, SubmitContactMessageDto, SubmitInvestorInquiryDto } from '@/shared/api/generated';

/**
 * The three public forms' endpoints, on plain fetch: the public site loads neither Redux nor RTK
 * Query (issue 23 item 5), and these are fire-once posts with no cache to keep. The generated
 * types cost nothing (type-only import).
 *
 * A refusal rejects with `{ status, data }`, the shape an RTK Query error has, so the form's
 * error handling reads both alike (use-lead-form.ts).
 */
async function post(url: string, body: unknown): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(body),
  });
  const data: unknown = await response.json().catch(() => null);
  if (!response.ok) throw { status: response.status, data };
  return data;
}

export const sendContactMessage = (dto: SubmitContactMessageDto) => post('/api/leads/contact', dto);
export const sendInvestorInquiry = (dto: SubmitInvestorInquiryDto) => post('/api/leads/investor', dto);
export const sendWaitlistSignup = (dto: JoinWaitlistDto) => post('/api/leads/waitlist', dto);

import { messageIdFor } from './email-delivery';

/** docs/adr/0013-email-delivery.md: the Message-ID is a function of the job id alone. */
describe('messageIdFor', () => {
  it('is the same for every attempt of a job, in the sender’s domain', () => {
    const jobId = 'send-email__1b4e28ba-2fa1-41d2-883f-0016d3cca427';
    expect(messageIdFor(jobId, 'Threshold <no-reply@threshold.local>')).toBe(`<${jobId}@threshold.local>`);
    expect(messageIdFor(jobId, 'no-reply@mail.example.com')).toBe(`<${jobId}@mail.example.com>`);
    expect(messageIdFor(jobId, 'Threshold <no-reply@threshold.local>')).toBe(messageIdFor(jobId, 'Threshold <no-reply@threshold.local>'));
  });

  it('keeps the left part a valid dot-atom whatever the job id holds', () => {
    expect(messageIdFor('a b<c>@d"e', 'x@y.z')).toBe('<a_b_c__d_e@y.z>');
  });
});

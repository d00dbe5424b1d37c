import { DEFAULT_RETRY_POLICY, describeError, retryDelayMs } from './subscription-runner';

/** docs/adr/0014-subscription-isolation.md: backoff between attempts on a failing event. */
describe('retryDelayMs', () => {
  it('doubles from the base delay after each failure, up to the cap', () => {
    expect([1, 2, 3, 4].map((failures) => retryDelayMs(DEFAULT_RETRY_POLICY, failures))).toEqual([1_000, 2_000, 4_000, 8_000]);
    expect(retryDelayMs(DEFAULT_RETRY_POLICY, 20)).toBe(DEFAULT_RETRY_POLICY.maxDelayMs);
  });
});

describe('describeError', () => {
  it('keeps the name and message for admins, not the stack, and bounds the length', () => {
    expect(describeError(new TypeError('bad value'))).toBe('TypeError: bad value');
    expect(describeError('plain')).toBe('plain');
    expect(describeError(new Error('x'.repeat(10_000)))).toHaveLength(4_000);
  });
});

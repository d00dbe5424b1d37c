import fc from 'fast-check';

import { GENERATED_PASSWORD_LENGTH, generateClientPassword } from '../../frontend/src/features/agent/components/clients/client-password';

/** Spec 001 §7: 16 characters, at least one upper, lower, digit and one of !@#$%^&*. */
describe('generateClientPassword', () => {
  const rules = (password: string) => ({
    length: password.length,
    upper: /[A-Z]/.test(password),
    lower: /[a-z]/.test(password),
    digit: /[0-9]/.test(password),
    symbol: /[!@#$%^&*]/.test(password),
    onlyAllowed: /^[A-Za-z0-9!@#$%^&*]+$/.test(password),
  });
  const expected = { length: GENERATED_PASSWORD_LENGTH, upper: true, lower: true, digit: true, symbol: true, onlyAllowed: true };

  it('meets every rule with the real random source', () => {
    for (let i = 0; i < 200; i++) expect(rules(generateClientPassword())).toEqual(expected);
  });

  it('meets every rule whatever the random source returns, even a constant one', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 0xffff_ffff }), { minLength: 1, maxLength: 64 }), (values) => {
        let n = 0;
        const source = (buffer: Uint32Array) => {
          buffer[0] = values[n++ % values.length]!;
          // A source stuck above the rejection limit would loop forever: step past it.
          if (n > 10_000) buffer[0] = n;
          return buffer;
        };
        expect(rules(generateClientPassword(source))).toEqual(expected);
      }),
    );
  });

  it('does not repeat itself', () => {
    const seen = new Set(Array.from({ length: 500 }, () => generateClientPassword()));
    expect(seen.size).toBe(500);
  });
});

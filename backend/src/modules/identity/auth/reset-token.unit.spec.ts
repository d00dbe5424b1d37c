import { ResetTokens } from './reset-token';

describe('reset tokens (docs/adr/0006-identity.md)', () => {
  const tokens = new ResetTokens('a-server-secret-of-at-least-32-characters');

  it('derives a 32-byte URL-safe token from the reset id, the same each time', () => {
    const token = tokens.tokenFor('0b5d3c1e-0000-4000-8000-000000000001');
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(tokens.tokenFor('0b5d3c1e-0000-4000-8000-000000000001')).toBe(token);
  });

  it('differs per reset id and per server secret, and is stored only as its SHA-256', () => {
    const id = '0b5d3c1e-0000-4000-8000-000000000001';
    expect(tokens.tokenFor(id)).not.toBe(tokens.tokenFor('0b5d3c1e-0000-4000-8000-000000000002'));
    expect(new ResetTokens('another-server-secret-of-32-characters!!').tokenFor(id)).not.toBe(tokens.tokenFor(id));
    expect(ResetTokens.hash(tokens.tokenFor(id))).toMatch(/^[0-9a-f]{64}$/);
    expect(ResetTokens.hash(tokens.tokenFor(id))).not.toContain(tokens.tokenFor(id));
  });
});

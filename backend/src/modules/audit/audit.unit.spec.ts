import { entityIdOf, redactPersonalData } from './projections/audit-trail.projection';

describe('audit trail helpers', () => {
  it('replaces every sealed value, at any depth, by a placeholder and keeps the rest', () => {
    const sealed = 'pii:v1:user-1:aXY:Y2lwaGVy:dGFn';
    expect(
      redactPersonalData({ userId: 'u1', email: sealed, nested: { names: [sealed, 'plain'] }, count: 3, none: null }),
    ).toEqual({ userId: 'u1', email: '[personal data]', nested: { names: ['[personal data]', 'plain'] }, count: 3, none: null });
  });

  it('names the entity by the stream id without its type prefix', () => {
    expect(entityIdOf('transaction-1b2c', 'transaction')).toBe('1b2c');
    expect(entityIdOf('data-request-9', 'data-request')).toBe('9');
    expect(entityIdOf('odd-stream', 'transaction')).toBe('odd-stream');
  });

});

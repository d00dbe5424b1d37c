import {
  generateInviteCode,
  INVITE_CODE_ALPHABET,
  INVITE_CODE_PATTERN,
  InviteCodeCommand,
  inviteCodeDecider,
  InviteCodeTakenError,
} from './invite-code.decide';
import { InviteCodeEvent, inviteCodeStatus } from './invite-code.events';
import { deciderSpec } from '../../../../../test/support/decider-spec';

const given = deciderSpec(inviteCodeDecider);

const code = 'K7Q2-M9XA-3BDF';
const now = new Date('2026-01-10T12:00:00.000Z');
const created = (maxUses = 1, expiresAt: string | null = null): InviteCodeEvent => ({
  type: 'InviteCodeCreated',
  data: { inviteCodeId: 'i1', code, role: 'broker', maxUses, expiresAt, notes: null, createdBy: 'admin' },
});
const consumed = (userId: string): InviteCodeEvent => ({ type: 'InviteCodeConsumed', data: { code, userId } });
const consume = (userId: string): InviteCodeCommand => ({ type: 'ConsumeInviteCode', code, userId, now });

describe('invite code decider (spec 000 §4, §5)', () => {
  it('creates a code with its role, max uses, expiry and notes', () => {
    given()
      .when({
        type: 'CreateInviteCode',
        inviteCodeId: 'i1',
        code,
        role: 'broker',
        maxUses: 1,
        expiresAt: null,
        notes: null,
        createdBy: 'admin',
        now,
      })
      .then([created()]);
  });

  it('refuses max uses below 1 and an expiry in the past; a drawn code that exists is drawn again', () => {
    const base = {
      type: 'CreateInviteCode' as const,
      inviteCodeId: 'i1',
      code,
      role: 'agent' as const,
      notes: null,
      createdBy: 'a',
      now,
    };
    given()
      .when({ ...base, maxUses: 0, expiresAt: null })
      .thenFails(400, 'Max uses must be at least 1');
    given()
      .when({ ...base, maxUses: 1, expiresAt: '2026-01-01T00:00:00.000Z' })
      .thenFails(400, 'Expiry must be in the future');
    expect(() =>
      inviteCodeDecider.decide(
        { ...base, maxUses: 1, expiresAt: null },
        inviteCodeDecider.evolve(inviteCodeDecider.initialState(), created()),
        { now: new Date(), actorId: null },
      ),
    ).toThrow(InviteCodeTakenError);
  });

  it('consumes a use while uses are below max uses', () => {
    given(created(2), consumed('u1'))
      .when(consume('u2'))
      .then([consumed('u2')]);
  });

  it("refuses in the spec's order: 'Invalid invite code', then used, then expired", () => {
    given().when(consume('u1')).thenFails(400, 'Invalid invite code');
    given(created(1), consumed('u1')).when(consume('u2')).thenFails(400, 'This invite code has already been used');
    given(created(1, '2026-01-10T12:00:00.000Z')).when(consume('u1')).thenFails(400, 'This invite code has expired');
    // used and expired at once reads as used
    given(created(1, '2026-01-01T00:00:00.000Z'), consumed('u1'))
      .when(consume('u2'))
      .thenFails(400, 'This invite code has already been used');
  });

  it('the same user consuming twice takes one use', () => {
    given(created(1), consumed('u1')).when(consume('u1')).then([]);
  });

  it('gives a use back when the account could not be created, but never after linking', () => {
    const release: InviteCodeCommand = { type: 'ReleaseInviteCode', code, userId: 'u1' };
    given(created(1), consumed('u1'))
      .when(release)
      .then([{ type: 'InviteCodeReleased', data: { code, userId: 'u1' } }]);
    given(created(1), consumed('u1'), { type: 'InviteCodeLinked', data: { code, userId: 'u1' } })
      .when(release)
      .then([]);
    given(created(1), consumed('u1'), { type: 'InviteCodeReleased', data: { code, userId: 'u1' } })
      .when(consume('u2'))
      .then([consumed('u2')]);
  });

  it('links a holder once', () => {
    const link: InviteCodeCommand = { type: 'LinkInviteCode', code, userId: 'u1' };
    given(created(1), consumed('u1'))
      .when(link)
      .then([{ type: 'InviteCodeLinked', data: { code, userId: 'u1' } }]);
    given(created(1), consumed('u1'), { type: 'InviteCodeLinked', data: { code, userId: 'u1' } })
      .when(link)
      .then([]);
    given(created(1)).when(link).then([]);
  });

  describe('revocation (issue 11 item 5)', () => {
    const revoke: InviteCodeCommand = { type: 'RevokeInviteCode', code, revokedBy: 'admin' };
    const revoked: InviteCodeEvent = { type: 'InviteCodeRevoked', data: { code, revokedBy: 'admin' } };

    it('revokes an existing code once; a second revoke changes nothing', () => {
      given(created(3), consumed('u1')).when(revoke).then([revoked]);
      given(created(3), revoked).when(revoke).then([]);
    });

    it('answers 404 for a code that does not exist', () => {
      given().when(revoke).thenFails(404, 'Invite code not found');
    });

    it('refuses a revoked code at registration with its own message, even with uses left', () => {
      given(created(3), revoked)
        .when(consume('u1'))
        .thenFails(400, 'This invite code has been revoked. Ask your administrator for a new one.');
      given(created(3), revoked)
        .when({ type: 'CheckInviteCode', now })
        .thenFails(400, 'This invite code has been revoked. Ask your administrator for a new one.');
    });
  });
});

describe('invite code format and status (spec 000 §9, §4)', () => {
  it('is 12 characters of A–Z and 0–9 in groups of 4 joined by dashes', () => {
    let n = 0;
    const code = generateInviteCode((below) => (n++ * 7) % below);
    expect(code).toMatch(INVITE_CODE_PATTERN);
    for (let i = 0; i < 50; i++)
      expect(generateInviteCode((below) => Math.floor(Math.random() * below))).toMatch(INVITE_CODE_PATTERN);
  });

  it('draws new codes from an alphabet without look-alikes: no O, 0, I or 1 (issue 11)', () => {
    expect(INVITE_CODE_ALPHABET).toHaveLength(32);
    expect(INVITE_CODE_ALPHABET).not.toMatch(/[O0I1]/);
    // Every symbol the random source can pick, at every position.
    const seen = new Set<string>();
    for (let pick = 0; pick < 32; pick++) for (const char of generateInviteCode(() => pick).replace(/-/g, '')) seen.add(char);
    expect([...seen].sort().join('')).toBe([...INVITE_CODE_ALPHABET].sort().join(''));
  });

  it('is used at or above max uses, expired past its expiry, otherwise active', () => {
    expect(inviteCodeStatus(0, 1, null, now)).toBe('active');
    expect(inviteCodeStatus(1, 1, null, now)).toBe('used');
    expect(inviteCodeStatus(2, 1, null, now)).toBe('used');
    expect(inviteCodeStatus(0, 1, '2026-01-10T11:59:59.000Z', now)).toBe('expired');
    expect(inviteCodeStatus(0, 1, '2026-01-10T12:00:01.000Z', now)).toBe('active');
  });

  it('is revoked once revoked, whatever its uses or expiry', () => {
    expect(inviteCodeStatus(0, 1, null, now, true)).toBe('revoked');
    expect(inviteCodeStatus(1, 1, '2026-01-01T00:00:00.000Z', now, true)).toBe('revoked');
  });
});

import { etagOf, sendingVersion, staleRecordOf, versionOfEtag } from '../../frontend/src/shared/api/concurrency';

describe('the client side of If-Match (issue 8, item 2)', () => {
  it('writes a version as the API expects it in If-Match and reads it back from an ETag', () => {
    expect(etagOf(7)).toBe('"7"');
    expect(versionOfEtag('"7"')).toBe(7);
    expect(versionOfEtag('W/"12"')).toBe(12);
    expect(versionOfEtag('7')).toBeNull();
    expect(versionOfEtag(null)).toBeNull();
  });

  it('sends the version the caller read as If-Match, leaving the rest of the argument as it was', () => {
    const sent: unknown[] = [];
    // Shaped as the code generator makes a command endpoint's argument with the If-Match header.
    const trigger = (arg: { id: string; body: { name: string }; 'If-Match'?: string }) => sent.push(arg);
    const save = sendingVersion(trigger);
    save({ id: 'd1', body: { name: 'x' } }, 7);
    expect(sent).toEqual([{ id: 'd1', body: { name: 'x' }, 'If-Match': '"7"' }]);
  });

  it('does not compile for an endpoint whose contract has no If-Match, nor without the version', () => {
    const noHeader = (arg: { id: string }) => arg;
    // @ts-expect-error -- the endpoint declares no If-Match: the version would be dropped silently.
    sendingVersion(noHeader);
    const save = sendingVersion((arg: { id: string; 'If-Match'?: string }) => arg);
    // @ts-expect-error -- the version is required.
    expect(() => save({ id: 'd1' })).toThrow('Not a record version');
  });

  it('refuses something that is not a version rather than sending no precondition', () => {
    const save = sendingVersion((arg: { 'If-Match'?: string }) => arg);
    expect(() => save({}, Number.NaN)).toThrow('Not a record version');
    expect(() => save({}, undefined as unknown as number)).toThrow('Not a record version');
  });

  it('recognises the 412 of a stale If-Match, with the current version', () => {
    const error = { status: 412, data: { statusCode: 412, message: 'Precondition failed', currentVersion: 9 } };
    expect(staleRecordOf(error)).toEqual({ status: 412, currentVersion: 9 });
    expect(staleRecordOf({ status: 412 })).toEqual({ status: 412, currentVersion: null });
  });

  it('recognises the 409 of a lost race, and no other conflict or error', () => {
    expect(staleRecordOf({ status: 409, data: { statusCode: 409, message: 'Concurrent modification' } })).toEqual({
      status: 409,
      currentVersion: null,
    });
    expect(staleRecordOf({ status: 409, data: { message: 'An account with this email already exists' } })).toBeNull();
    expect(staleRecordOf({ status: 400, data: { message: 'Precondition failed' } })).toBeNull();
    expect(staleRecordOf(new Error('offline'))).toBeNull();
    expect(staleRecordOf(null)).toBeNull();
  });
});

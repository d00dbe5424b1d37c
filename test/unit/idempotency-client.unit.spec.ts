import { oncePerSubmission, submissionKeys } from '../../frontend/src/shared/api/idempotency';

/** Issue 18 item 8: one Idempotency-Key per form submission, so a double click or a retry never creates two. */
describe('the client side of Idempotency-Key', () => {
  type Outcome = { data: { id: string } } | { error: { status: number } };
  // Shaped as the code generator makes a create endpoint's argument; answers as an RTK Query trigger does (never rejects).
  function fakeCreate(outcomes: Outcome[]) {
    const sent: { id: string; 'Idempotency-Key'?: string }[] = [];
    const trigger = (arg: { id: string; 'Idempotency-Key'?: string }) => {
      sent.push(arg);
      return Promise.resolve(outcomes.shift()!);
    };
    return { sent, trigger };
  }
  const counter = () => {
    let n = 0;
    return () => `key-${++n}`;
  };

  it('sends one key for a submission and its retries, and a new one after it succeeded', async () => {
    const { sent, trigger } = fakeCreate([{ error: { status: 500 } }, { error: { status: 400 } }, { data: { id: 'd1' } }, { data: { id: 'd2' } }]);
    const create = oncePerSubmission(trigger, submissionKeys(counter()));
    await create({ id: 'a' }); // failed
    await create({ id: 'a' }); // retried, failed again
    await create({ id: 'a' }); // retried, created
    await create({ id: 'b' }); // the next submission
    expect(sent.map((arg) => arg['Idempotency-Key'])).toEqual(['key-1', 'key-1', 'key-1', 'key-2']);
    expect(sent[0]).toEqual({ id: 'a', 'Idempotency-Key': 'key-1' });
  });

  it('a double click sends the same key twice; the first success does not reset a newer submission’s key', async () => {
    const { sent, trigger } = fakeCreate([{ data: { id: 'd1' } }, { data: { id: 'd1' } }, { data: { id: 'd2' } }]);
    const keys = submissionKeys(counter());
    const create = oncePerSubmission(trigger, keys);
    await Promise.all([create({ id: 'a' }), create({ id: 'a' })]);
    await create({ id: 'b' });
    expect(sent.map((arg) => arg['Idempotency-Key'])).toEqual(['key-1', 'key-1', 'key-2']);
    keys.succeeded('key-1'); // a late answer of an older submission
    expect(keys.current()).toBe('key-3');
  });

  it('makes UUID keys by default, and does not compile for an endpoint without the header', () => {
    expect(submissionKeys().current()).toMatch(/^[0-9a-f-]{36}$/);
    // @ts-expect-error -- the endpoint declares no Idempotency-Key: the key would be dropped silently.
    oncePerSubmission((arg: { id: string }) => Promise.resolve(arg), submissionKeys());
  });
});

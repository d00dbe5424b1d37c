import { SqlExecutor } from '../../platform/event-store/sql-executor';
import { ERASED_PERSONAL_DATA } from '../../platform/privacy/personal-data-sealing';
import { isSealed } from '../../platform/privacy/personal-data-vault';

/** `pii:v1:<subject>:…`: the subject a sealed value names (ADR 0016). */
const sealedSubject = (value: string): string => decodeURIComponent(value.split(':')[2] ?? '');

/**
 * A client's words in events stored before ADR 0040 (in clear, or sealed under the deal's key)
 * become the erasure placeholder, in the erasure's transaction (ADR 0056): the one edit of the log
 * we allow, and it writes exactly what a reader of a shredded value gets. A value sealed under the
 * client's own subject is left alone: destroying their key already shreds it. The snapshots of the
 * streams it rewrote are dropped (ADR 0081). Answers how many events it rewrote.
 *
 * Whose the old values are: a check-in and its answer are the client's who checked in; a private
 * task's title, description and notes its author's; notes on a task carry no author in the old
 * shape (`notes_by` absent), so those on a task whose notes the client wrote, or on a deal they are
 * the client of, are taken as theirs (erring towards erasing a previous client's old note too).
 */
export async function eraseOldEventWords(sql: SqlExecutor, clientId: string, notedTaskIds: readonly string[]): Promise<number> {
  const events = await sql.query<{ event_id: string; stream_id: string; event_type: string; data: Record<string, unknown>; private: boolean }>(
    `WITH check_ins AS (
       SELECT stream_id, data ->> 'checkInId' AS id FROM events
        WHERE event_type = 'ClientCheckInSubmitted' AND data ->> 'clientId' = $1),
     private_tasks AS (
       SELECT stream_id, data ->> 'taskId' AS id FROM events
        WHERE event_type = 'TransactionTaskCreated' AND (data ->> 'is_private')::boolean AND data ->> 'created_by' = $1),
     their_deals AS (SELECT 'transaction-' || id AS stream_id FROM transactions WHERE client_id::text = $1)
     SELECT e.event_id, e.stream_id, e.event_type, e.data,
            (e.stream_id, e.data ->> 'taskId') IN (SELECT stream_id, id FROM private_tasks) AS private
       FROM events e
      WHERE (e.event_type IN ('ClientCheckInSubmitted', 'ClientCheckInAnswered')
             AND (e.stream_id, e.data ->> 'checkInId') IN (SELECT stream_id, id FROM check_ins))
         OR (e.event_type IN ('TransactionTaskCreated', 'TransactionTaskUpdated')
             AND (e.stream_id, e.data ->> 'taskId') IN (SELECT stream_id, id FROM private_tasks))
         OR (e.event_type = 'TransactionTaskUpdated' AND e.data ? 'client_notes' AND NOT e.data ? 'notes_by'
             AND (e.data ->> 'taskId' = ANY($2::text[]) OR e.stream_id IN (SELECT stream_id FROM their_deals)))
      ORDER BY e.global_position`,
    [clientId, [...notedTaskIds]],
  );
  const streams = new Set<string>();
  let rewritten = 0;
  for (const event of events) {
    const data = { ...event.data };
    // On a task that is not private only the notes are the client's (an agent's title stays).
    const fields = event.event_type === 'TransactionTaskUpdated' && !event.private ? ['client_notes'] : FIELDS[event.event_type as keyof typeof FIELDS];
    for (const field of fields ?? []) {
      const value = data[field];
      if (typeof value !== 'string' || value === '' || value === ERASED_PERSONAL_DATA) continue;
      if (isSealed(value) && sealedSubject(value) === clientId) continue;
      data[field] = ERASED_PERSONAL_DATA;
    }
    if (JSON.stringify(data) === JSON.stringify(event.data)) continue;
    await sql.query('UPDATE events SET data = $2 WHERE event_id = $1', [event.event_id, data]);
    streams.add(event.stream_id);
    rewritten += 1;
  }
  // A snapshot is the fold of the events as stored (ADR 0081): those folded from the old words go with them.
  if (streams.size > 0) await sql.query('DELETE FROM stream_snapshots WHERE stream_id = ANY($1::text[])', [[...streams]]);
  return rewritten;
}

/** The client's fields of each event type (the ones ADR 0040 seals under the client). */
const FIELDS = {
  ClientCheckInSubmitted: ['note', 'feeling'],
  ClientCheckInAnswered: ['response'],
  TransactionTaskCreated: ['title', 'description'],
  TransactionTaskUpdated: ['title', 'description', 'client_notes'],
} as const;

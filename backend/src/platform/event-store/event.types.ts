/** What every stored event carries besides its data (DESIGN.md, "Event store"). */
export interface EventMetadata {
  actorId: string | null;
  correlationId: string;
  causationId: string | null;
}

/** An event a `decide` function returns, before it has a place in the store. */
export interface NewEvent<TType extends string = string, TData = unknown> {
  type: TType;
  data: TData;
}

export interface StoredEvent<TType extends string = string, TData = unknown> {
  eventId: string;
  /** bigint as a decimal string: JSON and pg both handle it without loss. */
  globalPosition: string;
  streamId: string;
  streamType: string;
  streamVersion: number;
  type: TType;
  schemaVersion: number;
  data: TData;
  metadata: EventMetadata;
  occurredAt: Date;
  /** The writing transaction's id (`xid8`), as a decimal string. */
  transactionId: string;
}

/** `no_stream` demands a new stream; a number demands that exact current version; `any` skips the check. */
export type ExpectedVersion = number | 'no_stream' | 'any';

export interface AppendResult {
  nextExpectedVersion: number;
  events: StoredEvent[];
  /** The rows of `AppendOptions.answer`, read in the append's transaction after its projections. */
  answer?: Record<string, unknown>[];
}

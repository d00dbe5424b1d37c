import { EventStore1732200000000 } from './1732200000000-event-store';
import { Diagnostics1732200001000 } from './1732200001000-diagnostics';

/** Every migration, oldest first. Schema changes go through here only (never `synchronize`). */
export const migrations = [EventStore1732200000000, Diagnostics1732200001000];

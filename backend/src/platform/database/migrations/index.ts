import { EventStore1732200000000 } from './1732200000000-event-store';
import { Diagnostics1732200001000 } from './1732200001000-diagnostics';
import { Leads1732200002000 } from './1732200002000-leads';

/** Every migration, oldest first. Schema changes go through here only (never `synchronize`). */
export const migrations = [EventStore1732200000000, Diagnostics1732200001000, Leads1732200002000];

import { StoredEvent } from './event.types';
import { ProjectionRegistry } from './projection-registry';
import { SqlExecutor } from './sql-executor';
import { Subscription } from './subscription-runner';

export const projectionSubscriptionId = (name: string) => `projection:${name}`;

/** Every async reader of the log: async projections and side-effect subscribers, each checkpointed. */
export function subscriptionsOf(registry: ProjectionRegistry): Subscription[] {
  return [
    ...registry.asyncProjections().map((p) => ({
      id: projectionSubscriptionId(p.name),
      handles: p.handles,
      handle: (event: StoredEvent, sql: SqlExecutor) => p.apply(sql, event),
    })),
    ...registry.allSubscribers().map((s) => ({ id: `subscriber:${s.name}`, handles: s.handles, handle: s.handle.bind(s) })),
  ];
}

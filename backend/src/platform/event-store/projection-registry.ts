import { StoredEvent } from './event.types';
import { EventSubscriber, handlesEvent, OutboxRoute, Projection } from './projection';
import { SqlExecutor } from './sql-executor';

/** Where modules declare their projections, subscribers and outbox routes at start-up. */
export class ProjectionRegistry {
  private readonly projections: Projection[] = [];
  private readonly subscribers: EventSubscriber[] = [];
  private readonly routes: OutboxRoute[] = [];

  addProjection(projection: Projection): void {
    if (this.projections.some((p) => p.name === projection.name)) {
      throw new Error(`Projection ${projection.name} is registered twice`);
    }
    this.projections.push(projection);
  }

  addSubscriber(subscriber: EventSubscriber): void {
    this.subscribers.push(subscriber);
  }

  addOutboxRoute(route: OutboxRoute): void {
    this.routes.push(route);
  }

  all(): readonly Projection[] {
    return this.projections;
  }

  asyncProjections(): readonly Projection[] {
    return this.projections.filter((p) => p.mode === 'async');
  }

  allSubscribers(): readonly EventSubscriber[] {
    return this.subscribers;
  }

  /** Whether appending this event type has work to do inside the append's transaction. */
  hasInlineWork(eventType: string): boolean {
    return (
      this.projections.some((p) => p.mode === 'inline' && handlesEvent(p.handles, eventType)) ||
      this.routes.some((route) => route.eventType === eventType)
    );
  }

  async applyInline(sql: SqlExecutor, event: StoredEvent): Promise<void> {
    for (const projection of this.projections) {
      if (projection.mode === 'inline' && handlesEvent(projection.handles, event.type)) {
        await projection.apply(sql, event);
      }
    }
  }

  async writeOutbox(sql: SqlExecutor, event: StoredEvent): Promise<void> {
    for (const route of this.routes) {
      if (route.eventType !== event.type) continue;
      const payload = await route.payload(event, sql);
      await sql.query(
        `INSERT INTO outbox (event_id, queue, job_name, job_id, payload) VALUES ($1, $2, $3, $4, $5::jsonb)`,
        [event.eventId, route.queue, route.jobName, outboxJobId(event.eventId, route.jobName), JSON.stringify(payload)],
      );
    }
  }
}

/** A job's id is derived from its event, so a second enqueue of the same job is a no-op in BullMQ. */
export function outboxJobId(eventId: string, jobName: string): string {
  return `${jobName}__${eventId}`; // BullMQ refuses ":" in custom ids
}

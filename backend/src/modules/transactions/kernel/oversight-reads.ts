import { CallHandler, ExecutionContext, Inject, Injectable, Logger, NestInterceptor } from '@nestjs/common';
import type { Request } from 'express';
import { from, mergeMap, Observable } from 'rxjs';
import { DataSource } from 'typeorm';
import { ConcurrencyError } from '../../../platform/event-store/event-store.errors';
import { EventStore } from '../../../platform/event-store/event-store';
import { DATA_SOURCE } from '../../../platform/platform.tokens';
import type { AuthenticatedUser } from '../../../platform/auth/token.service';

/**
 * Oversight reads (issue 24 item 2, ADR 0055): every read of a deal by the team lead or broker over
 * its agent is recorded as `DealReadByOverseer { transactionId, overseerId, overseerRole }` on the deal's own
 * oversight stream (`deal-oversight-<id>`, not the deal's: its version is the deal's If-Match), and
 * shown to the deal's agent. Coalesced: one event per overseer and deal per window, so a page load's
 * dozen sub-resource reads write one event; concurrent reads race on the stream's version and the
 * losers record nothing, the winner having recorded the same read.
 */
export const DEAL_READ_BY_OVERSEER = 'DealReadByOverseer';
export const OVERSIGHT_READ_WINDOW_MINUTES = 30;
export const oversightStreamOf = (transactionId: string): string => `deal-oversight-${transactionId}`;

export interface DealReadByOverseerData {
  transactionId: string;
  overseerId: string;
  /** broker or team_lead: the role the read was admitted with. */
  overseerRole: string;
}

type OverseenRequest = Request & { user?: AuthenticatedUser; resourceRole?: string };

/** Records the read when it succeeded; anything else (a refusal, an error) is no read. */
export async function recordOversightRead(store: EventStore, dataSource: DataSource, transactionId: string, overseer: AuthenticatedUser, correlationId: string): Promise<boolean> {
  const streamId = oversightStreamOf(transactionId);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const [row] = await dataSource.query<{ version: number | null; recent: boolean }[]>(
      `SELECT max(stream_version) AS version,
              bool_or(data->>'overseerId' = $2 AND occurred_at > now() - make_interval(mins => $3)) AS recent
         FROM events WHERE stream_id = $1`,
      [streamId, overseer.userId, OVERSIGHT_READ_WINDOW_MINUTES],
    );
    if (row?.recent) return false;
    const version = row?.version ?? 0;
    try {
      const data: DealReadByOverseerData = { transactionId, overseerId: overseer.userId, overseerRole: overseer.role };
      await store.append(streamId, 'deal-oversight', version === 0 ? 'no_stream' : version, [{ type: DEAL_READ_BY_OVERSEER, data }], {
        actorId: overseer.userId,
        correlationId,
        causationId: null,
      });
      return true;
    } catch (error) {
      if (!(error instanceof ConcurrencyError)) throw error;
    }
  }
  return false;
}

/**
 * Global (APP_INTERCEPTOR): after a successful GET that the access guard admitted with the deal's
 * `overseer` role — the only policy with that role — the read is recorded before the answer leaves,
 * so the agent's activity holds it when the overseer's page has loaded. A failure to record is
 * logged, never the overseer's error.
 */
@Injectable()
export class OversightReadInterceptor implements NestInterceptor {
  private readonly logger = new Logger(OversightReadInterceptor.name);

  constructor(
    private readonly store: EventStore,
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const request = context.switchToHttp().getRequest<OverseenRequest>();
    if (request.method !== 'GET') return next.handle();
    return next.handle().pipe(
      mergeMap((body: unknown) =>
        from(
          (async () => {
            const id = request.params?.id;
            if (request.resourceRole === 'overseer' && request.user && typeof id === 'string') {
              const correlationId = String((request as { id?: unknown }).id ?? `oversight-read-${id}`);
              await recordOversightRead(this.store, this.dataSource, id, request.user, correlationId).catch((error: unknown) =>
                this.logger.error(`Could not record an oversight read of ${id}: ${String(error)}`),
              );
            }
            return body;
          })(),
        ),
      ),
    );
  }
}

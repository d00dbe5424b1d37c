import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { randomUUID } from 'node:crypto';
import { EventMetadata } from '../event-store/event.types';
import { AuthenticatedUser } from '../auth/token.service';

/** The actor and correlation of a request, as event metadata (correlation id = request id). */
export function requestMetadata(request: Request & { id?: unknown; user?: AuthenticatedUser }): EventMetadata {
  return {
    actorId: request.user?.userId ?? null,
    correlationId: typeof request.id === 'string' ? request.id : randomUUID(),
    causationId: null,
  };
}

export const RequestMetadata = createParamDecorator((_: unknown, ctx: ExecutionContext): EventMetadata => requestMetadata(ctx.switchToHttp().getRequest()));

/** The signed-in caller (`@Authenticated` guarantees one), for routes whose answer depends on the caller's role. */
export const CurrentActor = createParamDecorator((_: unknown, ctx: ExecutionContext): AuthenticatedUser => {
  const user = ctx.switchToHttp().getRequest<{ user?: AuthenticatedUser }>().user;
  if (!user) throw new Error('CurrentActor used on a route without @Authenticated');
  return user;
});

import { applyDecorators, createParamDecorator, ExecutionContext } from '@nestjs/common';
import { ApiConflictResponse, ApiHeader, ApiPreconditionFailedResponse } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { ValidationError } from '../errors/domain-error';
import { EventMetadata } from '../event-store/event.types';
import { requestMetadata } from './request-context';

/** What a client's `If-Match` can ask for: exactly this version, or (`*`) that the record exists. */
export type Precondition = number | 'exists';

export class InvalidIfMatchError extends ValidationError {
  constructor() {
    super('Invalid If-Match header');
  }
}

/** A strong entity tag of a stream version: `"7"`. */
export const etagOf = (version: number): string => `"${version}"`;

/**
 * `"<n>"` → n; `*` → 'exists'; absent → undefined. Weak tags (`W/"7"`), lists and anything else
 * are refused: a version is an exact precondition, never "about the same" (ADR 0016).
 */
export function parseIfMatch(header: string | string[] | undefined): Precondition | undefined {
  if (header === undefined) return undefined;
  if (Array.isArray(header)) throw new InvalidIfMatchError();
  const value = header.trim();
  if (value === '*') return 'exists';
  const match = /^"(0|[1-9][0-9]{0,14})"$/.exec(value);
  if (!match) throw new InvalidIfMatchError();
  return Number(match[1]);
}

/** Everything a command route hands the pipeline: who, when, at which version, and where the new version goes. */
export interface CommandCall {
  metadata: EventMetadata;
  /** The role of the signed-in sender's session now (absent for a call made by the system). */
  actorRole?: string;
  now: Date;
  expectedVersion?: Precondition;
  /** Answers `ETag: "<version>"`: the version the command left the record at. */
  onVersion(version: number): void;
}

/** The request as a command call (`@Command() call: CommandCall`); a malformed If-Match is a 400. */
export const CommandRequest = createParamDecorator((_: unknown, ctx: ExecutionContext): CommandCall => {
  const request = ctx.switchToHttp().getRequest<Request>();
  const response = ctx.switchToHttp().getResponse<Response>();
  return {
    metadata: requestMetadata(request),
    actorRole: (request as Request & { user?: { role: string } }).user?.role,
    now: new Date(),
    expectedVersion: parseIfMatch(request.headers['if-match']),
    onVersion: (version) => setEtag(response, version),
  };
});

/**
 * The sender of a command on an `@Authenticated` route, as the deal's commands carry it: who, and the
 * role their session has now, so that decide checks both as reads do (ADR 0036).
 */
export function commandActorOf(call: CommandCall): { actorId: string; actorRole: string } {
  const { actorId } = call.metadata;
  if (!actorId || !call.actorRole) throw new Error('commandActorOf used on a route without @Authenticated');
  return { actorId, actorRole: call.actorRole };
}

export function setEtag(response: Response, version: number): void {
  response.setHeader('ETag', etagOf(version));
}

/**
 * Every command route (ADR 0016): documents the optional `If-Match` and the two conflict answers.
 * The route takes its `@CommandRequest()` and calls the CommandPipeline with it.
 */
export function CommandEndpoint(): MethodDecorator {
  return applyDecorators(
    ApiHeader({
      name: 'If-Match',
      required: false,
      description: 'The version last read, as `"<version>"` (from its ETag or `version`): the command applies only at exactly that version. `*`: only if the record exists.',
    }),
    ApiPreconditionFailedResponse({ description: "Precondition failed: someone changed the record first; the body's currentVersion and the ETag say where it is now" }),
    ApiConflictResponse({ description: 'Concurrent modification (no If-Match, and the race was lost after retries), or a rule of the record refuses it' }),
  );
}

import { CanActivate, ExecutionContext, Injectable, SetMetadata, UseGuards, applyDecorators } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiBearerAuth, ApiForbiddenResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { Request } from 'express';
import { ForbiddenError, UnauthorizedError } from '../errors/domain-error';
import { carriesFileSignature, SIGNED_FILE_ROUTE_KEY } from '../storage/signed-file-url';
import { AuthenticatedUser, Role, tokenFromRequest, TokenService } from './token.service';

const ROLES_KEY = 'threshold:roles';
const NO_SESSION_MESSAGE_KEY = 'threshold:no-session-message';

/**
 * The API's side of the route guard (spec 000 §6): no valid session → 401 'Unauthorized - No active
 * session'; a role outside the list → 403 'Forbidden - Invalid role'. The user lands on `request.user`.
 */
@Injectable()
export class RolesGuard implements CanActivate {
  constructor(
    private readonly tokens: TokenService,
    private readonly reflector: Reflector,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<Request & { user?: AuthenticatedUser }>();
    const user = await verifiedCaller(this.tokens, this.reflector, context);
    requireRouteRole(this.reflector, context, user);
    request.user = user;
    return true;
  }
}

/**
 * A role outside the route's list → 403 'Forbidden - Invalid role'. Every guard that may run before
 * `RolesGuard` (the resource guard, whose decorator can sit below `@Authenticated`) asks it first, so a
 * route refuses a role it never admits the same way whatever record it names (issue 19 item 8).
 */
export function requireRouteRole(reflector: Reflector, context: ExecutionContext, user: AuthenticatedUser): void {
  const allowed = reflector.getAllAndOverride<Role[] | undefined>(ROLES_KEY, [context.getHandler(), context.getClass()]);
  if (allowed && !allowed.includes(user.role)) throw new ForbiddenError('Forbidden - Invalid role');
}

/**
 * The caller the request's token names; without a valid session a 401, in the route's own words when
 * it has them (`@NoSessionMessage`), the reason of a server-ended session kept. Every guard that
 * authenticates goes through it.
 */
export async function verifiedCaller(
  tokens: TokenService,
  reflector: Reflector,
  context: ExecutionContext,
): Promise<AuthenticatedUser> {
  const request = context.switchToHttp().getRequest<Request>();
  try {
    // A file route an <img> loads: a signed URL made for this path stands in for the bearer (ADR 0045).
    const signedRoute = reflector.getAllAndOverride<boolean | undefined>(SIGNED_FILE_ROUTE_KEY, [context.getHandler(), context.getClass()]);
    const query = request.query as Record<string, unknown>;
    if (signedRoute && carriesFileSignature(query)) return await tokens.verifyFileUrl(request.originalUrl.split('?')[0]!, query);
    return await tokens.verify(tokenFromRequest(request.headers));
  } catch (error) {
    const message = reflector.getAllAndOverride<string | undefined>(NO_SESSION_MESSAGE_KEY, [
      context.getHandler(),
      context.getClass(),
    ]);
    throw message && error instanceof UnauthorizedError ? new UnauthorizedError(message, error.reason) : error;
  }
}

/** `@Authenticated('admin')`: signed in with one of these roles (any role when none is named). */
export function Authenticated(...roles: Role[]) {
  return applyDecorators(
    SetMetadata(ROLES_KEY, roles.length > 0 ? roles : undefined),
    UseGuards(RolesGuard),
    ApiBearerAuth(),
    ApiUnauthorizedResponse({ description: 'Unauthorized - No active session' }),
    ApiForbiddenResponse({ description: 'Forbidden - Invalid role' }),
  );
}

/** The 401 message of routes whose spec words it otherwise (spec 002 §8: check-in calls answer 'Not authenticated'). */
export const NoSessionMessage = (message: string) => SetMetadata(NO_SESSION_MESSAGE_KEY, message);

import { CanActivate, ExecutionContext, Injectable, SetMetadata, UseGuards, applyDecorators } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiBearerAuth, ApiForbiddenResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { Request } from 'express';
import { ForbiddenError } from '../errors/domain-error';
import { AuthenticatedUser, Role, tokenFromRequest, TokenService } from './token.service';

const ROLES_KEY = 'threshold:roles';

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
    const user = await this.tokens.verify(tokenFromRequest(request.headers));
    const allowed = this.reflector.getAllAndOverride<Role[] | undefined>(ROLES_KEY, [context.getHandler(), context.getClass()]);
    if (allowed && !allowed.includes(user.role)) throw new ForbiddenError('Forbidden - Invalid role');
    request.user = user;
    return true;
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

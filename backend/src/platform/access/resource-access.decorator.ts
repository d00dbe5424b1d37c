import {
  applyDecorators,
  CallHandler,
  CanActivate,
  createParamDecorator,
  ExecutionContext,
  Inject,
  Injectable,
  NestInterceptor,
  SetMetadata,
  UseGuards,
  UseInterceptors,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiForbiddenResponse, ApiNotFoundResponse } from '@nestjs/swagger';
import type { Request } from 'express';
import { from, mergeMap, Observable } from 'rxjs';
import { DataSource } from 'typeorm';
import { requireRouteRole, verifiedCaller } from '../auth/roles.guard';
import { AuthenticatedUser, TokenService } from '../auth/token.service';
import { sqlOf } from '../event-store/sql-executor';
import { DATA_SOURCE } from '../platform.tokens';
import { AccessPolicy, redact, refusalError, requireReadGate, requireRole, resolveRoles } from './access-policy';

const ACCESS_KEY = 'threshold:resource-access';

type AccessRequest = Request & { user?: AuthenticatedUser; resourceRole?: string };

type RouteAccess = { policy: AccessPolicy; param: string } | { policy: AccessPolicy; rows: (row: unknown) => string };

/** The caller: set by `@Authenticated`'s guard when it ran first, else verified here from the same token, in the same words. */
async function actorOf(request: AccessRequest, tokens: TokenService, reflector: Reflector, context: ExecutionContext): Promise<AuthenticatedUser> {
  request.user ??= await verifiedCaller(tokens, reflector, context);
  return request.user;
}

@Injectable()
export class ResourceAccessGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly tokens: TokenService,
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const access = this.reflector.get<RouteAccess | undefined>(ACCESS_KEY, context.getHandler());
    if (!access || !('param' in access)) return true;
    const request = context.switchToHttp().getRequest<AccessRequest>();
    const actor = await actorOf(request, this.tokens, this.reflector, context);
    // The route's roles before the record's: a role the route never admits is refused alike for any id.
    requireRouteRole(this.reflector, context, actor);
    const id = String(request.params[access.param] ?? '');
    const sql = sqlOf(this.dataSource);
    request.resourceRole = await requireRole(access.policy, actor, id, sql, { reading: isRead(request) });
    return true;
  }
}

const isRead = (request: Request): boolean => request.method === 'GET' || request.method === 'HEAD';

/**
 * A list route (`@ResourceRows`) of a policy with a read gate: the caller passes it before the list is
 * read, so nothing is read for a caller who may not read (ADR 0051).
 */
@Injectable()
export class ResourceRowsReadGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly tokens: TokenService,
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const access = this.reflector.get<RouteAccess | undefined>(ACCESS_KEY, context.getHandler());
    const request = context.switchToHttp().getRequest<AccessRequest>();
    if (!access || 'param' in access || !access.policy.readGate || !isRead(request)) return true;
    const actor = await actorOf(request, this.tokens, this.reflector, context);
    requireRouteRole(this.reflector, context, actor);
    await requireReadGate(access.policy, actor, sqlOf(this.dataSource));
    return true;
  }
}

/** A page of a list (`{ items, total }`, platform/http/list-params): its rows are redacted, the rest kept. */
function isPage(body: unknown): body is { items: unknown[] } {
  return typeof body === 'object' && body !== null && !Array.isArray(body) && Array.isArray((body as { items?: unknown }).items);
}

/** Redacts what the handler returns, so a route cannot send a field its caller's role may not see. */
@Injectable()
export class RedactResponseInterceptor implements NestInterceptor {
  constructor(
    private readonly reflector: Reflector,
    private readonly tokens: TokenService,
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const access = this.reflector.get<RouteAccess>(ACCESS_KEY, context.getHandler());
    const request = context.switchToHttp().getRequest<AccessRequest>();
    return next.handle().pipe(mergeMap((body: unknown) => from(this.redactBody(access, request, body, context))));
  }

  private async redactBody(access: RouteAccess, request: AccessRequest, body: unknown, context: ExecutionContext): Promise<unknown> {
    if (body === undefined) return body; // 204
    if ('param' in access) {
      if (request.resourceRole === undefined) throw new Error('Resource role missing: the access guard did not run');
      return redact(access.policy, request.resourceRole, body);
    }
    if (isPage(body)) return { ...body, items: await this.redactBody(access, request, body.items, context) };
    const rows: unknown[] = Array.isArray(body) ? body : [body];
    const actor = await actorOf(request, this.tokens, this.reflector, context);
    const ids = rows.map((row) => String(access.rows(row)));
    const roles = await resolveRoles(access.policy, actor, ids, sqlOf(this.dataSource), rows);
    const visible: unknown[] = [];
    for (let index = 0; index < rows.length; index++) {
      const role = roles.get(ids[index]) ?? 'none';
      if (role !== 'none') visible.push(redact(access.policy, role, rows[index]));
    }
    if (Array.isArray(body)) return visible; // a row the caller has no role on is dropped: the query that returned it was wrong
    if (visible.length === 0) throw refusalError(access.policy);
    return visible[0];
  }
}

/**
 * `@ResourceAccess(feedbackPolicy, 'id')`: the caller's role on the resource named by the route
 * parameter is resolved before the handler runs (none → the policy's 404 or 403), and whatever the
 * handler returns is redacted for that role.
 */
export function ResourceAccess(policy: AccessPolicy, param: string) {
  return applyDecorators(
    SetMetadata(ACCESS_KEY, { policy, param } satisfies RouteAccess),
    UseGuards(ResourceAccessGuard),
    UseInterceptors(RedactResponseInterceptor),
    policy.refusal.kind === 'not_found'
      ? ApiNotFoundResponse({ description: policy.refusal.message })
      : ApiForbiddenResponse({ description: policy.refusal.message }),
    ...(policy.notFoundMessage ? [ApiNotFoundResponse({ description: policy.notFoundMessage })] : []),
  );
}

/** The caller of a `@ResourceAccess` route with their role on its resource (never 'none': that caller was refused). */
export interface ResourceCaller {
  userId: string;
  role: string;
}

/** `@ResourceCaller()`: the caller and the role the access guard resolved, for a handler whose answer depends on it. */
export const ResourceCaller = createParamDecorator((_: unknown, ctx: ExecutionContext): ResourceCaller => {
  const request = ctx.switchToHttp().getRequest<AccessRequest>();
  if (request.user === undefined || request.resourceRole === undefined) throw new Error('ResourceCaller used on a route without @ResourceAccess');
  return { userId: request.user.userId, role: request.resourceRole };
});

/**
 * `@ResourceRows(feedbackPolicy)`: for a route returning a list of the resource (an array, or a page
 * `{ items, total }`), or one item it has
 * just created), each row is redacted by the caller's role on that row, found from the row's id in one
 * query for the whole list; a row they have no role on is dropped (a single item is refused).
 */
export function ResourceRows<T>(policy: AccessPolicy<string, T>, idOf: (row: T) => string = (row) => (row as { id?: string } | null)?.id ?? '') {
  return applyDecorators(
    SetMetadata(ACCESS_KEY, { policy, rows: idOf as (row: unknown) => string } satisfies RouteAccess),
    UseGuards(ResourceRowsReadGuard),
    UseInterceptors(RedactResponseInterceptor),
  );
}

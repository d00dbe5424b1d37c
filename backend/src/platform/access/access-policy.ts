import type { SqlExecutor } from '../event-store/sql-executor';
import { DomainError, ForbiddenError, NotFoundError } from '../errors/domain-error';
import type { Role } from '../auth/token.service';
import { applyVisibility, CompiledVisibility, compileVisibility, Visibility } from './field-visibility';

/** Who is asking: the signed-in user of a request or a socket. */
export interface Actor {
  userId: string;
  role: Role;
}

/** What a caller may do when they have no role on the resource (spec 002 §8: 404 or 403 with a message). */
export type Refusal = { kind: 'not_found'; message: string } | { kind: 'forbidden'; message: string };

export interface PolicyDefinition<R extends string, T, F> {
  /** Names the resource's rooms (`<resource>:<id>`) and the policy in the registry; unique. */
  resource: string;
  roles: readonly R[];
  /**
   * The facts a role is decided on (owner, client ids…), for many ids in one query so that a list costs
   * one round trip. Ids missing from the map are resources that do not exist. Omitted for a resource
   * with a single instance (its room is named by the resource alone).
   */
  load?: (ids: readonly string[], sql: SqlExecutor) => Promise<Map<string, F>>;
  /** Pure: the actor's role given the facts (`undefined` when the resource does not exist). */
  roleOf: (actor: Actor, facts: F | undefined) => R | 'none';
  /** Per role, what of a payload of type T it sees. Every role must be listed. */
  visibility: { readonly [K in R]: Visibility<T> };
  refusal: Refusal;
  /**
   * Where the spec tells "does not exist" from "not yours" (spec 002 §8: 404 'Transaction not found'
   * for an unknown deal, 403 for someone else's; docs/adr/0021): the refusal for an unknown id, or
   * for one whose facts say it is gone as far as this actor may know (deleted, a draft not theirs).
   */
  notFound?: { message: string; isGone?: (actor: Actor, facts: F) => boolean };
}

export interface AccessPolicy<R extends string = string, T = unknown> {
  readonly resource: string;
  readonly roles: readonly R[];
  readonly singleton: boolean;
  readonly refusal: Refusal;
  /** The 404 message when the policy tells unknown from not yours (`notFound`); undefined otherwise. */
  readonly notFoundMessage?: string;
  /** @internal use refusalFor */
  readonly refuse: (actor: Actor, id: string, sql: SqlExecutor) => Promise<DomainError>;
  /** @internal use resolveRoles */
  readonly decide: (actor: Actor, ids: readonly string[], sql: SqlExecutor) => Promise<Map<string, R | 'none'>>;
  /** @internal use redact */
  readonly visibility: ReadonlyMap<R, CompiledVisibility>;
  /** Phantom: the payload type this policy redacts. */
  readonly payload?: T;
}

const registry = new Map<string, AccessPolicy>();

/** Aggregate ids are UUIDs (ADR 0002); anything else names no resource, so it is refused before any query. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Declares who may see a resource and what each role sees of it (docs/adr/0017-access-policy.md).
 * Curried so the payload type is named and the roles and facts are inferred:
 * `definePolicy<FeedbackView>()({ resource: 'feedback', roles: ['author', 'admin'], … })`.
 */
export function definePolicy<T>() {
  return <R extends string, F = never>(definition: PolicyDefinition<R, T, F>): AccessPolicy<R, T> => {
    if (registry.has(definition.resource)) throw new Error(`Access policy "${definition.resource}" is defined twice`);
    if (definition.roles.some((role) => (role as string) === 'none' || role.includes('#'))) {
      throw new Error(`Access policy "${definition.resource}": a role may not be "none" or contain "#"`);
    }
    const visibility = new Map<R, CompiledVisibility>(
      definition.roles.map((role) => [role, compileVisibility(definition.visibility[role] as Visibility<unknown>)]),
    );
    const { load, roleOf } = definition;
    const policy: AccessPolicy<R, T> = {
      resource: definition.resource,
      roles: definition.roles,
      singleton: load === undefined,
      refusal: definition.refusal,
      notFoundMessage: definition.notFound?.message,
      visibility,
      async refuse(actor, id, sql) {
        const { notFound } = definition;
        if (notFound && load) {
          const facts = UUID.test(id) ? (await load([id], sql)).get(id) : undefined;
          if (facts === undefined || notFound.isGone?.(actor, facts)) return new NotFoundError(notFound.message);
        }
        return refusalError(policy as AccessPolicy);
      },
      async decide(actor, ids, sql) {
        const valid = load ? ids.filter((id) => UUID.test(id)) : [];
        const facts = load && valid.length > 0 ? await load([...new Set(valid)], sql) : new Map<string, F>();
        return new Map(
          ids.map((id): [string, R | 'none'] => {
            if (load && !UUID.test(id)) return [id, 'none'];
            const role = roleOf(actor, load ? facts.get(id) : undefined);
            // A role the policy does not declare would have no visibility: treat it as none.
            return [id, role !== 'none' && visibility.has(role) ? role : 'none'];
          }),
        );
      },
    };
    registry.set(policy.resource, policy as AccessPolicy);
    return policy;
  };
}

/** The policy of a resource, for room names coming from a client or a recovered session. */
export function policyFor(resource: string): AccessPolicy | undefined {
  return registry.get(resource);
}

/** The actor's role on each resource, from one load of the facts. A singleton's id is ignored (pass ''). */
export function resolveRoles<R extends string>(
  policy: AccessPolicy<R>,
  actor: Actor,
  ids: readonly string[],
  sql: SqlExecutor,
): Promise<Map<string, R | 'none'>> {
  return policy.decide(actor, ids, sql);
}

export async function resolveRole<R extends string>(policy: AccessPolicy<R>, actor: Actor, id: string, sql: SqlExecutor): Promise<R | 'none'> {
  return (await policy.decide(actor, [id], sql)).get(id) ?? 'none';
}

/**
 * The one redaction function: the payload as `role` may see it. Every HTTP response and socket payload
 * of a resource goes through it (the route decorators and RealtimeService call it; nothing else should).
 */
export function redact<R extends string, T>(policy: AccessPolicy<R, T>, role: R, payload: T): T {
  const visibility = policy.visibility.get(role);
  // Unreachable through the types; a cast-in role sees nothing rather than everything.
  if (!visibility) throw new Error(`Access policy "${policy.resource}" has no role "${role}"`);
  return applyVisibility(visibility, payload);
}

/**
 * Why an actor with no role on a resource is refused: the policy's refusal, or its 404 when it tells
 * an unknown (or gone) resource from someone else's (`notFound`). Costs one more load, on refusal only.
 */
export function refusalFor(policy: AccessPolicy, actor: Actor, id: string, sql: SqlExecutor): Promise<DomainError> {
  return policy.refuse(actor, id, sql);
}

export function refusalError(policy: AccessPolicy): DomainError {
  return policy.refusal.kind === 'not_found' ? new NotFoundError(policy.refusal.message) : new ForbiddenError(policy.refusal.message);
}

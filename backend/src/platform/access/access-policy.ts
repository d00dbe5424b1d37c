import type { SqlExecutor } from '../event-store/sql-executor';
import { DomainError, ForbiddenError, NotFoundError } from '../errors/domain-error';
import type { Role } from '../auth/token.service';
import { applyVisibility, CompiledVisibility, compileVisibility, Visibility } from './field-visibility';
import { isUuid } from '../http/ids';

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
  /**
   * The facts a payload row carries itself, read by the same query as the row (`undefined` when it
   * does not carry them all). A list whose rows carry their facts is decided without a second load:
   * the rows are checked against what they say, which is what the load would have read. The actor is
   * given so a policy can say a row's facts suffice for this caller only (its own deal) and load the rest.
   */
  factsOf?: (row: T, actor: Actor) => F | undefined;
  /** Pure: the actor's role given the facts (`undefined` when the resource does not exist). */
  roleOf: (actor: Actor, facts: F | undefined) => R | 'none';
  /** Per role, what of a payload of type T it sees. Every role must be listed. */
  visibility: { readonly [K in R]: Visibility<T> };
  /**
   * Top-level fields a role loses on top of its visibility because of what this very payload says
   * (a deal whose agent turned a document's client visibility off: its URL field goes too).
   */
  conceal?: (role: R, payload: T) => readonly string[];
  refusal: Refusal;
  /**
   * Where the spec tells "does not exist" from "not yours" (spec 002 §8: 404 'Transaction not found'
   * for an unknown deal, 403 for someone else's; docs/adr/0021): the refusal for an unknown id, or
   * for one whose facts say it is gone as far as this actor may know (deleted, a draft not theirs).
   */
  notFound?: {
    message: string;
    isGone?: (actor: Actor, facts: F) => boolean;
    /** The 404's words for a gone resource when they differ for this actor (a deleted deal to its own parties). */
    goneMessage?: (actor: Actor, facts: F) => string | undefined;
  };
  /**
   * A condition on the caller themselves, checked on every HTTP read of the resource once their role
   * is known (and on a list's read before it runs): the refusal to answer, or null to go on. The deal's
   * is the client's consent (spec 002 §4, ADR 0051).
   */
  readGate?: ReadGate;
}

export type ReadGate = (actor: Actor, sql: SqlExecutor) => Promise<DomainError | null>;

export interface AccessPolicy<R extends string = string, T = unknown> {
  readonly resource: string;
  readonly roles: readonly R[];
  readonly singleton: boolean;
  readonly refusal: Refusal;
  /** The 404 message when the policy tells unknown from not yours (`notFound`); undefined otherwise. */
  readonly notFoundMessage?: string;
  /** See PolicyDefinition.readGate; run by `requireRole(…, { reading: true })` and the list routes' guard. */
  readonly readGate?: ReadGate;
  /** @internal use refusalFor */
  readonly refuse: (actor: Actor, id: string, sql: SqlExecutor) => Promise<DomainError>;
  /** @internal use resolveRoles */
  readonly decide: (actor: Actor, ids: readonly string[], sql: SqlExecutor, rows?: readonly unknown[]) => Promise<Map<string, R | 'none'>>;
  /** @internal use redact */
  readonly visibility: ReadonlyMap<R, CompiledVisibility>;
  /** @internal use redact (a method: compared bivariantly, as the payload type is the policy's own) */
  conceal?(role: R, payload: T): readonly string[];
  /** Phantom: the payload type this policy redacts. */
  readonly payload?: T;
}

const registry = new Map<string, AccessPolicy>();

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
    const { load, roleOf, factsOf } = definition;
    const policy: AccessPolicy<R, T> = {
      resource: definition.resource,
      roles: definition.roles,
      singleton: load === undefined,
      refusal: definition.refusal,
      notFoundMessage: definition.notFound?.message,
      readGate: definition.readGate,
      visibility,
      conceal: definition.conceal,
      async refuse(actor, id, sql) {
        const { notFound } = definition;
        if (notFound && load) {
          const facts = isUuid(id) ? (await load([id], sql)).get(id) : undefined;
          if (facts === undefined) return new NotFoundError(notFound.message);
          if (notFound.isGone?.(actor, facts)) return new NotFoundError(notFound.goneMessage?.(actor, facts) ?? notFound.message);
        }
        return refusalError(policy as AccessPolicy);
      },
      async decide(actor, ids, sql, rows) {
        const decided = (role: R | 'none'): R | 'none' => (role !== 'none' && visibility.has(role) ? role : 'none');
        const roles = new Map<string, R | 'none'>();
        if (!load) {
          for (const id of ids) roles.set(id, decided(roleOf(actor, undefined)));
          return roles;
        }
        // Facts the rows carry are used as they are; the rest are loaded in one query. A non-UUID id
        // names nothing and is refused without a query.
        const facts = new Map<string, F>();
        const missing = new Set<string>();
        const malformed = new Set<string>();
        ids.forEach((id, index) => {
          const carried = factsOf && rows ? factsOf(rows[index] as T, actor) : undefined;
          if (carried !== undefined) facts.set(id, carried);
          else if (isUuid(id)) missing.add(id);
          else malformed.add(id);
        });
        if (missing.size > 0) for (const [id, loaded] of await load([...missing], sql)) if (missing.has(id)) facts.set(id, loaded);
        // A role the policy does not declare would have no visibility: treat it as none.
        for (const id of ids) roles.set(id, malformed.has(id) ? 'none' : decided(roleOf(actor, facts.get(id))));
        return roles;
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

/**
 * The actor's role on each resource, from one load of the facts. A singleton's id is ignored (pass '').
 * `rows`, when given, are the payloads of `ids` in the same order: those whose facts the policy reads
 * off the row itself (`factsOf`) are not loaded again.
 */
export function resolveRoles<R extends string, T>(
  policy: AccessPolicy<R, T>,
  actor: Actor,
  ids: readonly string[],
  sql: SqlExecutor,
  rows?: readonly T[],
): Promise<Map<string, R | 'none'>> {
  return policy.decide(actor, ids, sql, rows);
}

export async function resolveRole<R extends string>(policy: AccessPolicy<R>, actor: Actor, id: string, sql: SqlExecutor): Promise<R | 'none'> {
  return (await policy.decide(actor, [id], sql)).get(id) ?? 'none';
}

/**
 * The actor's role on the resource; with none, the policy's refusal (its 404 or 403) is thrown. A read
 * (`reading`) then passes the policy's read gate too: someone with no role hears the usual refusal first.
 */
export async function requireRole<R extends string>(
  policy: AccessPolicy<R>,
  actor: Actor,
  id: string,
  sql: SqlExecutor,
  { reading = false }: { reading?: boolean } = {},
): Promise<R> {
  const role = await resolveRole(policy, actor, id, sql);
  if (role === 'none') throw await refusalFor(policy, actor, id, sql);
  if (reading) await requireReadGate(policy, actor, sql);
  return role;
}

/** The policy's read gate (if any) for this caller: its refusal, or null when it may read. */
export async function readGateRefusal(policy: AccessPolicy, actor: Actor, sql: SqlExecutor): Promise<DomainError | null> {
  return policy.readGate ? policy.readGate(actor, sql) : null;
}

/** The policy's read gate (if any) for this caller: its refusal is thrown. */
export async function requireReadGate(policy: AccessPolicy, actor: Actor, sql: SqlExecutor): Promise<void> {
  const refusal = await readGateRefusal(policy, actor, sql);
  if (refusal) throw refusal;
}

/**
 * The one redaction function: the payload as `role` may see it. Every HTTP response and socket payload
 * of a resource goes through it (the route decorators and RealtimeService call it; nothing else should).
 */
export function redact<R extends string, T>(policy: AccessPolicy<R, T>, role: R, payload: T): T {
  const visibility = policy.visibility.get(role);
  // Unreachable through the types; a cast-in role sees nothing rather than everything.
  if (!visibility) throw new Error(`Access policy "${policy.resource}" has no role "${role}"`);
  const visible = applyVisibility(visibility, payload);
  const concealed = policy.conceal && isRecord(payload) ? policy.conceal(role, payload) : [];
  if (concealed.length === 0 || !isRecord(visible)) return visible;
  const rest: Record<string, unknown> = { ...visible };
  for (const key of concealed) delete rest[key];
  return rest as T;
}

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

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

import { AccessPolicy, policyFor } from './access-policy';

/**
 * Socket.IO rooms of a resource: `feedback:<id>` (or `diagnostics` for a single-instance resource) is
 * the name clients know; a socket actually sits in the sub-room of its role, `feedback:<id>#author`,
 * so that each emit carries exactly what that role may see.
 */
export function publicRoom(policy: AccessPolicy, id: string): string {
  return policy.singleton ? policy.resource : `${policy.resource}:${id}`;
}

export function roleRoom(policy: AccessPolicy, id: string, role: string): string {
  return `${publicRoom(policy, id)}#${role}`;
}

export interface ParsedRoleRoom {
  policy: AccessPolicy;
  id: string;
  role: string;
}

/** The policy, id and role of a role room; undefined for any other room (a socket's own id room). */
export function parseRoleRoom(room: string): ParsedRoleRoom | undefined {
  const match = /^([^:#]+)(?::([^#]+))?#(.+)$/.exec(room);
  if (!match) return undefined;
  const [, resource, id = '', role] = match;
  const policy = policyFor(resource);
  if (!policy || policy.singleton !== (id === '')) return undefined;
  return { policy, id, role };
}

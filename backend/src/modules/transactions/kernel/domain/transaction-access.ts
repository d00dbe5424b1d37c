/**
 * The per-deal role (spec 002 §6 Roles): agent when the deal's agent_id is the caller (an agent,
 * broker or team lead), buyer_client or seller_client when its client_id is the caller (by the deal's
 * type; a new-construction client is a buyer), none otherwise. A deleted deal has no roles; a draft is
 * the agent's alone (contract: a draft is 404 for its client).
 */
export const AGENT_ROLES_OF_DEAL = ['agent', 'broker', 'team_lead'] as const;

export interface TransactionFacts {
  agentId: string;
  clientId: string | null;
  transactionType: string;
  status: string;
  deleted: boolean;
  /**
   * Who oversees the deal's agent now (their team lead and broker, while each membership holds;
   * ADR 0046, 0055). Only the access policy's reads load it; commands never need it.
   */
  overseerIds?: readonly string[];
}

export type TransactionRole = 'agent' | 'buyer_client' | 'seller_client';
/** A role on the deal's reads only: the broker or team lead over its agent (ADR 0055). No command takes it. */
export type TransactionReadRole = TransactionRole | 'overseer';
export const OVERSEER_ROLES = ['broker', 'team_lead'] as const;
export type ClientRole = Exclude<TransactionRole, 'agent'>;

export function transactionRoleOf(actor: { userId: string; role: string }, facts: TransactionFacts | undefined): TransactionRole | 'none' {
  if (!facts || facts.deleted) return 'none';
  if (facts.agentId === actor.userId && (AGENT_ROLES_OF_DEAL as readonly string[]).includes(actor.role)) return 'agent';
  if (facts.clientId === actor.userId && actor.role === 'client' && facts.status !== 'draft') {
    return clientRoleOf(facts.transactionType);
  }
  return 'none';
}

/** The role a deal's client has on it, by the deal's type (a new-construction client is a buyer). */
export function clientRoleOf(transactionType: string): ClientRole {
  return transactionType === 'seller' ? 'seller_client' : 'buyer_client';
}

/**
 * The role a deal's reads go by (the access policy's roleOf): the deal's own parties first, exactly as
 * `transactionRoleOf`; else `overseer` for the team lead or broker over its agent (issue 24 item 2,
 * ADR 0055) — never on a deleted deal or a draft, which stay the agent's alone (ADR 0021). Commands
 * keep `transactionRoleOf`, so an overseer is nobody to every command.
 */
export function transactionReadRoleOf(actor: { userId: string; role: string }, facts: TransactionFacts | undefined): TransactionReadRole | 'none' {
  const role = transactionRoleOf(actor, facts);
  if (role !== 'none' || !facts || facts.deleted || facts.status === 'draft') return role;
  const overseer = (OVERSEER_ROLES as readonly string[]).includes(actor.role) && (facts.overseerIds ?? []).includes(actor.userId);
  return overseer ? 'overseer' : 'none';
}

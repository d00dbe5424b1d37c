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
}

export type TransactionRole = 'agent' | 'buyer_client' | 'seller_client';
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

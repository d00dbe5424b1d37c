import { transactionRoleOf, TransactionRole } from '../../kernel/domain/transaction-access';

/** Spec 002 §8 (Home Vault), verbatim. */
export const HOME_VAULT_MESSAGES = {
  notClosed: 'Transaction not found or not closed yet',
  forbidden: 'You do not have access to this vault',
} as const;

export interface VaultDealFacts {
  agentId: string;
  clientId: string | null;
  transactionType: string;
  status: string;
}

export type VaultDecision = { open: true; role: TransactionRole } | { open: false; refusal: keyof typeof HOME_VAULT_MESSAGES };

/**
 * Who opens a deal's Home Vault (spec 002 §2, §6, §8): only a closed deal; its client, or its own agent
 * (always in the client's view: the vault is the homeowner's). An unknown or deleted deal, and a draft
 * to anyone but its agent, is 'not found' (as the deal's own policy, ADR 0021); a deal the caller is no
 * party to is refused before its status is told; a party's open deal is 'not closed yet'.
 */
export function decideVaultAccess(actor: { userId: string; role: string }, deal: VaultDealFacts | undefined): VaultDecision {
  if (!deal) return { open: false, refusal: 'notClosed' };
  const role = transactionRoleOf(actor, { ...deal, deleted: false });
  if (role === 'none') return { open: false, refusal: deal.status === 'draft' ? 'notClosed' : 'forbidden' };
  if (deal.status !== 'closed') return { open: false, refusal: 'notClosed' };
  return { open: true, role };
}

/** Spec 002 §6/§9: the vault lists only documents shared with the client (agent_and_client or all_parties). */
export const VAULT_DOCUMENT_VISIBILITIES: readonly string[] = ['agent_and_client', 'all_parties'];

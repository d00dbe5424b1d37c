import { decideVaultAccess } from './home-vault-access';

describe('decideVaultAccess (spec 002 §8 Home Vault)', () => {
  const deal = { agentId: 'agent-1', clientId: 'client-1', transactionType: 'seller', status: 'closed' };
  const agent = { userId: 'agent-1', role: 'broker' };
  const client = { userId: 'client-1', role: 'client' };

  it("opens a closed deal to its client and its own agent", () => {
    expect(decideVaultAccess(client, deal)).toEqual({ open: true, role: 'seller_client' });
    expect(decideVaultAccess(agent, deal)).toEqual({ open: true, role: 'agent' });
  });

  it('refuses anyone else before telling the status; a party on an open deal is not closed yet', () => {
    for (const stranger of [{ userId: 'agent-2', role: 'agent' }, { userId: 'client-2', role: 'client' }, { userId: 'agent-1', role: 'client' }]) {
      expect(decideVaultAccess(stranger, deal)).toEqual({ open: false, refusal: 'forbidden' });
      expect(decideVaultAccess(stranger, { ...deal, status: 'pending' })).toEqual({ open: false, refusal: 'forbidden' });
    }
    expect(decideVaultAccess(client, { ...deal, status: 'closing' })).toEqual({ open: false, refusal: 'notClosed' });
    expect(decideVaultAccess(agent, { ...deal, status: 'archived' })).toEqual({ open: false, refusal: 'notClosed' });
  });

  it('an unknown deal, or a draft to anyone but its agent, is not found', () => {
    expect(decideVaultAccess(client, undefined)).toEqual({ open: false, refusal: 'notClosed' });
    expect(decideVaultAccess(client, { ...deal, status: 'draft' })).toEqual({ open: false, refusal: 'notClosed' });
  });
});

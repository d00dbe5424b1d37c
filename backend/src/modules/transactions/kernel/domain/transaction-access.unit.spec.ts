import { TransactionFacts, transactionRoleOf } from './transaction-access';

/** Spec 002 §6 "Roles": the per-deal role, and the contract's "a draft or deleted deal is 404 for them". */
describe('transactionRoleOf', () => {
  const facts = (overrides: Partial<TransactionFacts> = {}): TransactionFacts => ({
    agentId: 'agent-1',
    clientId: 'client-1',
    transactionType: 'buyer',
    status: 'pending',
    deleted: false,
    ...overrides,
  });

  it.each(['agent', 'broker', 'team_lead'])('the deal’s %s is its agent, drafts included', (role) => {
    expect(transactionRoleOf({ userId: 'agent-1', role }, facts())).toBe('agent');
    expect(transactionRoleOf({ userId: 'agent-1', role }, facts({ status: 'draft' }))).toBe('agent');
  });

  it('its client is the buyer client on buyer and new-construction deals, the seller client on seller deals', () => {
    const client = { userId: 'client-1', role: 'client' };
    expect(transactionRoleOf(client, facts())).toBe('buyer_client');
    expect(transactionRoleOf(client, facts({ transactionType: 'new_construction' }))).toBe('buyer_client');
    expect(transactionRoleOf(client, facts({ transactionType: 'seller' }))).toBe('seller_client');
  });

  it('nobody else, no draft for the client, no deleted deal for anyone, no unknown deal', () => {
    expect(transactionRoleOf({ userId: 'agent-2', role: 'agent' }, facts())).toBe('none');
    expect(transactionRoleOf({ userId: 'client-2', role: 'client' }, facts())).toBe('none');
    expect(transactionRoleOf({ userId: 'agent-1', role: 'admin' }, facts())).toBe('none');
    expect(transactionRoleOf({ userId: 'client-1', role: 'agent' }, facts())).toBe('none');
    expect(transactionRoleOf({ userId: 'client-1', role: 'client' }, facts({ status: 'draft' }))).toBe('none');
    expect(transactionRoleOf({ userId: 'agent-1', role: 'agent' }, facts({ deleted: true }))).toBe('none');
    expect(transactionRoleOf({ userId: 'agent-1', role: 'agent' }, undefined)).toBe('none');
  });
});

import { TransactionFacts, transactionReadRoleOf, transactionRoleOf } from './transaction-access';

const dealFacts = (overrides: Partial<TransactionFacts> = {}): TransactionFacts => ({
  agentId: 'agent-1',
  clientId: 'client-1',
  transactionType: 'buyer',
  status: 'pending',
  deleted: false,
  ...overrides,
});
const facts = dealFacts;

/** Spec 002 §6 "Roles": the per-deal role, and the contract's "a draft or deleted deal is 404 for them". */
describe('transactionRoleOf', () => {
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

/** Issue 24 item 2 (ADR 0055): the team lead or broker over the deal's agent reads it; no command knows them. */
describe('transactionReadRoleOf', () => {
  const facts = (overrides: Partial<TransactionFacts> = {}) => dealFacts({ overseerIds: ['lead-1', 'broker-1'], ...overrides });

  it.each([['lead-1', 'team_lead'], ['broker-1', 'broker']])('%s (%s) over the agent is the overseer of a live deal', (userId, role) => {
    expect(transactionReadRoleOf({ userId, role }, facts())).toBe('overseer');
    expect(transactionRoleOf({ userId, role }, facts())).toBe('none');
  });

  it('not of a draft or a deleted deal, not with another role now, not when not over the agent', () => {
    expect(transactionReadRoleOf({ userId: 'lead-1', role: 'team_lead' }, facts({ status: 'draft' }))).toBe('none');
    expect(transactionReadRoleOf({ userId: 'lead-1', role: 'team_lead' }, facts({ deleted: true }))).toBe('none');
    expect(transactionReadRoleOf({ userId: 'lead-1', role: 'agent' }, facts())).toBe('none');
    expect(transactionReadRoleOf({ userId: 'lead-1', role: 'client' }, facts())).toBe('none');
    expect(transactionReadRoleOf({ userId: 'lead-2', role: 'team_lead' }, facts())).toBe('none');
    expect(transactionReadRoleOf({ userId: 'lead-1', role: 'team_lead' }, facts({ overseerIds: undefined }))).toBe('none');
  });

  it('the deal’s own parties keep their roles', () => {
    expect(transactionReadRoleOf({ userId: 'agent-1', role: 'team_lead' }, facts({ overseerIds: ['agent-1'] }))).toBe('agent');
    expect(transactionReadRoleOf({ userId: 'client-1', role: 'client' }, facts())).toBe('buyer_client');
  });
});

import { BUYER_CLIENT_HIDDEN_FIELDS, contactForClient, DealContact, SELLER_CLIENT_HIDDEN_FIELDS } from './transaction-visibility';

/** Spec 002 §6 counterparty and other-agent information, as ADR 0036 reads it. */
describe('what of a key contact the deal\'s client sees', () => {
  const contact = (role: string, extra: Partial<DealContact> = {}): DealContact => ({
    role,
    name: `${role} name`,
    email: `${role}@example.test`,
    phone: '512-555-0100',
    is_agent_only: false,
    ...extra,
  });

  it('never an agent of either side (other_agent included), an agent-only contact or a counterparty role', () => {
    for (const clientRole of ['buyer_client', 'seller_client'] as const) {
      for (const role of ['other_agent', 'listing_agent', 'buyer_agent', 'counterparty_attorney']) expect([clientRole, role, contactForClient(contact(role), clientRole)]).toEqual([clientRole, role, undefined]);
      expect(contactForClient(contact('lender', { is_agent_only: true }), clientRole)).toBeUndefined();
    }
  });

  it('the other side by name only; their own side, lender, title and inspector whole', () => {
    const nameOnly = (role: string) => ({ ...contact(role), email: null, phone: null });
    for (const role of ['seller', 'other_party']) expect(contactForClient(contact(role), 'buyer_client')).toEqual(nameOnly(role));
    for (const role of ['buyer', 'co_buyer', 'other_party']) expect(contactForClient(contact(role), 'seller_client')).toEqual(nameOnly(role));
    for (const role of ['co_buyer', 'other_buyer', 'lender', 'title_company', 'escrow_officer', 'inspector']) expect(contactForClient(contact(role), 'buyer_client')).toEqual(contact(role));
    for (const role of ['seller', 'other_seller', 'lender', 'title_company']) expect(contactForClient(contact(role), 'seller_client')).toEqual(contact(role));
  });

  it("on the deal: each client loses the other party's e-mail and phone and keeps their own", () => {
    expect(BUYER_CLIENT_HIDDEN_FIELDS).toEqual(expect.arrayContaining(['seller_email', 'seller_phone', 'other_agent_email', 'other_agent_phone']));
    expect(BUYER_CLIENT_HIDDEN_FIELDS).not.toEqual(expect.arrayContaining(['seller_name']));
    expect(BUYER_CLIENT_HIDDEN_FIELDS).not.toEqual(expect.arrayContaining(['buyer_email']));
    expect(SELLER_CLIENT_HIDDEN_FIELDS).toEqual(expect.arrayContaining(['buyer_email', 'buyer_phone', 'other_agent_email', 'other_agent_phone']));
    expect(SELLER_CLIENT_HIDDEN_FIELDS).not.toEqual(expect.arrayContaining(['buyer_name']));
    expect(SELLER_CLIENT_HIDDEN_FIELDS).not.toEqual(expect.arrayContaining(['seller_email']));
  });
});

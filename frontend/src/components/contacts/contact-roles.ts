/** Spec 002 §9 contact roles in the spec's order; other_buyer only on buyer deals, other_seller only on seller deals (§5). */
const AGENT_ROLES = ['lender', 'title_company', 'escrow_officer', 'inspector', 'other_agent', 'other_party', 'other_buyer', 'other_seller', 'other'] as const;

/** How a role reads: 'other' by its custom role, the rest spelled out ('title_company' → 'Title company'). */
export const roleLabel = (role: string, custom: string | null | undefined): string =>
  role === 'other' && custom ? custom : role.replace(/_/g, ' ').replace(/^\w/, (c) => c.toUpperCase());

/**
 * The roles the dialog offers on a deal of this type; a wizard contact keeps its own role (co_buyer,
 * seller, …) among them so an edit does not change it unasked.
 */
export function contactRoleOptions(transactionType: string, current?: string): { value: string; label: string }[] {
  const offered: string[] = AGENT_ROLES.filter(
    (role) => !(role === 'other_buyer' && transactionType !== 'buyer') && !(role === 'other_seller' && transactionType !== 'seller'),
  );
  if (current && !offered.includes(current)) offered.unshift(current);
  return offered.map((value) => ({ value, label: value === 'other' ? 'Other' : roleLabel(value, null) }));
}

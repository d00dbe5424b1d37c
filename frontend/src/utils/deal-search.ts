/**
 * Finding a deal by what the agent remembers of it (issue 20 item 4): its address (street, city,
 * state, ZIP) or its client's name. Every word of the search must appear in one of those, in any
 * order and case, so "lamar casey" finds Casey Buyer's deal on South Lamar.
 */
export interface SearchableDeal {
  property_address: string | null;
  property_city?: string | null;
  property_state?: string | null;
  property_zip?: string | null;
  client_name: string | null;
}

const words = (text: string) => text.toLowerCase().split(/[\s,]+/).filter(Boolean);

export function matchesDealSearch(deal: SearchableDeal, query: string): boolean {
  const wanted = words(query);
  if (wanted.length === 0) return true;
  const haystack = [deal.property_address, deal.property_city, deal.property_state, deal.property_zip, deal.client_name]
    .filter((part): part is string => Boolean(part))
    .join(' ')
    .toLowerCase();
  return wanted.every((word) => haystack.includes(word));
}

export function searchDeals<T extends SearchableDeal>(deals: readonly T[], query: string): T[] {
  return deals.filter((deal) => matchesDealSearch(deal, query));
}

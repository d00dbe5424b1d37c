import { matchesDealSearch, searchDeals } from '../../frontend/src/utils/deal-search';

/** Issue 20 item 4: the Transactions list and the deal picker find a deal by address or client name. */
describe('deal search', () => {
  const lamar = { property_address: '1204 South Lamar Blvd', property_city: 'Austin', property_state: 'TX', property_zip: '78704', client_name: 'Casey Buyer' };
  const oak = { property_address: '88 Oak Lane', property_city: 'Dallas', property_state: 'TX', property_zip: '75201', client_name: null };

  it('finds by client name, any case', () => {
    expect(searchDeals([lamar, oak], 'casey')).toEqual([lamar]);
    expect(searchDeals([lamar, oak], 'BUYER')).toEqual([lamar]);
  });

  it('finds by street, city or ZIP', () => {
    expect(searchDeals([lamar, oak], 'oak')).toEqual([oak]);
    expect(searchDeals([lamar, oak], 'dallas')).toEqual([oak]);
    expect(searchDeals([lamar, oak], '78704')).toEqual([lamar]);
  });

  it('needs every word, in any order, across address and client', () => {
    expect(matchesDealSearch(lamar, 'lamar casey')).toBe(true);
    expect(matchesDealSearch(lamar, 'lamar dallas')).toBe(false);
  });

  it('an empty search lets everything through; a miss finds nothing', () => {
    expect(searchDeals([lamar, oak], '  ')).toEqual([lamar, oak]);
    expect(searchDeals([lamar, oak], 'nobody')).toEqual([]);
  });
});

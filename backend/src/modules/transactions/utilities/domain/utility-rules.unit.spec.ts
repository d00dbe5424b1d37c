import { webAddressOf } from '../../../../../../openapi/shared-rules';
import { changedUtilityFields, utilityOf, utilityTaskTitle } from './utility-rules';

describe('utility rules (spec 002 §3 Utility, §9 lists)', () => {
  it('a new utility takes the defaults: Transfer, Not Started, shown to the client, no task', () => {
    expect(utilityOf({ utility_type: 'Gas' })).toEqual({
      utility_type: 'Gas',
      action: 'Transfer',
      provider_name: null,
      website_url: null,
      due_date: null,
      notes: null,
      status: 'Not Started',
      is_client_visible: true,
      create_client_task: false,
      account_number: null,
      confirmation_number: null,
    });
  });

  it('a change keeps what it does not name, clears what it sends as null, and reports only real changes', () => {
    const current = utilityOf({ utility_type: 'Water', provider_name: 'Austin Water', due_date: '2027-01-08' });
    const next = utilityOf({ provider_name: null, status: 'Confirmed' }, current);
    expect(next).toMatchObject({ utility_type: 'Water', provider_name: null, due_date: '2027-01-08', status: 'Confirmed' });
    expect(changedUtilityFields(current, next)).toEqual({ provider_name: null, status: 'Confirmed' });
  });

  it('web addresses: http(s) only, https added when no scheme, no credentials, no spaces', () => {
    expect(webAddressOf('austinenergy.com')).toBe('https://austinenergy.com/');
    expect(webAddressOf('http://www.texasgasservice.com/start')).toBe('http://www.texasgasservice.com/start');
    for (const bad of ['javascript:alert(1)', 'data:text/html,hi', 'ftp://files.example.com', 'https://user:pw@example.com', 'localhost', 'a b.com', '']) {
      expect(webAddressOf(bad)).toBeNull();
    }
  });

  it('the linked task says what to do with which service', () => {
    expect(utilityTaskTitle({ utility_type: 'Electric', action: 'Transfer', provider_name: 'Austin Energy' })).toBe('Transfer the Electric service (Austin Energy)');
    expect(utilityTaskTitle({ utility_type: 'Internet', action: 'Setup New', provider_name: null })).toBe('Set up new Internet service');
    expect(utilityTaskTitle({ utility_type: 'Other', action: 'Cancel', provider_name: null })).toBe('Cancel the utility service');
  });
});

import { IntegrityRow, milestoneIntegrity } from './milestone-integrity';

const row = (milestone_type: string, due_date: string, completed = false, milestone_name = milestone_type): IntegrityRow => ({
  milestone_type,
  milestone_name,
  due_date,
  due_datetime: null,
  completed,
});

describe('milestone integrity', () => {
  const expected = [row('contract_signed', '2026-11-20', true), row('option_period_end', '2026-11-30'), row('closing', '2026-12-18')];

  it('finds nothing when the stored rows are what the rules give', () => {
    expect(milestoneIntegrity(expected, expected)).toEqual([]);
  });

  it('names a missing type, one that no longer applies, a moved pending date and the wrong next milestone', () => {
    const stored = [row('contract_signed', '2026-11-20', true), row('inspection', '2026-11-25'), row('closing', '2026-12-20')];
    expect(milestoneIntegrity(stored, expected)).toEqual([
      { kind: 'missing', message: 'Option Period Ends is missing from the timeline' },
      { kind: 'moved', message: 'Closing is stored for 2026-12-20, the deal gives 2026-12-18' },
      { kind: 'unexpected', message: 'Home Inspection no longer applies to this deal' },
      { kind: 'next', message: 'The next milestone should be Option Period Ends, not Home Inspection' },
    ]);
  });

  it('does not count a completed milestone’s date as drift, and knows custom milestones by name', () => {
    const stored = [row('contract_signed', '2026-11-19', true), row('option_period_end', '2026-11-30'), row('closing', '2026-12-18'), row('custom', '2026-12-01', false, 'Movers')];
    expect(milestoneIntegrity(stored, [...expected, row('custom', '2026-12-01', false, 'Movers')])).toEqual([]);
    expect(milestoneIntegrity(stored, expected)).toEqual([{ kind: 'unexpected', message: 'Movers no longer applies to this deal' }]);
  });
});

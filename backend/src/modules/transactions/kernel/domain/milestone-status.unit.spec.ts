import {
  TrackedMilestone,
  clockAt,
  compareMilestones,
  completeOnClose,
  complianceStatusOf,
  displayedProgress,
  hasPassed,
  listedMilestones,
  nextMilestoneOf,
  percentComplete,
} from './milestone-status';

// Monday 23 November 2026, 10:00 UTC.
const NOW = clockAt(new Date('2026-11-23T10:00:00.000Z'), 'UTC');
const on = (due_date: string, milestone_type = 'custom', completed = false): TrackedMilestone => ({
  milestone_type,
  due_date,
  due_datetime: null,
  completed,
});
const at = (instant: string, milestone_type = 'custom', completed = false): TrackedMilestone => ({
  milestone_type,
  due_date: instant.slice(0, 10),
  due_datetime: instant,
  completed,
});

describe('hasPassed: a milestone is done when its date is past (spec 002 §4)', () => {
  it('a date-only milestone passes the day after its date; today it is TODAY, not done', () => {
    expect(hasPassed(on('2026-11-22'), NOW)).toBe(true);
    expect(hasPassed(on('2026-11-23'), NOW)).toBe(false);
    expect(hasPassed(on('2026-11-24'), NOW)).toBe(false);
  });

  it('a timed milestone passes at its instant', () => {
    expect(hasPassed(at('2026-11-23T09:59:59.000Z'), NOW)).toBe(true);
    expect(hasPassed(at('2026-11-23T10:00:00.000Z'), NOW)).toBe(true);
    expect(hasPassed(at('2026-11-23T10:00:01.000Z'), NOW)).toBe(false);
  });
});

describe('nextMilestoneOf (spec 002 §4)', () => {
  it('is the earliest milestone dated after now', () => {
    const milestones = [on('2026-12-01', 'closing'), on('2026-11-25', 'option_fee'), on('2026-11-20', 'contract_signed')];
    expect(nextMilestoneOf(milestones, NOW)?.milestone_type).toBe('option_fee');
  });

  it('counts a date-only milestone due today as next, and a timed one earlier today as passed', () => {
    expect(
      nextMilestoneOf([at('2026-11-23T09:00:00.000Z', 'inspection'), on('2026-11-23', 'option_fee')], NOW)?.milestone_type,
    ).toBe('option_fee');
  });

  it('puts a date-only milestone before a timed one of the same day', () => {
    expect(
      nextMilestoneOf([at('2026-11-24T15:00:00.000Z', 'inspection'), on('2026-11-24', 'earnest_money')], NOW)?.milestone_type,
    ).toBe('earnest_money');
  });

  it('skips a milestone already done ahead of its date', () => {
    const milestones = [on('2026-11-25', 'earnest_money', true), on('2026-11-26', 'option_fee'), on('2026-12-01', 'closing')];
    expect(nextMilestoneOf(milestones, NOW)?.milestone_type).toBe('option_fee');
  });

  it('is the closing milestone when none remain', () => {
    const milestones = [on('2026-11-01', 'contract_signed'), on('2026-11-20', 'closing'), on('2026-11-21', 'funding')];
    expect(nextMilestoneOf(milestones, NOW)?.milestone_type).toBe('closing');
  });

  it('is nothing when none remain and there is no closing milestone', () => {
    expect(nextMilestoneOf([on('2026-11-01', 'contract_signed')], NOW)).toBeNull();
    expect(nextMilestoneOf([], NOW)).toBeNull();
  });
});

describe('complianceStatusOf (spec 002 §4, at-risk window 3 days §9)', () => {
  it('is ok with no milestones or only ones more than 3 days away', () => {
    expect(complianceStatusOf([], NOW)).toBe('ok');
    expect(complianceStatusOf([on('2026-11-27')], NOW)).toBe('ok');
  });

  it('is at_risk at exactly 3 days, at 1 day and today', () => {
    expect(complianceStatusOf([on('2026-11-26')], NOW)).toBe('at_risk');
    expect(complianceStatusOf([on('2026-11-24')], NOW)).toBe('at_risk');
    expect(complianceStatusOf([on('2026-11-23')], NOW)).toBe('at_risk');
    expect(complianceStatusOf([at('2026-11-23T18:00:00.000Z')], NOW)).toBe('at_risk');
  });

  it('is overdue when an incomplete milestone is past due, even beside an at-risk one', () => {
    expect(complianceStatusOf([on('2026-11-22'), on('2026-11-24')], NOW)).toBe('overdue');
    expect(complianceStatusOf([at('2026-11-23T09:00:00.000Z')], NOW)).toBe('overdue');
  });

  it('ignores completed milestones', () => {
    expect(complianceStatusOf([on('2026-11-20', 'custom', true), on('2026-11-24', 'custom', true)], NOW)).toBe('ok');
  });

  it('turns at midnight: a milestone due tomorrow is at_risk today and overdue the day after tomorrow', () => {
    const due = [on('2026-11-24')];
    expect(complianceStatusOf(due, clockAt(new Date('2026-11-24T23:59:59.999Z'), 'UTC'))).toBe('at_risk');
    expect(complianceStatusOf(due, clockAt(new Date('2026-11-25T00:00:00.000Z'), 'UTC'))).toBe('overdue');
    expect(complianceStatusOf([on('2026-11-27')], clockAt(new Date('2026-11-23T23:59:59.999Z'), 'UTC'))).toBe('ok');
    expect(complianceStatusOf([on('2026-11-27')], clockAt(new Date('2026-11-24T00:00:00.000Z'), 'UTC'))).toBe('at_risk');
  });

  it("counts days in the property's zone: a date-only deadline is not overdue until midnight there", () => {
    // 02:00 UTC on the 24th is 8 p.m. on the 23rd in Austin: a milestone due the 23rd is due today.
    const austinEvening = clockAt(new Date('2026-11-24T02:00:00.000Z'), 'America/Chicago');
    expect(austinEvening.today).toBe('2026-11-23');
    expect(complianceStatusOf([on('2026-11-23')], austinEvening)).toBe('at_risk');
    expect(complianceStatusOf([on('2026-11-23')], clockAt(new Date('2026-11-24T05:59:59.999Z'), 'America/Chicago'))).toBe('at_risk');
    expect(complianceStatusOf([on('2026-11-23')], clockAt(new Date('2026-11-24T06:00:00.000Z'), 'America/Chicago'))).toBe('overdue');
    // Counted in UTC the same evening, it would already be overdue.
    expect(complianceStatusOf([on('2026-11-23')], clockAt(austinEvening.now, 'UTC'))).toBe('overdue');
  });
});

describe('percentComplete (spec 002 §4 stored percent_complete)', () => {
  it('is 0 with no milestones and no required documents', () => {
    expect(percentComplete([], 0, NOW)).toBe(0);
  });

  it('counts completed and past-due milestones over all milestones', () => {
    const milestones = [on('2026-11-20'), on('2026-12-01', 'custom', true), on('2026-12-02'), on('2026-12-03')];
    expect(percentComplete(milestones, 0, NOW)).toBe(50);
  });

  it('adds the required documents to both sides and rounds', () => {
    expect(percentComplete([on('2026-11-20'), on('2026-12-02'), on('2026-12-03')], 0, NOW)).toBe(33);
    expect(percentComplete([on('2026-11-20'), on('2026-12-02'), on('2026-12-03')], 1, NOW)).toBe(50);
    expect(percentComplete([], 2, NOW)).toBe(100);
  });
});

describe('displayedProgress (spec 002 §4, cap §9)', () => {
  it('is 100 when closed, whatever the milestones', () => {
    expect(displayedProgress('closed', [on('2027-01-01')], NOW)).toBe(100);
    expect(displayedProgress('closed', [], NOW)).toBe(100);
  });

  it('is 0 with no milestones on an open deal', () => {
    expect(displayedProgress('under_contract', [], NOW)).toBe(0);
  });

  it('is the share of milestones whose date has passed, ignoring completion', () => {
    expect(displayedProgress('pending', [on('2026-11-20'), on('2026-12-01', 'custom', true), on('2026-12-02')], NOW)).toBe(33);
  });

  it('stops at 95 until the deal is closed', () => {
    expect(displayedProgress('closing', [on('2026-11-01'), on('2026-11-02')], NOW)).toBe(95);
  });
});

describe('completeOnClose (spec 002 §4 Close)', () => {
  const open = (m: TrackedMilestone) => ({ ...m, completed_at: null });

  it('completes with the close time every open milestone due on or before it, and leaves the rest open', () => {
    const closedAt = '2026-11-23T10:00:00.000Z';
    const signed = { ...on('2026-11-20', 'contract_signed', true), completed_at: '2026-11-20T00:00:00.000Z' };
    const result = completeOnClose(
      [
        signed,
        open(on('2026-11-21', 'earnest_money')),
        open(on('2026-11-23', 'closing')),
        open(at('2026-11-23T09:00:00.000Z', 'final_walkthrough')),
        open(at('2026-11-23T12:00:00.000Z', 'funding')),
        open(on('2026-11-24', 'possession')),
      ],
      closedAt,
      'UTC',
    );
    expect(result.map((m) => [m.milestone_type, m.completed, m.completed_at])).toEqual([
      ['contract_signed', true, '2026-11-20T00:00:00.000Z'],
      ['earnest_money', true, closedAt],
      ['closing', true, closedAt],
      ['final_walkthrough', true, closedAt],
      ['funding', false, null],
      ['possession', false, null],
    ]);
  });
});

describe('listedMilestones (spec 002 §4: a closed deal lists only what was due by the close)', () => {
  const milestones = [
    on('2026-11-20', 'contract_signed'),
    at('2026-11-23T12:00:00.000Z', 'funding'),
    on('2026-11-24', 'possession'),
  ];

  it('lists every milestone of an open deal', () => {
    expect(listedMilestones(milestones, null, 'UTC')).toEqual(milestones);
  });

  it('lists those due on or before closed_at of a closed deal', () => {
    expect(listedMilestones(milestones, '2026-11-23T12:00:00.000Z', 'UTC').map((m) => m.milestone_type)).toEqual([
      'contract_signed',
      'funding',
    ]);
    expect(listedMilestones(milestones, '2026-11-23T11:59:59.000Z', 'UTC').map((m) => m.milestone_type)).toEqual(['contract_signed']);
  });

  it("reads the close's date in the property's zone: closed at 7 p.m. Central, the next day's milestones are not listed", () => {
    const evening = '2026-11-24T01:00:00.000Z'; // 7:00 p.m. CST on the 23rd
    expect(listedMilestones(milestones, evening, 'America/Chicago').map((m) => m.milestone_type)).toEqual(['contract_signed', 'funding']);
    expect(listedMilestones(milestones, evening, 'UTC').map((m) => m.milestone_type)).toEqual(['contract_signed', 'funding', 'possession']);
  });
});

describe('an undated custom milestone (spec 002 §5 "due date optional")', () => {
  const undated: TrackedMilestone = { milestone_type: 'custom', due_date: null, due_datetime: null, completed: false };

  it('is never passed, next, at risk or overdue, and sorts after every dated one', () => {
    expect(hasPassed(undated, NOW)).toBe(false);
    expect(nextMilestoneOf([undated, on('2026-12-01', 'closing')], NOW)?.milestone_type).toBe('closing');
    expect(nextMilestoneOf([undated], NOW)).toBeNull();
    expect(complianceStatusOf([undated, on('2026-12-20')], NOW)).toBe('ok');
    expect(
      [undated, on('2026-12-20', 'closing'), on('2026-11-01', 'contract_signed')]
        .sort(compareMilestones)
        .map((m) => m.milestone_type),
    ).toEqual(['contract_signed', 'closing', 'custom']);
  });

  it('counts as open in the progress, is not completed by a close and is not listed on a closed deal', () => {
    expect(percentComplete([undated, on('2026-11-01')], 0, NOW)).toBe(50);
    expect(completeOnClose([{ ...undated, completed_at: null }], '2026-11-23T10:00:00.000Z', 'UTC')[0].completed).toBe(false);
    expect(listedMilestones([undated], '2026-11-23T10:00:00.000Z', 'UTC')).toEqual([]);
    expect(listedMilestones([undated], null, 'UTC')).toEqual([undated]);
  });
});

import { MilestoneSourceDeal } from '../milestone-sources';
import { generateMilestones } from '../../../milestones/domain/generate-milestones';
import { MilestoneType } from '../milestone-types';
import { CENTRAL } from './property-time';
import { DeadlineRule, TEXAS_DEADLINES, TEXAS_DEADLINE_RULES, computeDeadline } from './texas-deadlines';

const texas = (fields: Partial<MilestoneSourceDeal> = {}): MilestoneSourceDeal => ({
  transaction_type: 'buyer',
  property_state: 'TX',
  ...fields,
});
const derive = (type: MilestoneType, deal: MilestoneSourceDeal) => TEXAS_DEADLINES.derive(type, deal);

describe('the TREC 20-18 rules table', () => {
  it('cites a paragraph for every rule and names the field an agent may override it in', () => {
    for (const rule of TEXAS_DEADLINE_RULES) {
      expect(rule.citation).toMatch(/^TREC 20-18 ¶\d+[A-Z](\(\d\))?$/);
      expect(rule.agentFields.length).toBeGreaterThan(0);
    }
    expect(TEXAS_DEADLINE_RULES.map((r) => `${r.type} ${r.citation}`)).toEqual([
      'earnest_money TREC 20-18 ¶5A',
      'option_fee TREC 20-18 ¶5A',
      'option_period_end TREC 20-18 ¶5B',
      'survey_due TREC 20-18 ¶6C(1)',
      'survey_due TREC 20-18 ¶6C(2)',
      'survey_due TREC 20-18 ¶6C(3)',
      't47_due TREC 20-18 ¶6C(1)',
      'title_objection TREC 20-18 ¶6D',
    ]);
  });
});

describe('earnest money and option fee: 3 days after the effective date, moved only past a Saturday, Sunday or Texas legal holiday (¶5A(2))', () => {
  it('moves a Saturday third day past the Sunday to the Monday, naming both', () => {
    expect(derive('earnest_money', texas({ effective_date: '2026-11-25' }))).toEqual({
      date: '2026-11-30',
      datetime: null,
      source: 'contract',
      computed_date: '2026-11-30',
      citation: 'TREC 20-18 ¶5A',
      explanation:
        '3 days after the effective date of Wednesday, November 25; the third day is Saturday, November 28, followed by Sunday, November 29, so it moves to Monday, November 30.',
    });
  });

  it('moves a third day on Thanksgiving past the Friday after it and the weekend', () => {
    expect(derive('option_fee', texas({ effective_date: '2026-11-23', option_fee_amount: '100.00' }))).toMatchObject({
      date: '2026-11-30',
      explanation:
        '3 days after the effective date of Monday, November 23; the third day is Thursday, November 26 (Thanksgiving Day), followed by Friday, November 27 (Friday after Thanksgiving), Saturday, November 28 and Sunday, November 29, so it moves to Monday, November 30.',
    });
  });

  it('names a holiday on the weekend day it passes (Independence Day on Saturday, July 4, 2026)', () => {
    expect(derive('earnest_money', texas({ effective_date: '2026-07-01' }))).toMatchObject({
      date: '2026-07-06',
      explanation:
        '3 days after the effective date of Wednesday, July 1; the third day is Saturday, July 4 (Independence Day), followed by Sunday, July 5, so it moves to Monday, July 6.',
    });
  });

  it('does not move off a federal observed day: Friday, July 3, 2026 is a Texas business day, said in full', () => {
    expect(derive('earnest_money', texas({ effective_date: '2026-06-30' }))).toMatchObject({
      date: '2026-07-03',
      source: 'contract',
      explanation:
        "3 days after the effective date of Tuesday, June 30: Friday, July 3; Friday, July 3 is a federal holiday (Independence Day (observed)) but not a Texas legal holiday, so banks may be closed; the contract's deadline does not move.",
    });
  });

  // A federal holiday Texas does not keep: the date stays; the explanation warns of the bank.
  it.each([
    ['2026-06-30', '2026-07-03', 'Friday, July 3', 'Independence Day (observed)'],
    ['2027-06-15', '2027-06-18', 'Friday, June 18', 'Juneteenth (observed)'],
    ['2027-12-28', '2027-12-31', 'Friday, December 31', "New Year's Day (observed)"],
    ['2026-10-09', '2026-10-12', 'Monday, October 12', 'Columbus Day'],
  ])('effective %s: due %s, not moved off %s (%s)', (effective, due, day, holiday) => {
    expect(derive('earnest_money', texas({ effective_date: effective }))).toMatchObject({
      date: due,
      explanation: expect.stringContaining(
        `: ${day}; ${day} is a federal holiday (${holiday}) but not a Texas legal holiday, so banks may be closed; the contract's deadline does not move`,
      ),
    });
  });

  it('moves a Sunday holiday only to the Monday, which Texas does not observe (July 4, 2027)', () => {
    expect(derive('option_fee', texas({ effective_date: '2027-07-01', option_fee_amount: '250' }))).toMatchObject({
      date: '2027-07-05',
      explanation:
        "3 days after the effective date of Thursday, July 1; the third day is Sunday, July 4 (Independence Day), so it moves to Monday, July 5; Monday, July 5 is a federal holiday (Independence Day (observed)) but not a Texas legal holiday, so banks may be closed; the contract's deadline does not move.",
    });
  });

  it('moves past Christmas Eve, Christmas and the day after where they fall, never to an observed day', () => {
    // December 24, 2027 is a Friday; Christmas a Saturday; December 26 a Sunday: Monday, December 27.
    expect(derive('earnest_money', texas({ effective_date: '2027-12-21' }))).toMatchObject({
      date: '2027-12-27',
      explanation:
        '3 days after the effective date of Tuesday, December 21; the third day is Friday, December 24 (Christmas Eve), followed by Saturday, December 25 (Christmas Day) and Sunday, December 26 (Day after Christmas), so it moves to Monday, December 27.',
    });
    // Christmas 2026 is a Friday, December 26 a Saturday: Monday, December 28.
    expect(derive('earnest_money', texas({ effective_date: '2026-12-22' }))?.date).toBe('2026-12-28');
  });

  it('leaves a business third day where it is; a holiday on day 1 or 2 does not matter', () => {
    expect(derive('earnest_money', texas({ effective_date: '2026-11-02' }))).toMatchObject({
      date: '2026-11-05',
      explanation: '3 days after the effective date of Monday, November 2: Thursday, November 5.',
    });
    // Thanksgiving (Nov 26) is day 2; the third day, Friday Nov 27, is itself a holiday, so it moves.
    expect(derive('earnest_money', texas({ effective_date: '2026-11-24' }))?.date).toBe('2026-11-30');
    // Christmas Eve, Christmas and the day after as days 1–3 from December 23 land on Saturday December 26.
    expect(derive('earnest_money', texas({ effective_date: '2026-12-23' }))?.date).toBe('2026-12-28');
    // Martin Luther King Jr. Day on the third day: Tuesday.
    expect(derive('earnest_money', texas({ effective_date: '2026-01-16' }))?.date).toBe('2026-01-20');
  });
});

describe('option period: N days after the effective date, ends 5:00 p.m. property time, never moves (¶5B)', () => {
  // ¶5B grants the option only for an Option Fee the contract states (¶5D).
  const optioned = (fields: Partial<MilestoneSourceDeal>) => texas({ option_fee_amount: 200, ...fields });

  it('ends at 5:00 p.m. Central on its last day', () => {
    expect(derive('option_period_end', optioned({ effective_date: '2024-03-01', option_period_days: 7 }))).toEqual({
      date: '2024-03-08',
      datetime: '2024-03-08T23:00:00.000Z',
      source: 'contract',
      computed_date: '2024-03-08',
      citation: 'TREC 20-18 ¶5B',
      explanation:
        '7 days after the effective date of Friday, March 1: the 7-day option period ends Friday, March 8 at 5:00 p.m. Central; weekends and holidays never extend it.',
    });
  });

  it('is not moved by a Saturday or a holiday', () => {
    expect(derive('option_period_end', optioned({ effective_date: '2026-11-21', option_period_days: 7 }))?.date).toBe('2026-11-28');
    expect(derive('option_period_end', optioned({ effective_date: '2026-11-19', option_period_days: 7 }))).toMatchObject({
      date: '2026-11-26',
      datetime: '2026-11-26T23:00:00.000Z',
    });
  });

  it('converts 5:00 p.m. to UTC by the daylight-saving rules of its own day', () => {
    // Ends Saturday March 7, 2026 (CST) and Sunday March 8, 2026 (CDT, the day clocks spring forward).
    expect(derive('option_period_end', optioned({ effective_date: '2026-02-28', option_period_days: 7 }))?.datetime).toBe('2026-03-07T23:00:00.000Z');
    expect(derive('option_period_end', optioned({ effective_date: '2026-02-28', option_period_days: 8 }))?.datetime).toBe('2026-03-08T22:00:00.000Z');
    // Ends Saturday October 31 (CDT) and Sunday November 1, 2026 (CST, clocks fell back that morning).
    expect(derive('option_period_end', optioned({ effective_date: '2026-10-24', option_period_days: 7 }))?.datetime).toBe('2026-10-31T22:00:00.000Z');
    expect(derive('option_period_end', optioned({ effective_date: '2026-10-24', option_period_days: 8 }))?.datetime).toBe('2026-11-01T23:00:00.000Z');
  });

  it('uses Mountain time for a property in El Paso County', () => {
    expect(
      derive('option_period_end', optioned({ effective_date: '2026-01-02', option_period_days: 7, property_county: 'El Paso' })),
    ).toMatchObject({ date: '2026-01-09', datetime: '2026-01-10T00:00:00.000Z', explanation: expect.stringContaining('5:00 p.m. Mountain') });
  });

  it('needs the number of days', () => {
    expect(derive('option_period_end', optioned({ effective_date: '2026-01-02' }))).toBeNull();
  });
});

describe('no option fee amount stated: no option in the contract, so nothing is cited as ¶5A or ¶5B (¶5D)', () => {
  const noFee = texas({ effective_date: '2026-11-25', option_period_days: 7, option_money_due_date: '2026-11-30' });

  it('dates neither the option fee nor the option period by the contract', () => {
    expect(derive('option_fee', noFee)).toBeNull();
    expect(derive('option_period_end', noFee)).toBeNull();
    expect(derive('option_period_end', { ...noFee, option_fee_amount: 0 })).toBeNull(); // $0 buys nothing
    expect(derive('option_period_end', { ...noFee, option_fee_amount: '' })).toBeNull();
    expect(derive('option_period_end', { ...noFee, option_fee_amount: '1,250.00' })?.citation).toBe('TREC 20-18 ¶5B');
    expect(derive('option_fee', { ...noFee, option_fee_amount: 100 })?.citation).toBe('TREC 20-18 ¶5A');
  });

  it("keeps the deal's own dates as milestones that say why they are not the contract's", () => {
    const milestones = generateMilestones(noFee, { today: '2026-11-25', deadlines: TEXAS_DEADLINES });
    const of = (type: MilestoneType) => milestones.find((m) => m.milestone_type === type);
    expect(of('option_period_end')).toMatchObject({
      due_date: '2026-12-02', // spec 002 §4: start (the effective date) + 7 days, the deal's own arithmetic
      due_datetime: null,
      date_source: 'deal',
      citation: null,
      computed_due_date: null,
      explanation:
        "No option fee amount is stated, so the buyer has no unrestricted right to terminate (TREC 20-18 ¶5D) and the ¶5B option period is not a deadline of this contract: this is the deal's own date, not a contract deadline.",
    });
    expect(of('option_fee')).toMatchObject({
      due_date: '2026-11-30',
      date_source: 'deal',
      citation: null,
      explanation:
        "No option fee amount is stated, so there is no option fee for TREC 20-18 ¶5A to date and no unrestricted right to terminate (¶5D): this is the deal's own date, not a contract deadline.",
    });
    // The earnest money is the contract's either way.
    expect(of('earnest_money')).toMatchObject({ date_source: 'contract', citation: 'TREC 20-18 ¶5A' });
  });

  it('says nothing where the engine has no say: outside Texas, and for types it has no rule for', () => {
    expect(TEXAS_DEADLINES.withoutRule?.('option_period_end', { ...noFee, property_state: 'OK' })).toBeNull();
    expect(TEXAS_DEADLINES.withoutRule?.('closing', noFee)).toBeNull();
    expect(TEXAS_DEADLINES.withoutRule?.('option_period_end', { ...noFee, option_fee_amount: 200 })).toBeNull();
  });
});

describe("survey: the contract's ¶6C box decides the deadline (issue 18 item 3)", () => {
  it('(1) existing survey: a new one no later than 3 days before the closing date, in plain calendar days', () => {
    expect(derive('survey_due', texas({ closing_date: '2026-12-18', survey_option: 'existing' }))).toMatchObject({
      date: '2026-12-15',
      citation: 'TREC 20-18 ¶6C(1)',
      explanation: '3 days before the closing date of Friday, December 18: Tuesday, December 15.',
    });
    expect(derive('survey_due', texas({ closing_date: '2026-12-29', survey_option: 'existing', survey_days: 5 }))).toMatchObject({
      date: '2026-12-26',
      explanation:
        '3 days before the closing date of Tuesday, December 29: Saturday, December 26; calendar days, so a weekend or holiday does not move it.',
    });
  });

  it("(1) existing survey: the seller's T-47 with it within the box's days after the effective date", () => {
    // Effective Wednesday, November 25, 2026 + 5 days = Monday, November 30.
    expect(derive('t47_due', texas({ effective_date: '2026-11-25', survey_option: 'existing', survey_days: 5, closing_date: '2026-12-18' }))).toEqual({
      date: '2026-11-30',
      datetime: null,
      source: 'contract',
      computed_date: '2026-11-30',
      citation: 'TREC 20-18 ¶6C(1)',
      explanation: '5 days after the effective date of Wednesday, November 25: Monday, November 30.',
    });
    expect(derive('t47_due', texas({ effective_date: '2026-11-25', survey_option: 'buyer_new', survey_days: 5 }))).toBeNull();
  });

  it('(2) the buyer obtains a new survey within N days after the effective date, not 3 days before closing', () => {
    // Effective Wednesday, November 25, 2026 + 14 days = Wednesday, December 9 (closing − 3 would be December 15).
    expect(
      derive('survey_due', texas({ effective_date: '2026-11-25', closing_date: '2026-12-18', survey_required: true, survey_option: 'buyer_new', survey_days: 14 })),
    ).toEqual({
      date: '2026-12-09',
      datetime: null,
      source: 'contract',
      computed_date: '2026-12-09',
      citation: 'TREC 20-18 ¶6C(2)',
      explanation: '14 days after the effective date of Wednesday, November 25: Wednesday, December 9.',
    });
  });

  it('(3) the seller furnishes a new survey within N days after the effective date; a Saturday does not move it', () => {
    // Effective Wednesday, November 25, 2026 + 10 days = Saturday, December 5.
    expect(derive('survey_due', texas({ effective_date: '2026-11-25', closing_date: '2026-12-18', survey_option: 'seller_new', survey_days: 10 }))).toMatchObject({
      date: '2026-12-05',
      citation: 'TREC 20-18 ¶6C(3)',
      explanation: '10 days after the effective date of Wednesday, November 25: Saturday, December 5; calendar days, so a weekend or holiday does not move it.',
    });
  });

  it("no box recorded: no contract deadline, and the deal's own date says why", () => {
    const unchosen = texas({ effective_date: '2026-11-25', closing_date: '2026-12-18', survey_required: true, survey_due_date: '2026-12-10' });
    expect(derive('survey_due', unchosen)).toBeNull();
    expect(TEXAS_DEADLINES.withoutRule?.('survey_due', unchosen)).toBe(
      "The contract's survey box (TREC 20-18 ¶6C(1), (2) or (3)) is not recorded, so no survey deadline follows from it: this is the deal's own date, not a contract deadline.",
    );
    // A box without its days waits for them.
    expect(derive('survey_due', texas({ effective_date: '2026-11-25', survey_option: 'buyer_new' }))).toBeNull();
    expect(TEXAS_DEADLINES.withoutRule?.('survey_due', texas({ survey_option: 'buyer_new' }))).toBeNull();
  });
});

describe('title objections: N days after the last of the commitment, exception documents and survey, never past closing (¶6D)', () => {
  it('runs from the later receipt, the survey here', () => {
    // Commitment Tuesday, December 1; survey Thursday, December 3 (the later); + 10 days = Sunday, December 13.
    expect(
      derive(
        'title_objection',
        texas({ title_commitment_received_date: '2026-12-01', survey_received_date: '2026-12-03', title_objection_days: 10, closing_date: '2027-01-15' }),
      ),
    ).toEqual({
      date: '2026-12-13',
      datetime: null,
      source: 'contract',
      computed_date: '2026-12-13',
      citation: 'TREC 20-18 ¶6D',
      explanation:
        "10 days after the last of the buyer's receipts, Thursday, December 3 (the commitment on Tuesday, December 1, the exception documents with it (¶6B) and the survey on Thursday, December 3): Sunday, December 13; calendar days, so a weekend or holiday does not move it.",
    });
  });

  it('reads a receipt not recorded as no later than the last one recorded: the earlier, safe date', () => {
    // Commitment Tuesday, December 1, survey not recorded: + 10 days = Friday, December 11.
    expect(derive('title_objection', texas({ title_commitment_received_date: '2026-12-01', title_objection_days: 10, closing_date: '2027-01-15' }))).toMatchObject({
      date: '2026-12-11',
      explanation:
        "10 days after the last of the buyer's receipts, Tuesday, December 1 (the commitment on Tuesday, December 1, the exception documents with it (¶6B) and the survey (no receipt date recorded); a receipt not recorded is read as no later than the last one recorded, which gives the earlier date): Friday, December 11.",
    });
    // Nothing received yet: the period has not started as far as the deal knows.
    expect(derive('title_objection', texas({ title_objection_days: 10, closing_date: '2027-01-15' }))).toBeNull();
  });

  it('ends on the closing date when that comes first', () => {
    // Commitment Thursday, December 10 + 10 days = Sunday, December 20, after the Tuesday, December 15 closing.
    expect(
      derive('title_objection', texas({ title_commitment_received_date: '2026-12-10', survey_received_date: '2026-12-08', title_objection_days: 10, closing_date: '2026-12-15' })),
    ).toMatchObject({
      date: '2026-12-15',
      explanation: expect.stringMatching(/^The earlier of the closing date of Tuesday, December 15 or 10 days after the last of the buyer's receipts, Thursday, December 10 .*\(Sunday, December 20\): Tuesday, December 15\.$/),
    });
  });

  it('counts a ¶6C(2) survey as received on the earlier of its receipt and the date the paragraph specifies', () => {
    // Effective Monday, November 2, 2026; ¶6C(2) 14 days = Monday, November 16. The survey came Friday,
    // November 20, the commitment Thursday, November 12: the survey is deemed received November 16, the
    // later receipt, and 5 days after it is Saturday, November 21 (not November 25 from the actual receipt).
    const deal = texas({
      effective_date: '2026-11-02',
      survey_option: 'buyer_new',
      survey_days: 14,
      survey_received_date: '2026-11-20',
      title_commitment_received_date: '2026-11-12',
      title_objection_days: 5,
      closing_date: '2026-12-18',
    });
    expect(derive('title_objection', deal)).toMatchObject({
      date: '2026-11-21',
      explanation: expect.stringContaining(
        'the survey, deemed received on Monday, November 16 (¶6C(2): the earlier of its actual receipt on Friday, November 20 and the date the paragraph specifies, 14 days after the effective date)',
      ),
    });
  });

  it("is an agent-only milestone with its own date; the agent's later date stays an override", () => {
    const deal = texas({ title_commitment_received_date: '2026-12-01', title_objection_days: 10, closing_date: '2027-01-15', title_objection_date: '2026-12-14' });
    const [objection] = generateMilestones(deal, { today: '2026-12-01', deadlines: TEXAS_DEADLINES }).filter((m) => m.milestone_type === 'title_objection');
    expect(objection).toMatchObject({
      milestone_name: 'Title Objection Deadline',
      due_date: '2026-12-11',
      is_client_visible: false,
      date_source: 'override',
      citation: 'TREC 20-18 ¶6D',
      computed_due_date: '2026-12-11',
    });
    // New construction has no title panel (spec 002 §2), so no title objection milestone.
    expect(generateMilestones({ ...deal, transaction_type: 'new_construction' }, { today: '2026-12-01', deadlines: TEXAS_DEADLINES }).map((m) => m.milestone_type)).not.toContain(
      'title_objection',
    );
  });
});

describe('a period from the receipt of a document, capped at the closing date (the ¶6D shape)', () => {
  const objections: DeadlineRule = {
    type: 'custom',
    anchor: { field: 'title_commitment_received_date', label: 'the buyer received the commitment', receipt: true },
    direction: 'after',
    days: 10,
    extendsPastHolidays: false,
    endsAt: null,
    notLaterThan: { field: 'closing_date', label: 'the closing date' },
    agentFields: [],
    citation: 'TREC 20-18 ¶6D',
  };

  it('runs N days from the receipt', () => {
    expect(computeDeadline(objections, texas({ title_commitment_received_date: '2026-12-01', closing_date: '2027-01-15' }), CENTRAL)).toEqual({
      date: '2026-12-11',
      datetime: null,
      explanation: '10 days after the buyer received the commitment on Tuesday, December 1: Friday, December 11',
    });
  });

  it('ends at the closing date when that comes first, and waits for the receipt', () => {
    expect(computeDeadline(objections, texas({ title_commitment_received_date: '2026-12-10', closing_date: '2026-12-15' }), CENTRAL)).toEqual({
      date: '2026-12-15',
      datetime: null,
      explanation:
        'the earlier of the closing date of Tuesday, December 15 or 10 days after the buyer received the commitment on Thursday, December 10 (Sunday, December 20): Tuesday, December 15',
    });
    expect(computeDeadline(objections, texas({ closing_date: '2026-12-15' }), CENTRAL)).toBeNull();
  });
});

describe('overrides and scope', () => {
  it("an agent's later date shows as an override, but the deadline stays the contract's (issue 18 item 4)", () => {
    // Effective Wednesday, November 25, 2026: ¶5A's third day is Saturday the 28th, so Monday the 30th.
    expect(derive('earnest_money', texas({ effective_date: '2026-11-25', earnest_money_due_date: '2026-12-01' }))).toEqual({
      date: '2026-11-30',
      datetime: null,
      source: 'override',
      computed_date: '2026-11-30',
      citation: 'TREC 20-18 ¶5A',
      explanation:
        "Set by the agent to Tuesday, December 1, later than the contract allows: alerts, the calendar and compliance keep the contract's date until an amendment moves it. The contract rule gives Monday, November 30: 3 days after the effective date of Wednesday, November 25; the third day is Saturday, November 28, followed by Sunday, November 29, so it moves to Monday, November 30.",
    });
  });

  it('a signed amendment moves the contract deadline and says so; a later agent date is then measured against it', () => {
    const amended = { option_fee: { date: '2026-12-04', amendedOn: '2026-11-27' } };
    expect(derive('option_fee', texas({ effective_date: '2026-11-25', option_fee_amount: 200, amendments: amended }))).toMatchObject({
      date: '2026-12-04',
      source: 'contract',
      computed_date: '2026-12-04',
      explanation: expect.stringMatching(/^Amended on Friday, November 27 to Friday, December 4 \(TREC 39\); the contract rule gave Monday, November 30: /),
    });
    expect(derive('option_fee', texas({ effective_date: '2026-11-25', option_fee_amount: 200, amendments: amended, option_money_due_date: '2026-12-07' }))).toMatchObject({
      date: '2026-12-04',
      source: 'override',
    });
  });

  it('an amendment is not undone by the field that still holds the date it replaced (the recomputed option period end)', () => {
    // Effective Wednesday, November 25 + 7 days = Wednesday, December 2, which option_period_end keeps
    // (spec 001 §4 recomputes it from start + days); the amendment signed Friday, November 27 moves it to Friday, December 4.
    const deal = texas({
      effective_date: '2026-11-25',
      option_period_days: 7,
      option_fee_amount: 200,
      option_period_end: '2026-12-02',
      amendments: { option_period_end: { date: '2026-12-04', amendedOn: '2026-11-27' } },
    });
    expect(derive('option_period_end', deal)).toMatchObject({
      date: '2026-12-04',
      datetime: '2026-12-04T23:00:00.000Z',
      source: 'contract',
      explanation: expect.stringMatching(/^Amended on Friday, November 27 to Friday, December 4 \(TREC 39\); the contract rule gave Wednesday, December 2: /),
    });
    // A date the agent typed that is neither stays theirs.
    expect(derive('option_period_end', { ...deal, option_period_end: '2026-12-03' })).toMatchObject({ source: 'override', date: '2026-12-03' });
  });

  it("an agent's earlier date is kept: delivering early loses nothing", () => {
    expect(derive('earnest_money', texas({ effective_date: '2026-11-25', earnest_money_due_date: '2026-11-27' }))).toMatchObject({
      date: '2026-11-27',
      source: 'override',
      computed_date: '2026-11-30',
    });
  });

  it("the option period's 5:00 p.m. end stays the contract's under a later agent date", () => {
    // Effective Thursday, November 19 + 7 days = Thursday, November 26, 5:00 p.m. CST (23:00Z).
    expect(
      derive('option_period_end', texas({ effective_date: '2026-11-19', option_period_days: 7, option_fee_amount: 200, option_period_end: '2026-11-30' })),
    ).toMatchObject({ source: 'override', date: '2026-11-26', datetime: '2026-11-26T23:00:00.000Z', computed_date: '2026-11-26' });
  });

  it("treats an agent's date equal to the computed one as computed", () => {
    expect(derive('earnest_money', texas({ effective_date: '2026-11-25', earnest_money_due_date: '2026-11-30' }))?.source).toBe('contract');
  });

  it('answers only for Texas resale deals', () => {
    expect(derive('earnest_money', texas({ property_state: 'CA', effective_date: '2026-11-25' }))).toBeNull();
    // New construction: the deal does not say it is on TREC 23/24 rather than a builder's form (ADR 0026),
    // so a Saturday third day (November 28) is not moved by ¶5A here.
    expect(derive('earnest_money', texas({ transaction_type: 'new_construction', effective_date: '2026-11-25' }))).toBeNull();
    expect(derive('earnest_money', texas({ transaction_type: 'seller', property_state: ' tx ', effective_date: '2026-11-25' }))?.date).toBe('2026-11-30');
    expect(derive('inspection', texas({ effective_date: '2026-11-25' }))).toBeNull();
  });

  it('recomputes from a changed anchor through the generator, while an override stays', () => {
    const deal = texas({ effective_date: '2026-11-25', option_period_days: 7, option_fee_amount: 200, option_money_due_date: '2026-12-07' });
    const summary = (d: MilestoneSourceDeal) =>
      generateMilestones(d, { today: '2026-11-25', deadlines: TEXAS_DEADLINES })
        .filter((m) => m.date_source !== 'deal')
        .map((m) => `${m.milestone_type} ${m.due_date} ${m.date_source}`);
    // The agent's December 7 for the option fee is later than ¶5A allows: the deadline stays the contract's.
    expect(summary(deal)).toEqual(['earnest_money 2026-11-30 contract', 'option_fee 2026-11-30 override', 'option_period_end 2026-12-02 contract']);
    expect(summary({ ...deal, effective_date: '2026-12-01' })).toEqual([
      'earnest_money 2026-12-04 contract',
      'option_fee 2026-12-04 override',
      'option_period_end 2026-12-08 contract',
    ]);
  });
});

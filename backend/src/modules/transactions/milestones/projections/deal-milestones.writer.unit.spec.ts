import { expectedDealMilestones, milestoneRowId } from './deal-milestones.writer';

describe('milestoneRowId (ADR 0024: stable ids across regenerations and rebuilds)', () => {
  const deal = '7b0e7a8e-34a4-4a55-9a43-0e3f2f6d1c11';

  it('is a valid uuid', () => {
    expect(milestoneRowId(deal, 'closing', 0)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('is the same for the same deal, type and occurrence', () => {
    expect(milestoneRowId(deal, 'closing', 0)).toBe(milestoneRowId(deal, 'closing', 0));
  });

  it('differs by deal, type and occurrence', () => {
    const ids = new Set([
      milestoneRowId(deal, 'closing', 0),
      milestoneRowId(deal, 'closing', 1),
      milestoneRowId(deal, 'funding', 0),
      milestoneRowId('0b0e7a8e-34a4-4a55-9a43-0e3f2f6d1c11', 'closing', 0),
    ]);
    expect(ids.size).toBe(4);
  });
});

describe("a utility's milestone id is keyed by the utility (issue 18 item 9)", () => {
  const deal = '7b0e7a8e-34a4-4a55-9a43-0e3f2f6d1c11';
  // The writer asks the stored rows only for "dated today" types; none here.
  const noRows = { query: async () => [] } as unknown as Parameters<typeof expectedDealMilestones>[0];
  const input = (electric: string, water: string) => ({
    transactionId: deal,
    status: 'under_contract',
    closedAt: null,
    deal: { transaction_type: 'buyer', property_state: 'TX' },
    utilities: [
      { id: 'electric', utility_type: 'Electric', transfer_date: electric },
      { id: 'water', utility_type: 'Water', transfer_date: water },
    ],
    occurredAt: new Date('2026-11-01T12:00:00Z'),
  });
  const idsByName = async (electric: string, water: string) => {
    const { rows, ids } = await expectedDealMilestones(noRows, input(electric, water));
    return Object.fromEntries(rows.map((row, i) => [row.milestone_name, ids[i]]));
  };

  it('swapping two utilities dates keeps each milestone on its own id', async () => {
    const before = await idsByName('2026-12-01', '2026-12-05');
    const after = await idsByName('2026-12-05', '2026-12-01');
    expect(after['Electric Transfer']).toBe(before['Electric Transfer']);
    expect(after['Water Transfer']).toBe(before['Water Transfer']);
    expect(before['Electric Transfer']).not.toBe(before['Water Transfer']);
  });
});

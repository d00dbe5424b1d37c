import { milestoneRowId } from './deal-milestones.writer';

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

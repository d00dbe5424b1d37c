import type { OversightDealRow } from '../queries/oversight-dashboard.query';
import { oversightDealsToCsv } from './oversight-csv';

const deal = (overrides: Partial<OversightDealRow> = {}): OversightDealRow => ({
  id: '00000000-0000-4000-8000-000000000001',
  agentId: '00000000-0000-4000-8000-000000000002',
  agentName: 'Ana Ruiz',
  status: 'option_period',
  transactionType: 'buyer',
  propertyAddress: '12 Elm St',
  propertyCity: 'Austin',
  propertyState: 'TX',
  clientName: 'Lee Park',
  purchasePrice: 425000,
  closingDate: '2026-12-10',
  compliance: 'at_risk',
  milestoneType: 'option_period_end',
  milestoneName: 'Option Period Ends',
  milestoneDueDate: '2026-11-30',
  nextMilestoneName: 'Option Period Ends',
  nextMilestoneDate: '2026-11-30',
  ...overrides,
});

/** Issue 24 item 3 (ADR 0059): the oversight export, escaped against formula injection (RFC 4180 quoting). */
describe('oversight CSV export', () => {
  const lines = (deals: OversightDealRow[]) => oversightDealsToCsv(deals).split('\r\n');

  it('writes the columns of ADR 0059, then one row per deal, each line ending in CRLF', () => {
    const csv = oversightDealsToCsv([deal()]);
    expect(csv.endsWith('\r\n')).toBe(true);
    expect(lines([deal()])).toEqual([
      '\uFEFFAgent,Address,City,State,Side,Status,Client,Purchase price,Closing date,Compliance,Milestone at risk,Milestone deadline,Next milestone,Next milestone date,Transaction id',
      'Ana Ruiz,12 Elm St,Austin,TX,buyer,option_period,Lee Park,425000,2026-12-10,at_risk,Option Period Ends,2026-11-30,Option Period Ends,2026-11-30,00000000-0000-4000-8000-000000000001',
      '',
    ]);
  });

  it.each([
    ['=HYPERLINK("http://evil","x")', `"'=HYPERLINK(""http://evil"",""x"")"`],
    ['+1+1', "'+1+1"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tcmd', "'\tcmd"],
    ['\rcmd', `"'\rcmd"`],
  ])('a cell starting like a formula (%j) gets a leading apostrophe: %j', (typed, written) => {
    const [, cells] = lines([deal({ propertyAddress: typed, clientName: typed, agentName: typed })]);
    expect(cells.startsWith(`${written},${written},`)).toBe(true);
    expect(cells).toContain(`,${written},`);
  });

  it('quotes a cell with a comma, a double quote or a line break, doubling the quotes', () => {
    const csv = oversightDealsToCsv([deal({ propertyAddress: '5 "Old" Mill, Unit 2', clientName: 'Line\nbreak' })]);
    expect(csv).toContain(',"5 ""Old"" Mill, Unit 2",');
    expect(csv).toContain(',"Line\nbreak",');
  });

  it('leaves empty what is unknown, and an empty list is the header alone', () => {
    const [, cells] = lines([deal({ purchasePrice: null, compliance: null, milestoneName: null, milestoneDueDate: null, clientName: null })]);
    expect(cells).toBe('Ana Ruiz,12 Elm St,Austin,TX,buyer,option_period,,,2026-12-10,,,,Option Period Ends,2026-11-30,00000000-0000-4000-8000-000000000001');
    expect(lines([])).toHaveLength(2);
  });
});

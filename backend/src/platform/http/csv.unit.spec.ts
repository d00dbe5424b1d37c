import { csvCell, CsvColumns, csvHeader, csvRows } from './csv';

describe('CSV exports', () => {
  it('neutralises cells a spreadsheet would run as formulas, and quotes per RFC 4180', () => {
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('+SUM(A1)')).toBe("'+SUM(A1)");
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell('@cmd')).toBe("'@cmd");
    expect(csvCell('a,"b"')).toBe('"a,""b"""');
    expect(csvCell(null)).toBe('');
  });

  it('writes a BOM and a header row, then CRLF-terminated rows', () => {
    const columns: CsvColumns<{ name: string }> = [
      ['Name', (row) => row.name],
      ['Note', () => null],
    ];
    expect(csvHeader(columns)).toBe('\uFEFFName,Note\r\n');
    expect(csvRows(columns, [{ name: 'Ana' }, { name: '=evil' }])).toBe("Ana,\r\n'=evil,\r\n");
  });
});

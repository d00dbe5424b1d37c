import { escapeText, foldLine, renderCalendar } from './icalendar';

describe('iCalendar text (RFC 5545)', () => {
  it('escapes what TEXT values may not hold bare', () => {
    expect(escapeText('Repairs; roof, then\\gutters\r\nsecond line\nthird')).toBe('Repairs\\; roof\\, then\\\\gutters\\nsecond line\\nthird');
  });

  it('folds lines longer than 75 octets with CRLF and a space, never inside a UTF-8 character', () => {
    const line = `SUMMARY:${'é'.repeat(60)}`; // 8 + 120 octets
    const folded = foldLine(line);
    const physical = folded.split('\r\n');
    expect(physical.length).toBeGreaterThan(1);
    for (const [index, part] of physical.entries()) {
      expect(Buffer.byteLength(part, 'utf8')).toBeLessThanOrEqual(75);
      if (index > 0) expect(part.startsWith(' ')).toBe(true);
      expect(part).not.toContain('\uFFFD'); // no character cut in two
    }
    expect(physical.map((part, index) => (index === 0 ? part : part.slice(1))).join('')).toBe(line);
    expect(foldLine('SUMMARY:short')).toBe('SUMMARY:short');
  });

  it('writes whole-day and timed events, CRLF throughout', () => {
    const text = renderCalendar({
      name: 'Threshold — 1204 Maple Ridge Dr',
      generatedAt: new Date('2026-11-25T12:00:00.000Z'),
      events: [
        { uid: 'm1@threshold', summary: 'Closing · 1204 Maple Ridge Dr', date: '2026-12-31' },
        { uid: 'm2@threshold', summary: 'Option period ends', date: '2026-11-27', at: '2026-11-27T23:00:00.000Z', url: 'https://app.test/d?x=1' },
      ],
    });
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = text.split('\r\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'X-WR-CALNAME:Threshold — 1204 Maple Ridge Dr',
        'DTSTAMP:20261125T120000Z',
        'DTSTART;VALUE=DATE:20261231',
        'DTEND;VALUE=DATE:20270101',
        'DTSTART:20261127T230000Z',
        'DTEND:20261127T233000Z',
        'URL:https://app.test/d?x=1',
      ]),
    );
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(2);
  });
});

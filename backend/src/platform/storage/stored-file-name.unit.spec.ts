import { contentDisposition } from './stored-file-response';
import { storedFileName, titleFromFileName } from './stored-file-name';

describe('storedFileName (spec 002 §5 "Stored file names")', () => {
  it('keeps letters, digits, dot, underscore and hyphen', () => {
    expect(storedFileName('Contract_v2-final.PDF')).toBe('Contract_v2-final.PDF');
  });

  it('turns every other character into an underscore and collapses the repeats', () => {
    expect(storedFileName('Sales Contract (signed) #2.pdf')).toBe('Sales_Contract_signed_2.pdf');
    expect(storedFileName('Café résumé.docx')).toBe('Caf_r_sum_.docx');
    expect(storedFileName('a___b  c.txt')).toBe('a_b_c.txt');
  });

  it('cuts the name to 200 characters', () => {
    const name = storedFileName(`${'x'.repeat(250)}.pdf`);
    expect(name).toHaveLength(200);
    expect(name).toBe('x'.repeat(200));
  });

  it('never yields a path: separators, traversal and NULs become underscores; dots alone become "file"', () => {
    expect(storedFileName('../../etc/passwd')).toBe('.._.._etc_passwd');
    expect(storedFileName('..\\..\\boot.ini')).toBe('.._.._boot.ini');
    expect(storedFileName('report\u0000.pdf')).toBe('report_.pdf');
    expect(storedFileName('..')).toBe('file');
    expect(storedFileName('.')).toBe('file');
    expect(storedFileName('')).toBe('file');
  });
});

describe('titleFromFileName (spec 002 §5: the title defaults to the file name without its extension)', () => {
  it('drops the extension and control characters', () => {
    expect(titleFromFileName('Inspection Report.pdf')).toBe('Inspection Report');
    expect(titleFromFileName('notes\u0000.v2.txt')).toBe('notes.v2');
    expect(titleFromFileName('.pdf')).toBe('.pdf');
    expect(titleFromFileName('   ')).toBe('Document');
  });
});

describe('contentDisposition', () => {
  it('carries the UTF-8 name as filename* and an ASCII fallback without quotes or backslashes', () => {
    expect(contentDisposition('attachment', 'Résumé "final".pdf')).toBe(
      `attachment; filename="R_sum_ _final_.pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9%20%22final%22.pdf`,
    );
  });
});

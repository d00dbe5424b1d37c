import { formatFileSize, titleFromFileName } from '../../frontend/src/features/transactions/components/documents/document-format';

/** Issue 21 item 1: the Documents list's size and the upload's default title (spec 002 §5, §9). */
describe('document sizes (spec 002 §9: B, KB, MB)', () => {
  it('shows bytes below a kilobyte, then kilobytes, then megabytes, one decimal above bytes', () => {
    expect([0, 1, 1023].map(formatFileSize)).toEqual(['0 B', '1 B', '1023 B']);
    expect([1024, 1536, 1024 * 1023].map(formatFileSize)).toEqual(['1.0 KB', '1.5 KB', '1023.0 KB']);
    expect([1024 * 1024, 2.5 * 1024 * 1024, 10 * 1024 * 1024].map(formatFileSize)).toEqual(['1.0 MB', '2.5 MB', '10.0 MB']);
    // Just under a megabyte rounds up to the next unit, never to '1024.0 KB'.
    expect([1024 * 1024 - 1, 1024 * 1024 - 51].map(formatFileSize)).toEqual(['1.0 MB', '1.0 MB']);
  });
});

describe('the upload title (spec 002 §5: the file name without its extension)', () => {
  it('drops the last extension only, and keeps a name that is all extension', () => {
    expect(titleFromFileName('Home Inspection.pdf')).toBe('Home Inspection');
    expect(titleFromFileName('mud.pid.notice.docx')).toBe('mud.pid.notice');
    expect(titleFromFileName('README')).toBe('README');
    expect(titleFromFileName('.pdf')).toBe('.pdf');
  });
});

import { randomBytes } from 'node:crypto';
import { deflatedZip, zipWith } from '../../../../test/support/sample-files';
import { sniffFileType } from './file-type';

const bytes = (...values: number[]) => Buffer.from(values);

describe('sniffFileType (DESIGN.md "Files": judged by content, never by name or declared type)', () => {
  it.each([
    ['png', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0), 'image/png'],
    ['jpeg', bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10), 'image/jpeg'],
    ['gif', Buffer.from('GIF89a\x01\x00', 'latin1'), 'image/gif'],
    ['webp', Buffer.concat([Buffer.from('RIFF'), bytes(0, 0, 0, 0), Buffer.from('WEBPVP8 ')]), 'image/webp'],
    ['pdf', Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj\n', 'latin1'), 'application/pdf'],
    ['doc', bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0), 'application/msword'],
    [
      'docx',
      zipWith(['[Content_Types].xml', '_rels/.rels', 'word/document.xml']),
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ],
    ['txt', Buffer.from('Inspection notes:\r\n\t- roof ok\nCafé ✓\n'), 'text/plain; charset=utf-8'],
    ['svg', Buffer.from('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/svg+xml'],
  ])('knows %s by its content', (kind, content, contentType) => {
    expect(sniffFileType(content)).toEqual(expect.objectContaining({ kind, contentType }));
  });

  it.each([
    ['an HTML page', Buffer.from('<!DOCTYPE html><html><script>alert(1)</script></html>')],
    ['an HTML fragment', Buffer.from('  <script>alert(document.cookie)</script>')],
    ['XML', Buffer.from('<?xml version="1.0"?><note/>')],
    ['a ZIP without a word/ part (an .xlsx, a renamed archive)', zipWith(['[Content_Types].xml', 'xl/workbook.xml'])],
    ['an executable', bytes(0x4d, 0x5a, 0x90, 0x00, 0x03)],
    ['text with a NUL', Buffer.from('hello\u0000world')],
    ['invalid UTF-8', bytes(0x68, 0x69, 0xc3, 0x28)],
    ['an empty file', Buffer.alloc(0)],
    ['a truncated PNG signature', bytes(0x89, 0x50, 0x4e, 0x47)],
  ])('refuses %s', (_, content) => {
    expect(sniffFileType(content)).toBeNull();
  });

  describe('a .docx that is a zip bomb (ADR 0045)', () => {
    const xml = (size: number) => Buffer.from('<w:p><w:r><w:t>Seller shall deliver</w:t></w:r></w:p>'.repeat(Math.ceil(size / 52)).slice(0, size));

    it('accepts a real-looking document whose parts deflate as XML does', () => {
      const document = deflatedZip([{ name: '[Content_Types].xml', content: xml(2_000) }, { name: 'word/document.xml', content: Buffer.from(randomBytes(1_500_000).toString('base64')) }]);
      expect(sniffFileType(document)?.kind).toBe('docx');
    });

    it('refuses a part that packs a thousandfold (50 MB of zeros in 50 KB)', () => {
      expect(sniffFileType(deflatedZip([{ name: 'word/document.xml', content: Buffer.alloc(50 * 1024 * 1024) }]))).toBeNull();
    });

    it('refuses parts that declare more than 100 MB in all, and ZIP64 size markers', () => {
      const declared = zipWith(['word/document.xml', 'word/a.xml']);
      declared.writeUInt32LE(0x4000_0000, declared.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02])) + 24);
      declared.writeUInt32LE(0x4000_0000, declared.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02])) + 20);
      expect(sniffFileType(declared)).toBeNull();
      const zip64 = zipWith(['word/document.xml']);
      zip64.writeUInt32LE(0xffffffff, zip64.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02])) + 24);
      expect(sniffFileType(zip64)).toBeNull();
    });
  });
});

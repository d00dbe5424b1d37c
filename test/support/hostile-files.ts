import { deflatedZip } from './sample-files';

/** Valid files of each accepted type and a hostile set (issue 21 item 3), shared by the upload suites. */
export const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('IHDR-photo')]);
export const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]);
export const GIF = Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1');
export const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 ')]);
export const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n', 'latin1');
export const DOC = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(64)]);
export const DOCX = deflatedZip([
  { name: '[Content_Types].xml', content: Buffer.from('<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>') },
  { name: 'word/document.xml', content: Buffer.from('<w:document><w:body><w:p><w:r><w:t>Addendum</w:t></w:r></w:p></w:body></w:document>') },
]);
export const TXT = Buffer.from('Walkthrough notes: keys with the listing agent.\n');
export const HTML = Buffer.from('<!DOCTYPE html><html><body><script>fetch("/api/transactions").then(r=>r.text()).then(navigator.sendBeacon)</script></body></html>');

const EXE = Buffer.concat([Buffer.from('MZ\x90\x00\x03', 'latin1'), Buffer.alloc(200)]);

export type Upload = { kind: string; bytes: Buffer; name: string; type: string };
export const HOSTILE_DOCUMENTS: [string, Upload, number][] = [
  ['a Windows executable renamed .pdf', { kind: 'other', bytes: EXE, name: 'contract.pdf', type: 'application/pdf' }, 400],
  // The PDF-only kinds of spec 001 §5 (ADR 0085).
  ['a Windows executable renamed .pdf, as the appraisal report', { kind: 'appraisal_report', bytes: EXE, name: 'appraisal.pdf', type: 'application/pdf' }, 400],
  ['an HTML page that carries a PDF inside, as the resale certificate', { kind: 'hoa_resale_cert', bytes: Buffer.concat([HTML, PDF]), name: 'resale.pdf', type: 'application/pdf' }, 400],
  ['a Linux executable renamed .docx', { kind: 'survey', bytes: Buffer.concat([Buffer.from('\x7fELF\x02\x01\x01', 'latin1'), Buffer.alloc(200)]), name: 'survey.docx', type: 'application/msword' }, 400],
  ['an HTML page named .txt', { kind: 'other', bytes: HTML, name: 'notes.txt', type: 'text/plain' }, 400],
  ['an SVG with script', { kind: 'other', bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>'), name: 'floorplan.png', type: 'image/png' }, 400],
  ['an HTML page that carries a PDF inside', { kind: 'contract', bytes: Buffer.concat([HTML, PDF]), name: 'contract.pdf', type: 'application/pdf' }, 400],
  ['a file over 10 MB', { kind: 'contract', bytes: Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]), name: 'big.pdf', type: 'application/pdf' }, 400],
  ['a zip bomb named .docx', { kind: 'contract', bytes: deflatedZip([{ name: 'word/document.xml', content: Buffer.alloc(64 * 1024 * 1024) }]), name: 'contract.docx', type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' }, 400],
];


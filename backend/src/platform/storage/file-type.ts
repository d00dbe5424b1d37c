/**
 * What a file is, judged by its content and never by its name or the client's declared type
 * (DESIGN.md "Files": checked by content, size and type). One sniffer serves every upload: logos,
 * deal photos and deal documents.
 */
export type SniffedKind = 'jpeg' | 'png' | 'gif' | 'webp' | 'svg' | 'pdf' | 'doc' | 'docx' | 'txt';

export interface SniffedType {
  kind: SniffedKind;
  /** The MIME type every download of the file is served with. */
  contentType: string;
  /** The extension a stored name gets: the content's, never the uploader's. */
  extension: string;
}

const TYPES: Readonly<Record<SniffedKind, SniffedType>> = {
  jpeg: { kind: 'jpeg', contentType: 'image/jpeg', extension: 'jpg' },
  png: { kind: 'png', contentType: 'image/png', extension: 'png' },
  gif: { kind: 'gif', contentType: 'image/gif', extension: 'gif' },
  webp: { kind: 'webp', contentType: 'image/webp', extension: 'webp' },
  svg: { kind: 'svg', contentType: 'image/svg+xml', extension: 'svg' },
  pdf: { kind: 'pdf', contentType: 'application/pdf', extension: 'pdf' },
  doc: { kind: 'doc', contentType: 'application/msword', extension: 'doc' },
  docx: {
    kind: 'docx',
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    extension: 'docx',
  },
  txt: { kind: 'txt', contentType: 'text/plain; charset=utf-8', extension: 'txt' },
};

export const typeOf = (kind: SniffedKind): SniffedType => TYPES[kind];

/** The extension (without its dot) a stored file of this served content type has; '' for one no sniffer gives. */
export const extensionOfContentType = (contentType: string): string =>
  Object.values(TYPES).find((type) => type.contentType === contentType)?.extension ?? '';

const startsWith = (bytes: Buffer, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte);

const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP_LOCAL_HEADER = [0x50, 0x4b, 0x03, 0x04];

/**
 * PNG, JPEG, GIF, WebP and PDF by their magic bytes; a Word 97 document by the OLE2 compound-file
 * header; a .docx as a ZIP that holds a `word/` part; SVG as text whose first element is `<svg`;
 * plain text as valid UTF-8 without NULs or control bytes. Anything else is null: not accepted.
 */
export function sniffFileType(bytes: Buffer): SniffedType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return TYPES.png;
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return TYPES.jpeg;
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38]) && (bytes[4] === 0x37 || bytes[4] === 0x39) && bytes[5] === 0x61)
    return TYPES.gif;
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return TYPES.webp;
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return TYPES.pdf; // %PDF-
  if (startsWith(bytes, OLE2)) return TYPES.doc;
  if (startsWith(bytes, ZIP_LOCAL_HEADER)) return isWordZip(bytes) ? TYPES.docx : null;
  if (isSvg(bytes)) return TYPES.svg;
  return isPlainText(bytes) ? TYPES.txt : null;
}

/** What a .docx may unpack to, in all (its entries' declared sizes): far beyond any real document. */
export const MAX_DOCX_UNPACKED_BYTES = 100 * 1024 * 1024;
/** How much an entry of a real .docx may shrink when deflated: XML packs ~5–30×; a zip bomb packs ~1000×. */
export const MAX_DOCX_ENTRY_RATIO = 200;

/**
 * A ZIP whose central directory names a `word/…` entry: an OOXML word-processing document; unless it
 * is a zip bomb (ADR 0045): entries that declare more than 100 MB in all, an entry over 1 MB that
 * packed more than 200×, or a ZIP64 size marker, which no document of at most 10 MB needs. The file
 * is never unpacked here; the limits keep whoever opens it from unpacking a bomb we stored.
 */
function isWordZip(bytes: Buffer): boolean {
  const CENTRAL_ENTRY = 0x02014b50;
  let word = false;
  let unpacked = 0;
  for (let offset = bytes.length - 46; offset >= 0; offset--) {
    if (bytes.readUInt32LE(offset) !== CENTRAL_ENTRY) continue;
    const packedSize = bytes.readUInt32LE(offset + 20);
    const size = bytes.readUInt32LE(offset + 24);
    const nameLength = bytes.readUInt16LE(offset + 28);
    const name = bytes.toString('latin1', offset + 46, offset + 46 + nameLength);
    if (size === 0xffffffff || packedSize === 0xffffffff) return false;
    if (size > 1024 * 1024 && size > packedSize * MAX_DOCX_ENTRY_RATIO) return false;
    unpacked += size;
    if (unpacked > MAX_DOCX_UNPACKED_BYTES) return false;
    if (name.startsWith('word/')) word = true;
  }
  return word;
}

function isSvg(bytes: Buffer): boolean {
  const head = bytes.subarray(0, 4096);
  if (head.includes(0)) return false;
  let text = head.toString('utf8');
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  // Skip the XML declaration, comments, processing instructions and a doctype before the root element.
  const prolog = /^\s*(?:<\?[\s\S]*?\?>\s*|<!--[\s\S]*?-->\s*|<!DOCTYPE[^>[]*(?:\[[\s\S]*?\])?\s*>\s*)*/i;
  return /^<svg[\s>/]/i.test(text.replace(prolog, ''));
}

/**
 * Text a person wrote: valid UTF-8, no NUL or other C0 control bytes besides tab, line feed, form
 * feed and carriage return, and not markup (an HTML page named .txt would be served as text, but a
 * document store has no business keeping one). An empty file is not a document.
 */
function isPlainText(bytes: Buffer): boolean {
  if (bytes.length === 0) return false;
  for (const byte of bytes) if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0c && byte !== 0x0d) return false;
  if (bytes.includes(0x7f)) return false;
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return false;
  }
  return !/^\s*<(?:!doctype|html|head|body|script|\?xml|svg)/i.test(text.replace(/^\uFEFF/, ''));
}

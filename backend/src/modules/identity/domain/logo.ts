/** Spec 000 §9: the logo is an image of at most 5 MB. */
export const MAX_LOGO_BYTES = 5 * 1024 * 1024;

export interface DetectedImage {
  contentType: 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp' | 'image/svg+xml';
  extension: 'png' | 'jpg' | 'gif' | 'webp' | 'svg';
}

const startsWith = (bytes: Buffer, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte);

/**
 * What the file is, judged by its content and never by its name or declared type (DESIGN.md,
 * "Access and privacy"): PNG, JPEG, GIF and WebP by their magic bytes; SVG as UTF-8 text whose
 * first element is `<svg`. Anything else is not an image here.
 */
export function detectImage(bytes: Buffer): DetectedImage | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { contentType: 'image/png', extension: 'png' };
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { contentType: 'image/jpeg', extension: 'jpg' };
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38]) && (bytes[4] === 0x37 || bytes[4] === 0x39) && bytes[5] === 0x61) {
    return { contentType: 'image/gif', extension: 'gif' };
  }
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) {
    return { contentType: 'image/webp', extension: 'webp' };
  }
  return isSvg(bytes) ? { contentType: 'image/svg+xml', extension: 'svg' } : null;
}

function isSvg(bytes: Buffer): boolean {
  const head = bytes.subarray(0, 4096);
  if (head.includes(0)) return false; // binary
  let text = head.toString('utf8');
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  // Skip the XML declaration, comments, processing instructions and a doctype before the root element.
  const prolog = /^\s*(?:<\?[\s\S]*?\?>\s*|<!--[\s\S]*?-->\s*|<!DOCTYPE[^>[]*(?:\[[\s\S]*?\])?\s*>\s*)*/i;
  const rest = text.replace(prolog, '');
  return /^<svg[\s>/]/i.test(rest);
}

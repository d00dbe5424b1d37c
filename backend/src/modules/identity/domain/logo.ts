import { sniffFileType } from '../../../platform/storage/file-type';

/** Spec 000 §9: the logo is an image of at most 5 MB. */
export const MAX_LOGO_BYTES = 5 * 1024 * 1024;

export interface DetectedImage {
  contentType: 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp' | 'image/svg+xml';
  extension: 'png' | 'jpg' | 'gif' | 'webp' | 'svg';
}

const LOGO_KINDS = new Set(['png', 'jpeg', 'gif', 'webp', 'svg']);

/**
 * What the logo is, judged by its content (the platform's one sniffer, DESIGN.md "Files"): PNG,
 * JPEG, GIF, WebP or SVG. Anything else is not a logo.
 */
export function detectImage(bytes: Buffer): DetectedImage | null {
  const sniffed = sniffFileType(bytes);
  if (!sniffed || !LOGO_KINDS.has(sniffed.kind)) return null;
  return { contentType: sniffed.contentType, extension: sniffed.extension } as DetectedImage;
}

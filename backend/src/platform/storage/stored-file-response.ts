import { StreamableFile } from '@nestjs/common';
import type { Response } from 'express';
import { Readable } from 'node:stream';

/**
 * The only types a browser may show in place (ADR 0045): raster images and PDF, which its viewer
 * renders without running page script. Everything else — SVG, Word, text, whatever comes later — is
 * an attachment whatever the route asked, so no stored file ever renders as a page of this origin.
 * (An `<img>` ignores Content-Disposition, so an SVG logo still shows in one.)
 */
export const INLINE_CONTENT_TYPES: ReadonlySet<string> = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'application/pdf']);

/** The disposition a stored file is served with: inline only when asked and allow-listed. */
export function dispositionFor(contentType: string, wanted: 'inline' | 'attachment'): 'inline' | 'attachment' {
  return wanted === 'inline' && INLINE_CONTENT_TYPES.has(contentType.split(';')[0]!.trim().toLowerCase()) ? 'inline' : 'attachment';
}

/**
 * A stored file as a download (DESIGN.md "Files"): the Content-Type is the sniffed one the server
 * recorded, `nosniff` keeps a browser from second-guessing it, and the name travels as RFC 6266
 * `filename*` (UTF-8) with an ASCII fallback. Documents are attachments; allow-listed images and PDF may show inline.
 */
export function storedFileResponse(
  response: Response,
  file: { stream: Readable; size: number },
  options: { contentType: string; fileName: string; disposition: 'inline' | 'attachment'; cacheSeconds?: number },
): StreamableFile {
  response.setHeader('Content-Type', options.contentType);
  response.setHeader('Content-Length', String(file.size));
  response.setHeader('X-Content-Type-Options', 'nosniff');
  response.setHeader('Content-Disposition', contentDisposition(dispositionFor(options.contentType, options.disposition), options.fileName));
  response.setHeader('Cache-Control', `private, max-age=${options.cacheSeconds ?? 0}`);
  // Nothing a stored file holds may run as a page of this origin, even when opened directly.
  response.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
  return new StreamableFile(file.stream);
}

/** `attachment; filename="a_b.pdf"; filename*=UTF-8''a%20b.pdf`: quotes, backslashes and controls never reach the header. */
export function contentDisposition(disposition: 'inline' | 'attachment', fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${disposition}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/** Spec 001 §5 / 002 §5 "Stored file names": at most 200 characters. */
export const STORED_NAME_MAX = 200;

/**
 * The name a stored file keeps (spec 002 §5): characters other than letters, digits, dot, underscore
 * and hyphen become underscores, repeated underscores collapse, cut to 200 characters. A name made of
 * dots only (`.`, `..`) could mean a directory, so it becomes `file`, as does an empty one.
 */
export function storedFileName(original: string): string {
  const cleaned = original
    .replace(/[^A-Za-z0-9._-]/g, '_')
    .replace(/_+/g, '_')
    .slice(0, STORED_NAME_MAX);
  return /^\.*$/.test(cleaned) ? 'file' : cleaned;
}

/** A title from a file name (spec 002 §5: the title defaults to the file name without its extension). */
export function titleFromFileName(original: string): string {
  const base = [...original]
    .filter((char) => char >= ' ' && char !== '\u007f')
    .join('')
    .trim();
  const dot = base.lastIndexOf('.');
  return (dot > 0 ? base.slice(0, dot) : base).trim() || 'Document';
}

/**
 * The stored name of an upload: the spec's rule applied to the uploader's name, ending in the
 * extension of what the content really is (a PDF named `invoice.html` is kept as `invoice.html.pdf`),
 * so a download can never be saved as something it is not. Still at most 200 characters.
 */
export function storedNameWithExtension(original: string, extension: string): string {
  const cleaned = storedFileName(original);
  const current = cleaned.includes('.') ? cleaned.slice(cleaned.lastIndexOf('.') + 1).toLowerCase() : '';
  const accepted = extension === 'jpg' ? ['jpg', 'jpeg'] : [extension];
  if (accepted.includes(current) && cleaned.length > current.length + 1) return cleaned;
  const suffix = `.${extension}`;
  return `${cleaned.slice(0, STORED_NAME_MAX - suffix.length)}${suffix}`;
}

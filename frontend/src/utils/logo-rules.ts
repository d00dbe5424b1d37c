/** Spec 000 §5 and §9: a logo is an image of at most 5 MB (registration and agent settings check it the same way). */
export const LOGO_MAX_BYTES = 5 * 1024 * 1024;

/** The spec's message for a file that is not a logo, or undefined when it may be sent (the server judges its content). */
export function logoError(file: File): string | undefined {
  if (!file.type.startsWith('image/')) return 'Please upload an image file';
  if (file.size > LOGO_MAX_BYTES) return 'Logo file size must be less than 5MB';
  return undefined;
}

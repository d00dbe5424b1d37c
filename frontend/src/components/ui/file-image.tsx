import { useState, type ReactNode } from 'react';

interface FileImageProps {
  /** A file route as the API hands it out: signed for this viewer (ADR 0045), or null when there is no file. */
  src: string | null | undefined;
  alt: string;
  className?: string;
  /** What shows when there is no file, or it did not load (a signed URL expired, the file was removed). */
  fallback: ReactNode;
}

/**
 * A stored image (a logo, a property photo) in an `<img>`, which cannot send the bearer header: the
 * API's answer carries a short-lived URL signed for this viewer. When it fails to load the fallback
 * shows instead of a broken image; a newer answer brings a new URL, which is tried again.
 */
export function FileImage({ src, alt, className, fallback }: FileImageProps) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!src || failed === src) return <>{fallback}</>;
  return <img className={className} src={src} alt={alt} onError={() => setFailed(src)} />;
}

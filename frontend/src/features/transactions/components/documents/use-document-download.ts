import { useCallback } from 'react';

import { useToast } from '@/components/ui/use-toast';
import { downloadWithToken } from '@/shared/api/download';
import { selectToken, useAuth } from '@/shared/auth/auth-store';

import { DOCUMENT_TEXT } from './document-format';

/** A document as every download reads it: its checked route and its title. */
interface Downloadable {
  file_url: string;
  title: string;
}

/**
 * The one way a screen downloads a deal's document: through its checked route with the session's
 * token, saved under `savedAs` (the Home Vault: the title, spec 002 §9) or the name the server gives;
 * a refusal is a toast with the server's reason in the spec's words (002 §8).
 */
export function useDocumentDownload(): (document: Downloadable, savedAs?: string) => void {
  const token = useAuth(selectToken);
  const toast = useToast();
  return useCallback(
    (document: Downloadable, savedAs?: string) =>
      void downloadWithToken(document.file_url, token, document.title, { name: savedAs }).catch((error: unknown) =>
        toast({ title: DOCUMENT_TEXT.downloadFailed(error instanceof Error ? error.message : 'Unknown error'), tone: 'error' }),
      ),
    [token, toast],
  );
}

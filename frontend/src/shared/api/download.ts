/**
 * Downloads a file the API serves to signed-in users only (CSV, JSON exports): fetched with the
 * session's bearer token, then handed to the browser to save. Throws on a non-2xx answer.
 */
export async function downloadWithToken(
  url: string,
  token: string | null,
  fallbackName: string,
  /** Saved under this name whatever the server names the file (the Home Vault: the document's title). */
  { name }: { name?: string } = {},
): Promise<void> {
  const response = await fetch(url, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    credentials: 'include',
  });
  if (!response.ok) {
    // The API's own words when it gave them ('Document not found'), else the status.
    const body: unknown = await response.json().catch(() => null);
    const message = body && typeof body === 'object' && 'message' in body && typeof body.message === 'string' ? body.message : null;
    throw new Error(message ?? `HTTP ${response.status}`);
  }
  const objectUrl = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = objectUrl;
  link.download = name ?? /filename="?([^";]+)"?/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next tick: some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(objectUrl), 0);
}

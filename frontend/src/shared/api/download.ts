/**
 * Downloads a file the API serves to signed-in users only (CSV, JSON exports): fetched with the
 * session's bearer token, then handed to the browser to save. Throws on a non-2xx answer.
 */
export async function downloadWithToken(url: string, token: string | null, fallbackName: string): Promise<void> {
  const response = await fetch(url, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    credentials: 'include',
  });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const objectUrl = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = objectUrl;
  link.download = /filename="?([^";]+)"?/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next tick: some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(objectUrl), 0);
}

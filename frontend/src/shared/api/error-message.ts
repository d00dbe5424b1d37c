/**
 * The text to show for a failed call: the server's message (errors are `{ statusCode, message }`
 * with the spec's exact text, docs/api/identity-contract.md), else the screen's fallback.
 * Validation errors may carry a list of messages; the first one is shown.
 */
export function errorMessage(error: unknown, fallback: string): string {
  const message = messageOf(error);
  return message && message.trim() !== '' ? message : fallback;
}

function messageOf(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  // RTK Query's FetchBaseQueryError keeps the parsed body in `data`.
  const data = 'data' in error ? (error as { data: unknown }).data : error;
  if (!data || typeof data !== 'object' || !('message' in data)) return undefined;
  const { message } = data as { message: unknown };
  if (typeof message === 'string') return message;
  if (Array.isArray(message) && typeof message[0] === 'string') return message[0];
  return undefined;
}

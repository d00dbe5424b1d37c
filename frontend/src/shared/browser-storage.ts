/**
 * Guarded Web Storage: a browser with storage disabled (or a sandboxed frame) throws on access;
 * then the page's own memory is all there is, and nothing it keeps here is essential.
 */
export type StorageOf = () => Storage;

/** One entry (null when absent), or `unreadable` when storage cannot be read at all. */
export function readStorage(storage: StorageOf, key: string, unreadable: string | null = null): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return unreadable;
  }
}

/** Writes (or, with null, removes) one entry; with storage disabled, nothing. */
export function writeStorage(storage: StorageOf, key: string, value: string | null): void {
  try {
    if (value === null) storage().removeItem(key);
    else storage().setItem(key, value);
  } catch {
    // Storage disabled: kept for this page's life only.
  }
}

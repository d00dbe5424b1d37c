/**
 * A snapshot whose personal values stay sealed (ADR 0081): the state folded from the events as they
 * are stored, so each personal string in it is an event's own ciphertext under the same subject's
 * key, and the paths of those strings, so that a load opens exactly them (an erased subject's read
 * as the placeholder, as their events do) and never a clear string that merely looks sealed.
 */
export interface SealedSnapshot<TState = unknown> {
  state: TState;
  sealed: ValuePath[];
}

/** Keys from the root of a JSON value to one of its strings. */
export type ValuePath = readonly (string | number)[];

export function isSealedSnapshot(value: unknown): value is SealedSnapshot {
  return typeof value === 'object' && value !== null && 'state' in value && Array.isArray((value as { sealed?: unknown }).sealed);
}

/** The paths of the strings in `value` that are one of `sealed`. */
export function pathsOf(value: unknown, sealed: ReadonlySet<string>): ValuePath[] {
  const found: ValuePath[] = [];
  const visit = (node: unknown, at: (string | number)[]) => {
    if (typeof node === 'string') {
      if (sealed.has(node)) found.push([...at]);
    } else if (Array.isArray(node)) {
      node.forEach((item, index) => visit(item, [...at, index]));
    } else if (typeof node === 'object' && node !== null) {
      for (const [key, item] of Object.entries(node)) visit(item, [...at, key]);
    }
  };
  if (sealed.size > 0) visit(value, []);
  return found;
}

/** The strings at `paths` (a path that no longer leads to a string is left out). */
export function valuesAt(value: unknown, paths: readonly ValuePath[]): string[] {
  return paths.map((path) => path.reduce<unknown>((node, key) => (node as Record<string | number, unknown> | undefined)?.[key], value)).filter((v): v is string => typeof v === 'string');
}

/** A copy of `value` with the string at each path replaced by `replace` of it; untouched branches are shared. */
export async function replacedAt<T>(value: T, paths: readonly ValuePath[], replace: (sealed: string) => Promise<string>): Promise<T> {
  let result: unknown = value;
  for (const path of paths) result = await replaceOne(result, path, 0, replace);
  return result as T;
}

async function replaceOne(node: unknown, path: ValuePath, depth: number, replace: (sealed: string) => Promise<string>): Promise<unknown> {
  if (depth === path.length) return typeof node === 'string' ? replace(node) : node;
  if (typeof node !== 'object' || node === null) return node;
  const key = path[depth]!;
  const copy = (Array.isArray(node) ? [...(node as unknown[])] : { ...node }) as Record<string | number, unknown>;
  if (!(key in copy)) return node;
  copy[key] = await replaceOne(copy[key], path, depth + 1, replace);
  return copy;
}

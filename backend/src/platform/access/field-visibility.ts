/**
 * Field visibility: which parts of a payload a role may see, and the one function that cuts a payload
 * down to them (docs/adr/0017-access-policy.md).
 *
 * A path names a field of the payload: `title`, a nested field `address.city`, or a field of every item
 * of an array `contacts[].email`. A path that stops at an object or an array covers all of it.
 */

type Leaf = string | number | boolean | bigint | symbol | null | undefined | Date;
type Depth = [never, 0, 1, 2, 3, 4];

/** Every path into `T`, checked by the compiler, so a misspelt field fails the build, not the redaction. */
export type FieldPath<T, D extends number = 5> = [D] extends [never]
  ? never
  : T extends Leaf
    ? never
    : T extends readonly (infer Item)[]
      ? FieldPath<Item, D>
      : {
          [K in keyof T & string]:
            | K
            | (NonNullable<T[K]> extends Leaf
                ? never
                : NonNullable<T[K]> extends readonly (infer Item)[]
                  ? Item extends Leaf
                    ? never
                    : `${K}[].${FieldPath<Item, Depth[D]>}`
                  : `${K}.${FieldPath<NonNullable<T[K]>, Depth[D]>}`);
        }[keyof T & string];

/**
 * What one role sees. `'all'`: everything. `{ allow }`: only the listed paths; a field nobody listed
 * is hidden (new fields stay hidden until someone decides). `{ deny }`: everything but the listed paths,
 * for rules the spec writes as lists of hidden fields (spec 002 §6); a new field is then visible.
 */
export type Visibility<T> = 'all' | { allow: readonly FieldPath<T>[] } | { deny: readonly FieldPath<T>[] };

/** A compiled path list: `true` at a listed path, a subtree where only some nested fields are listed. */
interface Node {
  fields: Map<string, Node | true>;
}

export interface CompiledVisibility {
  mode: 'all' | 'allow' | 'deny';
  tree: Node;
}

export function compileVisibility(visibility: Visibility<unknown> | { allow: readonly string[] } | { deny: readonly string[] }): CompiledVisibility {
  if (visibility === 'all') return { mode: 'all', tree: { fields: new Map() } };
  const [mode, paths]: ['allow' | 'deny', readonly string[]] =
    'allow' in visibility ? ['allow', visibility.allow] : ['deny', visibility.deny];
  const tree: Node = { fields: new Map() };
  for (const path of paths) {
    const segments = path.split('.').map((segment) => segment.replace(/\[\]$/, ''));
    if (segments.some((segment) => segment === '')) throw new Error(`Malformed field path "${path}"`);
    let node = tree;
    segments.forEach((segment, index) => {
      const existing = node.fields.get(segment);
      if (existing === true) return; // a shorter path already covers this one
      if (index === segments.length - 1) {
        node.fields.set(segment, true);
        return;
      }
      const child = existing ?? { fields: new Map() };
      node.fields.set(segment, child);
      node = child;
    });
  }
  return { mode, tree };
}

/**
 * The payload as the role may see it: a new value, the input untouched. Arrays are cut item by item;
 * every object but a Date is entered (a class instance too: its own fields are what JSON would send).
 */
export function applyVisibility<T>(visibility: CompiledVisibility, payload: T): T {
  if (visibility.mode === 'all') return payload;
  return cut(visibility.mode, visibility.tree, payload) as T;
}

function cut(mode: 'allow' | 'deny', node: Node, value: unknown): unknown {
  if (Array.isArray(value)) return value.map((item) => cut(mode, node, item));
  if (!isObject(value)) return value;
  const result: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    const rule = node.fields.get(key);
    if (mode === 'allow') {
      if (rule === true) result[key] = field;
      else if (rule) result[key] = cut(mode, rule, field);
      // not listed: hidden
    } else if (rule === undefined) result[key] = field;
    else if (rule !== true) result[key] = cut(mode, rule, field);
    // listed: hidden
  }
  return result;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !(value instanceof Date);
}

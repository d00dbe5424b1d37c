import fc from 'fast-check';

/**
 * Values an attacker sends, for the fuzz tests (docs/adr/0008-hostile-input.md): NUL characters,
 * nesting far past any limit, nulls, numbers past every column, wrong types, huge strings, objects
 * where text is expected, and prototype keys.
 */

/** Raw JSON text, sent as is (JSON.stringify could not build some of it). */
export class RawJson {
  constructor(readonly text: string) {}
}

export const DEEP_JSON = new RawJson(`{"a":${'['.repeat(2_000)}${']'.repeat(2_000)}}`);
export const DEEP_ARRAY = new RawJson(`${'['.repeat(5_000)}${']'.repeat(5_000)}`);
export const HUGE_STRING = 'x'.repeat(10_000);

const nested = (depth: number): unknown => (depth === 0 ? 'bottom' : { a: nested(depth - 1) });

export const HOSTILE_ATOMS: readonly unknown[] = [
  null,
  '',
  '\u0000',
  'a\u0000b',
  HUGE_STRING,
  `${HUGE_STRING}\u0000`,
  2_147_483_648,
  -2_147_483_649,
  Number.MAX_SAFE_INTEGER + 2,
  1e308,
  -1,
  0,
  1.5,
  true,
  [],
  ['a', 'b'],
  {},
  { toString: 1 },
  { $gt: '' },
  JSON.parse('{"__proto__":{"polluted":true}}'),
  { constructor: { prototype: { polluted: true } } },
  nested(40),
  "' OR 1=1 --",
  '../../etc/passwd',
  '\ud800',
  '😀'.repeat(300),
  '2026-02-30T25:61:00Z',
  'not-a-uuid',
];

/**
 * Dates and day counts past what a deal takes (issue 18 item 6): years 0 and 10000 ended in 500
 * (`RangeError: Invalid time value`), February 30 was stored as March 2, a closing date in 9999 was
 * taken. Every one is outside a schema that declares the 1900-01-01 to 2200-12-31 range.
 */
export const HOSTILE_DATES: readonly string[] = [
  '0000-01-01T10:00:00Z',
  '9999-12-31T23:00:00-05:00',
  '2026-02-30T10:00Z',
  '0000-01-01',
  '1899-12-31',
  '2201-01-01',
  '9999-01-01',
  '2026-02-30',
];

/** Whole numbers past any day count (2^31 - 1 fits PostgreSQL's integer, and overflowed the date arithmetic). */
export const HOSTILE_COUNTS: readonly number[] = [3_000_000, 2_147_483_647];

/** Route values that are Object's own keys: a lookup in a plain object finds them. */
export const PROTOTYPE_KEYS: readonly string[] = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf'];

/** A text that breaks a rule: NUL somewhere, a lone surrogate, or far too long. */
export const hostileString = fc.oneof(
  fc.constantFrom('\u0000', 'a\u0000b', HUGE_STRING, '\ud800', "' OR 1=1 --", '%00', '%E0%A4%A'),
  fc.tuple(fc.string({ maxLength: 20 }), fc.string({ maxLength: 20 })).map(([a, b]) => `${a}\u0000${b}`),
);

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_ATOMS) },
  { weight: 1, arbitrary: fc.constantFrom<unknown>(...HOSTILE_DATES, ...HOSTILE_COUNTS) },
  { weight: 2, arbitrary: hostileString },
  { weight: 1, arbitrary: fc.anything({ maxDepth: 3, maxKeys: 4, withNullPrototype: true }) },
);

export interface OpenApiSchema {
  $ref?: string;
  type?: string;
  format?: string;
  enum?: unknown[];
  items?: OpenApiSchema;
  properties?: Record<string, OpenApiSchema>;
  required?: string[];
  maxLength?: number;
  description?: string;
  minimum?: number;
  maximum?: number;
  allOf?: OpenApiSchema[];
}

/**
 * A value for `schema` that is right about half the time and hostile otherwise, so requests get
 * past the first check often enough to reach the later ones.
 */
export function valueFor(schema: OpenApiSchema | undefined, resolve: (s: OpenApiSchema) => OpenApiSchema, depth = 0): fc.Arbitrary<unknown> {
  const plausible = plausibleValueFor(schema ? resolve(schema) : {}, resolve, depth);
  return fc.oneof({ weight: 3, arbitrary: plausible }, { weight: 2, arbitrary: hostileValue });
}

function plausibleValueFor(schema: OpenApiSchema, resolve: (s: OpenApiSchema) => OpenApiSchema, depth: number): fc.Arbitrary<unknown> {
  if (schema.allOf?.length) return plausibleValueFor(resolve(schema.allOf[0]), resolve, depth);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  switch (schema.type) {
    case 'string':
      if (schema.format === 'uuid') return fc.uuid();
      if (schema.format === 'email') return fc.emailAddress();
      if (schema.format === 'date-time') return fc.date({ noInvalidDate: true, min: new Date(2000, 0, 1), max: new Date(2100, 0, 1) }).map((d) => d.toISOString());
      return fc.string({ maxLength: Math.min(schema.maxLength ?? 40, 40) });
    case 'integer':
    case 'number':
      return fc.integer({ min: schema.minimum ?? -5, max: Math.min(schema.maximum ?? 500, 500) });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return depth > 3 ? fc.constant([]) : fc.array(valueFor(schema.items, resolve, depth + 1), { maxLength: 3 });
    case 'object':
    default: {
      if (depth > 3 || !schema.properties) return fc.dictionary(fc.string({ maxLength: 8 }), hostileValue, { maxKeys: 2 });
      return objectFor(schema, resolve, depth);
    }
  }
}

/** An object with the schema's fields (each plausible or hostile, some left out), now and then one it does not know. */
export function objectFor(schema: OpenApiSchema, resolve: (s: OpenApiSchema) => OpenApiSchema, depth = 0): fc.Arbitrary<Record<string, unknown>> {
  const fields: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [name, property] of Object.entries(schema.properties ?? {})) fields[name] = valueFor(property, resolve, depth + 1);
  return fc
    .tuple(fc.record(fields, { requiredKeys: [] }), fc.option(fc.tuple(fc.constantFrom('unknownField', '__proto__', 'constructor', 'a\u0000'), hostileValue), { freq: 5 }))
    .map(([record, extra]) => (extra ? { ...record, [extra[0]]: extra[1] } : record));
}

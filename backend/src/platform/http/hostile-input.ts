import { ValidationError } from '../errors/domain-error';

/**
 * The rules every value a caller sends meets before any DTO or handler sees it
 * (docs/adr/0008-hostile-input.md). They live here, not in each DTO, so a new endpoint gets them
 * without asking.
 */

/** Deeper than any request the product accepts, far shallower than what overflows a recursive transform. */
export const MAX_INPUT_DEPTH = 32;

export const INPUT_TOO_DEEP = 'Request is nested too deeply';
export const BODY_NOT_AN_OBJECT = 'Request body must be a JSON object';
export const nulRefused = (path: string) => `${path || 'value'} must not contain a NUL character`;
export const notUnicode = (path: string) => `${path || 'value'} must be valid Unicode text`;

// Half of a surrogate pair on its own: JSON.parse accepts "\ud800", PostgreSQL's jsonb and text do not.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export class InputTooDeepError extends ValidationError {
  constructor() {
    super(INPUT_TOO_DEEP);
  }
}

export class BodyNotAnObjectError extends ValidationError {
  constructor() {
    super(BODY_NOT_AN_OBJECT);
  }
}

const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/**
 * How deep the JSON text nests, read from the raw bytes in one pass before it is parsed: parsing
 * and transforming a 2,000-level body recurse until the stack overflows, so the depth is refused
 * first. Stops counting as soon as `limit` is passed. Malformed text is left to the parser.
 */
export function jsonNestsDeeperThan(raw: Uint8Array, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < raw.length; i++) {
    const byte = raw[i];
    if (inString) {
      if (byte === BACKSLASH) i++;
      else if (byte === QUOTE) inString = false;
    } else if (byte === QUOTE) inString = true;
    else if (byte === OPEN_BRACE || byte === OPEN_BRACKET) {
      if (++depth > limit) return true;
    } else if (byte === CLOSE_BRACE || byte === CLOSE_BRACKET) depth--;
  }
  return false;
}

const JSON_WHITESPACE = new Set([0x20, 0x09, 0x0a, 0x0d]);

/**
 * Whether JSON text is anything but an object (a list, a string, a number, true, false or null),
 * read from its first significant byte. Every JSON body of the API is one object; a list used to
 * reach a DTO-less command unread, and an empty one became `{}` in the validation pipe.
 */
export function jsonIsNotAnObject(raw: Uint8Array): boolean {
  for (const byte of raw) if (!JSON_WHITESPACE.has(byte)) return byte !== OPEN_BRACE;
  return false; // an empty body is no body
}

/**
 * The first rule a parsed value breaks, as a message naming the field, or undefined when none:
 * no NUL character and no lone surrogate in any string or key (PostgreSQL refuses both, so they
 * would surface as a 500), and no nesting deeper than MAX_INPUT_DEPTH (query strings and multipart fields included).
 */
export function hostileInputProblem(value: unknown, path = '', depth = 0): string | undefined {
  if (typeof value === 'string') return textProblem(value, path);
  if (typeof value !== 'object' || value === null) return undefined;
  if (depth >= MAX_INPUT_DEPTH) return INPUT_TOO_DEEP;
  for (const [key, item] of Object.entries(value)) {
    const itemPath = Array.isArray(value) ? `${path}[${key}]` : path ? `${path}.${key}` : key;
    const keyProblem = textProblem(key, path || 'field name');
    if (keyProblem) return keyProblem;
    const problem = hostileInputProblem(item, itemPath, depth + 1);
    if (problem) return problem;
  }
  return undefined;
}

function textProblem(text: string, path: string): string | undefined {
  if (text.includes('\u0000')) return nulRefused(path);
  if (LONE_SURROGATE.test(text)) return notUnicode(path);
  return undefined;
}

/** Throws the 400 for a value that breaks a rule above. */
export function refuseHostileInput(value: unknown, path = ''): void {
  const problem = hostileInputProblem(value, path);
  if (problem) throw new ValidationError(problem);
}

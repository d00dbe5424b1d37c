/**
 * Spec 001 §7 "Client creation": the wizard generates a 16-character temporary password with at
 * least one uppercase letter, one lowercase letter, one digit and one of !@#$%^&*; an agent-set
 * password has at least 12 characters (§9). The server hashes it (spec README).
 */
export const GENERATED_PASSWORD_LENGTH = 16;
export const MIN_CLIENT_PASSWORD_LENGTH = 12;

const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const LOWER = 'abcdefghijkmnopqrstuvwxyz';
const DIGITS = '23456789';
const SYMBOLS = '!@#$%^&*';
const ALL = UPPER + LOWER + DIGITS + SYMBOLS;

/** A uniform index below `bound` from the platform's CSPRNG (rejection sampling: no modulo bias). */
function randomIndex(bound: number, random: (buffer: Uint32Array) => Uint32Array): number {
  const limit = Math.floor(0x1_0000_0000 / bound) * bound;
  const cell = new Uint32Array(1);
  for (;;) {
    const value = random(cell)[0] ?? 0;
    if (value < limit) return value % bound;
  }
}

const pick = (alphabet: string, random: (buffer: Uint32Array) => Uint32Array) => alphabet[randomIndex(alphabet.length, random)];

/** One of each required class, the rest from all of them, shuffled (Fisher–Yates). */
export function generateClientPassword(random: (buffer: Uint32Array) => Uint32Array = (buffer) => crypto.getRandomValues(buffer)): string {
  const characters = [pick(UPPER, random), pick(LOWER, random), pick(DIGITS, random), pick(SYMBOLS, random)];
  while (characters.length < GENERATED_PASSWORD_LENGTH) characters.push(pick(ALL, random));
  for (let i = characters.length - 1; i > 0; i--) {
    const j = randomIndex(i + 1, random);
    [characters[i], characters[j]] = [characters[j], characters[i]];
  }
  return characters.join('');
}

import { appendFileSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * The list of erased subjects, kept outside the database (`DATA_DIR/vault/erased-subjects`, 0600,
 * one id per line, append-only) so that restoring a database backup taken before an erasure does
 * not bring the person back: the vault refuses every subject listed here and, at start, erases
 * again any that the restored database still holds a key for (docs/adr/0012-vault-key-wrapping.md).
 * Subject ids are user or lead ids, not personal data.
 */
export class ErasureLedger {
  private readonly subjects = new Set<string>();

  constructor(private readonly file: string) {
    try {
      for (const line of readFileSync(file, 'utf8').split('\n')) if (line.trim() !== '') this.subjects.add(decodeURIComponent(line.trim()));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }

  has(subjectId: string): boolean {
    return this.subjects.has(subjectId);
  }

  all(): string[] {
    return [...this.subjects];
  }

  /** Appends the subjects not yet listed; a line is written whole or (after a crash) re-added at the next start. */
  record(subjectIds: readonly string[]): void {
    const fresh = subjectIds.filter((id) => !this.subjects.has(id));
    if (fresh.length === 0) return;
    mkdirSync(dirname(this.file), { recursive: true, mode: 0o700 });
    appendFileSync(this.file, fresh.map((id) => `${encodeURIComponent(id)}\n`).join(''), { mode: 0o600 });
    for (const id of fresh) this.subjects.add(id);
  }
}

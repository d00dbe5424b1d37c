import { SqlExecutor } from '../event-store/sql-executor';

/** The person an access export or an erasure is about. */
export interface DataSubject {
  userId: string;
  /** Their address while the account lives: data they gave without signing in is found by it. */
  email: string | null;
}

/**
 * A module that keeps personal data of a person that is not reached through their user id and key
 * (the public forms' leads, matched by e-mail). The one erasure routine (identity's `EraseUser`,
 * docs/adr/0011-erasure-routine.md) calls every holder's `erase` inside its DB transaction, and
 * the access export includes every holder's `exportOf`: what is erased is exactly what is exported.
 */
export interface PersonalDataHolder {
  /** The key of this holder's part of an access export. */
  readonly name: string;
  exportOf(subject: DataSubject, sql: SqlExecutor): Promise<unknown[]>;
  /** Erases inside the caller's transaction; answers the vault subjects it forgot (for the erasure ledger). */
  erase(subject: DataSubject, sql: SqlExecutor): Promise<string[]>;
}

/** Where modules declare their holders at start-up (like projections in the ProjectionRegistry). */
export class PersonalDataHolders {
  private readonly holders: PersonalDataHolder[] = [];

  add(holder: PersonalDataHolder): void {
    if (this.holders.some((h) => h.name === holder.name)) throw new Error(`Personal data holder ${holder.name} is registered twice`);
    this.holders.push(holder);
  }

  all(): readonly PersonalDataHolder[] {
    return this.holders;
  }
}

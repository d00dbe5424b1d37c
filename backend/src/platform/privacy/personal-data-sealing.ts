import { NewEvent, StoredEvent } from '../event-store/event.types';
import { SqlExecutor } from '../event-store/sql-executor';
import { isSealed, PersonalDataErasedError, PersonalDataVault, VaultKeyCache } from './personal-data-vault';

/**
 * What a reader gets in place of a personal value whose person was erased (ADR 0004: "Deleted
 * user" placeholders after a rebuild). The one constant for every projection and screen.
 */
export const ERASED_PERSONAL_DATA = 'Deleted user';

/** For a read table that keeps nothing of an erased person: the placeholder as null. */
export function erasedAsNull(value: string | null | undefined): string | null {
  return value === undefined || value === ERASED_PERSONAL_DATA ? null : value;
}

/** The personal fields of one event type and whose they are (the vault's subject). */
export interface PersonalFieldsRule {
  subject(data: never): string;
  readonly fields: readonly string[];
  /** The refusal when the subject was erased (default: PersonalDataErasedError). */
  erased?(): Error;
}

/**
 * Every event type's personal fields, declared by the aggregates (defineAggregate's `personalData`)
 * or by a module for event types outside an aggregate (ADR 0016). The store seals exactly these.
 */
export class PersonalDataRegistry {
  private readonly rules = new Map<string, PersonalFieldsRule>();

  declare(declaration: Readonly<Record<string, PersonalFieldsRule | undefined>>): void {
    for (const [eventType, rule] of Object.entries(declaration)) {
      if (!rule) continue;
      const known = this.rules.get(eventType);
      if (known && known !== rule) throw new Error(`Personal fields of ${eventType} are declared twice`);
      this.rules.set(eventType, rule);
    }
  }

  ruleFor(eventType: string): PersonalFieldsRule | undefined {
    return this.rules.get(eventType);
  }

  /** The event's data with its declared personal fields replaced by `placeholder` (the audit trail's view). */
  redact(eventType: string, data: unknown, placeholder: string): unknown {
    const rule = this.rules.get(eventType);
    if (!rule || !isRecord(data)) return data;
    const copy = { ...data };
    for (const field of rule.fields) if (typeof copy[field] === 'string') copy[field] = placeholder;
    return copy;
  }
}

/**
 * The store boundary of personal data (ADR 0016): declared fields are sealed on append, inside the
 * append's transaction (a key created for a new person commits with the events), and opened on
 * every read; an erased person's fields read as ERASED_PERSONAL_DATA. decide, evolve and projections
 * only ever see plain values.
 */
export class PersonalDataSealing {
  constructor(
    readonly registry: PersonalDataRegistry,
    private readonly vault: PersonalDataVault,
  ) {}

  needsSealing(events: readonly NewEvent[]): boolean {
    return events.some((event) => this.registry.ruleFor(event.type) !== undefined);
  }

  /** Seals the declared fields of events appended together, reading (or making) each person's key once. */
  async seal<T extends NewEvent>(events: readonly T[], sql: SqlExecutor, keys: VaultKeyCache = new Map()): Promise<T[]> {
    return this.eachField(events, (rule, data, value) =>
      // '' carries nothing personal and stays as it is, like null (the vault's sealOptional).
      typeof value === 'string' && value !== '' && !isSealed(value) ? this.sealOne(rule, rule.subject(data as never), value, sql, keys) : value,
    );
  }

  private async sealOne(rule: PersonalFieldsRule, subject: string, value: string, sql: SqlExecutor, keys: VaultKeyCache): Promise<string> {
    try {
      return await this.vault.seal(subject, value, sql, keys);
    } catch (error) {
      if (error instanceof PersonalDataErasedError && rule.erased) throw rule.erased();
      throw error;
    }
  }

  /** Opens the declared fields of events read together, asking for each person's key once. */
  async open<T extends StoredEvent>(events: readonly T[], sql?: SqlExecutor, keys: VaultKeyCache = new Map()): Promise<T[]> {
    return this.eachField(events, async (_rule, _data, value) =>
      isSealed(value) ? ((await this.vault.open(value, sql, keys)) ?? ERASED_PERSONAL_DATA) : value,
    );
  }

  /** The events with each declared personal field replaced by `change` of it; undeclared events as they are. */
  private async eachField<T extends NewEvent>(
    events: readonly T[],
    change: (rule: PersonalFieldsRule, data: Record<string, unknown>, value: unknown) => unknown,
  ): Promise<T[]> {
    const changed: T[] = [];
    for (const event of events) {
      const rule = this.registry.ruleFor(event.type);
      if (!rule || !isRecord(event.data)) {
        changed.push(event);
        continue;
      }
      const data = { ...event.data };
      for (const field of rule.fields) if (field in data) data[field] = await change(rule, event.data, data[field]);
      changed.push({ ...event, data });
    }
    return changed;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

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

/**
 * How the audit trail names a sealed value it hides (ADR 0040): a person's data, an agent's note
 * kept from clients, or what a client keeps to themselves.
 */
export type HiddenAs = 'personal' | 'agent_only' | 'private';

/** The personal fields of one event type and whose they are (the vault's subject). */
export interface PersonalFieldsRule {
  /** null: in this event the fields are nobody's secret and stay in clear (an agent's task title, ADR 0040). */
  subject(data: never): string | null;
  readonly fields: readonly string[];
  /** How the audit trail names them (default 'personal'). */
  readonly hiddenAs?: HiddenAs | ((data: never) => HiddenAs);
  /** The refusal when the subject was erased (default: PersonalDataErasedError). */
  erased?(): Error;
  /**
   * false: the fields stay in clear in the log and are only hidden in the audit trail, whatever their
   * type (ADR 0056: agent-only dates, choices and short texts that rules and milestones read).
   */
  readonly sealed?: false;
}

/** One rule, or several when an event's fields belong to different subjects (ADR 0040). */
export type PersonalFieldsDeclared = PersonalFieldsRule | readonly PersonalFieldsRule[];

/** The rules of one declaration, as a list. */
export function rulesOf(declared: PersonalFieldsDeclared | undefined): readonly PersonalFieldsRule[] {
  if (!declared) return [];
  return isRuleList(declared) ? declared : [declared];
}

function isRuleList(declared: PersonalFieldsDeclared): declared is readonly PersonalFieldsRule[] {
  return Array.isArray(declared);
}

/**
 * Every event type's personal fields, declared by the aggregates (defineAggregate's `personalData`)
 * or by a module for event types outside an aggregate (ADR 0016). The store seals exactly these.
 */
export class PersonalDataRegistry {
  private readonly rules = new Map<string, readonly PersonalFieldsRule[]>();

  declare(declaration: Readonly<Record<string, PersonalFieldsDeclared | undefined>>): void {
    for (const [eventType, declared] of Object.entries(declaration)) {
      const rules = rulesOf(declared);
      if (rules.length === 0) continue;
      const known = this.rules.get(eventType);
      if (known && (known.length !== rules.length || known.some((rule, index) => rule !== rules[index]))) {
        throw new Error(`Personal fields of ${eventType} are declared twice`);
      }
      this.rules.set(eventType, rules);
    }
  }

  rulesFor(eventType: string): readonly PersonalFieldsRule[] {
    return this.rules.get(eventType) ?? [];
  }

  /**
   * The event's data with its declared fields replaced by the placeholder of their kind (the audit
   * trail's view); fields whose rule names no subject for this event are nobody's secret and stay.
   */
  redact(eventType: string, data: unknown, placeholders: Readonly<Record<HiddenAs, string>>): unknown {
    const rules = this.rulesFor(eventType);
    if (rules.length === 0 || !isRecord(data)) return data;
    const copy = { ...data };
    for (const rule of rules) {
      if (rule.subject(data as never) === null) continue;
      const hiddenAs = typeof rule.hiddenAs === 'function' ? rule.hiddenAs(data as never) : (rule.hiddenAs ?? 'personal');
      for (const field of rule.fields) {
        const hidden = rule.sealed === false ? copy[field] !== null && copy[field] !== undefined : typeof copy[field] === 'string';
        if (hidden) copy[field] = placeholders[hiddenAs];
      }
    }
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
    return events.some((event) => this.registry.rulesFor(event.type).length > 0);
  }

  /** Seals the declared fields of events appended together, reading (or making) each person's key once. */
  async seal<T extends NewEvent>(events: readonly T[], sql: SqlExecutor, keys: VaultKeyCache = new Map()): Promise<T[]> {
    return this.eachField(events, (rule, data, value) => {
      const subject = rule.subject(data as never);
      // '' carries nothing personal and stays as it is, like null (the vault's sealOptional).
      return subject !== null && rule.sealed !== false && typeof value === 'string' && value !== '' && !isSealed(value) ? this.sealOne(rule, subject, value, sql, keys) : value;
    });
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
    return this.eachField(events, async (_rule, _data, value) => (isSealed(value) ? this.openOne(value, sql, keys) : value));
  }

  /** Reads the keys of these sealed values' people in one query into `keys` (ADR 0086). */
  async prefetchKeys(sealed: Iterable<string>, sql: SqlExecutor | undefined, keys: VaultKeyCache): Promise<void> {
    await this.vault.prefetch(sealed, sql, keys);
  }

  /** One sealed value opened, an erased subject's as ERASED_PERSONAL_DATA (a sealed snapshot's values, ADR 0081). */
  async openOne(value: string, sql?: SqlExecutor, keys: VaultKeyCache = new Map()): Promise<string> {
    return (await this.vault.open(value, sql, keys)) ?? ERASED_PERSONAL_DATA;
  }

  /** The sealed values the events' declared fields hold as stored: what a snapshot folded from them must open (ADR 0081). */
  sealedValues(events: readonly NewEvent[]): Set<string> {
    const found = new Set<string>();
    for (const event of events) {
      if (!isRecord(event.data)) continue;
      for (const rule of this.registry.rulesFor(event.type)) for (const field of rule.fields) if (isSealed(event.data[field])) found.add(event.data[field]);
    }
    return found;
  }

  /** The events with each declared personal field replaced by `change` of it; undeclared events as they are. */
  private async eachField<T extends NewEvent>(
    events: readonly T[],
    change: (rule: PersonalFieldsRule, data: Record<string, unknown>, value: unknown) => unknown,
  ): Promise<T[]> {
    const changed: T[] = [];
    for (const event of events) {
      const rules = this.registry.rulesFor(event.type);
      if (rules.length === 0 || !isRecord(event.data)) {
        changed.push(event);
        continue;
      }
      const data = { ...event.data };
      for (const rule of rules) for (const field of rule.fields) if (field in data) data[field] = await change(rule, event.data, data[field]);
      changed.push({ ...event, data });
    }
    return changed;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

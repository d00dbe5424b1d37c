/**
 * Stored events are never edited: when an event's data changes shape, its schema version goes up
 * and an upcaster turns older data into the current shape as it is read (DESIGN.md, point 3).
 */
type Upcast = (data: unknown) => unknown;

export class Upcasters {
  private readonly steps = new Map<string, Map<number, Upcast>>();
  private readonly current = new Map<string, number>();

  /** Registers the step from `fromVersion` to `fromVersion + 1` for `eventType`. */
  register(eventType: string, fromVersion: number, upcast: Upcast): this {
    const steps = this.steps.get(eventType) ?? new Map<number, Upcast>();
    steps.set(fromVersion, upcast);
    this.steps.set(eventType, steps);
    this.current.set(eventType, Math.max(this.currentVersion(eventType), fromVersion + 1));
    return this;
  }

  currentVersion(eventType: string): number {
    return this.current.get(eventType) ?? 1;
  }

  upcast(eventType: string, schemaVersion: number, data: unknown): { schemaVersion: number; data: unknown } {
    const steps = this.steps.get(eventType);
    let version = schemaVersion;
    let value = data;
    while (steps?.has(version)) {
      value = steps.get(version)!(value);
      version += 1;
    }
    return { schemaVersion: version, data: value };
  }
}

import { Param, PipeTransform } from '@nestjs/common';
import { ApiParam } from '@nestjs/swagger';
import { ValidationError } from '../errors/domain-error';

/**
 * A route parameter that names a value of an enum (a milestone type): refused with 400 and the
 * values it may take unless it is one of them, and documented as that enum in OpenAPI (ADR 0008,
 * issue 18 item 6). Before it, `constructor` or `__proto__` reached the handler, where a lookup in a
 * plain object found Object's own members. Record ids stay 404: an unknown id names no record.
 */
class EnumParamPipe implements PipeTransform<unknown, string> {
  private readonly allowed: ReadonlySet<string>;

  constructor(
    private readonly values: readonly string[],
    private readonly label: string,
  ) {
    this.allowed = new Set(values);
  }

  transform(value: unknown): string {
    if (typeof value === 'string' && this.allowed.has(value)) return value;
    throw new ValidationError(`${this.label} must be one of ${this.values.join(', ')}`);
  }
}

/** `@EnumParam('milestoneType', TYPES, { label: 'milestone_type', enumName: 'MilestoneType' })`: checked and documented in one. */
export function EnumParam(name: string, values: readonly string[], options: { label: string; enumName: string }): ParameterDecorator {
  const pipe = new EnumParamPipe(values, options.label);
  return (target, method, index) => {
    Param(name, pipe)(target, method, index);
    const descriptor = Object.getOwnPropertyDescriptor(target, method!)!;
    ApiParam({ name, enum: [...values], enumName: options.enumName })(target, method!, descriptor);
  };
}

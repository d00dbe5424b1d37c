import { applyDecorators } from '@nestjs/common';
import { IsInt, IsOptional, Max, Min, ValidateIf, ValidationOptions } from 'class-validator';

/**
 * The field decorators whose plain class-validator forms let hostile input through
 * (docs/adr/0008-hostile-input.md). ESLint refuses `IsOptional`, `IsInt` and `IsNumber` from
 * class-validator anywhere else, so every DTO goes through these.
 */

/** The largest value a PostgreSQL `integer` column holds; no whole-number field may exceed it. */
export const MAX_INT32 = 2_147_483_647;

/**
 * The field may be left out; when present (null included) it must pass its other rules.
 * class-validator's `IsOptional` also skips null, which then reaches handlers whose defaults
 * cover only undefined.
 */
export function Omittable(): PropertyDecorator {
  return ValidateIf((_object: object, value: unknown) => value !== undefined);
}

/** Left out, or null on purpose (e.g. "null clears the notes"): the handler must treat null as a value. */
export function OmittableOrNull(): PropertyDecorator {
  return IsOptional();
}

/**
 * A whole number between `min` and `max`, both required so that no integer field is unbounded
 * (an unbounded one overflows its SQL column and answers 500).
 */
export function IntBetween(min: number, max: number, label: string, options: ValidationOptions = {}): PropertyDecorator {
  if (!Number.isSafeInteger(min) || !Number.isSafeInteger(max) || max > MAX_INT32 || min < -MAX_INT32 - 1) {
    throw new Error(`IntBetween(${min}, ${max}): bounds must be whole numbers within a PostgreSQL integer`);
  }
  return applyDecorators(
    IsInt({ ...options, message: `${label} must be a whole number` }),
    Min(min, { ...options, message: `${label} must be at least ${min}` }),
    Max(max, { ...options, message: `${label} must be at most ${max}` }),
  );
}

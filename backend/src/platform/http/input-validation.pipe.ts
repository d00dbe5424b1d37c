import { ArgumentMetadata, Injectable, ValidationPipe } from '@nestjs/common';
import { ValidationError } from '../errors/domain-error';
import { BODY_NOT_AN_OBJECT, refuseHostileInput } from './hostile-input';

const CHECKED = new Set<ArgumentMetadata['type']>(['body', 'query', 'param']);
const PRIMITIVES = new Set<unknown>([String, Number, Boolean, Object, Array]);

/**
 * The one validation pipe of the HTTP API and the socket gateway: the hostile-input rules
 * (NUL characters, depth) on every body, query and route parameter whatever its declared type,
 * then the DTO's own rules (unknown fields refused, values converted).
 */
@Injectable()
export class InputValidationPipe extends ValidationPipe {
  constructor() {
    super({ whitelist: true, forbidNonWhitelisted: true, transform: true });
  }

  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (!CHECKED.has(metadata.type)) return value;
    refuseHostileInput(value, metadata.type === 'param' ? (metadata.data ?? '') : '');
    const isDto = metadata.metatype !== undefined && !PRIMITIVES.has(metadata.metatype);
    // Nest hands a socket event sent with an acknowledgement but no payload to its handler as [].
    if (isDto && Array.isArray(value) && value.length === 0) value = undefined;
    // A DTO describes one object: a list or a bare value where it is expected is the caller's mistake.
    if (isDto && value !== undefined && (typeof value !== 'object' || value === null || Array.isArray(value))) {
      throw new ValidationError(metadata.type === 'body' ? BODY_NOT_AN_OBJECT : `${metadata.type} must be an object`);
    }
    return super.transform(value, metadata);
  }
}

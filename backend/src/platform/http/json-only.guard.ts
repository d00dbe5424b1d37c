import { applyDecorators, CanActivate, ExecutionContext, Injectable, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiConsumes } from '@nestjs/swagger';
import type { Request } from 'express';
import { DomainError } from '../errors/domain-error';

export const UNSUPPORTED_MEDIA_TYPE = 'Unsupported media type - send application/json';

export class UnsupportedMediaTypeError extends DomainError {
  readonly kind = 'unsupported_media_type';
  constructor() {
    super(UNSUPPORTED_MEDIA_TYPE);
  }
}

const UPLOAD_KEY = 'threshold:accepts-upload';
const JSON_TYPE = 'application/json';
const MULTIPART_TYPE = 'multipart/form-data';

/**
 * `@AcceptsUpload()`: this endpoint takes a file, so `multipart/form-data` is allowed besides JSON
 * (and documented as such in the OpenAPI file).
 */
export function AcceptsUpload() {
  return applyDecorators(SetMetadata(UPLOAD_KEY, true), ApiConsumes(MULTIPART_TYPE));
}

/**
 * The API reads JSON only (docs/adr/0008-hostile-input.md): a form a hostile page can post
 * without a CORS preflight (`application/x-www-form-urlencoded`, `text/plain`, or multipart
 * where no file is expected) is refused with 415 before anything reads it. A request that sends
 * no body and names no type (a bare POST such as sign-out) goes through.
 */
@Injectable()
export class JsonOnlyGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    if (context.getType() !== 'http') return true;
    const request = context.switchToHttp().getRequest<Request>();
    const type = request.headers['content-type']?.split(';')[0].trim().toLowerCase();
    const hasBody = request.headers['transfer-encoding'] !== undefined || Number(request.headers['content-length'] ?? 0) > 0;
    if (type === undefined && !hasBody) return true;
    if (type === JSON_TYPE) return true;
    if (type === MULTIPART_TYPE && this.reflector.get<boolean>(UPLOAD_KEY, context.getHandler())) return true;
    throw new UnsupportedMediaTypeError();
  }
}

import {
  CallHandler,
  ExecutionContext,
  Injectable,
  mixin,
  NestInterceptor,
  PayloadTooLargeException,
  Type,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { Observable } from 'rxjs';
import { ValidationError } from '../errors/domain-error';

/** What a route gets from a multipart `file` part: kept in memory, at most the route's limit. */
export interface UploadedFileData {
  buffer: Buffer;
  size: number;
  originalname: string;
}

/**
 * One multipart file field, size-limited while it streams in: multer stops reading at `maxBytes` + 1,
 * so an oversized body is never held whole, and its "File too large" becomes the spec's message as a
 * 400. The client's declared type is ignored; routes sniff the bytes (platform/storage/file-type.ts).
 */
export function FileUpload(field: string, maxBytes: number, tooLargeMessage: string): Type<NestInterceptor> {
  @Injectable()
  class LimitedFileUpload extends FileInterceptor(field, {
    limits: { fileSize: maxBytes, files: 1, fields: 20, fieldSize: 10_000 },
  }) {
    override async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
      try {
        return await super.intercept(context, next);
      } catch (error) {
        if (error instanceof PayloadTooLargeException) throw new ValidationError(tooLargeMessage);
        throw error;
      }
    }
  }
  return mixin(LimitedFileUpload);
}

import { ArgumentsHost, Catch, ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import type { Response } from 'express';
import { DomainError } from '../errors/domain-error';
import { StaleVersionError } from '../event-store/event-store.errors';
import { STATUS_OF_KIND } from './error-status';
import { etagOf } from './if-match';

/**
 * The one place errors become HTTP answers: `{ statusCode, message }` with the spec's exact text.
 * Anything unexpected is logged and answered 500 'Internal server error' (spec 002 §8).
 */
@Catch()
export class DomainExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(error: unknown, host: ArgumentsHost): void {
    if (host.getType() !== 'http') throw error;
    const response = host.switchToHttp().getResponse<Response>();
    const body = toErrorBody(error);
    if (body.statusCode >= 500) this.logger.error({ err: error }, 'Unhandled error');
    // A stale If-Match answers where the record is now, so the client can reload it (ADR 0016).
    if (error instanceof StaleVersionError) response.setHeader('ETag', etagOf(error.currentVersion));
    response.status(body.statusCode).json(body);
  }
}

/** For Express middleware that answers errors by their `status` (body-parser): the kind's status, from the one map. */
export function withStatus<T extends DomainError>(error: T): T & { status: number } {
  return Object.assign(error, { status: STATUS_OF_KIND[error.kind] });
}

export interface ErrorBody {
  statusCode: number;
  message: string;
  /** Only on 412: the version the record is at now. */
  currentVersion?: number;
  /** Why, where one message covers several causes (e.g. `role_changed` on a refused refresh). */
  reason?: string;
}

export function toErrorBody(error: unknown): ErrorBody {
  if (error instanceof StaleVersionError) return { statusCode: STATUS_OF_KIND.stale, message: error.message, currentVersion: error.currentVersion };
  if (error instanceof DomainError) {
    const body: ErrorBody = { statusCode: STATUS_OF_KIND[error.kind], message: error.message };
    return error.reason ? { ...body, reason: error.reason } : body;
  }
  if (error instanceof HttpException) {
    const body = error.getResponse();
    const raw = typeof body === 'string' ? body : (body as { message?: unknown }).message;
    const message = Array.isArray(raw) ? [...new Set(raw)].join('; ') : typeof raw === 'string' ? raw : error.message;
    return { statusCode: error.getStatus(), message };
  }
  // body-parser errors carry a status; a malformed JSON body is the client's mistake, not ours.
  const status = (error as { status?: number; type?: string }).status;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return { statusCode: status, message: status === 413 ? 'Request body is too large' : 'Malformed request body' };
  }
  return { statusCode: 500, message: 'Internal server error' };
}

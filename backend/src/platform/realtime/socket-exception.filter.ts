import { ArgumentsHost, Catch, ExceptionFilter, Logger } from '@nestjs/common';
import { toErrorBody } from '../http/domain-exception.filter';

/** What every client-to-server event answers in its acknowledgement. */
export interface SocketAck {
  ok: boolean;
  error?: { statusCode: number; message: string; reason?: string };
}

/**
 * A socket handler's error, a refused payload included, becomes `{ ok: false, error }` in the
 * event's acknowledgement (same status and message as over HTTP). Nothing is rethrown, so no
 * payload can take the process down or leave the client waiting.
 */
@Catch()
export class SocketExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('SocketErrors');

  catch(error: unknown, host: ArgumentsHost): void {
    const body = toErrorBody(error);
    if (body.statusCode >= 500) this.logger.error({ err: error }, 'Unhandled socket error');
    // Nest's socket handlers receive (socket, data, ack, pattern); ack is absent when the client asked for none.
    const ack: unknown = host.getArgByIndex(2);
    if (typeof ack === 'function') (ack as (answer: SocketAck) => void)({ ok: false, error: body });
  }
}

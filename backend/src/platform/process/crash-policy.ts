import pino, { Logger } from 'pino';

/**
 * Exit code for a start that cannot succeed however often it is retried (bad configuration, no Redis
 * and no redis-server to start): sysexits' EX_CONFIG. `npm start`'s supervisor passes it through
 * instead of restarting (ADR 0009).
 */
export const EXIT_CONFIGURATION = 78;

/** Exit code for an unrecoverable state at run time: the supervisor restarts the process. */
export const EXIT_FATAL = 70;

/**
 * Thrown (or passed to `exitFatally`) for a state the process cannot serve from: the HTTP server
 * cannot listen, the database is gone at boot. Everything else that escapes is logged and survived.
 */
export class UnrecoverableError extends Error {
  constructor(
    message: string,
    readonly exitCode: number = EXIT_FATAL,
  ) {
    super(message);
  }
}

let logger: Logger | undefined;

/** The process-level logger: the same pino JSON lines as the app's, usable before Nest is up. */
export function processLogger(): Logger {
  logger ??= pino({ level: process.env.LOG_LEVEL?.trim() || 'info', base: { pid: process.pid } });
  return logger;
}

/**
 * ADR 0009: an exception that nothing caught (a socket middleware, a handler, a queue processor, a
 * subscriber, a timer) is a bug in one piece of work, not a reason to drop every other request and
 * socket; it is logged with its stack and the process keeps serving. A listen error or an
 * `UnrecoverableError` ends the process with a non-zero code so a supervisor restarts it.
 * Out-of-memory is not catchable in Node: V8 aborts, the supervisor restarts.
 */
export function installCrashPolicy(role: string): void {
  const log = processLogger();
  const onEscaped = (kind: 'uncaughtException' | 'unhandledRejection') => (error: unknown) => {
    if (isUnrecoverable(error)) {
      log.fatal({ err: error, role }, `${kind}: unrecoverable, exiting so the supervisor restarts ${role}`);
      process.exit(error instanceof UnrecoverableError ? error.exitCode : EXIT_FATAL);
    }
    log.error({ err: error, role }, `${kind}: logged and survived (ADR 0009); this is a bug to fix`);
  };
  process.on('uncaughtException', onEscaped('uncaughtException'));
  process.on('unhandledRejection', onEscaped('unhandledRejection'));
}

function isUnrecoverable(error: unknown): boolean {
  if (error instanceof UnrecoverableError) return true;
  // The HTTP server lost its port or could not take it: nothing can be served from here on.
  const syscall = (error as { syscall?: unknown } | null)?.syscall;
  return syscall === 'listen';
}

/**
 * A start that failed: one plain line (no stack for the expected failures) and the exit code that
 * tells the supervisor whether to try again.
 */
export function exitOnStartFailure(role: string, error: unknown): never {
  if (error instanceof UnrecoverableError) {
    process.stderr.write(`${error.message}\n`);
    process.exit(error.exitCode);
  }
  processLogger().fatal({ err: error, role }, `${role} could not start`);
  process.exit(EXIT_FATAL);
}

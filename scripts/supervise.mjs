// Keeps one Node process running (ADR 0009): restarts it when it crashes, with a growing pause, and
// gives up with a clear message after repeated rapid crashes; forwards Ctrl+C / SIGTERM and exits
// cleanly once the child has stopped.
import { spawn } from 'node:child_process';

/** The child's "retrying cannot help" code (bad configuration, no Redis to be had): passed through. */
const EXIT_CONFIGURATION = 78;

export function supervise({ name, entry, cwd, maxCrashes = 5, windowMs = 60_000, firstDelayMs = 1_000, maxDelayMs = 15_000 }) {
  let child;
  let stopping = false;
  let restartTimer;
  const crashes = [];

  const start = () => {
    restartTimer = undefined;
    child = spawn(process.execPath, [entry], { cwd, stdio: 'inherit' });
    child.on('exit', onExit);
  };

  const onExit = (code, signal) => {
    if (stopping || code === 0) process.exit(code ?? 0);
    if (code === EXIT_CONFIGURATION) process.exit(code); // the child said why in one line
    const why = signal ? `killed by ${signal}` : `exit code ${code}`;
    const now = Date.now();
    while (crashes.length > 0 && now - crashes[0] > windowMs) crashes.shift();
    crashes.push(now);
    if (crashes.length >= maxCrashes) {
      console.error(
        `\n${name} crashed ${crashes.length} times within ${Math.round(windowMs / 1000)} s (last: ${why}); not restarting it again. ` +
          'The errors above say why; fix the cause and start again.',
      );
      process.exit(1);
    }
    const delay = Math.min(firstDelayMs * 2 ** (crashes.length - 1), maxDelayMs);
    console.error(`\n${name} stopped unexpectedly (${why}); restarting it in ${delay / 1000} s.`);
    restartTimer = setTimeout(start, delay);
  };

  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      if (stopping && child?.exitCode === null) {
        child.kill('SIGKILL'); // asked twice: stop waiting for in-flight work
        return;
      }
      stopping = true;
      if (restartTimer) clearTimeout(restartTimer);
      if (!child || child.exitCode !== null || child.signalCode !== null) process.exit(0);
      child.kill(signal);
    });
  }

  start();
}

/**
 * What the API process does with an error that escaped every handler (docs/security.md, "Faults that escape"):
 * a promise rejection nobody handled is logged and the process keeps serving; an exception nobody caught is logged
 * and the process exits, for its supervisor (npm start, scripts/start.mjs) to start a fresh one.
 */

interface FaultLog {
  error(obj: object, msg: string): void;
  fatal(obj: object, msg: string): void;
}

export function installProcessGuards(log: FaultLog, exit: (code: number) => void = (code) => process.exit(code)): void {
  // A rejection is a result nobody waited for: the work that failed has already unwound through its promise and
  // left no half-run synchronous code behind, so the other requests in flight are unharmed. Node's default (exit)
  // would turn one forgotten catch into an outage.
  process.on('unhandledRejection', (reason) => {
    log.error({ err: reason }, 'unhandled promise rejection; the process keeps serving');
  });
  // An exception unwound a callback part-way through: whatever it was changing (a connection's state, a count, a
  // lock) may be left inconsistent, and Node documents that resuming after one is unsafe. The log's pending lines
  // are written at exit (server/guards/accessLog.ts); PGlite and Postgres keep every committed transaction.
  process.on('uncaughtException', (error, origin) => {
    log.fatal({ err: error, origin }, 'uncaught exception; exiting for the supervisor to restart the API');
    exit(1);
  });
}

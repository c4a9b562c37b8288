import type { Database, QueryOptions, Queryable } from './port';

/** A queryable that can also run a script of several statements, as migration files are. */
export interface ScriptQueryable extends Queryable {
  exec(script: string): Promise<void>;
}

/** What both adapters return: a {@link Database} whose transactions can also run scripts. */
export interface AdapterDatabase extends Database {
  tx<T>(fn: (q: ScriptQueryable) => Promise<T>, options?: QueryOptions): Promise<T>;
}

/** Where the adapters report things worth an operator's attention; never personal data. */
export type Notify = (message: string) => void;

/** pino's numbers for the levels these lines are written at. */
export const LOG_LEVELS = { warn: 40, error: 50, fatal: 60 } as const;

/**
 * Writes one JSON log line on stderr, in the shape of the server's other log lines (pino's: level, time,
 * pid, msg), for what is said before the server's logger exists or after it is gone, so a log collector
 * reads every line alike.
 */
export function writeJsonLine(level: keyof typeof LOG_LEVELS, message: string): void {
  process.stderr.write(
    `${JSON.stringify({ level: LOG_LEVELS[level], time: Date.now(), pid: process.pid, msg: message })}\n`,
  );
}

/** The default {@link Notify}: a warning as one JSON line on stderr ({@link writeJsonLine}). */
export const notifyOnStderr: Notify = (message) => {
  writeJsonLine('warn', message);
};

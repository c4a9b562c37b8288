import type { Database, Queryable } from './port';

/** A queryable that can also run a script of several statements, as migration files are. */
export interface ScriptQueryable extends Queryable {
  exec(script: string): Promise<void>;
}

/** What both adapters return: a {@link Database} whose transactions can also run scripts. */
export interface AdapterDatabase extends Database {
  tx<T>(fn: (q: ScriptQueryable) => Promise<T>): Promise<T>;
}

/** Where the adapters report things worth an operator's attention; never personal data. */
export type Notify = (message: string) => void;

/** The default {@link Notify}: one line on stderr. */
export const notifyOnStderr: Notify = (message) => {
  process.stderr.write(`${message}\n`);
};

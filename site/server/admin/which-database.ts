import { existsSync } from 'node:fs';
import { join } from 'node:path';

/**
 * What a staff command tells the operator about the database it used, on stderr before it runs. A staff
 * command started from the wrong directory (or without the server's VAR_DIR) used to open a new, empty
 * embedded database and report "Shirts left: 0." as if that were the site's.
 *
 * The rule: a command reaches the embedded database either through the running server's admin socket
 * (then it is, by construction, the database that server holds) or by opening the files itself, which
 * the lock file only allows when no server holds them. So a direct open always says that no server runs on
 * it, and warns loudly when the directory held no database and this command has just created one.
 */

/** How the command reached its data. */
export type DatabaseRoute =
  | { readonly kind: 'admin-socket'; readonly dataDir: string; readonly socket: string }
  | { readonly kind: 'pglite'; readonly dataDir: string; readonly created: boolean }
  | { readonly kind: 'postgres'; readonly url: string };

/**
 * Whether `dataDir` already holds a PostgreSQL data directory; checked before opening, since opening
 * creates one.
 */
export function holdsDatabase(dataDir: string): boolean {
  return existsSync(join(dataDir, 'PG_VERSION'));
}

/**
 * A PostgreSQL URL fit to print: the password removed, whether it is in the user part or a `password`
 * query parameter. A URL that cannot be parsed is not echoed at all, since it may hold a password.
 *
 * @example
 * ```ts
 * urlWithoutPassword('postgres://app:secret@db:5432/site'); // 'postgres://app@db:5432/site'
 * ```
 */
export function urlWithoutPassword(databaseUrl: string): string {
  let url: URL;
  try {
    url = new URL(databaseUrl);
  } catch {
    return '(DATABASE_URL, not shown: it is not a readable URL)';
  }
  url.password = '';
  url.searchParams.delete('password');
  return url.toString();
}

/**
 * The lines a staff command writes to stderr about its database: always one naming it, and a warning
 * when the command created a new, empty embedded database.
 *
 * @param route - how the command reached its data
 * @param varDir - the VAR_DIR the command used, named in the warning so the operator can compare it
 */
export function databaseNotice(route: DatabaseRoute, varDir: string): string[] {
  switch (route.kind) {
    case 'admin-socket':
      return [
        `Database: PGlite in ${route.dataDir}, through the running server's admin socket ${route.socket}.`,
      ];
    case 'postgres':
      return [`Database: PostgreSQL at ${urlWithoutPassword(route.url)} (DATABASE_URL).`];
    case 'pglite': {
      const used = `Database: PGlite in ${route.dataDir}, opened directly: no server is running on it.`;
      if (!route.created) return [used];
      return [
        used,
        `WARNING: there was no database in ${route.dataDir}, so this command has just created a new, empty ` +
          `one. If the site is running, it uses another directory: run this command with the site's ` +
          `VAR_DIR (this one used VAR_DIR=${varDir}; unset, it is ./var under the current directory).`,
      ];
    }
  }
}

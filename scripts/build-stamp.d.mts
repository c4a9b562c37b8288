/** The hash of every file `npm run build` is made from (scripts/build-stamp.mjs). */
export function sourcesHash(): string;
/** The hash the last finished build was made from, or null when there is no finished build. */
export function stampedHash(): string | null;
/** Whether dist/, dist-ssr/ and dist-server/ hold a finished build of the current sources. */
export function buildIsFresh(): boolean;

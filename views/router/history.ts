/** Where the visitor is: a path, its query and its hash. */
export interface RouterLocation {
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
}

/** The page history a router reads and moves: the browser's, or an in-memory one (tests, prerendering). */
export interface RouterHistory {
  location(): RouterLocation;
  /** Goes to a same-origin URL, adding a history entry. */
  push(url: string): void;
  /** Calls `listener` after every change of location; returns the way to stop. */
  listen(listener: () => void): () => void;
}

function parse(url: string, base: string): RouterLocation {
  const { pathname, search, hash } = new URL(url, base);
  return { pathname, search, hash };
}

/** The browser's history: `pushState` forward, `popstate` for Back and Forward. */
export function browserHistory(win: Window = window): RouterHistory {
  const listeners = new Set<() => void>();
  const notify = (): void => {
    for (const listener of listeners) listener();
  };
  win.addEventListener('popstate', notify);
  return {
    location: () => parse(win.location.href, win.location.href),
    push(url) {
      win.history.pushState(null, '', url);
      notify();
    },
    listen(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/**
 * A history kept in memory, starting at `url`: for tests and for rendering pages at build time.
 *
 * @param url - the first location, e.g. '/games/gambler-quiz?source=home'
 */
export function memoryHistory(url = '/'): RouterHistory & { readonly entries: readonly string[] } {
  const base = 'http://localhost';
  const entries = [url];
  const listeners = new Set<() => void>();
  return {
    entries,
    location: () => parse(entries[entries.length - 1] ?? '/', base),
    push(next) {
      entries.push(next);
      for (const listener of listeners) listener();
    },
    listen(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

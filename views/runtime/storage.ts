/** The browser storage the site uses (the 'registered' flag). */
export interface KeyValueStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
}

/**
 * `localStorage`, tolerant of browsers that refuse it (private modes, disabled storage): reads give
 * null and writes are dropped rather than breaking the page.
 */
export function browserStorage(): KeyValueStorage {
  return {
    get(key) {
      try {
        return window.localStorage.getItem(key);
      } catch {
        return null;
      }
    },
    set(key, value) {
      try {
        window.localStorage.setItem(key, value);
      } catch {
        // Storage refused: the flag only hides the T-shirt offer, so losing it is harmless.
      }
    },
  };
}

/** An in-memory storage for tests and for hosts without a browser. */
export function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage {
  const map = new Map(Object.entries(initial));
  return {
    get: (key) => map.get(key) ?? null,
    set: (key, value) => {
      map.set(key, value);
    },
  };
}

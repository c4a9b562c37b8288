import { host } from './host';

/**
 * The key-value storage port (the site keeps its 'registered' flag there).
 *
 * @category Ports
 *
 * @public
 */
export interface KeyValueStorage {
  /** The value stored under `key`, or null. */
  get(key: string): string | null;
  /** Stores `value` under `key`; may silently do nothing where the host refuses storage. */
  set(key: string, value: string): void;
}

/**
 * `localStorage`, tolerant of hosts that refuse it (private modes, disabled storage) or lack it (Node):
 * reads give null and writes are dropped rather than breaking the page.
 *
 * @category Ports
 *
 * @public
 */
export function browserStorage(): KeyValueStorage {
  return {
    get(key) {
      try {
        return host().localStorage?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    set(key, value) {
      try {
        host().localStorage?.setItem(key, value);
      } catch {
        // Storage refused: the flag only hides the T-shirt offer, so losing it is harmless.
      }
    },
  };
}

/**
 * An in-memory storage for tests and for hosts without a browser.
 *
 * @category Ports
 *
 * @public
 */
export function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage {
  const map = new Map(Object.entries(initial));
  return {
    get: (key) => map.get(key) ?? null,
    set: (key, value) => {
      map.set(key, value);
    },
  };
}

/**
 * The default storage: `localStorage` where the host has one (browsers), otherwise memory (Node, workers),
 * so values written during a run can be read back either way.
 *
 * @category Ports
 *
 * @public
 */
export function defaultStorage(): KeyValueStorage {
  let available = false;
  try {
    available = host().localStorage !== undefined;
  } catch {
    // Reading localStorage itself throws where storage is disabled.
  }
  return available ? browserStorage() : memoryStorage();
}

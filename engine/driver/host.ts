/**
 * The few host globals the driver's default ports use, described structurally. The engine compiles
 * without the DOM lib and without Node's types, so a port that needs a timer or `fetch` reads it from
 * `globalThis` through these shapes: the same code then runs in browsers and in Node 20, and a consumer's
 * global types are left untouched (nothing here is declared globally).
 */

/**
 * What the clock needs: every browser and Node 20 has these.
 *
 * @category Host shapes
 *
 * @public
 */
export interface HostTimers {
  setTimeout(fn: () => void, delay: number): unknown;
  clearTimeout(id: unknown): void;
  readonly performance?: { now(): number };
}

/**
 * The part of a fetch answer the HTTP port reads.
 *
 * @category Host shapes
 *
 * @public
 */
export interface FetchResponseLike {
  readonly status: number;
  /** The answer's headers (a test's fake may have none). */
  readonly headers?: HeadersLike;
  /** The body as text. */
  text(): Promise<string>;
}

/**
 * The part of a response's `Headers` the HTTP port reads.
 *
 * @category Host shapes
 *
 * @public
 */
export interface HeadersLike {
  /**
   * One header's value.
   *
   * @param name - The header's name, in any case.
   * @returns Its value, or `null` when the answer has none.
   */
  get(name: string): string | null;
}

/**
 * The options the HTTP port passes to `fetch`.
 *
 * @category Host shapes
 *
 * @public
 */
export interface FetchInitLike {
  readonly method?: string;
  readonly headers?: unknown;
  readonly body?: unknown;
  readonly credentials?: string;
}

/**
 * The platform's `fetch`. Written as a method so the DOM's and Node's own `fetch` types are accepted
 * where one is passed in (method parameters are compared both ways).
 *
 * @category Host shapes
 *
 * @public
 */
export interface FetchHolder {
  /** Fetches `url`. */
  fetch(url: string, init?: FetchInitLike): Promise<FetchResponseLike>;
}

/**
 * A `fetch` function: the platform's or a test's.
 *
 * @category Host shapes
 *
 * @public
 */
export type FetchLike = FetchHolder['fetch'];

/**
 * The part of `FormData` the HTTP port writes.
 *
 * @category Host shapes
 *
 * @public
 */
export interface FormDataLike {
  /** Adds one field. */
  append(name: string, value: string): void;
}

/**
 * The part of Web Storage the storage port uses.
 *
 * @category Host shapes
 *
 * @public
 */
export interface WebStorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/**
 * Globals that may be absent: present in browsers, some also in Node 20.
 *
 * @category Host shapes
 *
 * @public
 */
export interface HostGlobals extends HostTimers {
  readonly fetch?: FetchLike;
  readonly FormData?: new () => FormDataLike;
  readonly crypto?: { getRandomValues(array: Uint32Array): Uint32Array };
  readonly localStorage?: WebStorageLike;
  readonly document?: { readonly cookie: string };
  readonly console?: { warn(message: string): void; error(message: string): void };
}

/**
 * `globalThis` seen through {@link HostGlobals}.
 *
 * @category Host shapes
 *
 * @public
 */
export function host(): HostGlobals {
  return globalThis as unknown as HostGlobals;
}

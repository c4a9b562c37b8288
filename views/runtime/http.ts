// The HTTP port lives in the engine's driver; views keep importing it from here, with the one thing the
// engine leaves to its host: a random idempotency key per form submission.
import {
  fetchHttpClient as engineFetchHttpClient,
  type FetchJsonOptions,
  type FetchLike,
  type HttpClient,
} from '@play-smart/engine/driver';
import { API_IDEMPOTENCY_KEY_HEADER, API_PATHS } from '@play-smart/engine/contract';

export type { HttpClient, HttpRequest, HttpResult, FetchJsonOptions } from '@play-smart/engine/driver';
export { HttpError, fetchJson, CSRF_PATH } from '@play-smart/engine/driver';

/** The form submissions that carry an idempotency key: each stores or mails something. */
const KEYED_PATHS: ReadonlySet<string> = new Set([
  API_PATHS.register,
  API_PATHS.emailFriend,
  API_PATHS.contact,
]);

/** The path of a URL the port asks for (it may carry a base and a query such as `?lang=es`). */
function pathOf(url: string): string {
  const path = url.replace(/^[a-z]+:\/\/[^/]+/i, '');
  const cut = path.search(/[?#]/);
  return cut === -1 ? path : path.slice(0, cut);
}

/**
 * `fetch` that gives each form submission (a POST to one of {@link KEYED_PATHS}) one random idempotency
 * key and, when the network fails before any answer arrives, sends it once more with the same key: the
 * server answers the retry as it answered the first attempt if that one reached it, so a sign-up stored
 * but whose answer was lost is told "thanks", not "already registered", and no mail goes twice. Anything
 * else goes through unchanged. One call of the port is one submission attempt: a visitor who presses
 * the button again makes a new one, with a new key.
 *
 * @param base - the fetch to wrap
 * @param newKey - makes a key (crypto.randomUUID; tests pass their own)
 */
export function idempotentFetch(
  base: FetchLike,
  newKey: () => string = () => globalThis.crypto.randomUUID(),
): FetchLike {
  return async (url, init) => {
    if (init?.method !== 'POST' || !KEYED_PATHS.has(pathOf(url))) return base(url, init);
    const headers = {
      ...(init.headers as Record<string, string> | undefined),
      [API_IDEMPOTENCY_KEY_HEADER]: newKey(),
    };
    const keyed = { ...init, headers };
    try {
      return await base(url, keyed);
    } catch {
      return base(url, keyed);
    }
  };
}

/**
 * The driver's default HTTP port ({@link engineFetchHttpClient}) whose form submissions carry an
 * idempotency key and are retried once on a network error ({@link idempotentFetch}).
 */
export function fetchHttpClient(options: FetchJsonOptions = {}): HttpClient {
  const base: FetchLike = options.fetch ?? ((url, init) => globalThis.fetch(url, init as RequestInit));
  return engineFetchHttpClient({ ...options, fetch: idempotentFetch(base) });
}

import type { HttpClient, HttpResult } from '@play-smart/engine/driver';

/** What the port answers when its code could not load: nothing answered, as when the network fails. */
const UNREACHED: HttpResult = { ok: false, status: null, body: null };

/**
 * An HTTP port whose client loads with the first request. Most pages send none until the visitor acts
 * (a form, a game's questions), so the client is no part of a page's first script; a page that does
 * waits one small chunk longer for its first answer. Like every port it never rejects: if the chunk
 * cannot load, the request fails as a network failure would, and the next request tries to load it again.
 *
 * @param load - imports and makes the real client
 */
export function lazyHttpClient(load: () => Promise<HttpClient>): HttpClient {
  let client: Promise<HttpClient> | null = null;
  return {
    request(req) {
      const loading = (client ??= load());
      return loading.then(
        (http) => http.request(req),
        () => {
          if (client === loading) client = null;
          return UNREACHED;
        },
      );
    },
  };
}

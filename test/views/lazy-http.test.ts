import { describe, expect, it } from 'vitest';
import type { HttpClient, HttpRequest } from '../../views/runtime';
import { lazyHttpClient } from '../../views/runtime';

const REQUEST: HttpRequest = { method: 'GET', url: '/api/csrf' };

/** A client that answers every request with 200 and the request's URL, counting its requests. */
function echoClient(): HttpClient & { readonly seen: string[] } {
  const seen: string[] = [];
  return {
    seen,
    request: (req) => {
      seen.push(req.url);
      return Promise.resolve({ ok: true, status: 200, body: req.url });
    },
  };
}

describe('lazyHttpClient', () => {
  it('loads the client with the first request, once, and passes every request to it', async () => {
    const real = echoClient();
    let loads = 0;
    const http = lazyHttpClient(() => {
      loads += 1;
      return Promise.resolve(real);
    });
    expect(loads).toBe(0);
    const [first, second] = await Promise.all([
      http.request(REQUEST),
      http.request({ ...REQUEST, url: '/api/quiz' }),
    ]);
    expect(loads).toBe(1);
    expect(first).toEqual({ ok: true, status: 200, body: '/api/csrf' });
    expect(second.body).toBe('/api/quiz');
    expect(real.seen).toEqual(['/api/csrf', '/api/quiz']);
  });

  it('answers as a network failure when the code cannot load, and loads again on the next request', async () => {
    const real = echoClient();
    let loads = 0;
    const http = lazyHttpClient(() => {
      loads += 1;
      return loads === 1 ? Promise.reject(new Error('chunk failed')) : Promise.resolve(real);
    });
    await expect(http.request(REQUEST)).resolves.toEqual({ ok: false, status: null, body: null });
    await expect(http.request(REQUEST)).resolves.toEqual({ ok: true, status: 200, body: '/api/csrf' });
    expect(loads).toBe(2);
  });
});

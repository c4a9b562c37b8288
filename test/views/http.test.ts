import { describe, expect, it, vi } from 'vitest';
import { HttpError, fetchHttpClient, fetchJson } from '../../views';

function fakeFetch(status: number, body: string) {
  return vi.fn<typeof fetch>(() => Promise.resolve(new Response(body === '' ? null : body, { status })));
}

describe('the HTTP client', () => {
  it('marks requests as XMLHttpRequest, sends objects as JSON and copies the CSRF cookie to its header', async () => {
    const f = fakeFetch(201, '{"ok":true}');
    const body = await fetchJson(
      { method: 'POST', url: '/api/x', body: { a: 1 } },
      { fetch: f, cookies: () => 'other=1; XSRF-TOKEN=abc%3D; z=2' },
    );
    expect(body).toEqual({ ok: true });
    const [url, init] = f.mock.calls[0]!;
    expect(url).toBe('/api/x');
    const headers = init?.headers as Record<string, string>;
    expect(headers['X-Requested-With']).toBe('XMLHttpRequest');
    expect(headers['X-XSRF-TOKEN']).toBe('abc=');
    expect(headers['Content-Type']).toBe('application/json');
    expect(init?.body).toBe('{"a":1}');
  });

  it('sends no CSRF header when there is no cookie', async () => {
    const f = fakeFetch(200, '');
    await fetchJson({ method: 'GET', url: '/x' }, { fetch: f, cookies: () => '' });
    expect((f.mock.calls[0]![1]?.headers as Record<string, string>)['X-XSRF-TOKEN']).toBeUndefined();
  });

  it.each([199, 300, 404, 422, 500])('treats status %i as a failure carrying the body', async (status) => {
    const f = fakeFetch(status, '{"errors":{"email":["Valid email is required."]}}');
    const error = await fetchJson({ method: 'GET', url: '/x' }, { fetch: f, cookies: () => '' }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).message).toBe(`Request failed with status code ${status}`);
    expect((error as HttpError).body).toEqual({ errors: { email: ['Valid email is required.'] } });
  });

  it.each([200, 204, 299])('treats status %i as success', async (status) => {
    const f = fakeFetch(status, '');
    await expect(
      fetchJson({ method: 'GET', url: '/x' }, { fetch: f, cookies: () => '' }),
    ).resolves.toBeNull();
  });

  it('sends the body as it is: the dob conversion belongs to the registration form, not every request', async () => {
    const f = fakeFetch(200, '');
    await fetchJson(
      { method: 'POST', url: '/x', body: { dob: '07/04/1990', city: 'Akron' } },
      { fetch: f, cookies: () => 'XSRF-TOKEN=t' },
    );
    expect(f.mock.calls[0]![1]?.body).toBe('{"dob":"07/04/1990","city":"Akron"}');
  });

  it('posts multipart form data when asked, with Accept: application/json and the CSRF header', async () => {
    const f = fakeFetch(200, '');
    await fetchJson(
      { method: 'POST', url: '/api/form', body: { name: 'Sam', terms: '1' }, encoding: 'multipart' },
      { fetch: f, cookies: () => 'XSRF-TOKEN=tok' },
    );
    const init = f.mock.calls[0]![1]!;
    const headers = init.headers as Record<string, string>;
    expect(init.body).toBeInstanceOf(FormData);
    expect([...(init.body as FormData).entries()]).toEqual([
      ['name', 'Sam'],
      ['terms', '1'],
    ]);
    expect(headers.Accept).toBe('application/json');
    expect(headers['X-XSRF-TOKEN']).toBe('tok');
    // The browser sets the multipart boundary itself.
    expect(headers['Content-Type']).toBeUndefined();
  });

  it('asks GET /api/csrf for the cookie pair once before a POST when the browser has no token', async () => {
    let cookies = '';
    const f = vi.fn<typeof fetch>((url) => {
      if (url === '/api/csrf') cookies = 'XSRF-TOKEN=fresh';
      return Promise.resolve(new Response(null, { status: url === '/api/csrf' ? 204 : 201 }));
    });
    const options = { fetch: f, cookies: () => cookies };
    await fetchJson({ method: 'POST', url: '/api/register', body: { a: 1 } }, options);
    await fetchJson({ method: 'POST', url: '/api/register', body: { a: 2 } }, options);
    expect(f.mock.calls.map((call) => call[0])).toEqual(['/api/csrf', '/api/register', '/api/register']);
    expect((f.mock.calls[1]![1]?.headers as Record<string, string>)['X-XSRF-TOKEN']).toBe('fresh');
  });

  it('a request made while the pair is being fetched waits for it, so requests leave in order', async () => {
    let cookies = '';
    let releaseToken: () => void = () => undefined;
    const sent: string[] = [];
    const f = vi.fn<typeof fetch>((url, init) => {
      sent.push(`${init?.method ?? 'GET'} ${url as string}`);
      if (url !== '/api/csrf') return Promise.resolve(new Response(null, { status: 200 }));
      return new Promise((resolve) => {
        releaseToken = () => {
          cookies = 'XSRF-TOKEN=t';
          resolve(new Response(null, { status: 204 }));
        };
      });
    });
    const client = fetchHttpClient({ fetch: f, cookies: () => cookies });
    const post = client.request({ method: 'POST', url: '/api/scroll-games', body: { score: 1 } });
    const get = client.request({ method: 'GET', url: '/api/scroll-games?fresh' });
    await Promise.resolve();
    expect(sent).toEqual(['GET /api/csrf']);
    releaseToken();
    await Promise.all([post, get]);
    expect(sent).toEqual(['GET /api/csrf', 'POST /api/scroll-games', 'GET /api/scroll-games?fresh']);
  });

  it('a GET never asks for a token', async () => {
    const f = fakeFetch(200, '');
    await fetchJson({ method: 'GET', url: '/x' }, { fetch: f, cookies: () => '' });
    expect(f.mock.calls.map((call) => call[0])).toEqual(['/x']);
  });

  it('a token request that gets no answer is a request with no answer', async () => {
    const f = vi.fn<typeof fetch>(() => Promise.reject(new TypeError('offline')));
    const client = fetchHttpClient({ fetch: f, cookies: () => '' });
    await expect(client.request({ method: 'POST', url: '/api/register', body: {} })).resolves.toEqual({
      ok: false,
      status: null,
      body: null,
    });
  });

  it('the driver client turns outcomes into results, status null when nothing answered', async () => {
    const ok = fetchHttpClient({ fetch: fakeFetch(201, '{"a":1}'), cookies: () => '' });
    await expect(ok.request({ method: 'GET', url: '/x' })).resolves.toEqual({
      ok: true,
      status: 201,
      body: { a: 1 },
    });
    const bad = fetchHttpClient({ fetch: fakeFetch(422, '{"e":1}'), cookies: () => '' });
    await expect(bad.request({ method: 'GET', url: '/x' })).resolves.toEqual({
      ok: false,
      status: 422,
      body: { e: 1 },
    });
    const down = fetchHttpClient({
      fetch: vi.fn<typeof fetch>(() => Promise.reject(new TypeError('offline'))),
      cookies: () => '',
    });
    await expect(down.request({ method: 'GET', url: '/x' })).resolves.toEqual({
      ok: false,
      status: null,
      body: null,
    });
  });
});

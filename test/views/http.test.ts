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

  it('converts a dob field from MM/DD/YYYY to YYYY-MM-DD before sending, and leaves other fields alone', async () => {
    const f = fakeFetch(200, '');
    await fetchJson(
      { method: 'POST', url: '/x', body: { dob: '07/04/1990', city: 'Akron' } },
      { fetch: f, cookies: () => '' },
    );
    expect(f.mock.calls[0]![1]?.body).toBe('{"dob":"1990-07-04","city":"Akron"}');
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

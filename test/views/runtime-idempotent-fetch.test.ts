import { describe, expect, it } from 'vitest';
import type { FetchLike } from '@play-smart/engine/driver';
import { idempotentFetch } from '../../views/runtime/http';

/** A fetch that records each call's key and fails the first `failures` calls as a network error would. */
function recordingFetch(failures: number): { fetch: FetchLike; keys: (string | undefined)[] } {
  const keys: (string | undefined)[] = [];
  let left = failures;
  const fetch: FetchLike = (_url, init) => {
    keys.push((init?.headers as Record<string, string> | undefined)?.['Idempotency-Key']);
    if (left-- > 0) return Promise.reject(new TypeError('Failed to fetch'));
    return Promise.resolve({ status: 201, text: () => Promise.resolve('{}') } as Awaited<
      ReturnType<FetchLike>
    >);
  };
  return { fetch, keys };
}

describe('idempotentFetch (views/runtime/http.ts)', () => {
  it('gives each form submission its own key and retries once, with the same key, after a network error', async () => {
    let n = 0;
    const { fetch, keys } = recordingFetch(1);
    const keyed = idempotentFetch(fetch, () => `key-${String(++n).padStart(16, '0')}`);
    const res = await keyed('/api/register?lang=es', {
      method: 'POST',
      headers: { Accept: 'application/json' },
    });
    expect(res.status).toBe(201);
    expect(keys).toEqual(['key-0000000000000001', 'key-0000000000000001']);
    await keyed('/api/emailfriend', { method: 'POST' });
    expect(keys[2]).toBe('key-0000000000000002');
  });

  it('retries only once: a second network error reaches the caller', async () => {
    const { fetch, keys } = recordingFetch(2);
    const keyed = idempotentFetch(fetch, () => 'k'.repeat(20));
    await expect(keyed('/api/contact', { method: 'POST' })).rejects.toThrow('Failed to fetch');
    expect(keys).toHaveLength(2);
  });

  it('leaves other requests alone: no key, no retry', async () => {
    const { fetch, keys } = recordingFetch(1);
    const keyed = idempotentFetch(fetch, () => 'k'.repeat(20));
    await expect(keyed('/api/scroll-games', { method: 'POST' })).rejects.toThrow();
    await keyed('/api/register', { method: 'GET' });
    expect(keys).toEqual([undefined, undefined]);
  });
});

import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { clientAddressKey, createLimiter } from '../../site/server/security/rate-limits';

const from = (ip: string) => ({ ip }) as FastifyRequest;

describe('the client address a limit counts by', () => {
  it('is the IPv4 address, also when it arrives IPv4-mapped', () => {
    expect(clientAddressKey(from('203.0.113.9'))).toBe('203.0.113.9');
    expect(clientAddressKey(from('::ffff:203.0.113.9'))).toBe('203.0.113.9');
  });

  it('is the /64 for IPv6: one subscriber cannot step through its own prefix', () => {
    const key = clientAddressKey(from('2001:db8:1:2:3:4:5:6'));
    expect(key).toBe('2001:db8:1:2::/64');
    expect(clientAddressKey(from('2001:0db8:0001:0002::9'))).toBe(key);
    expect(clientAddressKey(from('2001:db8:1:3::1'))).not.toBe(key);
    expect(clientAddressKey(from('::1'))).toBe('0:0:0:0::/64');
  });
});

describe('a limiter', () => {
  it('allows max requests per key in its window, then says how long to wait', async () => {
    const limiter = createLimiter('memory', 'test', { max: 2, windowMs: 60_000 });
    expect((await limiter.consume('a')).allowed).toBe(true);
    expect((await limiter.consume('a')).allowed).toBe(true);
    const third = await limiter.consume('a');
    expect(third.allowed).toBe(false);
    expect(third.retryAfterS).toBeGreaterThan(55);
    expect(third.retryAfterS).toBeLessThanOrEqual(60);
    expect((await limiter.consume('b')).allowed).toBe(true);
  });
});

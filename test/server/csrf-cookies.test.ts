import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { CSRF_COOKIE_MAX_AGE_S, CsrfTokens, csrfCookieHeaders } from '../../site/server/security/csrf';

/** The serializer @fastify/cookie writes Set-Cookie with (its own dependency), which the pair used to go through. */
const fromCookiePlugin = createRequire(createRequire(import.meta.url).resolve('@fastify/cookie'));
const { serialize } = fromCookiePlugin('cookie') as {
  serialize: (name: string, value: string, options: Record<string, unknown>) => string;
};

describe('the CSRF cookie pair as written (security/csrf.ts)', () => {
  const tokens = new CsrfTokens(Buffer.alloc(32, 7));

  it.each([false, true])('is byte for byte what the cookie plugin wrote (secure: %s)', (secure) => {
    const id = CsrfTokens.newAnonId();
    const token = tokens.tokenFor(id);
    const common = { path: '/', sameSite: 'strict', secure, maxAge: CSRF_COOKIE_MAX_AGE_S };
    expect(csrfCookieHeaders(id, token, secure)).toEqual([
      serialize(secure ? '__Host-anon' : 'anon', id, { ...common, httpOnly: true }),
      serialize('XSRF-TOKEN', token, { ...common, httpOnly: false }),
    ]);
  });

  it('mints ids of 16 random bytes, never the same one twice, across refills of the pool', () => {
    const ids = Array.from({ length: 1000 }, () => CsrfTokens.newAnonId());
    expect(ids.every((id) => /^[A-Za-z0-9_-]{22}$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    // Every token still verifies against its own id only.
    expect(tokens.verify(ids[0] ?? '', tokens.tokenFor(ids[0] ?? ''))).toBe(true);
    expect(tokens.verify(ids[1] ?? '', tokens.tokenFor(ids[0] ?? ''))).toBe(false);
  });
});

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CsrfTokens } from '../../site/server/security/csrf';
import { recaptchaBotCheck } from '../../site/server/security/botcheck';
import type { RateLimits } from '../../site/server/security/rate-limits';
import { useApi } from '../support/api-lifecycle';
import {
  openSession,
  postJson,
  validRegistration,
  type HarnessOptions,
  type Session,
} from '../support/api-app';

const REFUSED = { message: 'This request was refused. Reload the page and try again.' };
const CROSS_SITE = { message: 'Requests from other sites are not accepted.' };
const TOO_MANY = { message: 'Too many requests. Please wait a moment and try again.' };

/** One valid-looking body per state-changing endpoint. */
const POSTS: readonly (readonly [string, unknown])[] = [
  ['/api/register', validRegistration()],
  ['/api/emailfriend', { email: 'pal@example.com' }],
  ['/api/scroll-games', { score: 10 }],
];

const startOn = useApi('pglite');
const start = (options: Omit<HarnessOptions, 'repository'> = {}) => startOn(100, options);

function cookieNamed(res: { cookies: unknown[] }, name: string) {
  return (
    res.cookies as {
      name: string;
      value: string;
      httpOnly?: boolean;
      sameSite?: string;
      secure?: boolean;
      path?: string;
      maxAge?: number;
    }[]
  ).find((c) => c.name === name);
}

describe('CSRF cookies', () => {
  it('a page load sets a readable XSRF-TOKEN bound to an HttpOnly anonymous id, both SameSite=Strict', async () => {
    const { app } = await start();
    const res = await app.inject({ url: '/games/gambler-quiz', headers: { accept: 'text/html' } });
    const token = cookieNamed(res, 'XSRF-TOKEN');
    const anon = cookieNamed(res, 'anon');
    expect(token).toMatchObject({ path: '/', sameSite: 'Strict', maxAge: 604800 });
    expect(token?.httpOnly).toBeFalsy();
    expect(token?.secure).toBeFalsy();
    expect(anon).toMatchObject({ path: '/', sameSite: 'Strict', httpOnly: true });
    expect(anon?.value).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(new CsrfTokens(Buffer.alloc(32, 7)).verify(anon?.value ?? '', token?.value ?? '')).toBe(true);
  });

  it('keeps the same pair on later page loads (renewing it) and on 404 pages', async () => {
    const { app, session } = await start();
    const again = await app.inject({ url: '/', headers: { cookie: session.cookie } });
    expect(cookieNamed(again, 'XSRF-TOKEN')?.value).toBe(session.token);
    const missing = await app.inject({
      url: '/no/such',
      headers: { accept: 'text/html', cookie: session.cookie },
    });
    expect(missing.statusCode).toBe(404);
    expect(cookieNamed(missing, 'XSRF-TOKEN')?.value).toBe(session.token);
  });

  it('over HTTPS (a trusted proxy says so) the cookies are Secure and the id is __Host-', async () => {
    const { app } = await start({ trustProxy: ['127.0.0.1'] });
    const res = await app.inject({ url: '/', headers: { 'x-forwarded-proto': 'https' } });
    expect(cookieNamed(res, 'XSRF-TOKEN')?.secure).toBe(true);
    expect(cookieNamed(res, '__Host-anon')).toMatchObject({ secure: true, httpOnly: true, path: '/' });
    expect(cookieNamed(res, 'anon')).toBeUndefined();
  });

  it('an untrusted X-Forwarded-Proto changes nothing', async () => {
    const { app } = await start();
    const res = await app.inject({ url: '/', headers: { 'x-forwarded-proto': 'https' } });
    expect(cookieNamed(res, 'anon')).toBeDefined();
    expect(cookieNamed(res, 'XSRF-TOKEN')?.secure).toBeFalsy();
  });

  it('static assets and the public quiz file carry no cookies', async () => {
    const { app } = await start();
    expect((await app.inject({ url: '/assets/index-abc123.js' })).headers['set-cookie']).toBeUndefined();
    expect(
      (await app.inject({ url: '/js/config/quiz-questions.json' })).headers['set-cookie'],
    ).toBeUndefined();
  });
});

describe.each(POSTS)('POST %s is refused without a genuine token', (url, body) => {
  async function expectRefused(app: FastifyInstance, session: Session, expected: object, headers = {}) {
    const res = await postJson(app, session, url, body, headers);
    expect(res.statusCode).toBe(403);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toEqual(expected);
  }

  it('accepts it with the token (control)', async () => {
    const { app, session } = await start();
    expect((await postJson(app, session, url, body)).statusCode).toBeLessThan(300);
  });

  it('no token header', async () => {
    const { app, session } = await start();
    await expectRefused(app, { ...session, token: '' }, REFUSED);
    const res = await app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json', cookie: session.cookie },
      payload: JSON.stringify(body),
    });
    expect(res.statusCode).toBe(403);
  });

  it('no anonymous id cookie (token alone)', async () => {
    const { app, session } = await start();
    await expectRefused(app, { cookie: `XSRF-TOKEN=${session.token}`, token: session.token }, REFUSED);
  });

  it('a token that belongs to another anonymous id', async () => {
    const { app, session } = await start();
    const other = await openSession(app);
    expect(other.token).not.toBe(session.token);
    await expectRefused(app, { ...session, token: other.token }, REFUSED);
  });

  it('a forged signature (right shape, wrong key or altered)', async () => {
    const { app, session } = await start();
    const anon = /anon=([^;]+)/.exec(session.cookie)?.[1] ?? '';
    const forged = new CsrfTokens(Buffer.alloc(32, 8)).tokenFor(anon);
    await expectRefused(app, { ...session, token: forged }, REFUSED);
    const flipped = (session.token.startsWith('A') ? 'B' : 'A') + session.token.slice(1);
    await expectRefused(app, { ...session, token: flipped }, REFUSED);
    await expectRefused(app, { ...session, token: `${session.token}x` }, REFUSED);
  });

  it('Sec-Fetch-Site cross-site or same-site, even with a valid token', async () => {
    const { app, session } = await start();
    await expectRefused(app, session, CROSS_SITE, { 'sec-fetch-site': 'cross-site' });
    await expectRefused(app, session, CROSS_SITE, { 'sec-fetch-site': 'same-site' });
  });

  it('a foreign or null Origin, even with a valid token', async () => {
    const { app, session } = await start();
    await expectRefused(app, session, CROSS_SITE, { origin: 'https://evil.example' });
    await expectRefused(app, session, CROSS_SITE, { origin: 'http://localhost.evil.example' });
    await expectRefused(app, session, CROSS_SITE, { origin: 'null' });
  });

  it('an Origin matching the Host passes', async () => {
    const { app, session } = await start();
    const res = await postJson(app, session, url, body, { origin: 'http://localhost', host: 'localhost' });
    expect(res.statusCode).toBeLessThan(300);
  });

  it('with PUBLIC_ORIGIN set, only that Origin passes', async () => {
    const { app, session } = await start({ publicOrigin: 'https://playsmart.example.org' });
    await expectRefused(app, session, CROSS_SITE, { origin: 'http://localhost', host: 'localhost' });
    const res = await postJson(app, session, url, body, { origin: 'https://playsmart.example.org' });
    expect(res.statusCode).toBeLessThan(300);
  });
});

describe('a refused POST', () => {
  it('stores nothing and sends nothing', async () => {
    const { app, session, harness, store } = await start();
    await postJson(app, { ...session, token: 'x' }, '/api/register', validRegistration());
    await postJson(
      app,
      session,
      '/api/emailfriend',
      { email: 'pal@example.com' },
      { 'sec-fetch-site': 'cross-site' },
    );
    expect(await store.repository.exportRegistrations(() => undefined)).toBe(0);
    expect(harness.outboxFiles()).toEqual([]);
  });

  it('from our own page with a stale pair gets a fresh pair, so the next click works', async () => {
    const { app } = await start();
    const stale = { cookie: 'anon=AAAAAAAAAAAAAAAAAAAAAA; XSRF-TOKEN=stale', token: 'stale' };
    const res = await postJson(app, stale, '/api/scroll-games', { score: 5 });
    expect(res.statusCode).toBe(403);
    const anon = cookieNamed(res, 'anon')?.value ?? '';
    const token = cookieNamed(res, 'XSRF-TOKEN')?.value ?? '';
    expect(anon).not.toBe('AAAAAAAAAAAAAAAAAAAAAA');
    const retry = await postJson(
      app,
      { cookie: `anon=${anon}; XSRF-TOKEN=${token}`, token },
      '/api/scroll-games',
      {
        score: 5,
      },
    );
    expect(retry.statusCode).toBe(201);
  });
});

describe('request shape', () => {
  it.each(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x'])(
    'refuses %s bodies with 415 JSON (only application/json is read)',
    async (type) => {
      const { app, session } = await start();
      const res = await postJson(app, session, '/api/register', 'a=b', { 'content-type': type });
      expect(res.statusCode).toBe(415);
      expect(res.json()).toEqual({ message: 'Send the request as application/json.' });
    },
  );

  it.each([
    ['/api/register', 16 * 1024],
    ['/api/emailfriend', 8 * 1024],
    ['/api/scroll-games', 1024],
  ])('limits %s bodies to %i bytes: 413 JSON', async (url, limit) => {
    const { app, session } = await start();
    const big = JSON.stringify({ email: 'a'.repeat(limit) });
    const res = await postJson(app, session, url, big);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'The request is too large.' });
  });

  it('answers malformed JSON, an empty body, a non-object and __proto__ keys with 400 JSON', async () => {
    const { app, session } = await start();
    for (const payload of [
      '{"email":',
      '',
      '[1,2]',
      '"text"',
      'null',
      '{"__proto__":{"x":1}}',
      '{"constructor":{"prototype":{}}}',
    ]) {
      const res = await postJson(app, session, '/api/emailfriend', payload);
      expect(res.statusCode, payload).toBe(400);
      expect(Object.keys(res.json<object>()), payload).toEqual(['message']);
    }
  });
});

describe('rate limits', () => {
  const TWO_PER_MINUTE = { max: 2, windowMs: 60_000 };
  const limits: Partial<RateLimits> = {
    register: TWO_PER_MINUTE,
    emailFriend: TWO_PER_MINUTE,
    scorePost: TWO_PER_MINUTE,
    statsGet: TWO_PER_MINUTE,
  };

  it.each(POSTS)(
    'POST %s: the third request in the window gets 429 JSON with Retry-After',
    async (url, body) => {
      const { app, session } = await start({ rateLimits: limits });
      for (let i = 0; i < 2; i++) {
        const b = url === '/api/register' ? validRegistration({}, i) : body;
        expect((await postJson(app, session, url, b)).statusCode).toBeLessThan(300);
      }
      const res = await postJson(app, session, url, body);
      expect(res.statusCode).toBe(429);
      expect(res.json()).toEqual(TOO_MANY);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    },
  );

  it('GET /api/scroll-games is limited too, and each endpoint counts on its own', async () => {
    const { app, session } = await start({ rateLimits: limits });
    await app.inject({ url: '/api/scroll-games' });
    await app.inject({ url: '/api/scroll-games' });
    const res = await app.inject({ url: '/api/scroll-games' });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual(TOO_MANY);
    expect((await postJson(app, session, '/api/scroll-games', { score: 3 })).statusCode).toBe(201);
  });

  it('counts per client address as the trusted proxy reports it', async () => {
    const { app, session } = await start({ rateLimits: limits, trustProxy: ['127.0.0.1'] });
    const from = (ip: string) =>
      postJson(app, session, '/api/scroll-games', { score: 1 }, { 'x-forwarded-for': ip });
    expect((await from('203.0.113.1')).statusCode).toBe(201);
    expect((await from('203.0.113.1')).statusCode).toBe(201);
    expect((await from('203.0.113.1')).statusCode).toBe(429);
    expect((await from('203.0.113.2')).statusCode).toBe(201);
  });

  it('ignores X-Forwarded-For from an untrusted peer (no dodging the limit)', async () => {
    const { app, session } = await start({ rateLimits: limits });
    const from = (ip: string) =>
      postJson(app, session, '/api/scroll-games', { score: 1 }, { 'x-forwarded-for': ip });
    expect((await from('203.0.113.1')).statusCode).toBe(201);
    expect((await from('203.0.113.2')).statusCode).toBe(201);
    expect((await from('203.0.113.3')).statusCode).toBe(429);
  });

  it('logs no client address when limiting', async () => {
    const { app, session, harness } = await start({ rateLimits: limits, trustProxy: ['127.0.0.1'] });
    for (let i = 0; i < 4; i++) {
      await postJson(app, session, '/api/scroll-games', { score: 1 }, { 'x-forwarded-for': '198.51.100.77' });
    }
    expect(harness.logs.join('\n')).not.toMatch(/198\.51\.100\.77|127\.0\.0\.1/);
  });
});

describe('reCAPTCHA v3 verification (against a loopback stand-in for siteverify)', () => {
  let server: Server;
  let url = '';
  let answer: (body: URLSearchParams) => { status: number; body: string } | null = () => null;
  const received: URLSearchParams[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      let text = '';
      req.on('data', (c: Buffer) => (text += c.toString()));
      req.on('end', () => {
        const params = new URLSearchParams(text);
        received.push(params);
        const reply = answer(params);
        if (reply === null) return; // never answer: the caller must time out
        res.writeHead(reply.status, { 'content-type': 'application/json' }).end(reply.body);
      });
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    url = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}/siteverify`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((done) => server.close(done));
  });

  const check = () => recaptchaBotCheck({ secret: 's3cret', minScore: 0.5, verifyUrl: url, timeoutMs: 300 });
  const json = (body: object) => () => ({ status: 200, body: JSON.stringify(body) });

  it('passes a successful token for the contactform action with a high enough score', async () => {
    answer = json({ success: true, score: 0.9, action: 'contactform' });
    expect(await check().verify('tok', '203.0.113.9')).toEqual({ ok: true });
    const sent = received.at(-1);
    expect(sent?.get('secret')).toBe('s3cret');
    expect(sent?.get('response')).toBe('tok');
    expect(sent?.get('remoteip')).toBe('203.0.113.9');
  });

  it.each([
    [{ success: false, 'error-codes': ['invalid-input-response'] }, 'rejected'],
    [{ success: true, score: 0.3, action: 'contactform' }, 'low-score'],
    [{ success: true, score: 0.9, action: 'login' }, 'wrong-action'],
    [{ success: true, action: 'contactform' }, 'low-score'],
  ])('refuses %o as %s', async (body, reason) => {
    answer = json(body);
    expect(await check().verify('tok', '203.0.113.9')).toEqual({ ok: false, reason });
  });

  it('refuses an empty or absurdly long token without asking', async () => {
    const before = received.length;
    expect(await check().verify('', '1.2.3.4')).toEqual({ ok: false, reason: 'missing-token' });
    expect(await check().verify('x'.repeat(5000), '1.2.3.4')).toEqual({ ok: false, reason: 'missing-token' });
    expect(received.length).toBe(before);
  });

  it.each([
    ['an HTTP error', () => ({ status: 500, body: '{}' })],
    ['a body that is not JSON', () => ({ status: 200, body: '<html>' })],
    ['no answer within the time-out', () => null],
  ])('fails closed on %s', async (_name, reply) => {
    answer = reply;
    expect(await check().verify('tok', '1.2.3.4')).toEqual({ ok: false, reason: 'unavailable' });
  });

  it('fails closed when nothing listens at all', async () => {
    const dead = recaptchaBotCheck({
      secret: 's',
      verifyUrl: 'http://127.0.0.1:9/siteverify',
      timeoutMs: 300,
    });
    expect(await dead.verify('tok', '1.2.3.4')).toEqual({ ok: false, reason: 'unavailable' });
  });

  it('end to end: a sign-up with BOTCHECK on and Google unreachable is 503, with a good token 201', async () => {
    answer = () => null;
    const { app, session } = await start({ botCheck: check() });
    const down = await postJson(app, session, '/api/register', {
      ...validRegistration(),
      'g-recaptcha-response': 'tok',
    });
    expect(down.statusCode).toBe(503);
    answer = json({ success: true, score: 0.7, action: 'contactform' });
    const up = await postJson(app, session, '/api/register', {
      ...validRegistration(),
      'g-recaptcha-response': 'tok',
    });
    expect(up.statusCode).toBe(201);
    expect(received.at(-1)?.get('remoteip')).toBe('127.0.0.1');
  });
});

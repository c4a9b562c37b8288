import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CsrfTokens } from '../../site/server/security/csrf';
import { recaptchaBotCheck } from '../../site/server/security/botcheck';
import { DATA_CSP } from '../../site/server/security/static-headers';
import type { RateLimits } from '../../site/server/security/rate-limits';
import { useApi } from '../support/api-lifecycle';
import {
  openSession,
  postJson,
  validRegistration,
  type HarnessOptions,
  type Session,
} from '../support/api-app';
import { timeBudget } from '../support/time-budget';

const REFUSED = { message: 'This request was refused. Reload the page and try again.' };
const CROSS_SITE = { message: 'Requests from other sites are not accepted.' };
const TOO_MANY = { message: 'Too many requests. Please wait a moment and try again.' };

/** One valid-looking body per state-changing endpoint. */
const POSTS: readonly (readonly [string, unknown])[] = [
  ['/api/register', validRegistration()],
  ['/api/emailfriend', { email: 'pal@example.com' }],
  ['/api/contact', { topic: 'question', name: 'Sam', email: 'sam@example.org', message: 'Hello' }],
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

describe('security headers of the API and the JSON files', () => {
  it('a CSP that allows nothing and no framing, without the page headers', async () => {
    const { app } = await start();
    for (const url of ['/api/csrf', '/api/scroll-games', '/js/config/quiz-questions.json']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBeLessThan(300);
      expect(res.headers['content-security-policy'], url).toBe(DATA_CSP);
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['permissions-policy'], url).toBeUndefined();
    }
  });
});

describe('CSRF cookies', () => {
  it('GET /api/csrf sets a readable XSRF-TOKEN bound to an HttpOnly anonymous id, both SameSite=Strict', async () => {
    const { app } = await start();
    const res = await app.inject({ url: '/api/csrf' });
    expect(res.statusCode).toBe(204);
    expect(res.headers['cache-control']).toBe('no-store');
    const token = cookieNamed(res, 'XSRF-TOKEN');
    const anon = cookieNamed(res, 'anon');
    expect(token).toMatchObject({ path: '/', sameSite: 'Strict', maxAge: 604800 });
    expect(token?.httpOnly).toBeFalsy();
    expect(token?.secure).toBeFalsy();
    expect(anon).toMatchObject({ path: '/', sameSite: 'Strict', httpOnly: true });
    expect(anon?.value).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(new CsrfTokens(Buffer.alloc(32, 7)).verify(anon?.value ?? '', token?.value ?? '')).toBe(true);
  });

  it('renews the same pair when asked again', async () => {
    const { app, session } = await start();
    const again = await app.inject({ url: '/api/csrf', headers: { cookie: session.cookie } });
    expect(cookieNamed(again, 'XSRF-TOKEN')?.value).toBe(session.token);
  });

  // The three form pages are the exception: their form works without JavaScript, so they carry a token
  // bound to the pair (test/server/api-forms-encoded.test.ts).
  it('pages without a form (200 and 404), static files and API reads set no cookies at all', async () => {
    const { app } = await start();
    for (const url of [
      '/',
      '/games/gambler-quiz',
      '/no/such',
      '/assets/index-abc123.js',
      '/js/config/quiz-questions.json',
      '/api/scroll-games',
    ]) {
      const res = await app.inject({ url, headers: { accept: 'text/html' } });
      expect(res.headers['set-cookie'], url).toBeUndefined();
    }
  });

  it('is rate-limited like the other reads', async () => {
    const { app } = await start({ rateLimits: { csrfGet: { max: 2, windowMs: 60_000 } } });
    await app.inject({ url: '/api/csrf' });
    await app.inject({ url: '/api/csrf' });
    const res = await app.inject({ url: '/api/csrf' });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual(TOO_MANY);
  });

  it('over HTTPS (a trusted proxy says so) the cookies are Secure and the id is __Host-', async () => {
    const { app } = await start({ trustProxy: ['127.0.0.1'] });
    const res = await app.inject({ url: '/api/csrf', headers: { 'x-forwarded-proto': 'https' } });
    expect(cookieNamed(res, 'XSRF-TOKEN')?.secure).toBe(true);
    expect(cookieNamed(res, '__Host-anon')).toMatchObject({ secure: true, httpOnly: true, path: '/' });
    expect(cookieNamed(res, 'anon')).toBeUndefined();
  });

  it('an untrusted X-Forwarded-Proto changes nothing', async () => {
    const { app } = await start();
    const res = await app.inject({ url: '/api/csrf', headers: { 'x-forwarded-proto': 'https' } });
    expect(cookieNamed(res, 'anon')).toBeDefined();
    expect(cookieNamed(res, 'XSRF-TOKEN')?.secure).toBeFalsy();
  });
});

describe('with an https PUBLIC_ORIGIN every cookie is Secure, whatever TRUST_PROXY says', () => {
  const ORIGIN = 'https://playsmart.example.org';
  const SAME_ORIGIN = { origin: ORIGIN };

  /** Each cookie a response sets, by name: Secure, and the id under its __Host- name only. */
  function expectSecurePair(res: { cookies: unknown[] }, what: string) {
    expect(cookieNamed(res, 'XSRF-TOKEN')?.secure, what).toBe(true);
    expect(cookieNamed(res, '__Host-anon'), what).toMatchObject({ secure: true, httpOnly: true, path: '/' });
    expect(cookieNamed(res, 'anon'), what).toBeUndefined();
  }

  it.each([
    ['no TRUST_PROXY (HTTPS ended at a balancer the app does not trust)', {}, {}],
    [
      'a trusted proxy that says the hop was plain http',
      { trustProxy: ['127.0.0.1'] },
      { 'x-forwarded-proto': 'http' },
    ],
  ])('%s: the CSRF pair and a form page’s pair', async (_what, options, headers) => {
    const { app } = await start({ publicOrigin: ORIGIN, ...options });
    expectSecurePair(await app.inject({ url: '/api/csrf', headers }), '/api/csrf');
    expectSecurePair(
      await app.inject({ url: '/contact', headers: { ...headers, accept: 'text/html' } }),
      '/contact',
    );
  });

  it('the pair works: a POST with the __Host- id is accepted, and the score mark it sets is Secure', async () => {
    const { app } = await start({ publicOrigin: ORIGIN });
    const session = await openSession(app);
    expect(session.cookie).toContain('__Host-anon=');
    const res = await postJson(app, session, '/api/scroll-games', { score: 5 }, SAME_ORIGIN);
    expect(res.statusCode).toBe(201);
    expect(cookieNamed(res, 'scroll-posted')?.secure).toBe(true);
    // An id under the plain name is not read: a cookie planted without Secure does not pass.
    const plain = session.cookie.replace('__Host-anon=', 'anon=');
    const refused = await postJson(
      app,
      { ...session, cookie: plain },
      '/api/scroll-games',
      { score: 5 },
      SAME_ORIGIN,
    );
    expect(refused.statusCode).toBe(403);
  });

  it('an http PUBLIC_ORIGIN (local trials) leaves the request to decide, as without one', async () => {
    const { app } = await start({ publicOrigin: 'http://localhost:8080' });
    const res = await app.inject({ url: '/api/csrf' });
    expect(cookieNamed(res, 'anon')).toBeDefined();
    expect(cookieNamed(res, 'XSRF-TOKEN')?.secure).toBeFalsy();
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

/** A multipart body as a browser's FormData sends it. */
async function multipart(fields: Record<string, unknown>, file?: { name: string; content: string }) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, String(value));
  if (file) data.append(file.name, new Blob([file.content]), 'notes.txt');
  const request = new Request('http://localhost/', { method: 'POST', body: data });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    type: request.headers.get('content-type') ?? '',
  };
}

describe('request shape', () => {
  it.each(['text/plain', 'application/x-www-form-urlencoded'])(
    'refuses %s bodies with 415 JSON (JSON, or multipart on the form endpoints)',
    async (type) => {
      const { app, session } = await start();
      const res = await postJson(app, session, '/api/register', 'a=b', { 'content-type': type });
      expect(res.statusCode).toBe(415);
      expect(res.json()).toEqual({ message: 'Send the request as application/json.' });
    },
  );

  it('the score endpoint takes JSON only', async () => {
    const { app, session } = await start();
    const body = await multipart({ score: 5 });
    const res = await app.inject({
      method: 'POST',
      url: '/api/scroll-games',
      headers: {
        'content-type': body.type,
        'sec-fetch-site': 'same-origin',
        cookie: session.cookie,
        'x-xsrf-token': session.token,
      },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(415);
  });

  it.each([
    ['/api/register', 16 * 1024],
    ['/api/emailfriend', 8 * 1024],
    ['/api/contact', 16 * 1024],
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

describe('multipart form data on the form endpoints (the generic form posts multipart, as a browser form does)', () => {
  function postMultipart(
    app: FastifyInstance,
    session: Session,
    url: string,
    body: { payload: Buffer; type: string },
  ) {
    return app.inject({
      method: 'POST',
      url,
      headers: {
        'content-type': body.type,
        accept: 'application/json',
        'x-requested-with': 'XMLHttpRequest',
        'sec-fetch-site': 'same-origin',
        cookie: session.cookie,
        'x-xsrf-token': session.token,
      },
      payload: body.payload,
    });
  }

  it('a sign-up sent as multipart is stored as the same sign-up sent as JSON', async () => {
    const { app, session, store } = await start();
    const res = await postMultipart(
      app,
      session,
      '/api/register',
      await multipart({ ...validRegistration({}, 1), source: 'home' }),
    );
    expect(res.statusCode).toBe(201);
    const json = await postJson(app, session, '/api/register', validRegistration({}, 2));
    expect(json.statusCode).toBe(201);
    const rows: string[] = [];
    await store.repository.exportRegistrations((row) => {
      rows.push(JSON.stringify(row));
    });
    expect(rows).toHaveLength(2);
    expect(rows.join('\n')).toContain('"source":"home"');
  });

  it('field errors come back as JSON errors, as for JSON', async () => {
    const { app, session } = await start();
    const res = await postMultipart(
      app,
      session,
      '/api/register',
      await multipart({ ...validRegistration(), dob: '' }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'Oops! There are some errors.',
      errors: { dob: ['Date of birth is required.'] },
    });
  });

  it('email a friend works as multipart too', async () => {
    const { app, session, harness } = await start();
    const res = await postMultipart(
      app,
      session,
      '/api/emailfriend',
      await multipart({ email: 'pal@example.com' }),
    );
    expect(res.statusCode).toBe(200);
    expect(harness.outboxFiles()).toHaveLength(1);
  });

  it('refuses files, a body over the endpoint’s limit, a broken body, and needs the token', async () => {
    const { app, session } = await start();
    const withFile = await multipart({ email: 'pal@example.com' }, { name: 'attachment', content: 'hi' });
    const file = await postMultipart(app, session, '/api/emailfriend', withFile);
    expect(file.statusCode).toBe(400);
    expect(file.json()).toEqual({ message: 'This form does not accept files.' });
    const big = await postMultipart(
      app,
      session,
      '/api/emailfriend',
      await multipart({ email: 'a'.repeat(8 * 1024) }),
    );
    expect(big.statusCode).toBe(413);
    const broken = await postMultipart(app, session, '/api/register', {
      payload: Buffer.from('--x\r\nnope'),
      type: 'multipart/form-data; boundary=x',
    });
    expect(broken.statusCode).toBe(400);
    const forged = await postMultipart(
      app,
      { ...session, token: 'x' },
      '/api/register',
      await multipart(validRegistration()),
    );
    expect(forged.statusCode).toBe(403);
  });

  it('a field named __proto__ stays a plain field', async () => {
    const { app, session } = await start();
    const res = await postMultipart(
      app,
      session,
      '/api/emailfriend',
      await multipart({ __proto__x: 1, email: 'pal@example.com', ['__proto__']: 'x' }),
    );
    expect(res.statusCode).toBe(200);
  });
});

describe('rate limits', () => {
  const TWO_PER_MINUTE = { max: 2, windowMs: 60_000 };
  const limits: Partial<RateLimits> = {
    register: TWO_PER_MINUTE,
    emailFriend: TWO_PER_MINUTE,
    contact: TWO_PER_MINUTE,
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

  it('sign-ups count per person (anonymous id): two visitors behind one address do not block each other', async () => {
    const { app, session } = await start({
      rateLimits: { register: TWO_PER_MINUTE, registerAddress: { max: 5, windowMs: 60_000 } },
    });
    const neighbour = await openSession(app);
    let n = 0;
    const signUp = (who: Session) => postJson(app, who, '/api/register', validRegistration({}, n++));
    // The abuser (one browser) is stopped at the per-person limit...
    expect((await signUp(session)).statusCode).toBe(201);
    expect((await signUp(session)).statusCode).toBe(201);
    const stopped = await signUp(session);
    expect(stopped.statusCode).toBe(429);
    expect(stopped.json()).toEqual(TOO_MANY);
    expect(Number(stopped.headers['retry-after'])).toBeGreaterThan(0);
    // ...while someone else on the same address signs up.
    expect((await signUp(neighbour)).statusCode).toBe(201);
  });

  it('the per-address ceiling stops one machine minting new ids', async () => {
    const { app } = await start({
      rateLimits: { register: TWO_PER_MINUTE, registerAddress: { max: 3, windowMs: 60_000 } },
    });
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) {
      const fresh = await openSession(app);
      codes.push((await postJson(app, fresh, '/api/register', validRegistration({}, i))).statusCode);
    }
    expect(codes).toEqual([201, 201, 201, 429]);
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

  // The time-out is the rule under test only where the stand-in never answers; where it answers, a short
  // one would fail on a busy machine that takes a while to answer.
  const SILENT_TIMEOUT_MS = 300;
  const ANSWERED_TIMEOUT_MS = timeBudget(5000);
  const check = (timeoutMs = ANSWERED_TIMEOUT_MS) =>
    recaptchaBotCheck({ secret: 's3cret', minScore: 0.5, verifyUrl: url, timeoutMs });
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
    ['an HTTP error', () => ({ status: 500, body: '{}' }), ANSWERED_TIMEOUT_MS],
    ['a body that is not JSON', () => ({ status: 200, body: '<html>' }), ANSWERED_TIMEOUT_MS],
    ['no answer within the time-out', () => null, SILENT_TIMEOUT_MS],
  ])('fails closed on %s', async (_name, reply, timeoutMs) => {
    answer = reply;
    expect(await check(timeoutMs).verify('tok', '1.2.3.4')).toEqual({ ok: false, reason: 'unavailable' });
  });

  it('fails closed when nothing listens at all', async () => {
    const dead = recaptchaBotCheck({
      secret: 's',
      verifyUrl: 'http://127.0.0.1:9/siteverify',
      timeoutMs: SILENT_TIMEOUT_MS,
    });
    expect(await dead.verify('tok', '1.2.3.4')).toEqual({ ok: false, reason: 'unavailable' });
  });

  it('end to end: a sign-up with BOTCHECK on and Google unreachable is 503, with a good token 201', async () => {
    answer = () => null;
    let verifier = check(SILENT_TIMEOUT_MS);
    const { app, session } = await start({ botCheck: { verify: (token, ip) => verifier.verify(token, ip) } });
    const down = await postJson(app, session, '/api/register', {
      ...validRegistration(),
      'g-recaptcha-response': 'tok',
    });
    expect(down.statusCode).toBe(503);
    answer = json({ success: true, score: 0.7, action: 'contactform' });
    verifier = check();
    const up = await postJson(app, session, '/api/register', {
      ...validRegistration(),
      'g-recaptcha-response': 'tok',
    });
    expect(up.statusCode).toBe(201);
    expect(received.at(-1)?.get('remoteip')).toBe('127.0.0.1');
  });
});

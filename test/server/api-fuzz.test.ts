import fc from 'fast-check';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_FORM_FIELDS, REGISTRATION_FIELDS } from '@play-smart/engine';
import { realStore, type RealStore } from '../support/api-db';
import { depth } from '../support/test-depth';
import { openSession, startApi, validRegistration, type ApiHarness, type Session } from '../support/api-app';

/**
 * Thousands of random and malformed requests per endpoint: the server must never answer 5xx, must always
 * answer in the documented JSON shape, and must keep answering afterwards.
 */

/** Bodies per endpoint: 400 by default, 2000 in CI (TEST_FULL=1). */
const RUNS = depth(400, 2000);

let store: RealStore;
let harness: ApiHarness;
let app: FastifyInstance;
let session: Session;

beforeAll(async () => {
  store = await realStore('pglite', 1_000_000);
  harness = await startApi({ repository: store.repository });
  app = harness.app;
  session = await openSession(app);
});
afterAll(async () => {
  await app.close();
  await store.dispose();
});

/** The documented shape: `{ message }` plus `errors: { field: string[] }` on form errors. */
function expectDocumentedShape(res: LightMyRequestResponse): void {
  expect(res.statusCode, res.body).toBeLessThan(500);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  const body = res.json<Record<string, unknown>>();
  expect(typeof body.message).toBe('string');
  for (const key of Object.keys(body)) expect(['message', 'errors']).toContain(key);
  if ('errors' in body) {
    expect(typeof body.errors).toBe('object');
    for (const messages of Object.values(body.errors as object)) {
      expect(Array.isArray(messages)).toBe(true);
      for (const m of messages as unknown[]) expect(typeof m).toBe('string');
    }
  }
}

/** Every field an endpoint reads, plus names that attack object handling. */
const FIELDS = [
  ...REGISTRATION_FIELDS,
  ...CONTACT_FORM_FIELDS,
  'source',
  'g-recaptcha-response',
  'score',
  '__proto__',
  'constructor',
];

const nasty = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 300 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ minLength: 250, maxLength: 2000 }),
  fc.constantFrom(
    '\r\n',
    '\u0000',
    '\ud800',
    '1990-07-04',
    '07/04/1990',
    '43215',
    'Ohio',
    'md',
    '1',
    'a@b.co',
  ),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.jsonValue({ maxDepth: 3 }),
);

/** Objects shaped like the forms, with random or hostile values. */
const formish = fc.dictionary(fc.oneof(fc.constantFrom(...FIELDS), fc.string()), nasty, { maxKeys: 20 });

/** The contact fields a valid registration lacks; each endpoint ignores the other's fields. */
const CONTACT_EXTRA = { topic: 'question', name: 'Sam Rivera', message: 'Is the quiz timed?' };

/** A valid registration (and contact message) with one field replaced: the interesting boundary. */
const almostValid = fc
  .tuple(fc.constantFrom(...FIELDS), nasty, fc.nat())
  .map(([field, value, n]) => ({ ...validRegistration({}, n), ...CONTACT_EXTRA, [field]: value }));

const deepNesting = fc.integer({ min: 1, max: 20_000 }).map((depth) => '['.repeat(depth) + ']'.repeat(depth));

const rawText = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.constantFrom('{', '{"a":', '{"score":1}garbage', '\u0000', 'null', 'true', '1e999', '{"a":1,"a":2}'),
  deepNesting,
);

/** Score bodies around the accepted range and beyond. */
const scoreish = fc
  .record({ score: fc.oneof(fc.integer({ min: -10, max: 4_000_000 }), nasty) }, { requiredKeys: [] })
  .map((o) => JSON.stringify(o));

const bodies = fc.oneof(
  { weight: 3, arbitrary: formish.map((o) => JSON.stringify(o)) },
  { weight: 2, arbitrary: scoreish },
  { weight: 2, arbitrary: almostValid.map((o) => JSON.stringify(o)) },
  { weight: 2, arbitrary: fc.jsonValue().map((v) => JSON.stringify(v)) },
  { weight: 2, arbitrary: rawText },
  { weight: 1, arbitrary: fc.uint8Array({ maxLength: 200 }).map((bytes) => Buffer.from(bytes)) },
  {
    weight: 1,
    arbitrary: fc.integer({ min: 1, max: 40_000 }).map((n) => JSON.stringify({ email: 'é'.repeat(n) })),
  },
);

const contentTypes = fc.oneof(
  { weight: 6, arbitrary: fc.constant('application/json') },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      'application/json; charset=utf-8',
      'application/json; charset=latin1',
      'APPLICATION/JSON',
      'application/json-patch+json',
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=zz',
      '',
      ';;;',
    ),
  },
  { weight: 1, arbitrary: fc.string({ maxLength: 40 }).filter((s) => /^[\x20-\x7e]*$/.test(s)) },
);

function post(url: string, payload: string | Buffer, contentType: string) {
  return app.inject({
    method: 'POST',
    url,
    headers: {
      ...(contentType === '' ? {} : { 'content-type': contentType }),
      'sec-fetch-site': 'same-origin',
      cookie: session.cookie,
      'x-xsrf-token': session.token,
    },
    payload,
  });
}

describe.each(['/api/register', '/api/emailfriend', '/api/contact', '/api/scroll-games'])(
  'FUZZ POST %s',
  (url) => {
    it(`${String(RUNS)} random and malformed bodies: never a 5xx, always { message, errors? }`, async () => {
      const seen = new Map<number, number>();
      await fc.assert(
        fc.asyncProperty(bodies, contentTypes, async (payload, type) => {
          const res = await post(url, payload, type);
          seen.set(res.statusCode, (seen.get(res.statusCode) ?? 0) + 1);
          expectDocumentedShape(res);
        }),
        { numRuns: RUNS },
      );
      // The inputs reach every stage (parsing, validation, storage), not just the first refusal.
      console.log(url, Object.fromEntries(seen));
      for (const status of [400, 413, 415, 422])
        expect(seen.get(status) ?? 0, String(status)).toBeGreaterThan(0);
      expect(
        [...seen.keys()].some((s) => s < 300),
        'some bodies were accepted',
      ).toBe(true);
    });

    it('still answers normally afterwards', async () => {
      expect((await app.inject({ url: '/' })).statusCode).toBe(200);
      const body =
        url === '/api/scroll-games'
          ? { score: 7 }
          : url === '/api/emailfriend'
            ? { email: 'ok@example.com' }
            : url === '/api/contact'
              ? { ...CONTACT_EXTRA, email: 'ok@example.com' }
              : validRegistration({ email: 'after.fuzz@example.org' }, 987654);
      const res = await post(url, JSON.stringify(body), 'application/json');
      expect(res.statusCode, res.body).toBeLessThan(300);
    });
  },
);

describe('FUZZ GET /api/scroll-games', () => {
  it('random query strings: 200 with meta.stats, never a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 200 }), async (query) => {
        const res = await app.inject({ url: `/api/scroll-games?${encodeURIComponent(query)}&fresh` });
        expect(res.statusCode).toBe(200);
        expect(res.json()).toHaveProperty('meta.stats');
      }),
      { numRuns: 500 },
    );
  });
});

describe('FUZZ other methods and paths under /api', () => {
  it('answers JSON 404 (or 4xx), never a 5xx', async () => {
    const methods = fc.constantFrom(
      ...(['GET', 'PUT', 'DELETE', 'PATCH', 'POST', 'OPTIONS', 'HEAD'] as const),
    );
    await fc.assert(
      fc.asyncProperty(methods, fc.webPath(), async (method, path) => {
        const res = await app.inject({ method, url: `/api${path}` });
        expect(res.statusCode).toBeLessThan(500);
      }),
      { numRuns: 500 },
    );
  });
});

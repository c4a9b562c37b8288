import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { CONTACT_FORM_MESSAGE_MAX_LENGTH, FORMS_TEXT_INPUT_MAX_LENGTH } from '@play-smart/engine';
import { FORM_REFUSAL_WORDS as REFUSALS_EN } from '../../site/content/en/form-refusals';
import { FORM_REFUSAL_WORDS as REFUSALS_ES } from '../../site/content/es/form-refusals';
import { IDEMPOTENCY_KEY_FIELD } from '../../site/server/http/idempotency';
import { NO_SCRIPT_BODY_LIMITS } from '../../site/server/routes/form-posts';
import type { FormAnswer } from '../../views/forms/form-answer';
import { FORM_TOKEN_FIELD, FORM_TRAP_FIELD } from '../../views/forms/no-script';
import type { PageMarkupRenderer } from '../../site/server/http/form-pages';
import { NO_SCRIPT_MIN_FILL_MS } from '../../site/server/http/human-check';
import type { BotCheck } from '../../site/server/security/botcheck';
import { API_DATABASES } from '../support/api-db';
import { postJson, startApi, validRegistration, type HarnessOptions } from '../support/api-app';
import { DatabaseUnavailableError } from '../../site/server/data/errors';
import { UNAVAILABLE_RETRY_AFTER_S } from '../../site/server/http/errors';
import { useApi } from '../support/api-lifecycle';

/**
 * The forms posted without JavaScript (urlencoded, to their pages). The page renderer is a stand-in that
 * writes the answer the views would show as JSON into the fake build's page, so these tests read exactly
 * what the server decided; the browser tests (test/e2e/no-javascript.spec.ts) render it with React.
 */
const ANSWER = /<script type="application\/json" id="answer">([\s\S]*?)<\/script>/;
const renderer: PageMarkupRenderer = {
  markup(path, answer) {
    const shown =
      answer === null ? '' : `<script type="application/json" id="answer">${JSON.stringify(answer)}</script>`;
    return Promise.resolve(`<p data-page="${path}"></p>${shown}`);
  },
};

function answerOf(res: LightMyRequestResponse): FormAnswer {
  const match = ANSWER.exec(res.body);
  if (match?.[1] === undefined) throw new Error(`No answer in the page (status ${String(res.statusCode)})`);
  return JSON.parse(match[1]) as FormAnswer;
}

interface Visitor {
  readonly cookie: string;
  readonly token: string;
  /** The page's idempotency key. */
  readonly key: string;
}

function hiddenValue(html: string, name: string): string | undefined {
  return new RegExp(`name="${name}" value="([^"]+)"`).exec(html)?.[1];
}

/** Loads a form's page as a browser without JavaScript does: keeps its cookies and the form's token. */
async function visit(app: FastifyInstance, path: string): Promise<Visitor> {
  const res = await app.inject({ url: path, headers: { accept: 'text/html' } });
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  const cookie = (res.cookies as { name: string; value: string }[])
    .map((c) => `${c.name}=${c.value}`)
    .join('; ');
  const token = hiddenValue(res.body, FORM_TOKEN_FIELD);
  const key = hiddenValue(res.body, IDEMPOTENCY_KEY_FIELD);
  if (token === undefined || key === undefined) throw new Error(`${path} carries no form token or key`);
  return { cookie, token, key };
}

function post(
  app: FastifyInstance,
  path: string,
  visitor: Pick<Visitor, 'cookie' | 'token'> | null,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
) {
  const body = new URLSearchParams(
    visitor === null ? fields : { [FORM_TOKEN_FIELD]: visitor.token, ...fields },
  );
  return app.inject({
    method: 'POST',
    url: path,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'sec-fetch-site': 'same-origin',
      ...(visitor === null ? {} : { cookie: visitor.cookie }),
      ...headers,
    },
    payload: body.toString(),
  });
}

/** A sign-up as the browser posts the form: dob as typed, the ticked box's value, no state (disabled). */
function registrationForm(overrides: Record<string, string> = {}): Record<string, string> {
  const fields = validRegistration({ dob: '07/04/1990', ...overrides }) as Record<string, string>;
  return Object.fromEntries(Object.entries(fields).filter(([name]) => name !== 'state'));
}

/** Nothing a visitor typed may appear in a header that names a URL. */
function expectNoUrlWith(res: LightMyRequestResponse, values: readonly string[]): void {
  expect(res.headers.location).toBeUndefined();
  for (const value of values.filter((v) => v !== '')) {
    expect(res.headers['content-location'] ?? '').not.toContain(value);
  }
}

describe.each(API_DATABASES)('forms posted without JavaScript on $kind', ({ kind, skip }) => {
  const startOn = useApi(kind);
  let clock = Date.parse('2026-06-20T15:00:00Z');
  const now = () => new Date(clock);
  const start = (stock = 10, options: Omit<HarnessOptions, 'repository'> = {}) =>
    startOn(stock, { pageRenderer: renderer, now, ...options });

  it.skipIf(skip)(
    'the form pages carry a token bound to a cookie pair they set; other pages set none',
    async () => {
      const { app } = await start();
      const res = await app.inject({ url: '/games/register', headers: { accept: 'text/html' } });
      const names = (res.cookies as { name: string }[]).map((c) => c.name).sort();
      expect(names).toEqual(['XSRF-TOKEN', 'anon']);
      expect(res.body).toMatch(
        /<input type="hidden" form="registration-form" name="form_token" value="\d+\.[\w-]{43}">/,
      );
      const other = await app.inject({ url: '/games/quiz-game', headers: { accept: 'text/html' } });
      expect(other.headers['set-cookie']).toBeUndefined();
    },
  );

  it.skipIf(skip)(
    "refuses a post without the token, or with another visitor's, or another site's (403), storing nothing",
    async () => {
      const { app, store } = await start();
      // No token at all (a program, or a page without one): the short page, nothing rendered.
      const none = await post(app, '/games/register', null, registrationForm());
      expect(none.statusCode).toBe(403);
      expect(none.body).toContain(REFUSALS_EN.noToken);
      expect(none.body).toContain('href="/games/register"');
      expect(ANSWER.test(none.body)).toBe(false);
      const alice = await visit(app, '/games/register');
      const bob = await visit(app, '/games/register');
      const swapped = await post(
        app,
        '/games/register',
        { cookie: bob.cookie, token: alice.token },
        registrationForm(),
      );
      expect(swapped.statusCode).toBe(403);
      // A token that is not good for this browser (a person can mend it): the page, what was typed kept.
      expect(answerOf(swapped)).toMatchObject({
        formType: 'registration',
        status: 403,
        fields: { first_name: 'Pat0' },
      });
      // A header token (the API's) is not a form token.
      const headerKind = await post(
        app,
        '/games/register',
        { cookie: alice.cookie, token: /XSRF-TOKEN=([^;]+)/.exec(alice.cookie)?.[1] ?? '' },
        registrationForm(),
      );
      expect(headerKind.statusCode).toBe(403);
      const crossSite = await post(app, '/games/register', alice, registrationForm(), {
        'sec-fetch-site': 'cross-site',
      });
      expect(crossSite.statusCode).toBe(403);
      expect(crossSite.body).toContain(REFUSALS_EN.crossSite);
      expect(ANSWER.test(crossSite.body)).toBe(false);
      expect(await store.repository.stockRemaining()).toBe(10);
    },
  );

  it.skipIf(skip)(
    'answers bad input with the page and its errors (422), never a 500, keeping what was typed',
    async () => {
      const { app } = await start();
      const visitor = await visit(app, '/games/register');
      const empty = await post(app, '/games/register', visitor, {});
      expect(empty.statusCode).toBe(422);
      const answer = answerOf(empty);
      expect(answer.body).toMatchObject({ message: 'Oops! There are some errors.' });
      expect(Object.keys((answer.body as { errors: object }).errors)).toEqual(
        expect.arrayContaining(['first_name', 'last_name', 'dob', 'email', 'opt_in', 'shirt_size']),
      );
      const notOhio = await post(app, '/games/register', visitor, registrationForm({ postal_code: '90210' }));
      expect(notOhio.statusCode).toBe(422);
      expect(answerOf(notOhio).fields).toMatchObject({ postal_code: '90210', first_name: 'Pat0' });
      for (const garbage of ['%%%', 'a=1&a=2&__proto__=x', 'x'.repeat(20_000)]) {
        const res = await app.inject({
          method: 'POST',
          url: '/contact',
          headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: visitor.cookie },
          payload: `${FORM_TOKEN_FIELD}=${visitor.token}&${garbage}`,
        });
        expect(res.statusCode, garbage.slice(0, 20)).toBeLessThan(500);
        expect(res.headers['content-type']).toContain('text/html');
      }
    },
  );

  it.skipIf(skip)(
    'stores a good sign-up, takes a shirt and thanks on the page, with nothing personal in any URL',
    async () => {
      const { app, store } = await start(3);
      const visitor = await visit(app, '/games/register');
      const form = registrationForm({ first_name: 'Quentin', email: 'quentin@example.org' });
      const res = await post(app, '/games/register', visitor, form);
      expect(res.statusCode).toBe(201);
      expect(answerOf(res)).toMatchObject({
        status: 201,
        body: { message: "Thanks. We've received your submission." },
      });
      expect(await store.repository.stockRemaining()).toBe(2);
      const rows: Record<string, unknown>[] = [];
      await store.repository.exportRegistrations((row) => {
        rows.push(row as unknown as Record<string, unknown>);
      });
      expect(rows[0]).toMatchObject({
        first_name: 'Quentin',
        email: 'quentin@example.org',
        dob: '1990-07-04',
        state: 'Ohio',
        opt_in: true,
      });
      expectNoUrlWith(res, Object.values(form));
      // The same person again: the duplicate rule applies as for the API.
      const again = await post(app, '/games/register', visitor, form);
      expect(again.statusCode).toBe(422);
      expect(answerOf(again).body).toMatchObject({
        errors: { email: ['A shirt has already been requested with this email address.'] },
      });
    },
  );

  it.skipIf(skip)(
    'sends email to a friend into the outbox and answers in Spanish from the Spanish page',
    async () => {
      const { app, harness } = await start();
      const visitor = await visit(app, '/es/get-help-give-help');
      const bad = await post(app, '/es/get-help-give-help', visitor, { email: 'no es correo' });
      expect(bad.statusCode).toBe(422);
      expect(answerOf(bad).body).toMatchObject({ message: '¡Uy! Hay algunos errores.' });
      const res = await post(app, '/es/get-help-give-help', visitor, { email: 'amiga@example.org' });
      expect(res.statusCode).toBe(200);
      const answer = answerOf(res);
      expect(answer.formType).toBe('email-friend');
      expect((answer.body as { message: string }).message).not.toBe(
        "Congrats! You've given your friend some hope.",
      );
      const mails = harness.outboxFiles();
      expect(mails).toHaveLength(1);
      expect(mails[0]).toContain('amiga@example.org');
      expectNoUrlWith(res, ['amiga@example.org']);
    },
  );

  it.skipIf(skip)('stores a contact message', async () => {
    const { app, store } = await start();
    const visitor = await visit(app, '/contact');
    const res = await post(app, '/contact', visitor, {
      topic: 'question',
      name: 'Ray',
      email: 'ray@example.org',
      message: 'Hello there',
    });
    expect(res.statusCode).toBe(201);
    const messages: unknown[] = [];
    await store.repository.exportContactMessages((row) => {
      messages.push(row);
    });
    expect(messages).toHaveLength(1);
  });

  it.skipIf(skip)(
    'shares the rate-limit counters with the JSON route: N over both transports hit one limit',
    async () => {
      const { app, session } = await start(10, { rateLimits: { contact: { max: 3, windowMs: 60_000 } } });
      // One browser: its page pair and its API pair are the same anonymous id.
      const page = await app.inject({
        url: '/contact',
        headers: { accept: 'text/html', cookie: session.cookie },
      });
      const token = new RegExp(`name="${FORM_TOKEN_FIELD}" value="([^"]+)"`).exec(page.body)?.[1] ?? '';
      const visitor = { cookie: session.cookie, token };
      const message = { topic: 'question', name: 'Ray', email: 'ray@example.org', message: 'Hi' };
      expect((await postJson(app, session, '/api/contact', message)).statusCode).toBe(201);
      expect((await post(app, '/contact', visitor, message)).statusCode).toBe(201);
      expect((await postJson(app, session, '/api/contact', message)).statusCode).toBe(201);
      const fourth = await post(app, '/contact', visitor, message);
      expect(fourth.statusCode).toBe(429);
      expect(fourth.headers['retry-after']).toBeDefined();
      // Over a limit: the short page, saying how long to wait.
      expect(fourth.body).toContain(REFUSALS_EN.tooManyRequests(Number(fourth.headers['retry-after'])));
      expect(ANSWER.test(fourth.body)).toBe(false);
      expect((await postJson(app, session, '/api/contact', message)).statusCode).toBe(429);
    },
  );

  it.skipIf(skip)(
    'serves each form page with a fresh idempotency key and the same bytes in every encoding',
    async () => {
      const { app } = await start();
      const one = await visit(app, '/contact');
      const two = await visit(app, '/contact');
      expect(one.key).toMatch(/^[\w-]{16,128}$/);
      expect(two.key).not.toBe(one.key);
      const html = async (encoding: string) => {
        const res = await app.inject({
          url: '/es/games/register',
          headers: { accept: 'text/html', 'accept-encoding': encoding, cookie: one.cookie },
        });
        expect(res.statusCode).toBe(200);
        expect(res.headers['cache-control']).toBe('no-store');
        const raw = res.rawPayload;
        expect(Number(res.headers['content-length'])).toBe(raw.length);
        if (encoding === 'br') return brotliDecompressSync(raw).toString();
        if (encoding === 'gzip') return gunzipSync(raw).toString();
        return raw.toString();
      };
      const pages = [await html('br'), await html('gzip'), await html('identity')];
      for (const page of pages) {
        // The same page but for the visitor's two values, which sit just before </body>.
        expect(page.replace(/<input type="hidden"[^>]*>/g, '')).toBe(
          pages[2]?.replace(/<input type="hidden"[^>]*>/g, ''),
        );
        expect(page).toMatch(
          /<input type="hidden" form="registration-form" name="form_token" value="[^"]+"><input type="hidden" form="registration-form" name="idempotency_key" value="[\w-]+"><\/body>/,
        );
      }
    },
  );

  it.skipIf(skip)(
    'twenty posts of one page (one idempotency key) store one message and send one mail',
    async () => {
      const { app, store, harness } = await start(10, {
        rateLimits: {
          contact: { max: 100, windowMs: 60_000 },
          emailFriend: { max: 100, windowMs: 60_000 },
        },
      });
      const contactRows = async () => {
        const rows: unknown[] = [];
        await store.repository.exportContactMessages((row) => {
          rows.push(row);
        });
        return rows.length;
      };
      const visitor = await visit(app, '/contact');
      const message = { topic: 'question', name: 'Ray', email: 'ray@example.org', message: 'Hi' };
      const withKey = { ...message, [IDEMPOTENCY_KEY_FIELD]: visitor.key };
      // A double click: the browser shows the second answer, which is the first one's thank-you.
      const clicks = await Promise.all([1, 2].map(() => post(app, '/contact', visitor, withKey)));
      expect(clicks.map((res) => res.statusCode)).toEqual([201, 201]);
      expect(await contactRows()).toBe(1);
      // The answer page carries a new key: a second message is a new submission.
      const next = hiddenValue(clicks[1]?.body ?? '', IDEMPOTENCY_KEY_FIELD);
      expect(next).toBeDefined();
      expect(next).not.toBe(visitor.key);
      // Twenty at once (a program repeating one post): one message; each answer the thank-you, or, for
      // any still waiting when its time ran out, "still being handled" (never a second message).
      const twenty = await Promise.all(
        Array.from({ length: 20 }, () =>
          post(app, '/contact', visitor, { ...withKey, [IDEMPOTENCY_KEY_FIELD]: next ?? '' }),
        ),
      );
      expect(twenty.every((res) => res.statusCode === 201 || res.statusCode === 409)).toBe(true);
      expect(await contactRows()).toBe(2);

      const friendPage = await visit(app, '/get-help-give-help');
      const friend = { email: 'amiga@example.org', [IDEMPOTENCY_KEY_FIELD]: friendPage.key };
      const mailed = await Promise.all(
        Array.from({ length: 20 }, () => post(app, '/get-help-give-help', friendPage, friend)),
      );
      expect(mailed.every((res) => res.statusCode === 200 || res.statusCode === 409)).toBe(true);
      expect(harness.outboxFiles()).toHaveLength(1);
      // Without a key (an old page), each post is its own submission, as before.
      await post(app, '/contact', visitor, message);
      await post(app, '/contact', visitor, message);
      expect(await contactRows()).toBe(4);
    },
  );

  it.skipIf(skip)(
    'counts a cookieless page view against the id-minting limit of /api/csrf, and still serves the page',
    async () => {
      // Four new ids a minute: the harness's own session took one.
      const { app } = await start(10, { rateLimits: { csrfGet: { max: 4, windowMs: 60_000 } } });
      const first = await visit(app, '/contact');
      await visit(app, '/games/register');
      expect((await app.inject({ url: '/api/csrf' })).statusCode).toBe(204);
      // The address's share is spent, whichever route spent it.
      expect((await app.inject({ url: '/api/csrf' })).statusCode).toBe(429);
      const over = await app.inject({ url: '/contact', headers: { accept: 'text/html' } });
      expect(over.statusCode).toBe(200);
      expect(over.headers['set-cookie']).toBeUndefined();
      expect(over.body).not.toContain(FORM_TOKEN_FIELD);
      expect(over.body).toContain('data-page="/contact"');
      // A browser that holds its pair mints nothing: its page still carries a token.
      const again = await app.inject({
        url: '/contact',
        headers: { accept: 'text/html', cookie: first.cookie },
      });
      expect(hiddenValue(again.body, FORM_TOKEN_FIELD)).toBeDefined();
      expect(again.headers['set-cookie']).toBeUndefined();
    },
  );

  it.skipIf(skip)('sends a form page with a trailing slash to the page without it (308)', async () => {
    const { app } = await start();
    for (const [url, location] of [
      ['/contact/', '/contact'],
      ['/es/games/register/?a=1', '/es/games/register?a=1'],
      ['/get-help-give-help//', '/get-help-give-help'],
    ] as const) {
      const res = await app.inject({ url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(308);
      expect(res.headers.location, url).toBe(location);
      expect(res.headers['set-cookie'], url).toBeUndefined();
    }
  });

  it.skipIf(skip)(
    'takes the longest contact message in a script of 3-byte characters, and says so when a post is too large',
    async () => {
      const { app, store } = await start();
      const visitor = await visit(app, '/contact');
      const longest = {
        topic: 'accessibility',
        name: '名'.repeat(FORMS_TEXT_INPUT_MAX_LENGTH),
        email: 'ray@example.org',
        message: '中'.repeat(CONTACT_FORM_MESSAGE_MAX_LENGTH),
        [IDEMPOTENCY_KEY_FIELD]: visitor.key,
        [FORM_TRAP_FIELD]: '',
      };
      const body = new URLSearchParams({ [FORM_TOKEN_FIELD]: visitor.token, ...longest }).toString();
      expect(body.length).toBeGreaterThan(16 * 1024);
      expect(body.length).toBeLessThanOrEqual(NO_SCRIPT_BODY_LIMITS.contact);
      const res = await post(app, '/contact', visitor, longest);
      expect(res.statusCode).toBe(201);
      const rows: { message?: string }[] = [];
      await store.repository.exportContactMessages((row) => {
        rows.push(row);
      });
      expect(rows[0]?.message).toBe(longest.message);
      // Larger than any form a person can fill in: the short page says what was wrong.
      const huge = await post(app, '/es/contact', visitor, {
        ...longest,
        message: '中'.repeat(NO_SCRIPT_BODY_LIMITS.contact),
      });
      expect(huge.statusCode).toBe(413);
      expect(huge.body).toContain(REFUSALS_ES.tooLarge);
      expect(huge.body).toContain('lang="es-US"');
      const plain = await app.inject({
        method: 'POST',
        url: '/contact',
        headers: { 'content-type': 'text/plain', cookie: visitor.cookie },
        payload: `form_token=${visitor.token}`,
      });
      expect(plain.statusCode).toBe(415);
      expect(plain.body).toContain(REFUSALS_EN.unsupported);
    },
  );

  it.skipIf(skip)(
    'answers a stale token with the page and what was typed, and a limit with the wait in minutes',
    async () => {
      const { app } = await start(10, { rateLimits: { contact: { max: 1, windowMs: 10 * 60_000 } } });
      const visitor = await visit(app, '/es/contact');
      const message = { topic: 'question', name: 'Rai', email: 'rai@example.org', message: 'Hola' };
      clock += 8 * 24 * 60 * 60 * 1000;
      const stale = await post(app, '/es/contact', visitor, message);
      expect(stale.statusCode).toBe(403);
      expect(answerOf(stale)).toMatchObject({ status: 403, fields: message });
      // The stale page's fresh token works.
      const fresh = { cookie: visitor.cookie, token: hiddenValue(stale.body, FORM_TOKEN_FIELD) ?? '' };
      expect((await post(app, '/es/contact', fresh, message)).statusCode).toBe(201);
      const over = await post(app, '/es/contact', fresh, message);
      expect(over.statusCode).toBe(429);
      const retryAfter = Number(over.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(540);
      expect(over.body).toContain(REFUSALS_ES.tooManyRequests(retryAfter));
      expect(over.body).toContain('10 minutos');
    },
  );

  it.skipIf(skip)(
    "says a daily limit's wait in hours, never in thousands of minutes, in both languages",
    async () => {
      const day = 24 * 60 * 60_000;
      const { app } = await start(10, { rateLimits: { emailFriendRecipient: { max: 1, windowMs: day } } });
      for (const [path, words] of [
        ['/get-help-give-help', { sent: REFUSALS_EN, wait: 'Wait 24 hours, then' }],
        ['/es/get-help-give-help', { sent: REFUSALS_ES, wait: 'Espere 24 horas y' }],
      ] as const) {
        const friend = { email: path.startsWith('/es') ? 'amiga@example.org' : 'friend@example.org' };
        expect((await post(app, path, await visit(app, path), friend)).statusCode).toBe(200);
        const over = await post(app, path, await visit(app, path), friend);
        expect(over.statusCode).toBe(429);
        const retryAfter = Number(over.headers['retry-after']);
        expect(retryAfter).toBeGreaterThan(day / 1000 - 60);
        expect(over.body).toContain(words.sent.tooManyRequests(retryAfter));
        expect(over.body).toContain(words.wait);
        expect(over.body).not.toMatch(/\d{3,} (minutes|minutos)/);
      }
    },
  );

  it.skipIf(skip)(
    'hands the 503 answer its Retry-After, so the page says the wait the header says',
    async () => {
      const { store } = await start(10);
      const down = new DatabaseUnavailableError(
        'The database cannot be reached (ECONNREFUSED).',
        'ECONNREFUSED',
      );
      const harness = await startApi({
        repository: { ...store.repository, register: () => Promise.reject(down) },
        pageRenderer: renderer,
        now,
      });
      try {
        for (const path of ['/games/register', '/es/games/register']) {
          const res = await post(harness.app, path, await visit(harness.app, path), registrationForm());
          expect(res.statusCode).toBe(503);
          expect(res.headers['retry-after']).toBe(String(UNAVAILABLE_RETRY_AFTER_S));
          expect(answerOf(res)).toMatchObject({ status: 503, retryAfterS: UNAVAILABLE_RETRY_AFTER_S });
        }
      } finally {
        await harness.app.close();
      }
    },
  );

  describe('with the bot check on', () => {
    const verified: string[] = [];
    const botCheck: BotCheck = {
      verify(token) {
        verified.push(token);
        return Promise.resolve(token === 'good' ? { ok: true } : { ok: false, reason: 'refused' });
      },
    } as BotCheck;

    it.skipIf(skip)(
      'judges a form without reCAPTCHA by its honeypot and its time, saying so, under a tighter limit',
      async () => {
        const { app, store } = await start(10, {
          botCheck,
          rateLimits: { noScriptAddress: { max: 3, windowMs: 60_000 } },
        });
        const visitor = await visit(app, '/games/register');
        const tooSoon = await post(
          app,
          '/games/register',
          visitor,
          registrationForm({ email: 'a@example.org' }),
        );
        expect(tooSoon.statusCode).toBe(403);
        expect(answerOf(tooSoon).body).toMatchObject({
          message: expect.stringContaining('person') as string,
        });
        clock += NO_SCRIPT_MIN_FILL_MS + 1000;
        const trapped = await post(
          app,
          '/games/register',
          visitor,
          registrationForm({ email: 'b@example.org', [FORM_TRAP_FIELD]: 'http://spam' }),
        );
        expect(trapped.statusCode).toBe(403);
        const person = await post(
          app,
          '/games/register',
          visitor,
          registrationForm({ email: 'c@example.org' }),
        );
        expect(person.statusCode).toBe(201);
        expect(await store.repository.stockRemaining()).toBe(9);
        expect(verified).toEqual([]);
        const overLimit = await post(
          app,
          '/games/register',
          visitor,
          registrationForm({ email: 'd@example.org' }),
        );
        expect(overLimit.statusCode).toBe(429);
      },
    );
  });
});

import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { FormAnswer } from '../../views/forms/form-answer';
import { FORM_TOKEN_FIELD, FORM_TRAP_FIELD } from '../../views/forms/no-script';
import type { PageMarkupRenderer } from '../../site/server/http/form-pages';
import { NO_SCRIPT_MIN_FILL_MS } from '../../site/server/http/human-check';
import type { BotCheck } from '../../site/server/security/botcheck';
import { API_DATABASES } from '../support/api-db';
import { postJson, validRegistration, type HarnessOptions } from '../support/api-app';
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
}

/** Loads a form's page as a browser without JavaScript does: keeps its cookies and the form's token. */
async function visit(app: FastifyInstance, path: string): Promise<Visitor> {
  const res = await app.inject({ url: path, headers: { accept: 'text/html' } });
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  const cookie = (res.cookies as { name: string; value: string }[])
    .map((c) => `${c.name}=${c.value}`)
    .join('; ');
  const token = new RegExp(`name="${FORM_TOKEN_FIELD}" value="([^"]+)"`).exec(res.body)?.[1];
  if (token === undefined) throw new Error(`${path} carries no form token`);
  return { cookie, token };
}

function post(
  app: FastifyInstance,
  path: string,
  visitor: Visitor | null,
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
    "refuses a post without the token, or with another visitor's, with the page (403), storing nothing",
    async () => {
      const { app, store } = await start();
      const none = await post(app, '/games/register', null, registrationForm());
      expect(none.statusCode).toBe(403);
      expect(answerOf(none)).toMatchObject({ formType: 'registration', status: 403 });
      const alice = await visit(app, '/games/register');
      const bob = await visit(app, '/games/register');
      const swapped = await post(
        app,
        '/games/register',
        { cookie: bob.cookie, token: alice.token },
        registrationForm(),
      );
      expect(swapped.statusCode).toBe(403);
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
      expect(answerOf(fourth)).toMatchObject({ status: 429 });
      expect(fourth.headers['retry-after']).toBeDefined();
      expect((await postJson(app, session, '/api/contact', message)).statusCode).toBe(429);
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

import { describe, expect, it } from 'vitest';
import type { BotCheck } from '../../site/server/security/botcheck';
import { API_DATABASES } from '../support/api-db';
import type { TestStore } from '../support/api-db';
import { postJson } from '../support/api-app';
import { useApi } from '../support/api-lifecycle';

const OOPS = 'Oops! There are some errors.';
const THANKS = "Thanks. We've received your message.";

function validContact(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    topic: 'accessibility',
    name: 'Sam Rivera',
    email: 'sam.rivera@example.org',
    message: 'The quiz buttons cannot be reached with the keyboard.\nSteps: press Tab.',
    ...overrides,
  };
}

async function rows(store: TestStore) {
  const { rows } = await store.db.query(
    'SELECT topic, name, email, message FROM contact_messages ORDER BY id',
  );
  return rows;
}

/** A multipart body as a browser's FormData sends it. */
async function multipart(fields: Record<string, unknown>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, String(value));
  const request = new Request('http://localhost/', { method: 'POST', body: data });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    type: request.headers.get('content-type') ?? '',
  };
}

describe.each(API_DATABASES)('POST /api/contact on $kind', ({ kind, skip }) => {
  const start = useApi(kind);

  it.skipIf(skip)('stores a valid message for staff: 201 and one row, trimmed', async () => {
    const { app, session, store } = await start();
    const res = await postJson(app, session, '/api/contact', validContact({ name: '  Sam Rivera ' }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: THANKS });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(await rows(store)).toEqual([{ ...validContact(), name: 'Sam Rivera' }]);
  });

  it.skipIf(skip)('accepts each of the three topics and refuses any other', async () => {
    const { app, session, store } = await start();
    for (const topic of ['accessibility', 'question', 'delete-my-data']) {
      expect((await postJson(app, session, '/api/contact', validContact({ topic }))).statusCode).toBe(201);
    }
    const res = await postJson(app, session, '/api/contact', validContact({ topic: 'complaint' }));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message: OOPS, errors: { topic: ['Choose what your message is about.'] } });
    expect((await rows(store)).map((r) => r.topic)).toEqual(['accessibility', 'question', 'delete-my-data']);
  });

  it.skipIf(skip)('answers 422 with each failing field and its message, storing nothing', async () => {
    const { app, session, store } = await start();
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ topic: '' }, { topic: ['Choose what your message is about.'] }],
      [{ name: '   ' }, { name: ['Name is required.'] }],
      [{ email: '' }, { email: ['Email is required.'] }],
      [{ email: 'sam@example' }, { email: ['Valid email is required.'] }],
      [{ message: '' }, { message: ['Message is required.'] }],
      [{ message: 'x'.repeat(2001) }, { message: ['Message must be 2000 characters or fewer.'] }],
      [{ name: 'n'.repeat(256) }, { name: ['Name must be 255 characters or fewer.'] }],
      [{ name: 'Sam\u0007' }, { name: ['Name contains characters we cannot accept.'] }],
      [
        { email: 'sam@example.org\r\nBcc: x@example.org' },
        { email: ['Email contains characters we cannot accept.'] },
      ],
      [
        { topic: '', name: '', email: '', message: '' },
        {
          topic: ['Choose what your message is about.'],
          name: ['Name is required.'],
          email: ['Email is required.'],
          message: ['Message is required.'],
        },
      ],
    ];
    for (const [overrides, errors] of cases) {
      const res = await postJson(app, session, '/api/contact', validContact(overrides));
      expect(res.statusCode, JSON.stringify(overrides)).toBe(422);
      expect(res.json(), JSON.stringify(overrides)).toEqual({ message: OOPS, errors });
    }
    expect(await rows(store)).toEqual([]);
  });

  it.skipIf(skip)('keeps line breaks in the message, with 2000 characters at most', async () => {
    const { app, session, store } = await start();
    const message = `Line one\r\nLine two\tand a tab ${'x'.repeat(1970)}`.slice(0, 2000);
    expect((await postJson(app, session, '/api/contact', validContact({ message }))).statusCode).toBe(201);
    expect((await rows(store))[0]?.message).toBe(message);
  });

  it.skipIf(skip)('takes multipart form data as a browser form sends it', async () => {
    const { app, session, store } = await start();
    const { payload, type } = await multipart(validContact({ topic: 'question' }));
    const res = await app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: {
        'content-type': type,
        'x-requested-with': 'XMLHttpRequest',
        'sec-fetch-site': 'same-origin',
        cookie: session.cookie,
        'x-xsrf-token': session.token,
      },
      payload,
    });
    expect(res.statusCode).toBe(201);
    expect(await rows(store)).toHaveLength(1);
  });

  it.skipIf(skip)('with the bot check on, asks it after validation and before storing', async () => {
    const seen: string[] = [];
    const botCheck: BotCheck = {
      verify: (token) => {
        seen.push(token);
        return Promise.resolve(token === 'human' ? { ok: true } : { ok: false, reason: 'low-score' });
      },
    };
    const { app, session, store } = await start(0, { botCheck });
    const invalid = await postJson(app, session, '/api/contact', {
      ...validContact({ email: '' }),
      'g-recaptcha-response': 'human',
    });
    expect(invalid.statusCode).toBe(422);
    expect(seen).toEqual([]);
    const bot = await postJson(app, session, '/api/contact', {
      ...validContact(),
      'g-recaptcha-response': 'robot',
    });
    expect(bot.statusCode).toBe(403);
    expect(bot.json()).toEqual({
      message: 'We could not confirm this was sent by a person. Please try again.',
      // The form's script says why from this, not that the page is too old.
      reason: 'bot-check',
    });
    expect((await postJson(app, session, '/api/contact', validContact())).statusCode).toBe(403);
    expect(await rows(store)).toHaveLength(0);
    const human = await postJson(app, session, '/api/contact', {
      ...validContact(),
      'g-recaptcha-response': 'human',
    });
    expect(human.statusCode).toBe(201);
    expect(seen).toEqual(['robot', '', 'human']);
    expect(await rows(store)).toHaveLength(1);
  });

  it.skipIf(skip)('is rate-limited per person, answering 429 with Retry-After', async () => {
    const { app, session } = await start(0, { rateLimits: { contact: { max: 2, windowMs: 60_000 } } });
    for (let i = 0; i < 2; i++) {
      expect((await postJson(app, session, '/api/contact', validContact())).statusCode).toBe(201);
    }
    const res = await postJson(app, session, '/api/contact', validContact());
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  it.skipIf(skip)('is rate-limited per client address, whatever the person', async () => {
    const { app, session } = await start(0, {
      rateLimits: { contactAddress: { max: 1, windowMs: 60_000 } },
    });
    expect((await postJson(app, session, '/api/contact', validContact())).statusCode).toBe(201);
    expect((await postJson(app, session, '/api/contact', validContact())).statusCode).toBe(429);
  });

  it.skipIf(skip)(
    'PRIVACY: neither the message nor the address nor the name reaches a log line',
    async () => {
      const { app, session, harness, store } = await start();
      const secret = validContact({
        name: 'Privatename Person',
        email: 'very.private.sender@example.com',
        message: 'Please delete my sign-up: Secretmessage text',
      });
      expect((await postJson(app, session, '/api/contact', secret)).statusCode).toBe(201);
      expect(
        (await postJson(app, session, '/api/contact', { ...secret, email: 'very.private@@example.com' }))
          .statusCode,
      ).toBe(422);
      expect(await rows(store)).toHaveLength(1); // stored for staff...
      expect(harness.logs.length).toBeGreaterThan(2);
      const logs = harness.logs.join('\n').toLowerCase();
      // ...and in no log line.
      expect(logs).not.toContain('very.private');
      expect(logs).not.toContain('secretmessage');
      expect(logs).not.toContain('privatename');
    },
  );
});

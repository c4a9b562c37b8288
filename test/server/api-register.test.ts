import { describe, expect, it } from 'vitest';
import { REGISTRATION_MESSAGES } from '../../site/content/en/forms';
import { CSV_HEADER, registrationCsvRecord } from '../../site/server/admin/csv';
import { SERVER_MESSAGES as REGISTER_MESSAGES } from '../../site/content/en/forms';
import type { BotCheck } from '../../site/server/security/botcheck';
import { API_DATABASES, type TestStore } from '../support/api-db';
import { postJson, validRegistration, type HarnessOptions } from '../support/api-app';
import { useApi } from '../support/api-lifecycle';

const OOPS = 'Oops! There are some errors.';
const THANKS = "Thanks. We've received your submission.";

/** 2026-06-15 03:00 UTC is still 14 June in Ohio (23:00 EDT). */
const LATE_14_JUNE_IN_OHIO = new Date('2026-06-15T03:00:00Z');
const EARLY_15_JUNE_IN_OHIO = new Date('2026-06-15T05:00:00Z');

describe.each(API_DATABASES)('POST /api/register on $kind', ({ kind, skip }) => {
  const startOn = useApi(kind);
  const start = (stock = 10, options: Omit<HarnessOptions, 'repository'> = {}) => startOn(stock, options);

  async function rows(s: TestStore) {
    const out: Record<string, unknown>[] = [];
    await s.repository.exportRegistrations((row) => {
      out.push(row as unknown as Record<string, unknown>);
    });
    return out;
  }

  it.skipIf(skip)('takes a valid sign-up: 201, the thank-you message, one row, one shirt fewer', async () => {
    const { app, session, store } = await start(3);
    const res = await postJson(
      app,
      session,
      '/api/register',
      validRegistration({ email: ' Pat@Example.ORG ' }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: THANKS });
    const stored = await rows(store);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      email: 'pat@example.org',
      dob: '1990-07-04',
      opt_in: true,
      state: 'Ohio',
    });
    expect(await store.repository.stockRemaining()).toBe(2);
  });

  it.skipIf(skip)(
    'answers every registration rule with 422 and per-field messages, storing nothing',
    async () => {
      const { app, session, store } = await start();
      const res = await postJson(app, session, '/api/register', {
        first_name: '',
        last_name: '   ',
        dob: '02/30/1990',
        address_1: '',
        city: '',
        state: 'Texas',
        postal_code: '432150',
        email: 'not-an-email',
        opt_in: '0',
        shirt_size: 'huge',
      });
      expect(res.statusCode).toBe(422);
      const body = res.json<{ message: string; errors: Record<string, string[]> }>();
      expect(body.message).toBe(OOPS);
      expect(body.errors).toEqual({
        first_name: ['First name is required.'],
        last_name: ['Last name is required.'],
        dob: [REGISTRATION_MESSAGES.dobInvalid],
        address_1: ['Address 1 is required.'],
        city: ['City is required.'],
        state: [REGISTRATION_MESSAGES.stateNotOhio],
        postal_code: [REGISTRATION_MESSAGES.postalCodeTooLong],
        email: ['Valid email is required.'],
        opt_in: [REGISTRATION_MESSAGES.optInRequired],
        shirt_size: [REGISTRATION_MESSAGES.shirtSizeUnknown],
      });
      expect(await rows(store)).toHaveLength(0);
      expect(await store.repository.stockRemaining()).toBe(10);
    },
  );

  it.skipIf(skip)('uses the spec wording for a missing date of birth', async () => {
    const { app, session } = await start();
    const res = await postJson(app, session, '/api/register', validRegistration({ dob: '' }));
    expect(res.json()).toMatchObject({ errors: { dob: ['Date of birth is required.'] } });
  });

  it.skipIf(skip)(
    'accepts dob as YYYY-MM-DD (what the client sends) and as MM/DD/YYYY (defensively)',
    async () => {
      const { app, session, store } = await start();
      expect(
        (await postJson(app, session, '/api/register', validRegistration({ dob: '1990-07-04' }, 1)))
          .statusCode,
      ).toBe(201);
      expect(
        (await postJson(app, session, '/api/register', validRegistration({ dob: '07/05/1991' }, 2)))
          .statusCode,
      ).toBe(201);
      expect((await rows(store)).map((r) => r.dob)).toEqual(['1990-07-04', '1991-07-05']);
    },
  );

  it.skipIf(skip)('computes age 18+ on the calendar day in Ohio, from the injected clock', async () => {
    const dob = '2008-06-15'; // 18th birthday on 15 June 2026
    let now = LATE_14_JUNE_IN_OHIO;
    const { app, session } = await start(10, { now: () => now });
    const young = await postJson(app, session, '/api/register', validRegistration({ dob }));
    expect(young.statusCode).toBe(422);
    expect(young.json()).toEqual({ message: OOPS, errors: { dob: [REGISTRATION_MESSAGES.tooYoung] } });
    now = EARLY_15_JUNE_IN_OHIO;
    expect((await postJson(app, session, '/api/register', validRegistration({ dob }))).statusCode).toBe(201);
  });

  it.skipIf(skip)('refuses a date of birth in the future or more than 120 years ago', async () => {
    const { app, session } = await start(10, { now: () => EARLY_15_JUNE_IN_OHIO });
    const future = await postJson(app, session, '/api/register', validRegistration({ dob: '2030-01-01' }));
    expect(future.json()).toMatchObject({ errors: { dob: [REGISTRATION_MESSAGES.tooYoung] } });
    const ancient = await postJson(app, session, '/api/register', validRegistration({ dob: '1890-01-01' }));
    expect(ancient.json()).toMatchObject({ errors: { dob: [REGISTRATION_MESSAGES.dobInvalid] } });
  });

  it.skipIf(skip)('accepts Ohio ZIP codes 430xx-459xx only', async () => {
    const { app, session } = await start();
    for (const [zip, ok] of [
      ['43000', true],
      ['45999', true],
      ['42999', false],
      ['46000', false],
      ['90210', false],
      ['4321', false],
      ['4321a', false],
    ] as const) {
      const res = await postJson(
        app,
        session,
        '/api/register',
        validRegistration({ postal_code: zip }, Number(zip.slice(0, 4)) || 1),
      );
      if (ok) expect(res.statusCode, zip).toBe(201);
      else
        expect(res.json(), zip).toEqual({
          message: OOPS,
          errors: { postal_code: [REGISTRATION_MESSAGES.notOhioZip] },
        });
    }
  });

  it.skipIf(skip)('allows one sign-up per email address, whatever its case or padding', async () => {
    const { app, session, store } = await start();
    expect(
      (await postJson(app, session, '/api/register', validRegistration({ email: 'sam@example.org' }, 1)))
        .statusCode,
    ).toBe(201);
    const again = await postJson(
      app,
      session,
      '/api/register',
      validRegistration({ email: '  SAM@Example.org' }, 2),
    );
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({ message: OOPS, errors: { email: [REGISTER_MESSAGES.duplicateEmail] } });
    expect(await rows(store)).toHaveLength(1);
    expect(await store.repository.stockRemaining()).toBe(9);
  });

  it.skipIf(skip)(
    'allows one sign-up per person: same name, date of birth and address with another email',
    async () => {
      const { app, session, store } = await start();
      expect(
        (await postJson(app, session, '/api/register', validRegistration({ email: 'a@example.org' }, 1)))
          .statusCode,
      ).toBe(201);
      const again = await postJson(
        app,
        session,
        '/api/register',
        validRegistration({ email: 'b@example.org', first_name: 'PAT1' }, 1),
      );
      expect(again.statusCode).toBe(422);
      expect(again.json()).toEqual({
        message: OOPS,
        errors: { first_name: [REGISTER_MESSAGES.duplicatePerson] },
      });
      expect(await rows(store)).toHaveLength(1);
    },
  );

  it.skipIf(skip)(
    'answers 409 with a shirt_size error when stock is out, and the pages stop offering shirts',
    async () => {
      const { app, session, store } = await start(1);
      const settings = (html: string) => /id="page-settings">([^<]*)</.exec(html)?.[1];
      expect(settings((await app.inject({ url: '/games/gambler-quiz' })).body)).toBe(
        '{"tShirtsAvailable":true}',
      );
      expect((await postJson(app, session, '/api/register', validRegistration({}, 1))).statusCode).toBe(201);
      const late = await postJson(app, session, '/api/register', validRegistration({}, 2));
      expect(late.statusCode).toBe(409);
      expect(late.json()).toEqual({ message: OOPS, errors: { shirt_size: [REGISTER_MESSAGES.outOfStock] } });
      expect(await rows(store)).toHaveLength(1);
      // The sign-up left 0 shirts, which the page settings took as a read: the very next page says so.
      expect(settings((await app.inject({ url: '/games/gambler-quiz' })).body)).toBe(
        '{"tShirtsAvailable":false}',
      );
    },
  );

  it.skipIf(skip)('offers no shirts on a fresh database (stock starts at 0)', async () => {
    const { app } = await start(0);
    expect((await app.inject({ url: '/' })).body).toContain('{"tShirtsAvailable":false}');
  });

  it.skipIf(skip)('limits every text field to 255 characters, address lines too', async () => {
    const { app, session, store } = await start();
    const long = 'x'.repeat(256);
    const res = await postJson(
      app,
      session,
      '/api/register',
      validRegistration({ first_name: long, last_name: long, address_1: long, address_2: long, city: long }),
    );
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json<{ errors: object }>().errors).sort()).toEqual([
      'address_1',
      'address_2',
      'city',
      'first_name',
      'last_name',
    ]);
    const exact = 'y'.repeat(255);
    expect(
      (
        await postJson(
          app,
          session,
          '/api/register',
          validRegistration({ first_name: exact, address_2: exact }, 3),
        )
      ).statusCode,
    ).toBe(201);
    expect((await rows(store))[0]).toMatchObject({ first_name: exact, address_2: exact });
  });

  it.skipIf(skip)(
    'refuses control characters and broken Unicode in any field instead of storing them',
    async () => {
      const { app, session, store } = await start();
      for (const bad of ['Pat\u0000', 'Pat\nBcc', 'Pat\u0085', 'Pat\ud800']) {
        const res = await postJson(app, session, '/api/register', validRegistration({ city: bad }));
        expect(res.statusCode).toBe(422);
        expect(res.json()).toEqual({
          message: OOPS,
          errors: { city: ['City contains characters we cannot accept.'] },
        });
      }
      expect(await rows(store)).toHaveLength(0);
    },
  );

  it.skipIf(skip)('ignores unknown fields and keeps a known game as the source', async () => {
    const { app, session, store } = await start();
    const res = await postJson(
      app,
      session,
      '/api/register',
      validRegistration({
        source: 'gambler-quiz',
        admin: true,
        note: 'x'.repeat(300),
      }),
    );
    expect(res.statusCode).toBe(201);
    const [row] = await rows(store);
    expect(row).toMatchObject({ source: 'gambler-quiz' });
    expect(JSON.stringify(row)).not.toMatch(/admin|note/);
    const other = await postJson(app, session, '/api/register', validRegistration({ source: 'evil' }, 5));
    expect(other.statusCode).toBe(201);
    expect((await rows(store))[1]).toMatchObject({ source: null });
  });

  it.skipIf(skip)('keeps the home page banner as a source, and staff see it in the CSV export', async () => {
    const { app, session, store } = await start();
    const res = await postJson(app, session, '/api/register', validRegistration({ source: 'home' }, 7));
    expect(res.statusCode).toBe(201);
    const exported: string[] = [];
    await store.repository.exportRegistrations((row) => {
      exported.push(registrationCsvRecord(row));
    });
    expect(exported).toHaveLength(1);
    expect(CSV_HEADER).toMatch(/,source/);
    expect(exported[0]).toMatch(/,home\r?\n?$/);
  });

  it.skipIf(skip)('accepts opt_in as 1, "1" or true, and nothing else', async () => {
    const { app, session } = await start();
    let n = 0;
    for (const value of [1, '1', true]) {
      expect(
        (await postJson(app, session, '/api/register', validRegistration({ opt_in: value }, ++n))).statusCode,
      ).toBe(201);
    }
    for (const value of [0, '0', false, 'yes', 'on', null, [], {}, 2]) {
      const res = await postJson(app, session, '/api/register', validRegistration({ opt_in: value }, ++n));
      expect(res.json(), JSON.stringify(value)).toEqual({
        message: OOPS,
        errors: { opt_in: [REGISTRATION_MESSAGES.optInRequired] },
      });
    }
  });

  it.skipIf(skip)('with the bot check on, asks it after validation and before storing', async () => {
    const seen: string[] = [];
    const botCheck: BotCheck = {
      verify: (token) => {
        seen.push(token);
        return Promise.resolve(token === 'human' ? { ok: true } : { ok: false, reason: 'low-score' });
      },
    };
    const { app, session, store } = await start(10, { botCheck });
    const invalid = await postJson(app, session, '/api/register', {
      ...validRegistration(),
      email: '',
      'g-recaptcha-response': 'human',
    });
    expect(invalid.statusCode).toBe(422);
    expect(seen).toEqual([]);
    const bot = await postJson(app, session, '/api/register', {
      ...validRegistration({}, 1),
      'g-recaptcha-response': 'robot',
    });
    expect(bot.statusCode).toBe(403);
    expect(bot.json()).toEqual({
      message: 'We could not confirm this was sent by a person. Please try again.',
      // The form's script says why from this, not that the page is too old.
      reason: 'bot-check',
    });
    const none = await postJson(app, session, '/api/register', validRegistration({}, 2));
    expect(none.statusCode).toBe(403);
    expect(await rows(store)).toHaveLength(0);
    const human = await postJson(app, session, '/api/register', {
      ...validRegistration({}, 3),
      'g-recaptcha-response': 'human',
    });
    expect(human.statusCode).toBe(201);
    expect(seen).toEqual(['robot', '', 'human']);
  });

  it.skipIf(skip)('answers 503 when the bot check cannot be reached, storing nothing', async () => {
    const botCheck: BotCheck = { verify: () => Promise.resolve({ ok: false, reason: 'unavailable' }) };
    const { app, session, store } = await start(10, { botCheck });
    const res = await postJson(app, session, '/api/register', {
      ...validRegistration(),
      'g-recaptcha-response': 't',
    });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      message: 'We could not check this request right now. Please try again in a minute.',
    });
    expect(await rows(store)).toHaveLength(0);
  });
});

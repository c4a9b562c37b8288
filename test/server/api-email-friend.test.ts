import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { emailFriendTemplate } from '../../site/content/email-friend';
import { EMAIL_FRIEND_MESSAGE } from '../../site/content/en/email-message';
import type { Mailer } from '../../site/server/mail/mailer';
import { API_DATABASES, dumpAllTables } from '../support/api-db';
import { postJson } from '../support/api-app';
import { useApi } from '../support/api-lifecycle';

const OOPS = 'Oops! There are some errors.';
const CONGRATS = "Congrats! You've given your friend some hope.";

describe('emailFriendTemplate', () => {
  it('is the fixed, warm message with the helpline and the site link', () => {
    const m = emailFriendTemplate('https://playsmart.example.org/some/page?x=1', EMAIL_FRIEND_MESSAGE, 'en');
    expect(m.subject).toBe('Someone who cares about you sent you this');
    for (const part of [m.text, m.html]) {
      expect(part).toContain('1-800-589-9966');
      expect(part).toContain('24/7');
      expect(part).toContain('https://playsmart.example.org/get-help-give-help');
    }
    expect(m.html).toContain('href="tel:+18005899966"');
    expect(m.text).not.toContain('x=1');
    expect(emailFriendTemplate('https://playsmart.example.org', EMAIL_FRIEND_MESSAGE, 'en')).toEqual(m);
  });

  it('escapes the site URL in the HTML and refuses a non-web URL', () => {
    expect(
      emailFriendTemplate('https://a.example/"><script>?q=<b>', EMAIL_FRIEND_MESSAGE, 'en').html,
    ).not.toMatch(/<script>|<b>/);
    expect(() => emailFriendTemplate('javascript:alert(1)', EMAIL_FRIEND_MESSAGE, 'en')).toThrow(/http/);
  });

  it('imports only site content, nothing from Node, so the browser bundle can use it for the preview page', () => {
    const source = readFileSync('site/content/email-friend.ts', 'utf8');
    const imports = [...source.matchAll(/^\s*import\s.*from\s+'([^']+)'/gm)].map((m) => m[1]);
    expect(imports).toEqual(['../routing/locale', './help']);
    expect(source).not.toMatch(/\brequire\(|process\.|Buffer\b/);
  });
});

describe.each(API_DATABASES)('POST /api/emailfriend on $kind', ({ kind, skip }) => {
  const startOn = useApi(kind);
  const start = (mailer?: Mailer) => startOn(5, mailer ? { mailer } : {});

  it.skipIf(skip)(
    'mails the fixed message to one address: 200, one .eml (mode 0600) in the outbox',
    async () => {
      const { app, session, harness } = await start();
      const res = await postJson(app, session, '/api/emailfriend', { email: ' Friend.One@Example.com ' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: CONGRATS });
      const files = readdirSync(harness.outbox);
      expect(files.filter((f) => f.endsWith('.eml'))).toHaveLength(1);
      expect(files.filter((f) => !f.endsWith('.eml'))).toEqual([]);
      expect(statSync(join(harness.outbox, files[0] ?? '')).mode & 0o777).toBe(0o600);
      const [mail = ''] = harness.outboxFiles();
      expect(mail).toMatch(/^To: Friend\.One@example\.com$/im);
      expect(mail).toContain('Subject: Someone who cares about you sent you this');
      expect(mail.replace(/=\n/g, '')).toContain('1-800-589-9966');
    },
  );

  it.skipIf(skip)('never lets other body fields into the mail', async () => {
    const { app, session, harness } = await start();
    const res = await postJson(app, session, '/api/emailfriend', {
      email: 'pal@example.com',
      message: 'BUY CHEAP PILLS',
      subject: 'Injected subject',
      cc: 'victim@example.net',
      bcc: 'victim2@example.net',
      html: '<a href="https://phish.example">x</a>',
      from: 'boss@example.net',
    });
    expect(res.statusCode).toBe(200);
    const [mail = ''] = harness.outboxFiles();
    expect(mail).not.toMatch(/PILLS|Injected|victim|phish|boss@/);
    expect(mail).not.toMatch(/^(Cc|Bcc):/im);
  });

  it.skipIf(skip)(
    'refuses CR, LF and other control characters in the address (header injection)',
    async () => {
      const { app, session, harness } = await start();
      for (const email of [
        'pal@example.com\r\nBcc: victim@example.net',
        'pal@example.com\r\n',
        'pal@example.com\n',
        '\rpal@example.com',
        'pal@exa\u0000mple.com',
        'pal@example.com\u0085',
      ]) {
        const res = await postJson(app, session, '/api/emailfriend', { email });
        expect(res.statusCode, JSON.stringify(email)).toBe(422);
        expect(res.json()).toEqual({ message: OOPS, errors: { email: ['Valid email is required.'] } });
      }
      expect(harness.outboxFiles()).toEqual([]);
    },
  );

  it.skipIf(skip)('refuses a missing, invalid or multiple address with the form messages', async () => {
    const { app, session, harness } = await start();
    const cases: [unknown, string][] = [
      [{}, 'Email is required.'],
      [{ email: '   ' }, 'Email is required.'],
      [{ email: 'pal@example' }, 'Valid email is required.'],
      [{ email: 'a@example.com, b@example.com' }, 'Valid email is required.'],
      [{ email: 'a@example.com;b@example.com' }, 'Valid email is required.'],
      [{ email: '"Pal" <a@example.com>' }, 'Valid email is required.'],
      [{ email: ['a@example.com', 'b@example.com'] }, 'Email is required.'],
      [{ email: `${'a'.repeat(250)}@example.com` }, 'Email must be 255 characters or fewer.'],
    ];
    for (const [body, message] of cases) {
      const res = await postJson(app, session, '/api/emailfriend', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json()).toEqual({ message: OOPS, errors: { email: [message] } });
    }
    expect(harness.outboxFiles()).toEqual([]);
  });

  it.skipIf(skip)('answers 503 when the mail cannot be handed over, and logs no address', async () => {
    const failing: Mailer = {
      kind: 'smtp',
      send: (mail) => Promise.reject(new Error(`550 <${mail.to}> mailbox unavailable`)),
      close: () => undefined,
    };
    const { app, session, harness } = await start(failing);
    const res = await postJson(app, session, '/api/emailfriend', { email: 'bounce.me@example.com' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ message: 'We could not send the email right now. Please try again later.' });
    const logs = harness.logs.join('\n');
    expect(logs).toContain('email-a-friend message not sent');
    expect(logs).not.toContain('bounce.me');
  });

  it.skipIf(skip)('PRIVACY: the friend address ends up in no table and no log line', async () => {
    const { app, session, harness, store } = await start();
    const friend = 'very.private.friend@example.com';
    // Also sign somebody up and post a score, so the tables are not trivially empty.
    await postJson(app, session, '/api/scroll-games', { score: 1234 });
    await postJson(app, session, '/api/register', {
      first_name: 'Ann',
      last_name: 'Other',
      dob: '1980-01-01',
      address_1: '1 Main St',
      address_2: '',
      city: 'Akron',
      state: 'Ohio',
      postal_code: '44308',
      email: 'ann@example.org',
      opt_in: '1',
      shirt_size: 'lg',
    });
    expect((await postJson(app, session, '/api/emailfriend', { email: friend })).statusCode).toBe(200);
    expect(
      (await postJson(app, session, '/api/emailfriend', { email: `${friend}\r\nBcc: x@example.com` }))
        .statusCode,
    ).toBe(422);
    expect(
      (await postJson(app, session, '/api/emailfriend', { email: friend.replace('@', '@@') })).statusCode,
    ).toBe(422);
    const tables = await dumpAllTables(store.db);
    expect(tables).toContain('ann@example.org'); // the dump does see stored data
    expect(tables.toLowerCase()).not.toContain('very.private');
    expect(harness.logs.length).toBeGreaterThan(5);
    const logs = harness.logs.join('\n').toLowerCase();
    expect(logs).not.toContain('very.private');
    expect(logs).not.toContain('ann@example.org');
    expect(logs).not.toContain('127.0.0.1');
    // The outbox holds the message itself: that is the one place the address exists.
    expect(harness.outboxFiles().join('\n')).toContain(friend);
  });
});

import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../site/server/config';
import { CSRF_SECRET_FILE, CsrfSecretError, loadCsrfSecret } from '../../site/server/security/csrf-secret';
import { DEFAULT_RATE_LIMITS, parseRateLimit } from '../../site/server/security/rate-limits';

describe('parseRateLimit', () => {
  it.each([
    ['5/min', 5, 60_000],
    ['5/minute', 5, 60_000],
    ['5 / mins', 5, 60_000],
    ['100/10s', 100, 10_000],
    ['20/hour', 20, 3_600_000],
    ['1000/day', 1000, 86_400_000],
    ['3/2h', 3, 7_200_000],
    ['7/SEC', 7, 1000],
  ])('reads %s', (text, max, windowMs) => {
    expect(parseRateLimit(text)).toEqual({ max, windowMs });
  });

  it.each([
    '',
    '5',
    '0/min',
    '-1/min',
    '5/ms',
    '5/fortnight',
    '5/0min',
    'five/min',
    '5/constructor',
    '1e3/min',
    '5/min/x',
  ])('refuses %j', (text) => {
    expect(parseRateLimit(text)).toBeNull();
  });
});

describe('loadConfig for the API', () => {
  it('has safe defaults that still run on a fresh machine', () => {
    const config = loadConfig({});
    expect(config.botCheck).toEqual({ mode: 'off', why: 'no RECAPTCHA_SECRET' });
    expect(config.publicOrigin).toBeNull();
    expect(config.siteUrl).toBe('http://localhost:8080');
    expect(config.smtpUrl).toBeNull();
    expect(config.databaseUrl).toBeNull();
    expect(config.csrfSecret).toBeNull();
    expect(config.rateLimits).toEqual(DEFAULT_RATE_LIMITS);
    expect(config.mailFrom).toBe('Play Smart <no-reply@localhost>');
    expect(config.quizQuestionsFile).toMatch(/site\/content\/quiz-questions\.json$/);
  });

  it('turns the bot check on when a reCAPTCHA secret and site key are configured', () => {
    const keys = { RECAPTCHA_SECRET: 'abc', RECAPTCHA_SITE_KEY: 'site-key' };
    expect(loadConfig(keys).botCheck).toMatchObject({
      mode: 'recaptcha',
      secret: 'abc',
      siteKey: 'site-key',
      minScore: 0.5,
    });
    expect(loadConfig({ ...keys, BOTCHECK: 'on', RECAPTCHA_MIN_SCORE: '0.7' }).botCheck).toMatchObject({
      minScore: 0.7,
    });
    // One switch turns both sides off: the pages then carry no site key.
    expect(loadConfig({ ...keys, BOTCHECK: 'off' }).botCheck).toEqual({ mode: 'off', why: 'BOTCHECK=off' });
  });

  it('refuses a site key without its secret and a secret without its site key', () => {
    expect(() => loadConfig({ RECAPTCHA_SITE_KEY: 'k' })).toThrow(
      /RECAPTCHA_SITE_KEY needs RECAPTCHA_SECRET/,
    );
    expect(() => loadConfig({ RECAPTCHA_SECRET: 's' })).toThrow(/RECAPTCHA_SECRET needs RECAPTCHA_SITE_KEY/);
  });

  it('reads the rest', () => {
    const config = loadConfig({
      PUBLIC_ORIGIN: 'https://playsmart.example.org/',
      SMTP_URL: 'smtps://user:pw@mail.example.org:465',
      DATABASE_URL: 'postgres://app:app@127.0.0.1/app',
      CSRF_SECRET: 'x'.repeat(32),
      RATE_LIMIT_REGISTER: '1000/s',
      MAIL_FROM: 'Help <help@example.org>',
    });
    expect(config.publicOrigin).toBe('https://playsmart.example.org');
    expect(config.siteUrl).toBe('https://playsmart.example.org');
    expect(config.rateLimits.register).toEqual({ max: 1000, windowMs: 1000 });
    expect(config.rateLimits.emailFriend).toEqual(DEFAULT_RATE_LIMITS.emailFriend);
    expect(config.mailFrom).toBe('Help <help@example.org>');
  });

  it.each([
    [{ BOTCHECK: 'on' }, /BOTCHECK=on needs RECAPTCHA_SECRET/],
    [{ BOTCHECK: 'maybe' }, /BOTCHECK/],
    [{ RECAPTCHA_SECRET: 's', RECAPTCHA_SITE_KEY: 'k', RECAPTCHA_MIN_SCORE: '2' }, /RECAPTCHA_MIN_SCORE/],
    [{ RECAPTCHA_SECRET: 's', RECAPTCHA_SITE_KEY: 'k', RECAPTCHA_MIN_SCORE: 'high' }, /RECAPTCHA_MIN_SCORE/],
    [{ PUBLIC_ORIGIN: 'https://example.org/path' }, /PUBLIC_ORIGIN/],
    [{ PUBLIC_ORIGIN: 'ftp://example.org' }, /PUBLIC_ORIGIN/],
    [{ SMTP_URL: 'http://mail.example.org' }, /SMTP_URL/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL/],
    [{ CSRF_SECRET: 'short' }, /CSRF_SECRET/],
    [{ RATE_LIMIT_REGISTER: 'lots' }, /RATE_LIMIT_REGISTER must look like 5\/min/],
    [{ RATE_LIMIT_STATS: '0/min' }, /RATE_LIMIT_STATS/],
  ])('refuses %o with a clear message', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('never repeats a URL that may hold a password in its message', () => {
    expect(() => loadConfig({ SMTP_URL: 'http://user:hunter2@mail' })).toThrow(/^(?!.*hunter2)/);
  });
});

describe('loadConfig: the connection time limits', () => {
  it('default to 20 s for a request and 72 s of keep-alive', () => {
    expect(loadConfig({}).httpTimeouts).toEqual({ requestMs: 20_000, keepAliveMs: 72_000 });
  });

  it('are read from HTTP_REQUEST_TIMEOUT_MS and HTTP_KEEP_ALIVE_TIMEOUT_MS', () => {
    expect(
      loadConfig({ HTTP_REQUEST_TIMEOUT_MS: '15000', HTTP_KEEP_ALIVE_TIMEOUT_MS: '620000' }).httpTimeouts,
    ).toEqual({ requestMs: 15_000, keepAliveMs: 620_000 });
  });

  it.each([
    [{ HTTP_REQUEST_TIMEOUT_MS: '0' }, /HTTP_REQUEST_TIMEOUT_MS must be a whole number from 1000 to 120000/],
    [{ HTTP_REQUEST_TIMEOUT_MS: '600000' }, /HTTP_REQUEST_TIMEOUT_MS/],
    [{ HTTP_KEEP_ALIVE_TIMEOUT_MS: '5s' }, /HTTP_KEEP_ALIVE_TIMEOUT_MS must be a whole number/],
  ])('refuse %o: no limit at all is what they are there to prevent', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});

describe('loadConfig with NODE_ENV=production', () => {
  const base = {
    NODE_ENV: 'production',
    PUBLIC_ORIGIN: 'https://playsmart.example.org',
    SMTP_URL: 'smtp://relay.example.org:587',
  };

  it('runs with a public origin and a mail relay', () => {
    const config = loadConfig(base);
    expect(config.production).toBe(true);
    expect(config.siteUrl).toBe('https://playsmart.example.org');
  });

  it('refuses to start without PUBLIC_ORIGIN: emails would link to localhost', () => {
    expect(() => loadConfig({ ...base, PUBLIC_ORIGIN: '' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, PUBLIC_ORIGIN: '' })).toThrow(
      /NODE_ENV=production needs PUBLIC_ORIGIN.*localhost/,
    );
  });

  it('refuses to start on an http PUBLIC_ORIGIN: its cookies could not be Secure', () => {
    expect(() => loadConfig({ ...base, PUBLIC_ORIGIN: 'http://playsmart.example.org' })).toThrow(
      /NODE_ENV=production needs an https PUBLIC_ORIGIN.*Secure/,
    );
  });

  it('refuses to start without SMTP_URL: the outbox would keep the addresses', () => {
    expect(() => loadConfig({ ...base, SMTP_URL: '' })).toThrow(/NODE_ENV=production needs SMTP_URL.*outbox/);
  });

  it('lets local development run with neither', () => {
    expect(loadConfig({}).production).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development' }).siteUrl).toBe('http://localhost:8080');
  });
});

describe('loadCsrfSecret', () => {
  it('generates a secret once, mode 0600, and reads the same one after a restart', () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'var-')), 'var');
    const first = loadCsrfSecret(null, dir);
    expect(first).toHaveLength(32);
    expect(statSync(join(dir, CSRF_SECRET_FILE)).mode & 0o777).toBe(0o600);
    expect(loadCsrfSecret(null, dir).equals(first)).toBe(true);
  });

  it('prefers CSRF_SECRET and writes nothing then', () => {
    const dir = mkdtempSync(join(tmpdir(), 'var-'));
    expect(loadCsrfSecret('y'.repeat(40), dir).toString()).toBe('y'.repeat(40));
    expect(() => readFileSync(join(dir, CSRF_SECRET_FILE))).toThrow();
  });

  it('refuses a damaged secret file, saying what to do', () => {
    const dir = mkdtempSync(join(tmpdir(), 'var-'));
    writeFileSync(join(dir, CSRF_SECRET_FILE), 'nope');
    expect(() => loadCsrfSecret(null, dir)).toThrow(CsrfSecretError);
    expect(() => loadCsrfSecret(null, dir)).toThrow(/delete it/);
  });
});

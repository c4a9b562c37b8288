import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { PassThrough } from 'node:stream';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../site/server/app';
import type { PageMarkupRenderer } from '../../site/server/http/form-pages';
import type { Repository } from '../../site/server/data/repository';
import type { HttpTimeouts } from '../../site/server/http/timeouts';
import { outboxMailer, type Mailer } from '../../site/server/mail/mailer';
import type { ApiOptions } from '../../site/server/routes';
import type { BotCheck } from '../../site/server/security/botcheck';
import { DEFAULT_RATE_LIMITS, type RateLimits } from '../../site/server/security/rate-limits';
import { fakeDist } from './dist';

/** Limits high enough that no functional test trips them; rate-limit tests set their own. */
export const GENEROUS_LIMITS: RateLimits = {
  register: { max: 100_000, windowMs: 60_000 },
  registerAddress: { max: 100_000, windowMs: 60_000 },
  csrfGet: { max: 100_000, windowMs: 60_000 },
  emailFriend: { max: 100_000, windowMs: 60_000 },
  emailFriendAddress: { max: 100_000, windowMs: 60_000 },
  emailFriendRecipient: { max: 100_000, windowMs: 60_000 },
  scorePost: { max: 100_000, windowMs: 60_000 },
  statsGet: { max: 100_000, windowMs: 60_000 },
  contact: { max: 100_000, windowMs: 60_000 },
  contactAddress: { max: 100_000, windowMs: 60_000 },
  noScriptAddress: { max: 100_000, windowMs: 60_000 },
};

export const QUIZ_QUESTIONS_FILE = resolve('site/content/quiz-questions.json');

export interface ApiHarness {
  readonly app: FastifyInstance;
  readonly logs: string[];
  readonly outbox: string;
  /** The .eml files written so far, as text. */
  outboxFiles(): string[];
}

export interface HarnessOptions {
  readonly repository: Repository;
  readonly botCheck?: BotCheck | null;
  readonly rateLimits?: Partial<RateLimits>;
  readonly now?: () => Date;
  readonly mailer?: Mailer;
  readonly publicOrigin?: string | null;
  readonly trustProxy?: readonly string[];
  readonly extra?: Partial<ApiOptions>;
  /** Renders the answers to forms posted without JavaScript (the build's SSR bundle by default). */
  readonly pageRenderer?: PageMarkupRenderer;
  /** The connection time limits (the app's defaults otherwise). */
  readonly timeouts?: HttpTimeouts;
}

/** Builds the whole app (site + API) on a fake dist, capturing logs and mail. */
export async function startApi(options: HarnessOptions): Promise<ApiHarness> {
  const logs: string[] = [];
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => logs.push(...chunk.toString().split('\n').filter(Boolean)));
  const outbox = mkdtempSync(join(tmpdir(), 'outbox-'));
  const app = await buildApp({
    distDir: fakeDist(),
    logStream: stream,
    logLevel: 'trace',
    ...(options.trustProxy ? { trustProxy: options.trustProxy } : {}),
    ...(options.pageRenderer ? { pageRenderer: options.pageRenderer } : {}),
    ...(options.timeouts ? { timeouts: options.timeouts } : {}),
    api: {
      repository: options.repository,
      mailer: options.mailer ?? outboxMailer(outbox, 'Play Smart <no-reply@example.org>'),
      botCheck: options.botCheck ?? null,
      csrfSecret: Buffer.alloc(32, 7),
      publicOrigin: options.publicOrigin ?? null,
      siteUrl: 'https://playsmart.example.org',
      rateLimits: { ...GENEROUS_LIMITS, ...options.rateLimits },
      quizQuestionsFile: QUIZ_QUESTIONS_FILE,
      ...(options.now ? { now: options.now } : {}),
      ...options.extra,
    },
  });
  return {
    app,
    logs,
    outbox,
    outboxFiles: () =>
      readdirSync(outbox)
        .filter((f) => f.endsWith('.eml'))
        .map((f) => readFileSync(join(outbox, f), 'utf8')),
  };
}

/** A browser's cookie jar after loading a page: the anonymous id and its XSRF token. */
export interface Session {
  readonly cookie: string;
  readonly token: string;
}

function cookiesOf(res: LightMyRequestResponse): Record<string, string> {
  return Object.fromEntries((res.cookies as { name: string; value: string }[]).map((c) => [c.name, c.value]));
}

/** Asks for the CSRF pair as the site's client does before its first POST, and keeps the cookies. */
export async function openSession(app: FastifyInstance): Promise<Session> {
  const res = await app.inject({ url: '/api/csrf' });
  const jar = cookiesOf(res);
  const token = jar['XSRF-TOKEN'];
  if (token === undefined) throw new Error('GET /api/csrf set no XSRF-TOKEN cookie');
  return {
    cookie: Object.entries(jar)
      .map(([k, v]) => `${k}=${v}`)
      .join('; '),
    token,
  };
}

/** POSTs JSON as the site's client does: same-origin, with the session's cookies and token. */
export function postJson(
  app: FastifyInstance,
  session: Session,
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url,
    headers: {
      'content-type': 'application/json',
      'x-requested-with': 'XMLHttpRequest',
      'sec-fetch-site': 'same-origin',
      cookie: session.cookie,
      'x-xsrf-token': session.token,
      ...headers,
    },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** A valid registration as the client sends it (dob already YYYY-MM-DD). */
export function validRegistration(overrides: Record<string, unknown> = {}, n = 0): Record<string, unknown> {
  return {
    first_name: `Pat${String(n)}`,
    last_name: 'Example',
    dob: '1990-07-04',
    address_1: `${String(100 + n)} High St`,
    address_2: '',
    city: 'Columbus',
    state: 'Ohio',
    postal_code: '43215',
    email: `pat${String(n)}@example.org`,
    opt_in: '1',
    shirt_size: 'md',
    ...overrides,
  };
}

export { DEFAULT_RATE_LIMITS };

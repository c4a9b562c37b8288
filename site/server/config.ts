import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { DEFAULT_DATABASE_DEADLINE_MS } from './data/deadline';
import { DEFAULT_MAX_WAITING } from './data/health';
import { DEFAULT_HTTP_TIMEOUTS, type HttpTimeouts } from './http/timeouts';
import { DEFAULT_RECAPTCHA_MIN_SCORE, RECAPTCHA_VERIFY_URL } from './security/botcheck';
import {
  DEFAULT_RATE_LIMITS,
  parseRateLimit,
  RATE_LIMIT_VARIABLES,
  type RateLimitedEndpoint,
  type RateLimits,
} from './security/rate-limits';

/**
 * How forms are checked for bots. `off` says why, so the start-up warning can tell the operator what to
 * set: BOTCHECK=off was asked for, or no RECAPTCHA_SECRET is configured.
 */
export type BotCheckConfig =
  | { readonly mode: 'off'; readonly why: 'BOTCHECK=off' | 'no RECAPTCHA_SECRET' }
  | {
      readonly mode: 'recaptcha';
      readonly secret: string;
      /** The public key the browser asks for tokens with; pages carry it only in this mode. */
      readonly siteKey: string;
      readonly minScore: number;
      readonly verifyUrl: string;
    };

/** Where the metrics for Prometheus are served: their own listener, never the public port. */
export interface MetricsConfig {
  /** METRICS_PORT; 0 picks a free port (logged at start). */
  readonly port: number;
  /** METRICS_HOST; 127.0.0.1 by default, so only this machine (a local scraper, a tunnel) can read them. */
  readonly host: string;
}

/** The metrics listener's address when METRICS_HOST is unset: loopback only. */
export const DEFAULT_METRICS_HOST = '127.0.0.1';

/** The server's settings, read once from the environment. */
export interface ServerConfig {
  /** NODE_ENV=production: the settings a public deployment cannot do without are required. */
  readonly production: boolean;
  readonly port: number;
  readonly host: string;
  /** The built site (Vite's output). */
  readonly distDir: string;
  /** Where the embedded database, mail outbox and lock files live. */
  readonly varDir: string;
  /** Proxies whose X-Forwarded-* headers are trusted: IPs or CIDRs (Fastify's trustProxy). */
  readonly trustProxy: readonly string[];
  readonly logLevel: string;
  /** The origin browsers see (PUBLIC_ORIGIN, e.g. https://example.org); null: judge by the Host header. */
  readonly publicOrigin: string | null;
  /** The address mails link to: PUBLIC_ORIGIN, or http://localhost:PORT. */
  readonly siteUrl: string;
  /** CSRF_SECRET, or null to generate one in varDir. */
  readonly csrfSecret: string | null;
  readonly botCheck: BotCheckConfig;
  /** SMTP_URL; null writes mail to varDir/outbox. */
  readonly smtpUrl: string | null;
  readonly mailFrom: string;
  /** DATABASE_URL (PostgreSQL); null uses the embedded database in varDir/db. */
  readonly databaseUrl: string | null;
  /**
   * DATABASE_DEADLINE_MS: how long a request may wait for the database in all (a connection, its
   * statements, its COMMIT) before it is answered 503 and its transaction rolled back; 5000 by default.
   */
  readonly databaseDeadlineMs: number;
  /**
   * DATABASE_MAX_WAITING: database calls that may wait at once (a batch of sign-ups is one); one more is
   * answered 503 at once instead of queueing; 100 by default.
   */
  readonly databaseMaxWaiting: number;
  /**
   * SHUTDOWN_DRAIN_MS: how long, after SIGTERM, the server keeps serving with /readyz answering 503
   * before it stops taking connections, so a balancer checking readiness moves the traffic away first
   * (more than its check interval times the checks it needs to mark an instance down); 0 by default,
   * stopping at once. SIGINT never waits.
   */
  readonly shutdownDrainMs: number;
  readonly rateLimits: RateLimits;
  /** METRICS_PORT and METRICS_HOST; null (METRICS_PORT unset) serves no metrics. */
  readonly metrics: MetricsConfig | null;
  /**
   * HTTP_REQUEST_TIMEOUT_MS (the whole request, headers and body, 20000 by default) and
   * HTTP_KEEP_ALIVE_TIMEOUT_MS (an idle connection kept for its next request, 72000 by default).
   */
  readonly httpTimeouts: HttpTimeouts;
  /** The quiz-game questions served at /js/config/quiz-questions.json. */
  readonly quizQuestionsFile: string;
}

/** Thrown for a setting that cannot be used; the message names the variable and what it expects. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

function port(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 65535)
    throw new ConfigError(`${name} must be a port number (0-65535), got "${value}"`);
  return n;
}

/** An IP address, optionally with a prefix length valid for its family. */
function isIpOrCidr(item: string): boolean {
  const [ip = '', prefix, ...rest] = item.split('/');
  const family = isIP(ip);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

function cidrList(value: string | undefined, name: string): string[] {
  if (value === undefined || value.trim() === '') return [];
  const items = value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const bad = items.find((item) => !isIpOrCidr(item));
  if (bad !== undefined)
    throw new ConfigError(`${name} must be a comma-separated list of IPs or CIDRs, got "${bad}"`);
  return items;
}

function optional(value: string | undefined): string | null {
  return value === undefined || value.trim() === '' ? null : value.trim();
}

function parseUrl(text: string): URL | null {
  try {
    return new URL(text);
  } catch {
    return null;
  }
}

function publicOrigin(value: string | undefined): string | null {
  const text = optional(value);
  if (text === null) return null;
  const url = parseUrl(text);
  if (
    url === null ||
    (url.protocol !== 'https:' && url.protocol !== 'http:') ||
    url.origin !== text.replace(/\/$/, '')
  )
    throw new ConfigError(
      `PUBLIC_ORIGIN must be an origin like https://example.org (no path), got "${text}"`,
    );
  return url.origin;
}

function urlWithScheme(value: string | undefined, name: string, schemes: readonly string[]): string | null {
  const text = optional(value);
  if (text === null) return null;
  const scheme = parseUrl(text)?.protocol ?? '';
  // The value itself may hold a password: the message names the variable, never repeats it.
  if (!schemes.includes(scheme)) throw new ConfigError(`${name} must be a ${schemes.join(' or ')} URL`);
  return text;
}

function csrfSecret(value: string | undefined): string | null {
  const text = optional(value);
  if (text !== null && text.length < 32) throw new ConfigError('CSRF_SECRET must be at least 32 characters');
  return text;
}

function botCheck(env: NodeJS.ProcessEnv): BotCheckConfig {
  const mode = optional(env.BOTCHECK)?.toLowerCase() ?? null;
  const secret = optional(env.RECAPTCHA_SECRET);
  if (mode !== null && mode !== 'on' && mode !== 'off')
    throw new ConfigError(`BOTCHECK must be "on" or "off", got "${mode}"`);
  const siteKey = optional(env.RECAPTCHA_SITE_KEY);
  // One switch: off, the pages carry no site key, so the browser asks for no token the server ignores.
  if (mode === 'off') return { mode: 'off', why: 'BOTCHECK=off' };
  if (secret === null) {
    if (mode === 'on') throw new ConfigError('BOTCHECK=on needs RECAPTCHA_SECRET and RECAPTCHA_SITE_KEY');
    if (siteKey !== null)
      throw new ConfigError('RECAPTCHA_SITE_KEY needs RECAPTCHA_SECRET: set both, or neither');
    return { mode: 'off', why: 'no RECAPTCHA_SECRET' };
  }
  // A check the browser cannot pass would refuse every form: the key and the secret come together.
  if (siteKey === null)
    throw new ConfigError('RECAPTCHA_SECRET needs RECAPTCHA_SITE_KEY: set both, or neither');
  const scoreText = optional(env.RECAPTCHA_MIN_SCORE);
  const minScore = scoreText === null ? DEFAULT_RECAPTCHA_MIN_SCORE : Number(scoreText);
  if (!(minScore >= 0 && minScore <= 1))
    throw new ConfigError(`RECAPTCHA_MIN_SCORE must be a number from 0 to 1, got "${scoreText ?? ''}"`);
  const verifyUrl =
    urlWithScheme(env.RECAPTCHA_VERIFY_URL, 'RECAPTCHA_VERIFY_URL', ['https:', 'http:']) ??
    RECAPTCHA_VERIFY_URL;
  return { mode: 'recaptcha', secret, siteKey, minScore, verifyUrl };
}

function rateLimits(env: NodeJS.ProcessEnv): RateLimits {
  const entries = (Object.keys(RATE_LIMIT_VARIABLES) as RateLimitedEndpoint[]).map((endpoint) => {
    const name = RATE_LIMIT_VARIABLES[endpoint];
    const text = optional(env[name]);
    if (text === null) return [endpoint, DEFAULT_RATE_LIMITS[endpoint]] as const;
    const limit = parseRateLimit(text);
    if (limit === null)
      throw new ConfigError(`${name} must look like 5/min, 100/10s or 20/hour, got "${text}"`);
    return [endpoint, limit] as const;
  });
  return Object.fromEntries(entries) as Record<RateLimitedEndpoint, RateLimits[RateLimitedEndpoint]>;
}

/** A DNS name: dot-separated labels of letters, digits and inner hyphens. */
const HOST_NAME =
  /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/i;

/**
 * METRICS_PORT (a port number; unset: no metrics) and METRICS_HOST (an IP address or host name;
 * 127.0.0.1 by default). The metrics never share the public port, so the same port is refused.
 */
function metrics(env: NodeJS.ProcessEnv, publicPort: number): MetricsConfig | null {
  const portText = optional(env.METRICS_PORT);
  const host = optional(env.METRICS_HOST);
  if (portText === null) {
    if (host !== null)
      throw new ConfigError('METRICS_HOST needs METRICS_PORT: the metrics are off until a port is set');
    return null;
  }
  const metricsPort = Number(portText);
  if (!/^\d+$/.test(portText) || metricsPort > 65535)
    throw new ConfigError(`METRICS_PORT must be a port number (0-65535), got "${portText}"`);
  if (metricsPort !== 0 && metricsPort === publicPort)
    throw new ConfigError(
      `METRICS_PORT must differ from PORT (${publicPort}): the metrics are never served on the public port`,
    );
  if (host !== null && isIP(host) === 0 && !HOST_NAME.test(host))
    throw new ConfigError(`METRICS_HOST must be an IP address or a host name, got "${host}"`);
  return { port: metricsPort, host: host ?? DEFAULT_METRICS_HOST };
}

/**
 * What a public deployment must set, because without it the site would say something untrue: emails
 * would link visitors' friends to http://localhost, email-a-friend messages would be written to
 * VAR_DIR/outbox, recipient included, instead of being sent (the page promises no address is stored),
 * and over an http origin the cookies could not be Secure (security/csrf.ts, useSecureCookies).
 */
function requireForProduction(origin: string | null, smtpUrl: string | null): void {
  if (origin === null) {
    throw new ConfigError(
      'NODE_ENV=production needs PUBLIC_ORIGIN (e.g. https://playsmart.example.org): the emails the site ' +
        'sends link to it, and without it they would link to http://localhost.',
    );
  }
  if (!origin.startsWith('https:')) {
    throw new ConfigError(
      `NODE_ENV=production needs an https PUBLIC_ORIGIN, got "${origin}": the site's cookies (the forms' ` +
        'security pair) are Secure only on an https origin, and visitors type their details into its forms.',
    );
  }
  if (smtpUrl === null) {
    throw new ConfigError(
      'NODE_ENV=production needs SMTP_URL (e.g. smtps://user:pass@relay.example.org): without a relay, ' +
        'email-a-friend messages would be kept in VAR_DIR/outbox instead of being sent.',
    );
  }
}

/** A whole number from `min` to `max` in the environment, or `fallback` when unset. */
function wholeNumber(
  value: string | undefined,
  fallback: number,
  name: string,
  min: number,
  max: number,
): number {
  const text = optional(value);
  if (text === null) return fallback;
  const n = Number(text);
  if (!/^\d+$/.test(text) || !Number.isSafeInteger(n) || n < min || n > max)
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max}, got "${text}"`);
  return n;
}

/** The longest deadline accepted: a minute is already longer than any balancer or visitor waits. */
const MAX_DEADLINE_MS = 60_000;
/** The longest drain accepted: orchestrators kill a process that has not stopped 30 s after SIGTERM. */
const MAX_DRAIN_MS = 20_000;
/** The longest request time accepted: past two minutes a slow sender holds a connection for nothing. */
const MAX_REQUEST_TIMEOUT_MS = 120_000;
/** The longest keep-alive accepted: an hour covers the balancers with the longest idle timeouts (10 min). */
const MAX_KEEP_ALIVE_TIMEOUT_MS = 3_600_000;
/** The shortest of either: a second. */
const MIN_HTTP_TIMEOUT_MS = 1000;
/** The longest queue accepted. */
const MAX_WAITING = 100_000;

const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/**
 * Reads the configuration from environment variables (documented in README.md).
 *
 * @param env - the environment, `process.env` by default
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const logLevel = env.LOG_LEVEL ?? 'info';
  if (!LEVELS.includes(logLevel))
    throw new ConfigError(`LOG_LEVEL must be one of ${LEVELS.join(', ')}, got "${logLevel}"`);
  const listenPort = port(env.PORT, 8080, 'PORT');
  const origin = publicOrigin(env.PUBLIC_ORIGIN);
  const siteUrl = origin ?? `http://localhost:${listenPort}`;
  const smtpUrl = urlWithScheme(env.SMTP_URL, 'SMTP_URL', ['smtp:', 'smtps:']);
  const production = env.NODE_ENV === 'production';
  if (production) requireForProduction(origin, smtpUrl);
  return {
    production,
    port: listenPort,
    host: env.HOST ?? 'localhost',
    distDir: resolve(env.DIST_DIR ?? 'dist'),
    varDir: resolve(env.VAR_DIR ?? 'var'),
    trustProxy: cidrList(env.TRUST_PROXY, 'TRUST_PROXY'),
    logLevel,
    publicOrigin: origin,
    siteUrl,
    csrfSecret: csrfSecret(env.CSRF_SECRET),
    botCheck: botCheck(env),
    smtpUrl,
    mailFrom: optional(env.MAIL_FROM) ?? `Play Smart <no-reply@${new URL(siteUrl).hostname}>`,
    databaseUrl: urlWithScheme(env.DATABASE_URL, 'DATABASE_URL', ['postgres:', 'postgresql:']),
    databaseDeadlineMs: wholeNumber(
      env.DATABASE_DEADLINE_MS,
      DEFAULT_DATABASE_DEADLINE_MS,
      'DATABASE_DEADLINE_MS',
      100,
      MAX_DEADLINE_MS,
    ),
    databaseMaxWaiting: wholeNumber(
      env.DATABASE_MAX_WAITING,
      DEFAULT_MAX_WAITING,
      'DATABASE_MAX_WAITING',
      1,
      MAX_WAITING,
    ),
    shutdownDrainMs: wholeNumber(env.SHUTDOWN_DRAIN_MS, 0, 'SHUTDOWN_DRAIN_MS', 0, MAX_DRAIN_MS),
    rateLimits: rateLimits(env),
    metrics: metrics(env, listenPort),
    httpTimeouts: {
      requestMs: wholeNumber(
        env.HTTP_REQUEST_TIMEOUT_MS,
        DEFAULT_HTTP_TIMEOUTS.requestMs,
        'HTTP_REQUEST_TIMEOUT_MS',
        MIN_HTTP_TIMEOUT_MS,
        MAX_REQUEST_TIMEOUT_MS,
      ),
      keepAliveMs: wholeNumber(
        env.HTTP_KEEP_ALIVE_TIMEOUT_MS,
        DEFAULT_HTTP_TIMEOUTS.keepAliveMs,
        'HTTP_KEEP_ALIVE_TIMEOUT_MS',
        MIN_HTTP_TIMEOUT_MS,
        MAX_KEEP_ALIVE_TIMEOUT_MS,
      ),
    },
    quizQuestionsFile: resolve(env.QUIZ_QUESTIONS_FILE ?? 'site/content/quiz-questions.json'),
  };
}

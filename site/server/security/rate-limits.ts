import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { ApiError, API_MESSAGES } from '../http/errors';

/** At most `max` requests per `windowMs` from one client address. */
export interface RateLimit {
  readonly max: number;
  readonly windowMs: number;
}

/** The limited endpoints. */
export type RateLimitedEndpoint = 'register' | 'emailFriend' | 'scorePost' | 'statsGet';

/** A limit for each limited endpoint. */
export type RateLimits = Readonly<Record<RateLimitedEndpoint, RateLimit>>;

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * The defaults, per client address. A sign-up or a mail is a once-in-a-while act for a person, so a few a
 * minute leave room for typos yet stop a script; email-a-friend is the tighter one because it sends mail
 * to anybody. A scroll game lasts at least several seconds, and the stats are read once per game.
 */
export const DEFAULT_RATE_LIMITS: RateLimits = {
  register: { max: 5, windowMs: MINUTE },
  emailFriend: { max: 5, windowMs: 10 * MINUTE },
  scorePost: { max: 30, windowMs: MINUTE },
  statsGet: { max: 120, windowMs: MINUTE },
};

/** The environment variable that overrides each endpoint's limit. */
export const RATE_LIMIT_VARIABLES: Readonly<Record<RateLimitedEndpoint, string>> = {
  register: 'RATE_LIMIT_REGISTER',
  emailFriend: 'RATE_LIMIT_EMAILFRIEND',
  scorePost: 'RATE_LIMIT_SCORES',
  statsGet: 'RATE_LIMIT_STATS',
};

const UNITS: Readonly<Record<string, number>> = {
  s: SECOND,
  sec: SECOND,
  second: SECOND,
  m: MINUTE,
  min: MINUTE,
  minute: MINUTE,
  h: HOUR,
  hour: HOUR,
  d: DAY,
  day: DAY,
};

const LIMIT_PATTERN = /^(\d+)\s*\/\s*(\d*)\s*([a-z]+)$/;

/** A unit's length; a plural ('mins', 'hours') counts, but 'ms' is not minutes. */
function unitLength(word: string): number | undefined {
  if (Object.hasOwn(UNITS, word)) return UNITS[word];
  const singular = word.slice(0, -1);
  return word.endsWith('s') && singular.length > 1 && Object.hasOwn(UNITS, singular)
    ? UNITS[singular]
    : undefined;
}

/**
 * Reads a limit written as `COUNT/WINDOW`: `5/min`, `100/10s`, `20/hour`, `1000/day`. Units: s, sec,
 * second, m, min, minute, h, hour, d, day (a trailing s is allowed).
 *
 * @param text - the limit as written in the environment
 * @returns the limit, or null when the text is not one
 */
export function parseRateLimit(text: string): RateLimit | null {
  const match = LIMIT_PATTERN.exec(text.trim().toLowerCase());
  if (!match) return null;
  const [, count = '', multiple = '', unit = ''] = match;
  const unitMs = unitLength(unit);
  const max = Number(count);
  const times = multiple === '' ? 1 : Number(multiple);
  if (
    unitMs === undefined ||
    !Number.isSafeInteger(max) ||
    max < 1 ||
    !Number.isSafeInteger(times) ||
    times < 1
  )
    return null;
  return { max, windowMs: times * unitMs };
}

/** The route option that applies a limit (see {@link registerRateLimiting}). */
export function routeRateLimit(limit: RateLimit): { rateLimit: { max: number; timeWindow: number } } {
  return { rateLimit: { max: limit.max, timeWindow: limit.windowMs } };
}

/**
 * Installs @fastify/rate-limit for the routes that ask for it (`config: routeRateLimit(...)`), counting
 * per client address (`request.ip`, which follows the trusted proxies' X-Forwarded-For) in this process's
 * memory. An exceeded limit answers 429 `{ message }` with a Retry-After header.
 */
export async function registerRateLimiting(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new ApiError(context.statusCode, { message: API_MESSAGES.tooManyRequests }),
  });
}

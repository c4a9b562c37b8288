import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { ApiError, API_MESSAGES } from '../http/errors';
import { anonIdOf } from './csrf';

/** At most `max` requests per `windowMs` from one client (an address, or a person's anonymous id). */
export interface RateLimit {
  readonly max: number;
  readonly windowMs: number;
}

/** The limited endpoints. */
export type RateLimitedEndpoint =
  'register' | 'registerAddress' | 'emailFriend' | 'scorePost' | 'statsGet' | 'csrfGet';

/** A limit for each limited endpoint. */
export type RateLimits = Readonly<Record<RateLimitedEndpoint, RateLimit>>;

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * The defaults. A sign-up is a once-in-a-while act for a person, so a few a minute leave room for typos
 * yet stop a script: that limit counts per person (the anonymous id), because many people share one
 * address (mobile carriers' NAT, campuses, libraries, offices). The per-address ceiling above it only
 * stops one machine minting ids: 200 sign-ups a minute is a lecture hall filling in the form at once.
 * Email-a-friend is the tighter one because it sends mail to anybody. A scroll game lasts at least
 * several seconds, and the stats are read once per game; a page asks for its CSRF pair once.
 */
export const DEFAULT_RATE_LIMITS: RateLimits = {
  register: { max: 5, windowMs: MINUTE },
  registerAddress: { max: 200, windowMs: MINUTE },
  emailFriend: { max: 5, windowMs: 10 * MINUTE },
  scorePost: { max: 30, windowMs: MINUTE },
  statsGet: { max: 120, windowMs: MINUTE },
  csrfGet: { max: 120, windowMs: MINUTE },
};

/** The environment variable that overrides each endpoint's limit. */
export const RATE_LIMIT_VARIABLES: Readonly<Record<RateLimitedEndpoint, string>> = {
  register: 'RATE_LIMIT_REGISTER',
  registerAddress: 'RATE_LIMIT_REGISTER_ADDRESS',
  emailFriend: 'RATE_LIMIT_EMAILFRIEND',
  scorePost: 'RATE_LIMIT_SCORES',
  statsGet: 'RATE_LIMIT_STATS',
  csrfGet: 'RATE_LIMIT_CSRF',
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

/** The rate-limit plugin's limiter factory (decorated by {@link registerRateLimiting}). */
type CreateRateLimit = (options: {
  max: number;
  timeWindow: number;
  keyGenerator?: (request: FastifyRequest) => string;
}) => (request: FastifyRequest) => Promise<{ isExceeded: boolean; ttlInSeconds: number }>;

/**
 * Two limits on one route, both counted: per person, keyed by the anonymous id (the route's guard has
 * already checked the CSRF token bound to it, so the id is one this server issued), and a higher ceiling
 * per client address. Two people behind one address do not block each other; one person cannot get past
 * their own limit by sharing an address, nor past the ceiling by minting ids.
 *
 * @param app - a scope with {@link registerRateLimiting} installed
 * @param perPerson - the limit per anonymous id
 * @param perAddress - the ceiling per client address (IPv6 grouped per /64)
 * @returns an onRequest hook answering 429 `{ message }` with Retry-After when either is exceeded
 */
export function personAndAddressLimit(
  app: FastifyInstance,
  perPerson: RateLimit,
  perAddress: RateLimit,
): onRequestAsyncHookHandler {
  const create = (app as unknown as { createRateLimit: CreateRateLimit }).createRateLimit;
  const address = create({ max: perAddress.max, timeWindow: perAddress.windowMs });
  const person = create({
    max: perPerson.max,
    timeWindow: perPerson.windowMs,
    // Without an id (the guard refuses such a POST first) the address stands in for the person.
    keyGenerator: (request) => `anon:${anonIdOf(request) ?? request.ip}`,
  });
  return async (request: FastifyRequest, reply: FastifyReply) => {
    for (const limit of [address, person]) {
      const verdict = await limit(request);
      if (verdict.isExceeded) {
        void reply.header('retry-after', String(verdict.ttlInSeconds));
        throw new ApiError(429, { message: API_MESSAGES.tooManyRequests });
      }
    }
  };
}

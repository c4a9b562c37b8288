import { isIPv6 } from 'node:net';
import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import type { Queryable } from '../data/port';
import { sharedCounters } from '../data/shared-counters';
import { ApiError, API_MESSAGES } from '../http/errors';
import { anonIdOf } from './csrf';

/** At most `max` requests per `windowMs` from one client (an address, or a person's anonymous id). */
export interface RateLimit {
  readonly max: number;
  readonly windowMs: number;
}

/** The limited endpoints (and, for the two forms, the ceilings beside their per-person limit). */
export type RateLimitedEndpoint =
  | 'register'
  | 'registerAddress'
  | 'emailFriend'
  | 'emailFriendAddress'
  | 'emailFriendRecipient'
  | 'contact'
  | 'contactAddress'
  | 'noScriptAddress'
  | 'scorePost'
  | 'statsGet'
  | 'csrfGet';

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
 * Email-a-friend sends mail to anybody, so it is tighter, in the same three parts: a few per person, a
 * ceiling per address that a campus or carrier NAT full of people sending one each stays under, and a
 * few a day to any one recipient, so no one can flood an inbox however many ids or addresses they use. A
 * contact message takes minutes to write, so a few per person every ten minutes leave room for a
 * correction, under the same kind of per-address ceiling. A
 * form sent without JavaScript while the bot check is on is judged without reCAPTCHA (a honeypot and the
 * time taken, http/human-check.ts), a weaker test, so such forms share a tighter per-address limit of
 * their own, on top of each form's. A
 * scroll game lasts at least several seconds, and the stats are read once per game; a page asks for its
 * CSRF pair once.
 */
export const DEFAULT_RATE_LIMITS: RateLimits = {
  register: { max: 5, windowMs: MINUTE },
  registerAddress: { max: 200, windowMs: MINUTE },
  emailFriend: { max: 5, windowMs: 10 * MINUTE },
  emailFriendAddress: { max: 60, windowMs: 10 * MINUTE },
  emailFriendRecipient: { max: 3, windowMs: DAY },
  contact: { max: 5, windowMs: 10 * MINUTE },
  contactAddress: { max: 60, windowMs: 10 * MINUTE },
  noScriptAddress: { max: 10, windowMs: 10 * MINUTE },
  scorePost: { max: 30, windowMs: MINUTE },
  statsGet: { max: 120, windowMs: MINUTE },
  csrfGet: { max: 120, windowMs: MINUTE },
};

/** The environment variable that overrides each endpoint's limit. */
export const RATE_LIMIT_VARIABLES: Readonly<Record<RateLimitedEndpoint, string>> = {
  register: 'RATE_LIMIT_REGISTER',
  registerAddress: 'RATE_LIMIT_REGISTER_ADDRESS',
  emailFriend: 'RATE_LIMIT_EMAILFRIEND',
  emailFriendAddress: 'RATE_LIMIT_EMAILFRIEND_ADDRESS',
  emailFriendRecipient: 'RATE_LIMIT_EMAILFRIEND_RECIPIENT',
  contact: 'RATE_LIMIT_CONTACT',
  contactAddress: 'RATE_LIMIT_CONTACT_ADDRESS',
  noScriptAddress: 'RATE_LIMIT_NOSCRIPT_ADDRESS',
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

/**
 * Where the counters live. `memory`: in this process (the embedded database allows one process anyway).
 * A queryable: in the `rate_limits` table (migration 0003) of the PostgreSQL database every instance
 * shares, so N instances behind a balancer together allow one allowance, not N.
 */
export type RateLimitStore = 'memory' | Queryable;

/** The verdict on one request. */
export interface RateLimitVerdict {
  readonly allowed: boolean;
  /** Whole seconds until the window resets (what Retry-After says). */
  readonly retryAfterS: number;
}

/** Counts requests per key against one {@link RateLimit}. */
export interface Limiter {
  /** Counts one request for `key`; `allowed` is false once the key is over its limit in this window. */
  consume(key: string): Promise<RateLimitVerdict>;
}

/** The verdict on a point counted in a window of `max` points ending at `expiresAt`. */
function verdictOn(points: number, expiresAt: number, max: number): RateLimitVerdict {
  const msLeft = Math.max(expiresAt - Date.now(), 0);
  return points <= max
    ? { allowed: true, retryAfterS: Math.ceil(msLeft / SECOND) }
    : { allowed: false, retryAfterS: Math.max(1, Math.ceil(msLeft / SECOND)) };
}

/**
 * A limiter for `limit` in `store`, its keys prefixed with `name`. With the database store the counts
 * go through the database's shared counters, many requests to one statement (data/shared-counters.ts);
 * a counter the database cannot reach (an outage) falls back to an in-process one, so limits still hold
 * while it is down and the request goes on to get its own answer (503 where it needs the database).
 */
export function createLimiter(store: RateLimitStore, name: string, limit: RateLimit): Limiter {
  const options = {
    keyPrefix: name,
    points: limit.max,
    duration: Math.max(1, Math.ceil(limit.windowMs / SECOND)),
  };
  const memory = new RateLimiterMemory(options);
  const inProcess = async (key: string): Promise<RateLimitVerdict> => {
    try {
      const res = await memory.consume(key);
      return { allowed: true, retryAfterS: Math.ceil(res.msBeforeNext / SECOND) };
    } catch (rejection) {
      // The library rejects with its result object when the key is over the limit.
      if (rejection instanceof RateLimiterRes) {
        return { allowed: false, retryAfterS: Math.max(1, Math.ceil(rejection.msBeforeNext / SECOND)) };
      }
      throw rejection;
    }
  };
  if (store === 'memory') return { consume: inProcess };
  const counters = sharedCounters(store);
  return {
    async consume(key) {
      try {
        const counted = await counters.count({ key: `${name}:${key}`, windowMs: options.duration * SECOND });
        return verdictOn(counted.points, counted.expiresAt, limit.max);
      } catch {
        return inProcess(key);
      }
    },
  };
}

/**
 * The share of a limit an instance grants on its own, without waiting for the database, before it asks
 * the database for every further point of that key in the window.
 */
export const LOCAL_SHARE = 0.5;

/** How soon points granted on an instance's own are added to the shared count (milliseconds). */
export const SETTLE_MS = 200;

interface LocalCount {
  /** The shared count as the database last said it (0 in a new window). */
  known: number;
  /** Points sent to the database whose count has not come back. */
  inFlight: number;
  /** Points granted here and not yet sent. */
  pending: number;
  /** When the window ends (epoch ms): the database's figure once it said one. */
  expiresAt: number;
}

/**
 * A limiter that grants the first points of a key in this process and adds them to the shared count in
 * the background, for a limit on the path of every first page view (the id-minting limit, which the
 * sign-up page's GET counts): a request does not wait for a database statement, queued behind the
 * sign-ups on launch day, unless its key is near its limit.
 *
 * While the key's count as this process knows it (the database's last figure, plus the points sent and
 * not yet counted, plus those granted here and not yet sent) stays within {@link LOCAL_SHARE} of the
 * limit, a point is granted at once and sent within {@link SETTLE_MS}, many keys and points in one
 * statement (data/shared-counters.ts). Past that share each point is counted by the database before it
 * is judged, with the points still waiting sent ahead of it in the same statement, exactly as
 * {@link createLimiter} counts. So one instance is exact; N instances sharing the database allow at
 * most the limit plus, for each other instance, the points it granted on its own and had not yet
 * settled: at most half the limit each, and only for requests spread across instances within one
 * settle (two instances: 1.5x the limit at worst, once per window). Points granted here whose statement
 * fails (the database down) stay counted here. With the memory store it is {@link createLimiter}.
 */
export function createSettledLimiter(
  store: RateLimitStore,
  name: string,
  limit: RateLimit,
  settleMs: number = SETTLE_MS,
): Limiter {
  const exact = createLimiter(store, name, limit);
  if (store === 'memory') return exact;
  const counters = sharedCounters(store);
  const windowMs = Math.max(1, Math.ceil(limit.windowMs / SECOND)) * SECOND;
  const localMax = Math.floor(limit.max * LOCAL_SHARE);
  const counts = new Map<string, LocalCount>();
  let timer: NodeJS.Timeout | null = null;

  const countOf = (key: string, now: number): LocalCount => {
    let count = counts.get(key);
    if (count !== undefined && now >= count.expiresAt && count.inFlight === 0 && count.pending === 0) {
      count = undefined;
    }
    if (count === undefined) {
      count = { known: 0, inFlight: 0, pending: 0, expiresAt: now + windowMs };
      counts.set(key, count);
    }
    return count;
  };

  const send = (key: string, count: LocalCount): void => {
    const points = count.pending;
    if (points === 0) return;
    count.pending = 0;
    count.inFlight += points;
    counters.count({ key: `${name}:${key}`, windowMs, points }).then(
      (counted) => {
        count.inFlight -= points;
        count.known = Math.max(count.known, counted.points);
        count.expiresAt = counted.expiresAt;
      },
      () => {
        count.inFlight -= points;
        count.known += points;
      },
    );
  };

  const settle = (): void => {
    timer = null;
    const now = Date.now();
    for (const [key, count] of counts) {
      send(key, count);
      if (now >= count.expiresAt && count.inFlight === 0) counts.delete(key);
    }
  };

  return {
    consume(key) {
      const now = Date.now();
      const count = countOf(key, now);
      if (count.known + count.inFlight + count.pending < localMax) {
        count.pending += 1;
        timer ??= setTimeout(settle, settleMs).unref();
        const retryAfterS = Math.ceil(Math.max(count.expiresAt - now, 0) / SECOND);
        return Promise.resolve({ allowed: true, retryAfterS });
      }
      // Near the limit: the points waiting go first, then this one is counted by the database.
      send(key, count);
      return exact.consume(key);
    },
  };
}

/** The IPv6 groups that name one subscriber: a /64 is handed to one home or phone. */
const IPV6_SUBSCRIBER_GROUPS = 4;

/** The first `count` groups of an IPv6 address, written out in full (`::` expanded). */
function ipv6Groups(address: string, count: number): string {
  const [head = '', tail] = address.split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === undefined || tail === '' ? [] : tail.split(':');
  const zeros = Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0');
  const groups = tail === undefined ? left : [...left, ...zeros, ...right];
  return groups
    .slice(0, count)
    .map((group) => group.toLowerCase().replace(/^0+(?=.)/, ''))
    .join(':');
}

/**
 * The client address a limit counts by: `request.ip` (which follows the trusted proxies'
 * X-Forwarded-For), an IPv4-mapped IPv6 address as its IPv4 one, and other IPv6 addresses by their /64,
 * since one subscriber holds a whole /64 and could otherwise step through it.
 */
export function clientAddressKey(request: FastifyRequest): string {
  const ip = request.ip;
  // An IPv4 address is its own key; it has no colon, which spares it node:net's long IPv6 pattern.
  if (!ip.includes(':')) return ip;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  return isIPv6(ip) ? `${ipv6Groups(ip, IPV6_SUBSCRIBER_GROUPS)}::/64` : ip;
}

/** The person a request comes from: its anonymous id (the route's guard already checked the CSRF token
 * bound to it, so the id is one this server issued), or its address when it has none. */
export function visitorKey(request: FastifyRequest): string {
  const id = anonIdOf(request);
  return id === null ? `address:${clientAddressKey(request)}` : `anon:${id}`;
}

/** One limit of a route and the key it counts a request by. */
export interface KeyedLimit {
  readonly limiter: Limiter;
  readonly keyOf: (request: FastifyRequest) => string;
}

/** Answers 429 `{ message }` with Retry-After. */
export function tooManyRequests(reply: FastifyReply, retryAfterS: number): ApiError {
  void reply.header('retry-after', String(retryAfterS));
  return new ApiError(429, { message: API_MESSAGES.tooManyRequests });
}

/**
 * An onRequest hook counting the request against each limit given, in order; the first one exceeded
 * answers 429 `{ message }` with Retry-After. With a per-person limit and a per-address ceiling, one
 * person cannot get past their own limit by sharing an address, nor past the ceiling by minting ids.
 *
 * @example
 * ```ts
 * const store = 'memory';
 * app.get('/api/thing', {
 *   onRequest: rateLimited({ limiter: createLimiter(store, 'thing', { max: 5, windowMs: 60_000 }), keyOf: clientAddressKey }),
 * }, handler);
 * ```
 */
export function rateLimited(...limits: readonly KeyedLimit[]): onRequestAsyncHookHandler {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    for (const { limiter, keyOf } of limits) {
      const verdict = await limiter.consume(keyOf(request));
      if (!verdict.allowed) throw tooManyRequests(reply, verdict.retryAfterS);
    }
  };
}

/**
 * The onRequest hooks of a form endpoint: the CSRF guard first, since the per-person limit counts by the
 * anonymous id its token is bound to (so the id is one this server issued), then the per-address ceiling
 * and the per-person limit.
 *
 * @param guard - the state-changing request guard (origin and CSRF token)
 * @param addressLimiter - the ceiling per client address
 * @param personLimiter - the limit per person (anonymous id)
 */
export function formRequestHooks(
  guard: onRequestAsyncHookHandler,
  addressLimiter: Limiter,
  personLimiter: Limiter,
): onRequestAsyncHookHandler[] {
  return [
    guard,
    rateLimited(
      { limiter: addressLimiter, keyOf: clientAddressKey },
      { limiter: personLimiter, keyOf: visitorKey },
    ),
  ];
}

import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import {
  API_PATHS,
  SCROLL_GAME_SCORE_PER_DEPTH,
  SCROLL_GAME_UNITS_PER_DEPTH,
  SCROLL_GAME_WHEEL_CAP,
  type ScrollGameStatsResponse,
} from '@play-smart/engine';
import type { Repository, ScoreStats } from '../data/repository';
import { isSecureRequest } from '../security/csrf';
import { clientAddressKey, rateLimited, type Limiter } from '../security/rate-limits';
import { jsonRecord, own } from '../http/body';
import { ApiError, API_MESSAGES } from '../http/errors';

/**
 * The fastest input the game accepts: one wheel event per frame on a 120 Hz display, each capped at
 * SCROLL_GAME_WHEEL_CAP units (arrow keys step less).
 */
const MAX_INPUT_EVENTS_PER_SECOND = 120;
/** A generous longest game: ten minutes of non-stop scrolling at that rate. */
const LONGEST_GAME_SECONDS = 10 * 60;
/** Points one capped wheel event is worth: 5 units, 10 points per unit. */
const POINTS_PER_WHEEL_EVENT =
  (SCROLL_GAME_WHEEL_CAP * SCROLL_GAME_SCORE_PER_DEPTH) / SCROLL_GAME_UNITS_PER_DEPTH;

/**
 * The highest score a person can plausibly reach, 3,600,000: ten minutes of the fastest input. A higher
 * score was not played, and storing it would make the top rank unreachable for everyone else.
 */
export const SCROLL_SCORE_MAX = POINTS_PER_WHEEL_EVENT * MAX_INPUT_EVENTS_PER_SECOND * LONGEST_GAME_SECONDS;

/** The endpoint's body limit: `{ "score": 3600000 }` is 20 bytes. */
export const SCROLL_GAMES_BODY_LIMIT = 1024;

/** How long statistics are shared between readers before being read again. */
export const STATS_CACHE_MS = 2000;

/**
 * The cookie that marks "this browser just saved a score": its value is when. A GET with `fresh` from
 * such a browser bypasses the cache, so the player's own score counts in the rank title. Forging it only
 * buys an uncached read, which the rate limit already bounds.
 */
export const SCORE_POSTED_COOKIE = 'scroll-posted';
const SCORE_POSTED_MAX_AGE_S = 60;

export const SCROLL_MESSAGES = {
  badScore: `Score must be a whole number from 1 to ${SCROLL_SCORE_MAX.toLocaleString('en-US')}.`,
} as const;

/** What the scroll-game routes need. */
export interface ScrollGamesRouteOptions {
  readonly repository: Repository;
  /** Score posts, counted per client address. */
  readonly postLimiter: Limiter;
  /** Statistics reads, counted per client address. */
  readonly getLimiter: Limiter;
  readonly guard: onRequestAsyncHookHandler;
  /** Milliseconds on a monotonic clock, for the cache. */
  readonly nowMs: () => number;
  readonly cacheMs?: number;
}

function postedAt(request: FastifyRequest): number | null {
  const value = request.cookies[SCORE_POSTED_COOKIE];
  const at = value === undefined ? NaN : Number(value);
  return Number.isFinite(at) ? at : null;
}

/**
 * POST /api/scroll-games `{ score }` and GET /api/scroll-games?fresh: the scroll game's score and statistics.
 *
 * POST: `score` must be a JSON integer from 1 to {@link SCROLL_SCORE_MAX}; other fields are ignored.
 * 201 `{ message: 'Score saved.' }`, or 422 `{ message, errors: { score: [...] } }`.
 *
 * GET: 200 `{ meta: { stats: { top_score, top_top, top_twenty_five, top_forty, top_seventy_five } } }`,
 * or `{ meta: { stats: null } }` before any score exists (the client then shows no rank title; zeros
 * would have made every first player a Star Commander). Answers are shared for {@link STATS_CACHE_MS};
 * `fresh` skips that cache for a browser that saved a score since the cached figures were read.
 */
export function scrollGamesRoutes(app: FastifyInstance, options: ScrollGamesRouteOptions): void {
  const cacheMs = options.cacheMs ?? STATS_CACHE_MS;
  let cached: { stats: ScoreStats | null; at: number; wall: number } | null = null;
  let inFlight: Promise<ScoreStats | null> | null = null;

  async function read(): Promise<ScoreStats | null> {
    const at = options.nowMs();
    const wall = Date.now();
    const stats = await options.repository.scoreStats();
    if (cached === null || at >= cached.at) cached = { stats, at, wall };
    return stats;
  }

  /** Readers arriving while a read runs share it instead of piling onto the database. */
  function sharedRead(): Promise<ScoreStats | null> {
    inFlight ??= read().finally(() => {
      inFlight = null;
    });
    return inFlight;
  }

  app.post(
    API_PATHS.scrollGames,
    {
      bodyLimit: SCROLL_GAMES_BODY_LIMIT,
      onRequest: [rateLimited({ limiter: options.postLimiter, keyOf: clientAddressKey }), options.guard],
    },
    async (request, reply) => {
      const score = own(jsonRecord(request.body), 'score');
      if (typeof score !== 'number' || !Number.isInteger(score) || score < 1 || score > SCROLL_SCORE_MAX) {
        throw new ApiError(422, {
          message: API_MESSAGES.formErrors,
          errors: { score: [SCROLL_MESSAGES.badScore] },
        });
      }
      await options.repository.addScore(score);
      reply.setCookie(SCORE_POSTED_COOKIE, String(Date.now()), {
        path: API_PATHS.scrollGames,
        httpOnly: true,
        sameSite: 'strict',
        secure: isSecureRequest(request),
        maxAge: SCORE_POSTED_MAX_AGE_S,
      });
      return reply.code(201).header('cache-control', 'no-store').send({ message: 'Score saved.' });
    },
  );

  const getLimited = rateLimited({ limiter: options.getLimiter, keyOf: clientAddressKey });
  app.get(API_PATHS.scrollGames, { onRequest: getLimited }, async (request, reply) => {
    const fresh = Object.prototype.hasOwnProperty.call(request.query ?? {}, 'fresh');
    const posted = postedAt(request);
    const current = cached;
    const stale = current === null || options.nowMs() - current.at >= cacheMs;
    const mine = fresh && posted !== null && (current === null || posted >= current.wall);
    // A player's own fresh read is never shared: a read already running may predate their score.
    const stats = mine ? await read() : stale ? await sharedRead() : current.stats;
    return reply
      .header('cache-control', 'no-store')
      .send({ meta: { stats } } satisfies ScrollGameStatsResponse);
  });
}

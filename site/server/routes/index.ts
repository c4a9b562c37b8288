import type { FastifyInstance } from 'fastify';
import type { Repository } from '../data/repository';
import type { Mailer } from '../mail/mailer';
import type { BotCheck } from '../security/botcheck';
import { CsrfTokens, issueCsrfCookies } from '../security/csrf';
import { stateChangeGuard } from '../security/guard';
import { registerRateLimiting, type RateLimits } from '../security/rate-limits';
import { acceptJsonOnly } from '../http/body';
import { emailFriendRoute } from './email-friend';
import { loggableError } from '../http/errors';
import { loadQuizQuestions, quizQuestionsRoute } from './quiz-questions';
import { registerRoute } from './register';
import { scrollGamesRoutes } from './scroll-games';
import { shirtStockSettings, type ShirtStockSettings } from '../http/shirt-stock';

/** Everything the API needs; main.ts builds it from the configuration, tests build their own. */
export interface ApiOptions {
  readonly repository: Repository;
  readonly mailer: Mailer;
  /** null turns the bot check off (BOTCHECK=off): forms are then accepted without a token. */
  readonly botCheck: BotCheck | null;
  /** Signs CSRF tokens: at least 32 bytes (see security/csrf-secret.ts). */
  readonly csrfSecret: Buffer;
  /** PUBLIC_ORIGIN: the only Origin accepted on POSTs when set; else Origin must match Host. */
  readonly publicOrigin: string | null;
  /** The site's address for links in mail. */
  readonly siteUrl: string;
  readonly rateLimits: RateLimits;
  /** The quiz-game question file, checked at start. */
  readonly quizQuestionsFile: string;
  /** The wall clock (ages are computed from it); `() => new Date()` by default. */
  readonly now?: () => Date;
  /** A monotonic clock in ms for caches; `performance.now` by default. */
  readonly nowMs?: () => number;
  /** Cache lifetimes, for tests: stock figure for page settings, score statistics. */
  readonly cacheMs?: { readonly stock?: number; readonly stats?: number };
}

/** What {@link registerApi} hands back to the app: the stock-driven page settings. */
export interface ApiHandle {
  readonly stock: ShirtStockSettings;
}

/**
 * Mounts the API: /api/register, /api/emailfriend, /api/scroll-games and the quiz questions, behind the
 * CSRF token and origin checks (on every POST), per-endpoint rate limits and JSON-only bodies. Also makes
 * every HTML page (and API read) give the browser its CSRF cookie pair. Needs @fastify/cookie registered.
 */
export async function registerApi(app: FastifyInstance, options: ApiOptions): Promise<ApiHandle> {
  const tokens = new CsrfTokens(options.csrfSecret);
  const guard = stateChangeGuard(tokens, options.publicOrigin);
  const now = options.now ?? (() => new Date());
  const nowMs = options.nowMs ?? (() => performance.now());
  const quizQuestions = await loadQuizQuestions(options.quizQuestionsFile);
  const stock = shirtStockSettings(
    options.repository,
    nowMs,
    (error) => {
      app.log.error(loggableError(error), 'could not read shirt stock');
    },
    options.cacheMs?.stock,
  );

  // Pages renew the pair (a long visit keeps a valid token); API reads only fill it in when missing, so a
  // visitor whose first request is an API read (e.g. through the dev server's proxy) gets one too.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return payload;
    const type = reply.getHeader('content-type');
    if (typeof type === 'string' && type.startsWith('text/html'))
      issueCsrfCookies(tokens, request, reply, true);
    else if (request.url.startsWith('/api/')) issueCsrfCookies(tokens, request, reply, false);
    return payload;
  });

  quizQuestionsRoute(app, quizQuestions);

  await app.register(async (api) => {
    acceptJsonOnly(api);
    await registerRateLimiting(api);
    registerRoute(api, {
      repository: options.repository,
      botCheck: options.botCheck,
      now,
      rateLimit: options.rateLimits.register,
      guard,
      onStockChanged: () => {
        stock.invalidate();
      },
    });
    emailFriendRoute(api, {
      mailer: options.mailer,
      botCheck: options.botCheck,
      siteUrl: options.siteUrl,
      rateLimit: options.rateLimits.emailFriend,
      guard,
    });
    scrollGamesRoutes(api, {
      repository: options.repository,
      postLimit: options.rateLimits.scorePost,
      getLimit: options.rateLimits.statsGet,
      guard,
      nowMs,
      ...(options.cacheMs?.stats !== undefined ? { cacheMs: options.cacheMs.stats } : {}),
    });
  });

  return { stock };
}

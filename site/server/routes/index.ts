import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import type { Repository } from '../data/repository';
import type { Mailer } from '../mail/mailer';
import type { BotCheck } from '../security/botcheck';
import { CsrfTokens, secureCookiesOnHttpsOrigin } from '../security/csrf';
import { stateChangeGuard } from '../security/guard';
import {
  createLimiter,
  createSettledLimiter,
  type RateLimits,
  type RateLimitStore,
} from '../security/rate-limits';
import { recipientKeyer } from '../security/recipient-key';
import { acceptJsonOnly, acceptMultipartFields } from '../http/body';
import { contactRoute } from './contact';
import { csrfRoute } from './csrf';
import { emailFriendRoute } from './email-friend';
import { loggableError } from '../http/errors';
import { loadAllQuizQuestions, quizQuestionsRoute } from './quiz-questions';
import { registerRoute, type SignUpEvents } from './register';
import type { FormPostsOptions, NoScriptForm } from './form-posts';
import { FormTokens } from '../security/form-token';
import { FORMS_TYPES } from '@play-smart/engine';
import type { NoScriptFormType } from '../../../views/forms/no-script';
import { scrollGamesRoutes } from './scroll-games';
import { healthRoutes } from './health';
import { shirtStockSettings, type ShirtStockSettings } from '../http/shirt-stock';
import { idempotency } from '../http/idempotency';

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
  /**
   * Where rate-limit counters live: `memory` (the default; one process) or the PostgreSQL database all
   * instances share.
   */
  readonly rateLimitStore?: RateLimitStore;
  /** The quiz-game question file, checked at start; each other language's is beside it (quiz-questions.es.json). */
  readonly quizQuestionsFile: string;
  /** The wall clock (ages are computed from it); `() => new Date()` by default. */
  readonly now?: () => Date;
  /** A monotonic clock in ms for caches; `performance.now` by default. */
  readonly nowMs?: () => number;
  /** Cache lifetimes, for tests: stock figure for page settings, score statistics. */
  readonly cacheMs?: { readonly stock?: number; readonly stats?: number };
  /** Told of each sign-up accepted or refused, by either transport (the metrics, when they are on). */
  readonly signUps?: SignUpEvents;
  /** Whether the server is draining before it stops (SIGTERM): /readyz then answers 503. Never by default. */
  readonly draining?: () => boolean;
}

/** What {@link registerApi} hands back to the app: the stock-driven page settings, the forms' handlers. */
export interface ApiHandle {
  readonly stock: ShirtStockSettings;
  /**
   * Everything the forms posted without JavaScript share with their API routes (the handlers, the same
   * rate-limit counters, the CSRF secret), for {@link formPostRoutes}, which needs the site's pages too.
   */
  readonly formPosts: Omit<FormPostsOptions, 'pages' | 'renderer'>;
}

/**
 * Mounts the API: /api/csrf, /api/register, /api/emailfriend, /api/contact, /api/scroll-games, the quiz questions and
 * the health checks (/healthz, /readyz), behind the CSRF token and origin checks (on every POST),
 * per-endpoint rate limits and JSON bodies (the three form endpoints take multipart form data too).
 */
export async function registerApi(app: FastifyInstance, options: ApiOptions): Promise<ApiHandle> {
  const tokens = new CsrfTokens(options.csrfSecret);
  secureCookiesOnHttpsOrigin(app, options.publicOrigin);
  const guard = stateChangeGuard(tokens, options.publicOrigin);
  const now = options.now ?? (() => new Date());
  const nowMs = options.nowMs ?? (() => performance.now());
  const quizQuestions = await loadAllQuizQuestions(options.quizQuestionsFile);
  const stock = shirtStockSettings(
    options.repository,
    nowMs,
    (error) => {
      app.log.error(loggableError(error), 'could not read shirt stock');
    },
    options.cacheMs?.stock,
  );

  const store = options.rateLimitStore ?? 'memory';
  const limits = options.rateLimits;
  const limiter = (name: keyof RateLimits) => createLimiter(store, name, limits[name]);
  // Each form's limiters are made once and shared by its two transports: one set of counters.
  const formLimits = (person: keyof RateLimits, address: keyof RateLimits) => ({
    limiter: limiter(person),
    addressLimiter: limiter(address),
  });
  const registerLimits = formLimits('register', 'registerAddress');
  const emailFriendLimits = formLimits('emailFriend', 'emailFriendAddress');
  const contactLimits = formLimits('contact', 'contactAddress');
  const forms: Partial<Record<NoScriptFormType, NoScriptForm>> = {};
  // One count of new anonymous ids per address, whether GET /api/csrf or a form page minted them: the
  // sign-up page's first view counts it, so it is granted in process and settled to the shared count in
  // the background (createSettledLimiter; docs/server.md, "Where the counters live").
  const mintLimiter = createSettledLimiter(store, 'csrfGet', limits.csrfGet);

  // One key store for the three forms, each keeping its own keys; keys expire on the wall clock.
  const idem = idempotency(options.repository.idempotency, options.csrfSecret, () => now().getTime());

  quizQuestionsRoute(app, quizQuestions);
  healthRoutes(app, {
    repository: options.repository,
    ...(options.draining ? { draining: options.draining } : {}),
  });

  // No page or static file sets a cookie: the browser asks GET /api/csrf for its pair before its first
  // POST (views/runtime/http.ts), and a refused POST from our own origin gets a fresh pair.
  await app.register(async (api) => {
    // Only the API reads or sets cookies (the CSRF pair, the score mark), so the cookie plugin's two hooks
    // run on its requests only, not on every page, file and quiz-questions request (the home page reads
    // the language cookie itself).
    await api.register(cookie);
    // The API's answers are made per request, so they are compressed per request (above 1 kB); pages,
    // static files and the quiz questions are compressed once and skip this hook.
    await api.register(compress, { global: true, threshold: 1024 });
    acceptJsonOnly(api);
    csrfRoute(api, { tokens, limiter: mintLimiter });
    // The form endpoints also take multipart form data, as a form submitted by the browser sends it.
    // eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugins are async functions
    await api.register(async (formScope) => {
      acceptMultipartFields(formScope);
      const registration = registerRoute(formScope, {
        repository: options.repository,
        botCheck: options.botCheck,
        now,
        ...registerLimits,
        guard,
        onStockChanged: (change) => {
          if (change === 'sold-out') stock.soldOut();
          else stock.taken(change.stockLeft);
        },
        idempotency: idem,
        signUps: options.signUps,
      });
      forms[FORMS_TYPES.registration] = { handle: registration, ...registerLimits };
      const emailFriend = emailFriendRoute(formScope, {
        mailer: options.mailer,
        botCheck: options.botCheck,
        siteUrl: options.siteUrl,
        ...emailFriendLimits,
        recipientLimiter: limiter('emailFriendRecipient'),
        recipientKey: recipientKeyer(options.csrfSecret),
        guard,
        idempotency: idem,
      });
      forms[FORMS_TYPES.emailFriend] = { handle: emailFriend, ...emailFriendLimits };
      const contact = contactRoute(formScope, {
        repository: options.repository,
        botCheck: options.botCheck,
        ...contactLimits,
        guard,
        idempotency: idem,
      });
      forms[FORMS_TYPES.contact] = { handle: contact, ...contactLimits };
    });
    scrollGamesRoutes(api, {
      repository: options.repository,
      postLimiter: limiter('scorePost'),
      getLimiter: limiter('statsGet'),
      guard,
      nowMs,
      ...(options.cacheMs?.stats !== undefined ? { cacheMs: options.cacheMs.stats } : {}),
    });
  });

  const { registration, 'email-friend': emailFriend, contact } = forms;
  if (registration === undefined || emailFriend === undefined || contact === undefined) {
    throw new Error('The form routes were not registered');
  }
  return {
    stock,
    formPosts: {
      forms: { registration, 'email-friend': emailFriend, contact },
      tokens,
      formTokens: new FormTokens(options.csrfSecret),
      publicOrigin: options.publicOrigin,
      botCheck: options.botCheck,
      noScriptLimiter: limiter('noScriptAddress'),
      mintLimiter,
      nowMs: () => now().getTime(),
    },
  };
}

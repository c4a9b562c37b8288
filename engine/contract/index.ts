/**
 * The HTTP API between a front-end and the site's server, defined once: the paths, the CSRF cookie and
 * header names, and the request and answer bodies. The driver's HTTP port and the server's routes both
 * import it, so they cannot drift apart.
 *
 * @example
 * ```ts
 * import { API_PATHS, type ScrollGameStatsResponse } from '@play-smart/engine/contract';
 * const answer = (await (await fetch(API_PATHS.scrollGames)).json()) as ScrollGameStatsResponse;
 * answer.meta.stats?.top_score;
 * ```
 *
 * @module contract
 */
export { API_PATHS } from './contract.constants';
export {
  API_CSRF_PATH,
  API_XSRF_COOKIE,
  API_XSRF_HEADER,
  API_IDEMPOTENCY_KEY_HEADER,
  API_REQUESTED_WITH,
  API_STATUS_INVALID,
  API_REFUSAL_BOT_CHECK,
  API_SCROLL_GAMES_PATH,
  API_REGISTER_PATH,
  API_EMAIL_FRIEND_PATH,
  API_CONTACT_PATH,
  API_QUIZ_QUESTIONS_PATH,
} from './contract.http';
export type {
  ApiErrorBody,
  ApiMessageBody,
  ScrollGameScoreRequest,
  ScrollGameStatsResponse,
  RegistrationField,
  RegistrationRequest,
  EmailFriendRequest,
} from './contract.types';

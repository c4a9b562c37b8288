import type { API_REFUSAL_BOT_CHECK } from './contract.http';
import type { REGISTRATION_FIELDS, FORMS_BOTCHECK_TOKEN_FIELD } from '../forms';
import type { ScrollGameStats } from '../scroll-game';

/**
 * The body of every error answer: a sentence for people and, for form mistakes, the messages per field
 * (a 422 answers one or more messages for each field it refuses).
 *
 * @category Bodies
 *
 * @public
 */
export interface ApiErrorBody {
  readonly message: string;
  readonly errors?: Readonly<Record<string, readonly string[]>>;
  /** Why a 403 refused the request, when a form can say it better: `API_REFUSAL_BOT_CHECK`. */
  readonly reason?: typeof API_REFUSAL_BOT_CHECK;
}

/**
 * The body of a successful form or score answer: one sentence.
 *
 * @category Bodies
 *
 * @public
 */
export interface ApiMessageBody {
  readonly message: string;
}

/**
 * `POST` {@link API_PATHS}.scrollGames: a whole, positive score.
 *
 * @category Bodies
 *
 * @public
 */
export interface ScrollGameScoreRequest {
  readonly score: number;
}

/**
 * `GET` {@link API_PATHS}.scrollGames: the score statistics, null while no score is stored.
 *
 * @category Bodies
 *
 * @public
 */
export interface ScrollGameStatsResponse {
  readonly meta: { readonly stats: ScrollGameStats | null };
}

/**
 * The registration form's field names, in form order.
 *
 * @category Bodies
 *
 * @public
 */
export type RegistrationField = (typeof REGISTRATION_FIELDS)[number];

/**
 * `POST` {@link API_PATHS}.register: every registration field as text, plus the bot check's token when the
 * bot check is on. Other keys are ignored.
 *
 * @category Bodies
 *
 * @public
 */
export type RegistrationRequest = Readonly<Record<RegistrationField, string>> & {
  readonly [K in typeof FORMS_BOTCHECK_TOKEN_FIELD]?: string;
};

/**
 * `POST` {@link API_PATHS}.emailFriend: the friend's address, plus the bot check's token when it is on.
 *
 * @category Bodies
 *
 * @public
 */
export type EmailFriendRequest = { readonly email: string } & {
  readonly [K in typeof FORMS_BOTCHECK_TOKEN_FIELD]?: string;
};

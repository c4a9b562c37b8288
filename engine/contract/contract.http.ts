// What every request of the client carries, apart from any module: the driver's HTTP port imports this
// file alone, so a page that runs no game does not load the games' constants for API_PATHS.

/**
 * `GET`: sets the CSRF cookie pair (204). The client calls it before its first POST when it has no token.
 *
 * @category Paths and headers
 *
 * @public
 */
export const API_CSRF_PATH = '/api/csrf';

/**
 * The readable cookie holding the CSRF token the client echoes.
 *
 * @category Paths and headers
 *
 * @public
 */
export const API_XSRF_COOKIE = 'XSRF-TOKEN';

/**
 * The request header a state-changing request echoes the CSRF token in (HTTP headers ignore case).
 *
 * @category Paths and headers
 *
 * @public
 */
export const API_XSRF_HEADER = 'X-XSRF-TOKEN';

/**
 * The request header a form submission carries its idempotency key in: one random id per submission,
 * sent again unchanged when the submission is retried, so the server answers a retry as it answered the
 * first (and never stores or mails it twice). The host makes the id; the engine makes none.
 *
 * @category Paths and headers
 *
 * @public
 */
export const API_IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/**
 * The header every request of the client carries, marking it as a script's request, not a navigation.
 *
 * @category Paths and headers
 *
 * @public
 */
export const API_REQUESTED_WITH = { header: 'X-Requested-With', value: 'XMLHttpRequest' } as const;

/**
 * The `reason` in the body of a 403 answer (`{ message, reason }`) when the bot check judged that the
 * submission was not sent by a person: the form then says that, not that its page is too old.
 *
 * @category Paths and headers
 *
 * @public
 */
export const API_REFUSAL_BOT_CHECK = 'bot-check';

/**
 * The status of a form the server refused field by field; the body is an `ApiErrorBody`.
 *
 * @category Paths and headers
 *
 * @public
 */
export const API_STATUS_INVALID = 422;

/**
 * The scroll game's scores: `POST` saves one, `GET` reads the statistics (`?fresh` to include your own).
 *
 * @public
 */
export const API_SCROLL_GAMES_PATH = '/api/scroll-games';

/**
 * The free T-shirt registration (`POST`).
 *
 * @public
 */
export const API_REGISTER_PATH = '/api/register';

/**
 * Email a friend (`POST`).
 *
 * @public
 */
export const API_EMAIL_FRIEND_PATH = '/api/emailfriend';

/**
 * The contact form: a question, an accessibility barrier or a deletion request (`POST`).
 *
 * @public
 */
export const API_CONTACT_PATH = '/api/contact';

/**
 * The quiz game's question file (`GET`), a static JSON file.
 *
 * @public
 */
export const API_QUIZ_QUESTIONS_PATH = '/js/config/quiz-questions.json';

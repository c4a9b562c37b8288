import {
  API_CONTACT_PATH,
  API_CSRF_PATH,
  API_EMAIL_FRIEND_PATH,
  API_QUIZ_QUESTIONS_PATH,
  API_REGISTER_PATH,
  API_SCROLL_GAMES_PATH,
} from './contract.http';

/**
 * Every path the site's server answers for the engine's modules and the driver, in one place. The
 * modules that make requests keep the path they use next to their other constants; this table names
 * those same values (it does not copy them), so the server's routes and the driver's HTTP port read the
 * paths the modules request.
 *
 * @category Paths and headers
 *
 * @public
 */
export const API_PATHS = {
  /** `GET`: sets the CSRF cookie pair (204). The driver calls it before its first POST when it has no token. */
  csrf: API_CSRF_PATH,
  /** `POST` {@link ScrollGameScoreRequest} saves a score; `GET` answers {@link ScrollGameStatsResponse}. */
  scrollGames: API_SCROLL_GAMES_PATH,
  /** `POST` {@link RegistrationRequest}: the free T-shirt registration. */
  register: API_REGISTER_PATH,
  /** `POST` {@link EmailFriendRequest}: mails a fixed message to one address. */
  emailFriend: API_EMAIL_FRIEND_PATH,
  /** `POST` the contact form's fields: stored for staff to answer. */
  contact: API_CONTACT_PATH,
  /** `GET`: the quiz game's question file. */
  quizQuestions: API_QUIZ_QUESTIONS_PATH,
} as const;

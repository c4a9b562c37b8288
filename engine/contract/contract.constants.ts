import { EMAIL_FRIEND_API_PATH, REGISTRATION_API_PATH } from '../forms';
import { QUIZ_GAME_QUESTIONS_URL } from '../quiz-game';
import { SCROLL_GAME_API } from '../scroll-game';
import { API_CSRF_PATH } from './contract.http';

/**
 * Every path the site's server answers for the engine's modules and the driver, in one place. The
 * modules that make requests keep the path they use next to their other constants; this table names
 * those same values (it does not copy them), so the server's routes and the driver's HTTP port read the
 * paths the modules request.
 *
 * @category Paths and headers
 */
export const API_PATHS = {
  /** `GET`: sets the CSRF cookie pair (204). The driver calls it before its first POST when it has no token. */
  csrf: API_CSRF_PATH,
  /** `POST` {@link ScrollGameScoreRequest} saves a score; `GET` answers {@link ScrollGameStatsResponse}. */
  scrollGames: SCROLL_GAME_API.save.url,
  /** `POST` {@link RegistrationRequest}: the free T-shirt registration. */
  register: REGISTRATION_API_PATH,
  /** `POST` {@link EmailFriendRequest}: mails a fixed message to one address. */
  emailFriend: EMAIL_FRIEND_API_PATH,
  /** `GET`: the quiz game's question file. */
  quizQuestions: QUIZ_GAME_QUESTIONS_URL,
} as const;

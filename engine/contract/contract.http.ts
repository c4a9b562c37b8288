// What every request of the client carries, apart from any module: the driver's HTTP port imports this
// file alone, so a page that runs no game does not load the games' constants for API_PATHS.

/**
 * `GET`: sets the CSRF cookie pair (204). The client calls it before its first POST when it has no token.
 *
 * @category Paths and headers
 */
export const API_CSRF_PATH = '/api/csrf';

/**
 * The readable cookie holding the CSRF token the client echoes.
 *
 * @category Paths and headers
 */
export const API_XSRF_COOKIE = 'XSRF-TOKEN';

/**
 * The request header a state-changing request echoes the CSRF token in (HTTP headers ignore case).
 *
 * @category Paths and headers
 */
export const API_XSRF_HEADER = 'X-XSRF-TOKEN';

/**
 * The header every request of the client carries, marking it as a script's request, not a navigation.
 *
 * @category Paths and headers
 */
export const API_REQUESTED_WITH = { header: 'X-Requested-With', value: 'XMLHttpRequest' } as const;

/**
 * The status of a form the server refused field by field; the body is an `ApiErrorBody`.
 *
 * @category Paths and headers
 */
export const API_STATUS_INVALID = 422;

import type { FastifyRequest } from 'fastify';
import { DEFAULT_LOCALE, isLocale, LANG_PARAM, LOCALES, type Locale } from '../../routing/locale';
import { ApiError } from './errors';

/**
 * The language a request asks its answer in: the `lang` query parameter a page in another language
 * adds (site/routing/locale.ts, inLanguage), else the default. A value that is no language of the site is a
 * 400 that says so, not a silent English answer.
 *
 * @param request - the request
 * @throws ApiError 400 for an unknown language
 */
export function requestLocale(request: FastifyRequest): Locale {
  const value = (request.query as Record<string, unknown> | undefined)?.[LANG_PARAM];
  if (value === undefined) return DEFAULT_LOCALE;
  if (isLocale(value)) return value;
  throw new ApiError(400, { message: `Unknown language: lang must be one of ${LOCALES.join(', ')}.` });
}

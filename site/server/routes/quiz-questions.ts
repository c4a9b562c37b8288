import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { API_PATHS, parseQuizGameQuestions } from '@play-smart/engine';
import { encodeBody, sendEncoded } from '../http/encoded';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../routing/locale';
import { requestLocale } from '../http/language';

/** The path the quiz-game client fetches its questions from. */
export const QUIZ_QUESTIONS_PATH = API_PATHS.quizQuestions;

/**
 * Browsers and proxies may reuse the file for five minutes, then revalidate with the ETag: questions
 * change with a deploy, not within a visit.
 */
const CACHE_CONTROL = 'public, max-age=300, must-revalidate';

/** Thrown at start when the question file is missing or not a valid question set. */
export class QuizQuestionsError extends Error {
  override name = 'QuizQuestionsError';
}

/**
 * Reads and checks the quiz-game questions once, at start, with the engine's own parser, so a broken file
 * stops the server with a clear message instead of leaving players with a quiz that cannot start.
 *
 * @param file - the question file (site/content/quiz-questions.json by default)
 * @returns the file's bytes, served as they are
 */
export async function loadQuizQuestions(file: string): Promise<Buffer> {
  let bytes: Buffer;
  try {
    bytes = await readFile(file);
  } catch {
    throw new QuizQuestionsError(`Cannot read the quiz questions at ${file}`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(bytes.toString('utf8'));
  } catch {
    throw new QuizQuestionsError(`${file} is not valid JSON`);
  }
  if (parseQuizGameQuestions(parsed) === null) {
    throw new QuizQuestionsError(`${file} is not a valid question set (see engine/quiz-game)`);
  }
  return bytes;
}

/**
 * The question file of a language beside the default one: quiz-questions.json in Spanish is
 * quiz-questions.es.json.
 *
 * @param file - the default language's file
 * @param locale - the language
 */
export function quizQuestionsFileOf(file: string, locale: Locale): string {
  return locale === DEFAULT_LOCALE ? file : file.replace(/(\.json)?$/, `.${locale}.json`);
}

/**
 * GET /js/config/quiz-questions.json: the checked file, with an ETag and a short public cache, compressed
 * once at start (as the build compresses static files) rather than on every request; `?lang=es` the
 * Spanish one, an unknown `lang` a 400. The bench's bare server serves its copy of the file with this
 * route too.
 */
export function quizQuestionsRoute(app: FastifyInstance, files: Readonly<Record<Locale, Buffer>>): void {
  const etagOf = (bytes: Buffer) =>
    `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`;
  const served = Object.fromEntries(
    Object.entries(files).map(([locale, bytes]) => [
      locale,
      { encoded: encodeBody(bytes), etag: etagOf(bytes) },
    ]),
  ) as Record<Locale, { encoded: ReturnType<typeof encodeBody>; etag: string }>;
  app.get(QUIZ_QUESTIONS_PATH, async (request, reply) => {
    const { encoded, etag } = served[requestLocale(request)];
    reply.header('cache-control', CACHE_CONTROL).header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return sendEncoded(request, reply, encoded, 'application/json; charset=utf-8');
  });
}

/**
 * Reads and checks the question file of every language (see {@link loadQuizQuestions}).
 *
 * @param file - the default language's file; the others are beside it ({@link quizQuestionsFileOf})
 */
export async function loadAllQuizQuestions(file: string): Promise<Record<Locale, Buffer>> {
  const loaded: Partial<Record<Locale, Buffer>> = {};
  // One after the other, the default language's first: a broken default file is the error reported.
  for (const locale of LOCALES) loaded[locale] = await loadQuizQuestions(quizQuestionsFileOf(file, locale));
  return loaded as Record<Locale, Buffer>;
}

import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { API_PATHS, parseQuizGameQuestions } from '@play-smart/engine';
import { encodeBody, sendEncoded } from '../http/encoded';

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
 * GET /js/config/quiz-questions.json: the checked file, with an ETag and a short public cache, compressed
 * once at start (as the build compresses static files) rather than on every request. The bench's bare
 * server serves its copy of the file with this route too.
 */
export function quizQuestionsRoute(app: FastifyInstance, bytes: Buffer): void {
  const etag = `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`;
  const encoded = encodeBody(bytes);
  app.get(QUIZ_QUESTIONS_PATH, async (request, reply) => {
    reply.header('cache-control', CACHE_CONTROL).header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return sendEncoded(request, reply, encoded, 'application/json; charset=utf-8');
  });
}

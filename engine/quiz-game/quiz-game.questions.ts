import type { ResponseEvent } from '../core/effects';
import { shuffle, type Draw, type RngState } from '../core/rng';
import { QUIZ_GAME_MIN_ANSWERS } from './quiz-game.constants';
import type { QuizGameAnswer, QuizGameLoadError, QuizGameQuestion } from './quiz-game.types';

// The question file: reading and checking it, ordering a question's answers, and wording a failed load for
// the developer log.

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isText(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

function parseAnswer(raw: unknown): QuizGameAnswer | null {
  if (!isRecord(raw) || !isText(raw.answerText) || typeof raw.isCorrect !== 'boolean') return null;
  return { answerText: raw.answerText, isCorrect: raw.isCorrect };
}

function parseQuestion(raw: unknown): QuizGameQuestion | null {
  if (!isRecord(raw) || !isText(raw.question) || !Array.isArray(raw.answers)) return null;
  const list: readonly unknown[] = raw.answers;
  const answers: QuizGameAnswer[] = [];
  for (const item of list) {
    const answer = parseAnswer(item);
    if (answer === null) return null;
    answers.push(answer);
  }
  // Exactly one correct answer: a failure reveals "the" correct answer.
  const correct = answers.filter((a) => a.isCorrect).length;
  if (answers.length < QUIZ_GAME_MIN_ANSWERS || correct !== 1) return null;
  return { question: raw.question, answers };
}

/**
 * Reads the question file (`{ "allQuestions": [{ "question", "answers": [{ "answerText", "isCorrect" }] }] }`). The quiz reads the body of its questions `response` with it; a host may use it
 * to check a file before serving it. Every question must have a non-empty text and at least two
 * answers with exactly one correct; one bad question rejects the file, so a broken file is noticed rather
 * than quietly shortening the quiz. Fields other than these are dropped.
 *
 * @param body - the parsed JSON body of the response
 * @returns the questions in file order, or null when the body does not have that shape or has none
 * @example
 * ```ts
 * import { parseQuizGameQuestions } from '@play-smart/engine/quiz-game';
 * parseQuizGameQuestions({ allQuestions: [] }); // null
 * ```
 */
export function parseQuizGameQuestions(body: unknown): readonly QuizGameQuestion[] | null {
  if (!isRecord(body) || !Array.isArray(body.allQuestions)) return null;
  const list: readonly unknown[] = body.allQuestions;
  const questions: QuizGameQuestion[] = [];
  for (const item of list) {
    const question = parseQuestion(item);
    if (question === null) return null;
    questions.push(question);
  }
  return questions.length > 0 ? questions : null;
}

/** The comparable form of an answer: trimmed, lower case, without a final full stop. */
function comparable(text: string): string {
  return text.trim().toLowerCase().replace(/\.$/, '');
}

/**
 * Shuffles a question's answers, keeping the pinned answers (in English "all of the above" and "none of
 * the above", compared case-insensitively and ignoring a final full stop) last, in file order.
 *
 * @param rng - the seeded generator's state
 * @param answers - the question's answers in file order
 * @param pinnedAnswers - the answers that stay last, from the configuration
 * @returns the answers in the order shown, and the next generator state
 */
export function orderQuizGameAnswers(
  rng: RngState,
  answers: readonly QuizGameAnswer[],
  pinnedAnswers: readonly string[],
): Draw<QuizGameAnswer[]> {
  const pinned = new Set(pinnedAnswers.map(comparable));
  const isPinned = (answer: QuizGameAnswer): boolean => pinned.has(comparable(answer.answerText));
  const { value, rng: next } = shuffle(
    rng,
    answers.filter((a) => !isPinned(a)),
  );
  return { value: [...value, ...answers.filter(isPinned)], rng: next };
}

/**
 * Why a response brought no questions, as a code.
 *
 * @param event - the question file's response (one that {@link parseQuizGameQuestions} rejected)
 * @returns the code
 */
export function quizGameLoadError(event: ResponseEvent): QuizGameLoadError {
  if (event.status === null) return 'no-response';
  if (!event.ok) return 'http-status';
  const body = event.body;
  const empty = isRecord(body) && Array.isArray(body.allQuestions) && body.allQuestions.length === 0;
  return empty ? 'no-questions' : 'not-a-question-file';
}

/**
 * The developer log's words for a response that brought no questions: logged, never
 * shown to the visitor.
 *
 * @param event - the question file's response
 * @param url - where it was asked for
 * @returns why it brought no questions, and from where
 */
export function quizGameLoadFailure(event: ResponseEvent, url: string): string {
  const why: Record<QuizGameLoadError, string> = {
    'no-response': 'no response',
    // The HTTP client's own wording for an unaccepted status.
    'http-status': `Request failed with status code ${String(event.status)}`,
    'no-questions': 'the file has no questions',
    'not-a-question-file': 'the file is not a question file',
  };
  return `${why[quizGameLoadError(event)]} (GET ${url})`;
}

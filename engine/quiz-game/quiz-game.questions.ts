import type { ResponseEvent } from '../core/effects';
import { shuffle, type Draw, type RngState } from '../core/rng';
import { QUIZ_GAME_MIN_ANSWERS } from './quiz-game.constants';
import type {
  QuizGameAnswer,
  QuizGameLoadError,
  QuizGameQuestion,
  QuizGameQuestionProblem,
  QuizGameQuestionRule,
} from './quiz-game.types';

// The question file: reading and checking it, ordering a question's answers, and wording a failed load for
// the developer log.

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isText(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

/** A value as a problem shows it: short, strings quoted. */
function shown(value: unknown): string {
  if (typeof value === 'string')
    return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}...` : value);
  if (Array.isArray(value)) return `a list of ${value.length}`;
  if (isRecord(value)) return 'an object';
  return String(value);
}

function problem(path: string, rule: QuizGameQuestionRule, message: string): QuizGameQuestionProblem {
  return { path, rule, message: `${path}: ${message}` };
}

function answerProblems(raw: unknown, path: string): QuizGameQuestionProblem[] {
  if (!isRecord(raw)) return [problem(path, 'answer-object', `must be an answer object, got ${shown(raw)}`)];
  const found: QuizGameQuestionProblem[] = [];
  if (!isText(raw.answerText)) {
    found.push(
      problem(
        `${path}.answerText`,
        'answer-text',
        `must be a non-empty string, got ${shown(raw.answerText)}`,
      ),
    );
  }
  if (typeof raw.isCorrect !== 'boolean') {
    found.push(
      problem(`${path}.isCorrect`, 'is-correct', `must be true or false, got ${shown(raw.isCorrect)}`),
    );
  }
  return found;
}

function questionProblems(raw: unknown, path: string): QuizGameQuestionProblem[] {
  if (!isRecord(raw))
    return [problem(path, 'question-object', `must be a question object, got ${shown(raw)}`)];
  const found: QuizGameQuestionProblem[] = [];
  if (!isText(raw.question)) {
    found.push(
      problem(`${path}.question`, 'question-text', `must be a non-empty string, got ${shown(raw.question)}`),
    );
  }
  if (!Array.isArray(raw.answers)) {
    found.push(
      problem(`${path}.answers`, 'answers-list', `must be a list of answers, got ${shown(raw.answers)}`),
    );
    return found;
  }
  const answers: readonly unknown[] = raw.answers;
  answers.forEach((answer, i) => found.push(...answerProblems(answer, `${path}.answers[${i}]`)));
  if (answers.length < QUIZ_GAME_MIN_ANSWERS) {
    found.push(
      problem(
        `${path}.answers`,
        'min-answers',
        `must have at least ${QUIZ_GAME_MIN_ANSWERS} answers, found ${answers.length}`,
      ),
    );
  }
  // Exactly one correct answer: a failure reveals "the" correct answer.
  const correct = answers.filter((a) => isRecord(a) && a.isCorrect === true).length;
  if (correct !== 1) {
    found.push(
      problem(`${path}.answers`, 'one-correct', `exactly one answer must be correct, found ${correct}`),
    );
  }
  return found;
}

/**
 * Checks a question file (`{ "allQuestions": [{ "question", "answers": [{ "answerText", "isCorrect" }] }] }`)
 * and returns every problem it has, each with its place (`allQuestions[2].answers`), the rule it breaks
 * as a code, and a message for the developer log (`allQuestions[2].answers: exactly one answer must be
 * correct, found 2`). The rules: the body is an object whose `allQuestions` is a non-empty list; every
 * question has a non-empty `question` text and at least two `answers`; every answer has a non-empty
 * `answerText` and a boolean `isCorrect`; exactly one answer of each question is correct. An empty list
 * means the file is good ({@link parseQuizGameQuestions} accepts it).
 *
 * @param body - the parsed JSON of a question file
 * @param root - the name of the list in the places; `'questions'` names them as the configuration field
 * @returns every problem, in file order; empty when the file is good
 * @example
 * ```ts
 * import { validateQuizGameQuestions } from '@play-smart/engine/quiz-game';
 *
 * const problems = validateQuizGameQuestions({
 *   allQuestions: [
 *     { question: 'Q', answers: [{ answerText: 'A', isCorrect: true }, { answerText: 'B', isCorrect: true }] },
 *   ],
 * });
 * console.log(problems.map((p) => p.message)); // ['allQuestions[0].answers: exactly one answer must be correct, found 2']
 * ```
 *
 * @public
 */
export function validateQuizGameQuestions(
  body: unknown,
  root: 'allQuestions' | 'questions' = 'allQuestions',
): readonly QuizGameQuestionProblem[] {
  if (!isRecord(body)) {
    return [
      problem('(file)', 'file-object', `must be an object with an allQuestions list, got ${shown(body)}`),
    ];
  }
  if (!Array.isArray(body.allQuestions)) {
    return [problem(root, 'questions-list', `must be a list of questions, got ${shown(body.allQuestions)}`)];
  }
  const list: readonly unknown[] = body.allQuestions;
  if (list.length === 0) return [problem(root, 'no-questions', 'must have at least one question, found 0')];
  return list.flatMap((question, i) => questionProblems(question, `${root}[${i}]`));
}

/**
 * Reads the question file (`{ "allQuestions": [{ "question", "answers": [{ "answerText", "isCorrect" }] }] }`).
 * The quiz reads the body of its questions `response` with it. Every question must have a non-empty text
 * and at least two answers with exactly one correct; one bad question rejects the file, so a broken file
 * is noticed rather than quietly shortening the quiz. Fields other than these are dropped. To learn what
 * is wrong with a file it rejects, ask {@link validateQuizGameQuestions}.
 *
 * @param body - the parsed JSON body of the response
 * @returns the questions in file order, or null when {@link validateQuizGameQuestions} finds a problem
 * @example
 * ```ts
 * import { parseQuizGameQuestions } from '@play-smart/engine/quiz-game';
 * console.log(parseQuizGameQuestions({ allQuestions: [] })); // null
 * ```
 *
 * @public
 */
export function parseQuizGameQuestions(body: unknown): readonly QuizGameQuestion[] | null {
  if (validateQuizGameQuestions(body).length > 0 || !isRecord(body) || !Array.isArray(body.allQuestions)) {
    return null;
  }
  const list: readonly unknown[] = body.allQuestions;
  return list.map((raw) => {
    const question = raw as {
      question: string;
      answers: readonly { answerText: string; isCorrect: boolean }[];
    };
    return {
      question: question.question,
      answers: question.answers.map((a): QuizGameAnswer => ({
        answerText: a.answerText,
        isCorrect: a.isCorrect,
      })),
    };
  });
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
 *
 * @public
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
 *
 * @public
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
 *
 * @public
 */
export function quizGameLoadFailure(event: ResponseEvent, url: string): string {
  const why: Record<QuizGameLoadError, string> = {
    'no-response': 'no response',
    // The HTTP client's own wording for an unaccepted status.
    'http-status': `Request failed with status code ${String(event.status)}`,
    'no-questions': 'the file has no questions',
    // The first problem with its place, so the developer knows where to look.
    'not-a-question-file': `the file is not a question file (${validateQuizGameQuestions(event.body)[0]?.message ?? ''})`,
  };
  return `${why[quizGameLoadError(event)]} (GET ${url})`;
}

import {
  MS_PER_SECOND,
  QUIZ_GAME_FOCUS,
  QUIZ_GAME_MAX_LIVES,
  quizGameAnnouncements,
  selectQuizGameAnswerItems,
  selectQuizGameCurrentQuestion,
  selectQuizGameLives,
  selectQuizGameQuestionCount,
  selectQuizGameQuestionNumber,
  type Millis,
  type QuizGameAnnouncement,
  type QuizGameAnswerItem,
  type QuizGameMoment,
  type QuizGameEvent,
  type QuizGameState,
  type QuizGameTimerBar,
} from '@play-smart/engine';
import { questionProgressView, type QuestionProgressView } from '../layout/question-progress.view';
import { buttonView, focusTarget, type ButtonView, type FocusTargetProps } from '../runtime/connect';
import type { CssVars } from '../runtime/css-vars';
import type { QuizGameContent } from './quiz-game.words';

/** A number the gameplay bar shows: its label, its value, and what a screen reader hears. */
export interface QuizGameStatView {
  readonly label: string;
  readonly value: string;
  readonly spoken: string;
}

/** The score, as the gameplay bar shows it. */
export function connectQuizGameScore(state: QuizGameState, words: QuizGameContent): QuizGameStatView {
  const value = String(state.score);
  return { label: words.score, value, spoken: value };
}

/** The game clock, as the gameplay bar shows it. */
export function connectQuizGameClock(state: QuizGameState, words: QuizGameContent): QuizGameStatView {
  return {
    label: words.clock,
    value: words.clockValue(state.gameTime),
    spoken: words.clockSpoken(state.gameTime),
  };
}

/** The lives as skulls: the engine's display rule gives which are alive. */
export interface QuizGameLivesView {
  readonly label: string;
  readonly spoken: string;
  /** One flag per skull, first to third; the same array for the same lives, so it compares by identity. */
  readonly alive: readonly boolean[];
}

/** The lives, as the gameplay bar shows them. */
export function connectQuizGameLives(state: QuizGameState, words: QuizGameContent): QuizGameLivesView {
  return {
    label: words.lives,
    spoken: words.livesLeft(state.lives, QUIZ_GAME_MAX_LIVES),
    alive: selectQuizGameLives(state),
  };
}

/** The question timer bar: how it moves (for its class) and the CSS it moves with. */
export interface QuizGameTimerBarView {
  readonly motion: QuizGameTimerBar['motion'];
  /** `--qg-bar`: the fill to reach, 0 to 1; `--qg-bar-ms`: how long until it is reached. */
  readonly cssVars: CssVars;
}

/**
 * Hands the engine's timer-bar segment to a CSS transition: the fill goes to the segment's end level in
 * the time left until its end. The engine's segments join up (a penalty starts where the countdown is,
 * the countdown resumes where the penalty ends), and a CSS transition starts from where the bar is, so
 * setting only the target is enough; a still bar gets there at once.
 *
 * @param bar - the engine's segment (selectQuizGameTimerBar)
 * @param now - the runtime clock's time, on the engine's clock
 */
export function connectQuizGameTimerBar(bar: QuizGameTimerBar, now: Millis): QuizGameTimerBarView {
  const ms = bar.endsAt === null ? 0 : Math.max(0, bar.endsAt - now);
  return {
    motion: bar.motion,
    cssVars: { '--qg-bar': String(bar.toFraction), '--qg-bar-ms': `${Math.round(ms)}ms` },
  };
}

/** How an answer is marked: not chosen, chosen and right, chosen and wrong, or shown as the right one. */
export type QuizGameAnswerMark = 'none' | 'right' | 'wrong' | 'revealed';

/** One answer button. */
export interface QuizGameAnswerView extends ButtonView {
  readonly key: string;
  readonly mark: QuizGameAnswerMark;
  /** Read after the answer by screen readers once it is marked; null while it is not. */
  readonly markWord: string | null;
}

/** The question on screen, ready to render. */
export interface QuizGameQuestionView {
  /** Changes with each question, so each one mounts (and fades in) afresh. */
  readonly key: string;
  /** The fade: in while the engine fades the question in, out while it fades it out. */
  readonly className: string;
  /** 'Question 3 of 15' over a bar: the one progress pattern. */
  readonly progress: QuestionProgressView;
  readonly heading: FocusTargetProps & { readonly id: string };
  readonly text: string;
  readonly answers: readonly QuizGameAnswerView[];
}

function markOf(item: QuizGameAnswerItem): QuizGameAnswerMark {
  if (item.highlighted) return item.isCorrect ? 'right' : 'wrong';
  return item.revealed ? 'revealed' : 'none';
}

function markWord(mark: QuizGameAnswerMark, words: QuizGameContent): string | null {
  return mark === 'none' ? null : words.marks[mark];
}

function fadeClass(state: QuizGameState): string {
  const kind = state.phase?.kind;
  if (kind === 'fadeIn') return 'qg-question is-fading-in';
  if (kind === 'fadeOut') return 'qg-question is-fading-out';
  return 'qg-question';
}

/**
 * The question on screen with its answers in the engine's order. An answer the engine would ignore now
 * (during a fade, after the reveal, or already chosen) is `aria-disabled` and stays focusable.
 *
 * @param state - the quiz state
 * @param send - the driver's send
 * @param words - the quiz's words
 * @returns the question, or null outside gameplay
 */
export function connectQuizGameQuestion(
  state: QuizGameState,
  send: (event: QuizGameEvent) => void,
  words: QuizGameContent,
): QuizGameQuestionView | null {
  const question = selectQuizGameCurrentQuestion(state);
  if (question === null) return null;
  const number = selectQuizGameQuestionNumber(state);
  const count = selectQuizGameQuestionCount(state);
  return {
    key: `question-${number}`,
    className: fadeClass(state),
    progress: questionProgressView(words.questionProgress(number, count), number, count),
    heading: { id: `qg-question-${number}`, ...focusTarget(QUIZ_GAME_FOCUS.question) },
    text: question.question,
    answers: selectQuizGameAnswerItems(state).map((item, answer) => {
      const mark = markOf(item);
      return {
        key: `${answer}:${item.answerText}`,
        mark,
        markWord: markWord(mark, words),
        ...buttonView(
          item.answerText,
          () => {
            send({ type: 'answerSelected', option: answer });
          },
          item.disabled,
        ),
      };
    }),
  };
}

/**
 * Whether two states show the same question screen: the same question, answers, marks and fade. The
 * question component re-renders only when this is false, so the game clock's tick every second does not
 * re-render the answers.
 *
 * @param a - the state on screen
 * @param b - the new state
 */
export function quizGameQuestionUnchanged(a: QuizGameState, b: QuizGameState): boolean {
  return (
    a.stage === b.stage &&
    a.selectedQuestions === b.selectedQuestions &&
    a.currentQuestionIndex === b.currentQuestionIndex &&
    a.answers === b.answers &&
    a.highlighted === b.highlighted &&
    a.revealed === b.revealed &&
    a.phase?.kind === b.phase?.kind
  );
}

/**
 * The words of one engine announcement. A lost life names the correct answer, which the state shows then.
 *
 * @param a - the engine's announcement
 * @param state - the state it was made from
 * @param words - the quiz's words
 */
function announcementWords(a: QuizGameAnnouncement, state: QuizGameState, words: QuizGameContent): string {
  const say = words.announce;
  switch (a.code) {
    case 'answer-correct':
      return say.correct(a.score);
    case 'answer-wrong':
      return say.wrong(a.penaltyMs / MS_PER_SECOND);
    case 'question-time':
      return say.questionTime(a.secondsLeft);
    case 'game-clock':
      return say.clock(a.secondsLeft);
    case 'life-lost': {
      const answer = state.answers.find((item) => item.isCorrect)?.answerText ?? '';
      return `${say.lifeLostBecause[a.reason]} ${say.lifeLost(answer, a.lives)}`;
    }
    case 'game-ended':
      return `${say.ended[a.reason]} ${words.finalScore(a.score, a.questionCount)}`;
  }
}

/**
 * What the quiz's live region says after an observation: the engine's announcements since the previous
 * one (quizGameAnnouncements decides which moments count), in words, or '' when there is nothing to say.
 *
 * @param prev - the previous observation
 * @param next - the current one
 * @param words - the quiz's words
 */
export function connectQuizGameAnnouncement(
  prev: QuizGameMoment,
  next: QuizGameMoment,
  words: QuizGameContent,
): string {
  return quizGameAnnouncements(prev, next)
    .map((a) => announcementWords(a, next.state, words))
    .join(' ');
}

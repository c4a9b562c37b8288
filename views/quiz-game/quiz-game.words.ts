import type {
  QuizGameEndReason,
  QuizGameHowToPlay,
  QuizGameLifeLostReason,
  QuizGameTimeLimits,
} from '@play-smart/engine';
import type { HelplineInfo, PictureWords } from '../layout';
import type { TimingChoiceWords } from '../timing';

/**
 * Everything the Quiz of Unforeseen Risks says, in one locale. The site's content module for that locale
 * supplies it (site/content/en/quiz-game.ts); the view holds no words of its own.
 */
export interface QuizGameContent {
  /** 'Quiz of Unforeseen Risks'. */
  readonly title: string;
  /** The title picture on the intro: the game's identity. */
  readonly titlePicture: PictureWords;
  readonly intro: readonly string[];
  /** 'Take the Quiz'. */
  readonly takeQuiz: string;
  /** Shown in the button's place while the questions load. */
  readonly loading: string;
  /** Shown instead of the button when the questions could not be loaded. */
  readonly loadFailed: string;
  readonly helpline: HelplineInfo;
  /**
   * The answers of the question file's language that always go last when answers are shuffled, e.g.
   * 'all of the above'; passed to the engine with the file.
   */
  readonly pinnedAnswers: readonly string[];
  /** 'How to Play' (read by screen readers only). */
  readonly howToPlayHeading: string;
  /** The rules, with the times of the configuration in force. */
  readonly howToPlay: (facts: QuizGameHowToPlay) => string;
  /** The choice of more time; its summary describes a scale's time limits. */
  readonly timing: TimingChoiceWords<QuizGameTimeLimits>;
  readonly score: string;
  readonly lives: string;
  /** Read by screen readers for the skulls, e.g. '2 of 3 lives left'. */
  readonly livesLeft: (lives: number, max: number) => string;
  readonly clock: string;
  /** The game clock as shown, e.g. '0:45'. */
  readonly clockValue: (seconds: number) => string;
  /** The game clock as read by screen readers, e.g. '45 seconds'. */
  readonly clockSpoken: (seconds: number) => string;
  /** Where the visitor is, over the progress bar and first in the question's heading: 'Question 3 of 15'. */
  readonly questionProgress: (n: number, count: number) => string;
  /** Read after an answer by screen readers once it is marked. */
  readonly marks: {
    readonly right: string;
    readonly wrong: string;
    readonly revealed: string;
  };
  /** What the live region says as the game goes (the engine decides when: quizGameAnnouncements). */
  readonly announce: {
    readonly correct: (score: number) => string;
    /** A wrong answer that cost time. */
    readonly wrong: (penaltySeconds: number) => string;
    /** Why a life was lost, said before {@link lifeLost}. */
    readonly lifeLostBecause: Readonly<Record<QuizGameLifeLostReason, string>>;
    /** A life lost, with the correct answer and the lives left (0 for the last one). */
    readonly lifeLost: (answer: string, lives: number) => string;
    /** The question timer at half its time and at its last seconds, with the seconds left. */
    readonly questionTime: (seconds: number) => string;
    /** The game clock at 30, 10 and 5 s left. */
    readonly clock: (seconds: number) => string;
    /** How and why the game ended, said before the final score. */
    readonly ended: Readonly<Record<QuizGameEndReason, string>>;
  };
  /** 'Game Over'. */
  readonly gameOver: string;
  /** 'You Won!'. */
  readonly youWon: string;
  /** 'Try Again'. */
  readonly tryAgain: string;
  /** 'Play Again'. */
  readonly playAgain: string;
  /** The end screen's score line. */
  readonly finalScore: (score: number, count: number) => string;
  /** A short closing thought on the end screen, before the link to help. */
  readonly endNote: string;
  readonly helpLink: { readonly to: string; readonly label: string };
}

import { MS_PER_SECOND, type QuizGameHowToPlay } from '@play-smart/engine';
import type { QuizGameContent } from '../../../views/quiz-game';
import { HELP_PATH } from '../help';
import { OHIO_HELPLINE } from './helplines';

const SECONDS_PER_MINUTE = 60;

/** '1 second', '12 seconds', '2.5 seconds'. */
function seconds(n: number): string {
  return `${n} ${n === 1 ? 'second' : 'seconds'}`;
}

/** A length of time for people: '45 seconds', '2 minutes', '1 minute 30 seconds'. */
function duration(totalSeconds: number): string {
  const minutes = Math.floor(totalSeconds / SECONDS_PER_MINUTE);
  const rest = totalSeconds % SECONDS_PER_MINUTE;
  if (minutes === 0) return seconds(rest);
  const m = `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
  return rest === 0 ? m : `${m} ${seconds(rest)}`;
}

/** '6 seconds', '7.5 seconds', '1 second': a time in ms for people, to a tenth of a second. */
function secondsOfMs(ms: number): string {
  return seconds(Number((ms / MS_PER_SECOND).toFixed(1)));
}

/** The hidden rules, with the times and lives of the configuration in force. */
function howToPlay({ gameSeconds, questionMs, penaltyMs, lives }: QuizGameHowToPlay): string {
  const penalty = secondsOfMs(penaltyMs);
  return [
    `Answer as many questions as you can before the game clock runs out.`,
    `You have ${seconds(gameSeconds)} in all, ${lives} ${lives === 1 ? 'life' : 'lives'}, and ${secondsOfMs(questionMs)} to answer each question.`,
    `A correct answer scores a point and brings the next question.`,
    `A wrong answer takes ${penalty} off the question timer, and you can try another answer.`,
    `If the question timer runs out, or you answer wrongly with ${penalty} or less left, you lose a life and the correct answer is shown.`,
    `The game is over when you have no lives left. You win when the game clock runs out or you reach the end of the questions.`,
  ].join(' ');
}

/**
 * The Quiz of Unforeseen Risks in English. The title, buttons and end headings are fixed by the product
 * spec; the hidden rules state the engine's times in force.
 */
export const QUIZ_GAME_CONTENT: QuizGameContent = {
  title: 'Quiz of Unforeseen Risks',
  titlePicture: { src: '/images/quiz-game/title.svg', width: 480, height: 360, alt: '' },
  intro: [
    'How well do you know the odds, the prices and the real risks of playing? Answer as many questions as you can before the clock runs out.',
    'A wrong answer costs time; run out of time on a question and you lose one of your three lives. Nothing you answer is sent or saved.',
  ],
  takeQuiz: 'Take the Quiz',
  loading: 'Getting the questions ready…',
  loadFailed:
    'Sorry, the quiz questions did not load, so the quiz cannot start right now. Please try again later.',
  helpline: OHIO_HELPLINE,
  pinnedAnswers: ['all of the above', 'none of the above'],
  howToPlayHeading: 'How to Play',
  howToPlay,
  timing: {
    legend: 'Need more time?',
    option: (scale) => (scale === 1 ? 'Standard' : `${scale}× time`),
    summary: ({ gameSeconds, questionMs }) =>
      `You have ${duration(gameSeconds)} in all and ${seconds(questionMs / MS_PER_SECOND)} for each question.`,
  },
  score: 'Score',
  lives: 'Lives',
  livesLeft: (lives, max) => `${lives} of ${max} lives left`,
  clock: 'Time',
  clockValue: (s) =>
    `${Math.floor(s / SECONDS_PER_MINUTE)}:${String(s % SECONDS_PER_MINUTE).padStart(2, '0')}`,
  clockSpoken: (s) => `${duration(s)} left`,
  questionProgress: (n, count) => `Question ${n} of ${count}`,
  marks: { right: 'correct', wrong: 'wrong', revealed: 'the correct answer' },
  announce: {
    correct: (score) => `Correct! Your score is ${score}.`,
    wrong: (penalty) => `Wrong answer: ${seconds(penalty)} off the question timer. Try another.`,
    lifeLostBecause: {
      timeout: 'Time is up.',
      'wrong-answer': 'Wrong answer, with no time left for another.',
    },
    lifeLost: (answer, lives) =>
      lives === 0
        ? `You lost your last life. The correct answer was: ${answer}.`
        : `You lost a life. The correct answer was: ${answer}. ${lives} ${lives === 1 ? 'life' : 'lives'} left.`,
    questionTime: (s) => `${seconds(s)} left to answer.`,
    clock: (s) => `${seconds(s)} left in the game.`,
    ended: {
      'lives-out': 'Game over: no lives left.',
      'clock-out': 'The game clock has run out: you won!',
      'questions-out': 'No questions left: you won!',
    },
  },
  gameOver: 'Game Over',
  youWon: 'You Won!',
  tryAgain: 'Try Again',
  playAgain: 'Play Again',
  finalScore: (score, count) =>
    `You answered ${score} of ${count} ${count === 1 ? 'question' : 'questions'} correctly.`,
  endNote:
    'Knowing the odds is one part of playing smart; a budget and a time limit set before you play are the other. If gambling has stopped being fun, free help is there 24/7.',
  helpLink: { to: HELP_PATH, label: 'Get help, give help' },
};

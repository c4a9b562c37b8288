// @ts-check
import { createDriver } from '@play-smart/engine/driver';
import {
  gamblerQuiz,
  selectGamblerQuizAcceptsAnswers,
  selectGamblerQuizAnswers,
  selectGamblerQuizQuestionNumber,
  selectGamblerQuizRiskLevel,
} from '@play-smart/engine/gambler-quiz';
import { parseAnswers, playThrough, terminalRuntime, until } from '../engine-run.js';
import { say } from '../io.js';
import { GAMBLER_QUIZ_WORDS as W } from '../words.js';

/** @typedef {import('@play-smart/engine/gambler-quiz').GamblerQuizState} State */

/** @param {State} state */
function highest(state) {
  const top = Math.max(...selectGamblerQuizAnswers().map((a) => a.score));
  return top * state.config.questionCount;
}

/** @param {State} state */
function printResult(state) {
  const level = selectGamblerQuizRiskLevel(state);
  say(`Score: ${state.score} of ${highest(state)}`);
  say(`Level: ${W.levels[level]}`);
  say(W.advice[level]);
  say(W.note);
}

/**
 * `gambler-quiz --answers 3,3,...`: the nine answers given at once.
 *
 * @param {string} answers
 */
export function scriptedGamblerQuiz(answers) {
  const count = gamblerQuiz.init({}, 0, 0).state.config.questionCount;
  const options = selectGamblerQuizAnswers().length;
  const chosen = parseAnswers(answers, Array(count).fill(options), '--answers');
  /** @type {import('@play-smart/engine/gambler-quiz').GamblerQuizEvent[]} */
  const events = [
    { type: 'takeQuiz' },
    ...chosen.map((option) => ({ type: /** @type {const} */ ('answerSelected'), option })),
  ];
  printResult(playThrough(gamblerQuiz, {}, 0, events));
  return 0;
}

/**
 * The quiz, one question at a time, with the engine's fades between questions.
 *
 * @param {import('../io.js').Terminal} term
 */
export async function interactiveGamblerQuiz(term) {
  const quiz = createDriver(gamblerQuiz, {}, terminalRuntime());
  quiz.start();
  say(`\n${W.title}\n${W.intro}`);
  quiz.send({ type: 'takeQuiz' });
  const answers = selectGamblerQuizAnswers();
  try {
    for (;;) {
      const state = await until(quiz, (s) => s.stage === 'ended' || selectGamblerQuizAcceptsAnswers(s));
      if (state.stage === 'ended') break;
      const n = selectGamblerQuizQuestionNumber(state);
      say(`\nQuestion ${n} of ${state.config.questionCount}`);
      say(`In the past twelve months: ${W.questions[n - 1] ?? `question ${n}`}`);
      for (const [i, a] of answers.entries()) say(`  ${i}) ${W.answers[a.key]}`);
      let option = null;
      while (option === null) {
        const line = await term.ask(`Your answer (0-${answers.length - 1}):`);
        if (line === null) return 1;
        if (/^\d+$/.test(line) && Number(line) < answers.length) option = Number(line);
        else say(`Please type a number from 0 to ${answers.length - 1}.`);
      }
      quiz.send({ type: 'answerSelected', option });
    }
    say('');
    printResult(quiz.store.getState());
    return 0;
  } finally {
    quiz.stop();
  }
}

// @ts-check
import { readFile } from 'node:fs/promises';
import { createDriver } from '@play-smart/engine/driver';
import {
  QUIZ_GAME_QUESTIONS_URL,
  quizGame,
  selectQuizGameAcceptsAnswers,
  selectQuizGameAnswerItems,
  selectQuizGameCanStart,
  selectQuizGameCurrentQuestion,
  selectQuizGameEnd,
  selectQuizGameHowToPlay,
  selectQuizGameLastOutcome,
  selectQuizGameLives,
  selectQuizGameQuestionCount,
  selectQuizGameQuestionNumber,
  selectQuizGameScore,
  selectQuizGameSecondsLeft,
  selectQuizGameTimeLeftMs,
} from '@play-smart/engine/quiz-game';
import { terminalRuntime, until } from '../engine-run.js';
import { say } from '../io.js';
import { QUIZ_GAME_WORDS as W } from '../words.js';

/** @typedef {import('@play-smart/engine/quiz-game').QuizGameState} State */

/**
 * The runtime's HTTP port: the quiz's request for its question file is answered from a file on disk.
 *
 * @param {string} file
 * @returns {import('@play-smart/engine/driver').HttpClient}
 */
export function questionFileHttp(file) {
  return {
    async request(req) {
      if (req.method !== 'GET' || req.url !== QUIZ_GAME_QUESTIONS_URL)
        return { ok: false, status: 404, body: null };
      try {
        const text = await readFile(file, 'utf8');
        try {
          return { ok: true, status: 200, body: JSON.parse(text) };
        } catch {
          return { ok: true, status: 200, body: text };
        }
      } catch {
        return { ok: false, status: 404, body: null };
      }
    },
  };
}

/** '0:57'. @param {number} seconds */
function clock(seconds) {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** '♥ ♥ ·'. @param {State} state */
function lives(state) {
  return selectQuizGameLives(state)
    .map((alive) => (alive ? '♥' : '·'))
    .join(' ');
}

/** Tenths of a second: '3.6'. @param {number} ms */
function secs(ms) {
  return (ms / 1000).toFixed(1).replace(/\.0$/, '');
}

/**
 * The quiz game, live: the engine's real timers run through the driver while the player types.
 *
 * @param {import('../io.js').Terminal} term
 * @param {{ questions: string, seed?: number }} options
 * @returns {Promise<number>} the exit code
 */
export async function playQuizGame(term, { questions, seed }) {
  const runtime = terminalRuntime({
    http: questionFileHttp(questions),
    ...(seed === undefined ? {} : { seed: () => seed }),
  });
  const game = createDriver(quizGame, {}, runtime);
  // The clock every event is stamped with: the `at` of the selectors that take one.
  const now = game.now;
  say(`\n${W.title}\n${W.intro}`);
  game.start();
  const loaded = await until(game, (s) => s.load !== 'loading');
  if (loaded.load === 'failed') {
    process.stderr.write(`The questions could not be loaded from ${questions}.\n`);
    game.stop();
    return 1;
  }
  const rules = selectQuizGameHowToPlay(loaded);
  say(`${selectQuizGameQuestionCount(loaded)} questions. You have ${rules.gameSeconds} seconds in all,`);
  say(`${secs(rules.questionMs)} seconds per question and ${rules.lives} lives. A wrong answer costs`);
  say(
    `${secs(rules.penaltyMs)} seconds; with that little time left, or when the timer runs out, it costs a life.`,
  );
  const go = await term.ask('Press Enter to start (q to quit):');
  if (go === null || go.toLowerCase() === 'q' || !selectQuizGameCanStart(game.store.getState())) {
    game.stop();
    return go === null ? 1 : 0;
  }

  /** The question seconds the status line showed last, and for which question. */
  let shown = '';
  const status = () => {
    const s = game.store.getState();
    // Only while the question timer counts (or holds during a penalty): not during fades and reveals.
    if (s.stage !== 'gameplay' || (s.timer.mode !== 'running' && s.timer.mode !== 'penalty')) return;
    const left = Math.ceil(selectQuizGameTimeLeftMs(s, now()) / 1000);
    const key = `${s.currentQuestionIndex}:${left}`;
    if (key !== shown) {
      shown = key;
      term.print(
        `  [${left}s left on this question | game clock ${clock(selectQuizGameSecondsLeft(s))} | lives ${lives(s)}]`,
      );
    }
  };
  const ended = new AbortController();
  /** Set when the player should answer: the input loop below asks. */
  let askNow = false;
  /** The read in progress; a new prompt (a new question, another try) cancels it and asks again. */
  let reading = new AbortController();
  const poke = () => {
    reading.abort();
  };

  const unsubscribe = game.store.subscribe((s, prev) => {
    if (s.stage === 'gameplay' && s.phase?.kind === 'answering' && prev.phase?.kind !== 'answering') {
      const q = selectQuizGameCurrentQuestion(s);
      term.print(
        `\nQuestion ${selectQuizGameQuestionNumber(s)} of ${selectQuizGameQuestionCount(s)}   score ${selectQuizGameScore(s)}   lives ${lives(s)}`,
      );
      term.print(q?.question ?? '');
      for (const [i, item] of selectQuizGameAnswerItems(s).entries())
        term.print(`  ${i + 1}) ${item.answerText}`);
      askNow = true;
      poke();
    } else if (
      s.highlighted.length > prev.highlighted.length &&
      s.currentQuestionIndex === prev.currentQuestionIndex
    ) {
      if (selectQuizGameLastOutcome(s) === 'correct') {
        term.print(`Correct! Score: ${selectQuizGameScore(s)}`);
      } else if (s.timer.mode === 'penalty') {
        term.print(`Wrong: ${secs(rules.penaltyMs)} seconds off. ${secs(s.timer.leftMs)} seconds left.`);
        askNow = true;
        poke();
      }
    }
    if (s.revealed && !prev.revealed) {
      const right = selectQuizGameAnswerItems(s).find((a) => a.isCorrect);
      const why =
        s.highlighted.length > prev.highlighted.length ? 'Wrong again, and out of time' : 'Time is up';
      term.print(`${why}: you lose a life. The answer was: ${right?.answerText ?? '?'}`);
    }
    if (s.stage !== 'gameplay' && prev.stage === 'gameplay') ended.abort();
  });
  const ticker = setInterval(status, 100);
  game.send({ type: 'takeQuiz' });

  try {
    while (!ended.signal.aborted) {
      reading = new AbortController();
      const signal = AbortSignal.any([ended.signal, reading.signal]);
      let line;
      if (askNow) {
        askNow = false;
        const asking = game.store.getState();
        const left = (selectQuizGameTimeLeftMs(asking, now()) / 1000).toFixed(1);
        line = await term.ask(`Your answer (1-${asking.answers.length}), ${left}s left:`, signal);
      } else {
        // Lines typed between prompts (during a fade, say) are read and answered as they come.
        line = await term.next(signal);
      }
      if (line === null) {
        if (ended.signal.aborted) break;
        if (reading.signal.aborted) continue;
        term.print('Input ended: the game stops here.');
        return 1;
      }
      const text = line.trim();
      if (text.toLowerCase() === 'q') {
        term.print('You left the game.');
        return 0;
      }
      const state = game.store.getState();
      const choice = Number(text) - 1;
      if (!/^\d+$/.test(text) || choice < 0 || choice >= state.answers.length) {
        term.print(`Type a number from 1 to ${state.answers.length}, or q to quit.`);
        askNow = selectQuizGameAcceptsAnswers(state);
        continue;
      }
      if (!selectQuizGameAcceptsAnswers(state)) {
        term.print('Wait for the next question.');
        continue;
      }
      if (state.highlighted.includes(choice)) {
        term.print('You already tried that one.');
        askNow = true;
        continue;
      }
      game.send({ type: 'answerSelected', option: choice });
    }
    const end = game.store.getState();
    const ending = selectQuizGameEnd(end);
    say('');
    say(ending?.outcome === 'won' ? 'You won!' : 'Game over.');
    say(`Score: ${selectQuizGameScore(end)}`);
    say(
      `You answered ${selectQuizGameScore(end)} of ${selectQuizGameQuestionCount(end)} questions correctly.`,
    );
    return 0;
  } finally {
    clearInterval(ticker);
    unsubscribe();
    game.stop();
  }
}

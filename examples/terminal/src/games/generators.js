// @ts-check
import { createDriver, cryptoSeed } from '@play-smart/engine/driver';
import {
  hobbyGenerator,
  selectHobbyGeneratorAcceptsAnswers,
  selectHobbyGeneratorHobby,
  selectHobbyGeneratorOptionCount,
  selectHobbyGeneratorQuestion,
} from '@play-smart/engine/hobby-generator';
import {
  nicknameGenerator,
  selectNicknameGeneratorAcceptsClicks,
  selectNicknameGeneratorName,
  selectNicknameGeneratorQuestion,
} from '@play-smart/engine/nickname-generator';
import { parseAnswers, playThrough, terminalRuntime, until } from '../engine-run.js';
import { UsageError, say } from '../io.js';
import { HOBBY_WORDS, NICKNAME_WORDS } from '../words.js';

/** The shape of this app's nickname word lists, handed to the engine: it draws indexes into them. */
const NICKNAME_CONFIG = {
  wordCounts: NICKNAME_WORDS.questions.map((q) => q.options.map((o) => o.words.length)),
};
/** How many hobbies this app has words for: the engine picks an index below it. */
const HOBBY_CONFIG = { hobbyCount: HOBBY_WORDS.hobbies.length };

const NICKNAME_OPTION_COUNTS = NICKNAME_CONFIG.wordCounts.map((options) => options.length);
const HOBBY_OPTION_COUNTS = HOBBY_WORDS.questions.map((q) => q.options.length);

/** @param {import('@play-smart/engine/nickname-generator').NicknameGeneratorWord} w */
function wordOf(w) {
  return NICKNAME_WORDS.questions[w.question]?.options[w.option]?.words[w.word] ?? '?';
}

/** @param {import('@play-smart/engine/nickname-generator').NicknameGeneratorState} state */
function nicknameOf(state) {
  const name = selectNicknameGeneratorName(state);
  if (name === null) throw new Error('the nickname generator has no name yet');
  return `${wordOf(name.first)} ${wordOf(name.second)}`;
}

/** @param {import('@play-smart/engine/hobby-generator').HobbyGeneratorState} state */
function hobbyOf(state) {
  const hobby = selectHobbyGeneratorHobby(state);
  if (hobby === null) throw new Error('the hobby generator has no hobby yet');
  return HOBBY_WORDS.hobbies[hobby] ?? '?';
}

/**
 * A seed from the command line.
 *
 * @param {string | undefined} text
 * @returns {number}
 */
export function parseSeed(text) {
  if (text === undefined) return cryptoSeed();
  if (!/^\d+$/.test(text) || Number(text) >= 2 ** 32) {
    throw new UsageError(`--seed must be a whole number from 0 to ${2 ** 32 - 1}, got "${text}"`);
  }
  return Number(text);
}

/**
 * `nickname --seed 7 [--answers 0,1,2]`.
 *
 * @param {{ seed?: string, answers?: string }} options
 */
export function scriptedNickname({ seed, answers }) {
  const chosen =
    answers === undefined
      ? NICKNAME_OPTION_COUNTS.map(() => 0)
      : parseAnswers(answers, NICKNAME_OPTION_COUNTS, '--answers');
  const events = /** @type {import('@play-smart/engine/nickname-generator').NicknameGeneratorEvent[]} */ ([
    { type: 'start' },
    ...chosen.map((option) => ({ type: 'answerSelected', option })),
  ]);
  say(`Nickname: ${nicknameOf(playThrough(nicknameGenerator, NICKNAME_CONFIG, parseSeed(seed), events))}`);
  return 0;
}

/**
 * `hobby --seed 7 [--answers 0,0,0,0,0]`.
 *
 * @param {{ seed?: string, answers?: string }} options
 */
export function scriptedHobby({ seed, answers }) {
  const chosen =
    answers === undefined
      ? HOBBY_OPTION_COUNTS.map(() => 0)
      : parseAnswers(answers, HOBBY_OPTION_COUNTS, '--answers');
  const events = /** @type {import('@play-smart/engine/hobby-generator').HobbyGeneratorEvent[]} */ ([
    { type: 'start' },
    ...chosen.map((option) => ({ type: 'answerSelected', option })),
  ]);
  say(`Hobby: ${hobbyOf(playThrough(hobbyGenerator, HOBBY_CONFIG, parseSeed(seed), events))}`);
  return 0;
}

/**
 * Asks for one option number, 1-based on screen.
 *
 * @param {import('../io.js').Terminal} term
 * @param {number} count
 * @returns {Promise<number | null>} the 0-based option, or null when the input ended
 */
async function chooseOption(term, count) {
  for (;;) {
    const line = await term.ask(`Your choice (1-${count}):`);
    if (line === null) return null;
    if (/^\d+$/.test(line) && Number(line) >= 1 && Number(line) <= count) return Number(line) - 1;
    say(`Please type a number from 1 to ${count}.`);
  }
}

/**
 * The nickname generator with its screen changes; then another name, or done.
 *
 * @param {import('../io.js').Terminal} term
 */
export async function interactiveNickname(term) {
  const gen = createDriver(nicknameGenerator, NICKNAME_CONFIG, terminalRuntime());
  gen.start();
  say(`\n${NICKNAME_WORDS.title}`);
  gen.send({ type: 'start' });
  try {
    for (;;) {
      const state = await until(gen, (s) => selectNicknameGeneratorAcceptsClicks(s) && s.stage !== 'start');
      const question = selectNicknameGeneratorQuestion(state);
      if (question === null) break;
      const words = NICKNAME_WORDS.questions[question];
      if (words === undefined) throw new Error(`no words for question ${question}`);
      say(`\nQuestion ${question + 1} of ${NICKNAME_WORDS.questions.length}: ${words.question}`);
      for (const [i, o] of words.options.entries()) say(`  ${i + 1}) ${o.label}`);
      const option = await chooseOption(term, words.options.length);
      if (option === null) return 1;
      gen.send({ type: 'answerSelected', option });
    }
    for (;;) {
      say(`\nYour nickname: ${nicknameOf(gen.store.getState())}`);
      const line = await term.ask('Type r for another name, or Enter to finish:');
      if (line === null || line.toLowerCase() !== 'r') return 0;
      gen.send({ type: 'randomName' });
    }
  } finally {
    gen.stop();
  }
}

/**
 * The hobby generator's five questions, then a hobby.
 *
 * @param {import('../io.js').Terminal} term
 */
export async function interactiveHobby(term) {
  const gen = createDriver(hobbyGenerator, HOBBY_CONFIG, terminalRuntime());
  gen.start();
  say(`\n${HOBBY_WORDS.title}`);
  gen.send({ type: 'start' });
  try {
    for (;;) {
      const state = await until(gen, (s) => s.stage === 'ended' || selectHobbyGeneratorAcceptsAnswers(s));
      const question = selectHobbyGeneratorQuestion(state);
      if (question === null) break;
      const words = HOBBY_WORDS.questions[question];
      if (words === undefined) throw new Error(`no words for question ${question}`);
      say(`\nQuestion ${question + 1} of ${HOBBY_WORDS.questions.length}: ${words.question}`);
      const count = selectHobbyGeneratorOptionCount(state);
      for (let i = 0; i < count; i++) say(`  ${i + 1}) ${words.options[i] ?? `option ${i + 1}`}`);
      const option = await chooseOption(term, count);
      if (option === null) return 1;
      gen.send({ type: 'answerSelected', option });
    }
    say(`\nYour new hobby: ${hobbyOf(gen.store.getState())}`);
    return 0;
  } finally {
    gen.stop();
  }
}

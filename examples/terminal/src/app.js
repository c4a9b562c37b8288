// @ts-check
// The command line: a menu when run with no arguments, or one command with its options.
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { GAMES, PERIODS, interactiveCalculator, scriptedCalculator } from './games/calculator.js';
import { interactiveGamblerQuiz, scriptedGamblerQuiz } from './games/gambler-quiz.js';
import {
  interactiveHobby,
  interactiveNickname,
  parseSeed,
  scriptedHobby,
  scriptedNickname,
} from './games/generators.js';
import { playQuizGame } from './games/quiz-game.js';
import { Terminal, UsageError, say } from './io.js';

const app = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/** The site's question file, relative to this app in the repository. */
export const DEFAULT_QUESTIONS = resolve(app, '../../site/content/quiz-questions.json');

const HELP = `Play Smart in the terminal: the @play-smart/engine games with words of their own.

Usage: npm run terminal -- [command] [options]
       (or: node examples/terminal/src/cli.js [command] [options])

With no command, a menu lets you pick a game and play it here.

Commands:
  gambler-quiz [--answers a,b,...]
      Gambler or Problem Gambler? Nine questions, each answered 0 (never) to 3 (nearly always).
      --answers   the nine answers at once, e.g. 3,3,3,3,3,3,3,3,3: prints the score and the level.
                  Without it, the quiz asks one question at a time.

  quiz-game [--questions <file>] [--seed <n>]
      Quiz of Unforeseen Risks: a timed quiz with lives, played live.
      --questions a question file (default: the site's site/content/quiz-questions.json)
      --seed      shuffles the questions and answers the same way each time

  calculator [--game <id> --amount <n> --frequency <n> --period <id>]
      What does playing cost? Without options it asks; with all four it prints the total.
      --game      ${GAMES.join(', ')}
      --amount    dollars each time played (each game takes its own amounts, e.g. powerball: 10, 20, 30, 40)
      --frequency times a week: 1, 2, 5, 7, 10 or 20 (20 or more)
      --period    ${PERIODS.join(', ')}

  nickname [--seed <n>] [--answers a,b,c]
      Nickname generator. With --seed or --answers it prints a nickname at once (the same seed and
      answers give the same nickname); answers are 0-based options (0-1, 0-3, 0-3; default 0,0,0).

  hobby [--seed <n>] [--answers a,b,c,d,e]
      Hobby generator, likewise (answers 0-3, 0-2, 0-2, 0-3, 0-3; default 0,0,0,0,0).

  help, --help, -h
      This text.

Exit codes: 0 done, 1 the input ended early or the questions did not load, 2 bad arguments.`;

/** @type {Record<string, Record<string, { type: 'string' }>>} */
const OPTIONS = {
  'gambler-quiz': { answers: { type: 'string' } },
  'quiz-game': { questions: { type: 'string' }, seed: { type: 'string' } },
  calculator: {
    game: { type: 'string' },
    amount: { type: 'string' },
    frequency: { type: 'string' },
    period: { type: 'string' },
  },
  nickname: { seed: { type: 'string' }, answers: { type: 'string' } },
  hobby: { seed: { type: 'string' }, answers: { type: 'string' } },
};

const MENU = [
  { key: '1', name: 'Gambler or Problem Gambler? (a nine-question quiz)', run: interactiveGamblerQuiz },
  {
    key: '2',
    name: 'Quiz of Unforeseen Risks (timed, with lives)',
    run: (/** @type {Terminal} */ term) => playQuizGame(term, { questions: DEFAULT_QUESTIONS }),
  },
  { key: '3', name: 'Nickname generator', run: interactiveNickname },
  { key: '4', name: 'Hobby generator', run: interactiveHobby },
  { key: '5', name: 'What does playing cost? (calculator)', run: interactiveCalculator },
];

/** @param {Terminal} term */
async function menu(term) {
  say('Play Smart in the terminal');
  for (;;) {
    say('');
    for (const item of MENU) say(`  ${item.key}) ${item.name}`);
    say('  q) Quit');
    const line = await term.ask('Choose a game:');
    if (line === null || line.toLowerCase() === 'q') return 0;
    const item = MENU.find((m) => m.key === line);
    if (item === undefined) {
      say('Please type a number from the menu, or q.');
      continue;
    }
    const code = await item.run(term);
    if (code !== 0) return code;
  }
}

/**
 * Runs something interactive with a terminal that is closed afterwards.
 *
 * @param {(term: Terminal) => Promise<number>} play
 */
async function interactive(play) {
  const term = new Terminal();
  try {
    return await play(term);
  } finally {
    term.close();
  }
}

/**
 * @param {string} command
 * @param {Record<string, string | undefined>} values
 * @returns {Promise<number>}
 */
async function runCommand(command, values) {
  switch (command) {
    case 'gambler-quiz':
      return values.answers === undefined
        ? interactive(interactiveGamblerQuiz)
        : scriptedGamblerQuiz(values.answers);
    case 'calculator':
      return Object.values(values).every((v) => v === undefined)
        ? interactive(interactiveCalculator)
        : scriptedCalculator(values);
    case 'nickname':
      return values.seed === undefined && values.answers === undefined
        ? interactive(interactiveNickname)
        : scriptedNickname(values);
    case 'hobby':
      return values.seed === undefined && values.answers === undefined
        ? interactive(interactiveHobby)
        : scriptedHobby(values);
    case 'quiz-game': {
      const questions = resolve(values.questions ?? DEFAULT_QUESTIONS);
      if (!existsSync(questions)) throw new UsageError(`--questions: no such file: ${questions}`);
      const seed = values.seed === undefined ? undefined : parseSeed(values.seed);
      return interactive((term) => playQuizGame(term, { questions, seed }));
    }
    default:
      throw new UsageError(`unknown command "${command}"`);
  }
}

/**
 * @param {string[]} argv - the arguments after the script
 * @returns {Promise<number>} the exit code
 */
export async function main(argv) {
  try {
    const [command, ...rest] = argv;
    if (command === undefined) return await interactive(menu);
    if (command === 'help' || command === '--help' || command === '-h' || rest.includes('--help')) {
      say(HELP);
      return 0;
    }
    const options = OPTIONS[command];
    if (options === undefined) throw new UsageError(`unknown command "${command}"`);
    let values;
    try {
      ({ values } = parseArgs({ args: rest, options, strict: true, allowPositionals: false }));
    } catch (error) {
      throw new UsageError(`${command}: ${error instanceof Error ? error.message : String(error)}`);
    }
    return await runCommand(command, /** @type {Record<string, string | undefined>} */ (values));
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    process.stderr.write(
      `play-smart: ${error.message}\nRun with --help to see the commands and their options.\n`,
    );
    return 2;
  }
}

import { execFile, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { timeBudget } from '../support/time-budget';

/**
 * examples/terminal, the second front-end: a plain-node command-line app that installs the packed tarball
 * (npm run terminal:install) and words the engine's codes itself. Its scripted commands, its argument
 * errors, its refusal to run without its own installed copy, and a live, timed quiz game driven through
 * stdin.
 */

const run = promisify(execFile);
const root = resolve(import.meta.dirname, '../..');
const app = join(root, 'examples/terminal');
const cli = join(app, 'src/cli.js');

interface Outcome {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs the app with arguments and no input; resolves with its exit code and output. */
function terminal(args: readonly string[], script = cli): Promise<Outcome> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [script, ...args], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', fail);
    child.on('close', (code) => {
      done({ code, stdout, stderr });
    });
  });
}

/**
 * Plays a session through stdin: each time the app prints a prompt line, `answer` is asked what to type
 * (given everything printed so far and the prompt); null types nothing.
 */
function session(
  args: readonly string[],
  answer: (output: string, prompt: string) => string | null,
  timeoutMs = timeBudget(45_000),
): Promise<Outcome> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [cli, ...args], { cwd: root, stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    let answered = 0;
    const guard = setTimeout(() => {
      child.kill();
      fail(new Error(`the session did not end in ${timeoutMs} ms:\n${stdout}\n${stderr}`));
    }, timeoutMs);
    child.stdout.on('data', (d: Buffer) => {
      stdout += d.toString();
      const prompts = stdout
        .split('\n')
        .filter((line) => /^(Your answer|Your choice|Press Enter|Choose)/.test(line));
      for (; answered < prompts.length; answered++) {
        const typed = answer(stdout, prompts[answered] ?? '');
        if (typed !== null) child.stdin.write(`${typed}\n`);
      }
    });
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', fail);
    child.on('close', (code) => {
      clearTimeout(guard);
      done({ code, stdout, stderr });
    });
  });
}

let scratch = '';

beforeAll(async () => {
  // Installs the tarball test/package's global setup packed for this run into examples/terminal/node_modules
  // (npm run terminal:install, told the tarball rather than packing one of its own).
  await run(process.execPath, [join(app, 'install-engine.mjs')], {
    cwd: root,
    maxBuffer: 16 * 1024 * 1024,
    env: { ...process.env, CI: 'true', ENGINE_TARBALL: inject('engineTarball') },
  });
  scratch = mkdtempSync(join(tmpdir(), 'terminal-app-'));
});

afterAll(() => {
  if (scratch !== '') rmSync(scratch, { recursive: true, force: true });
});

describe('the scripted commands', () => {
  it('scores the gambler quiz and words its risk level', async () => {
    const high = await terminal(['gambler-quiz', '--answers', '3,3,3,3,3,3,3,3,3']);
    expect(high.code).toBe(0);
    expect(high.stdout).toContain('Score: 27 of 27');
    expect(high.stdout).toContain('Level: high risk');
    const none = await terminal(['gambler-quiz', '--answers', '0,0,0,0,0,0,0,0,0']);
    expect(none.code).toBe(0);
    expect(none.stdout).toContain('Score: 0 of 27');
    expect(none.stdout).toContain('Level: no risk');
  });

  it('gives the calculator total from the engine, a month being 4 weeks', async () => {
    const yearly = await terminal([
      'calculator',
      '--game',
      'powerball',
      '--amount',
      '10',
      '--frequency',
      '2',
      '--period',
      'yearly',
    ]);
    expect(yearly.code).toBe(0);
    expect(yearly.stdout).toContain('Total per year: $1,040');
    // $20 x 5 a week x 4 weeks: $400 (a twelfth of a year would be $433.33).
    const monthly = await terminal([
      'calculator',
      '--game',
      'keno',
      '--amount',
      '20',
      '--frequency',
      '5',
      '--period',
      'monthly',
    ]);
    expect(monthly.code).toBe(0);
    expect(monthly.stdout).toContain('Total per month: $400');
  });

  it("says what the money is enough for from the site's dated prices, as its README shows", async () => {
    const yearly = await terminal([
      'calculator',
      '--game',
      'powerball',
      '--amount',
      '10',
      '--frequency',
      '2',
      '--period',
      'yearly',
    ]);
    expect(yearly.code).toBe(0);
    // $1,040 a year reaches the $550 tier.
    expect(yearly.stdout).toContain(
      'That is enough for two months of groceries for a woman in a family of four, on the USDA’s thrifty plan ($497.80).',
    );
    expect(yearly.stdout).toContain(
      'Price: USDA Food and Nutrition Service, Thrifty Food Plan (https://www.fns.usda.gov/research/cnpp/usda-food-plans/cost-food-monthly-reports), as of September 2025.',
    );
    const monthly = await terminal([
      'calculator',
      '--game',
      'keno',
      '--amount',
      '20',
      '--frequency',
      '5',
      '--period',
      'monthly',
    ]);
    expect(monthly.stdout).toContain('($275.90).');
    // The README's sample output is what the app prints, line for line.
    const readme = readFileSync(join(app, 'README.md'), 'utf8');
    for (const line of [...yearly.stdout.trim().split('\n'), ...monthly.stdout.trim().split('\n')]) {
      expect(readme).toContain(line);
    }
    // Nothing to say at $10 a week: the line shows only above $14.
    const small = await terminal([
      'calculator',
      '--game',
      'classic-lotto',
      '--amount',
      '5',
      '--frequency',
      '2',
      '--period',
      'weekly',
    ]);
    expect(small.stdout).not.toContain('enough for');
  });

  it('draws the same nickname and hobby for the same seed, and others for other seeds', async () => {
    const [a, b, c] = await Promise.all([
      terminal(['nickname', '--seed', '7']),
      terminal(['nickname', '--seed', '7']),
      terminal(['nickname', '--seed', '1']),
    ]);
    expect(a.code).toBe(0);
    expect(a.stdout).toMatch(/^Nickname: \S+ \S+\n$/);
    expect(b.stdout).toBe(a.stdout);
    expect(c.stdout).not.toBe(a.stdout); // verified: seed 1 gives another name
    const [h1, h2, h3] = await Promise.all([
      terminal(['hobby', '--seed', '7']),
      terminal(['hobby', '--seed', '7']),
      terminal(['hobby', '--seed', '1']),
    ]);
    expect(h1.stdout).toMatch(/^Hobby: .+\n$/);
    expect(h2.stdout).toBe(h1.stdout);
    expect(h3.stdout).not.toBe(h1.stdout);
    const answered = await terminal(['nickname', '--seed', '7', '--answers', '1,3,2']);
    expect(answered.code).toBe(0);
    expect(answered.stdout).toMatch(/^Nickname: \S+ \S+\n$/);
  });

  it('lists every command and its options in --help', async () => {
    const help = await terminal(['--help']);
    expect(help.code).toBe(0);
    for (const word of ['gambler-quiz', 'quiz-game', 'calculator', 'nickname', 'hobby']) {
      expect(help.stdout).toContain(word);
    }
    for (const option of [
      '--answers',
      '--questions',
      '--seed',
      '--game',
      '--amount',
      '--frequency',
      '--period',
    ]) {
      expect(help.stdout).toContain(option);
    }
  });

  it.each([
    [['bogus'], /unknown command "bogus"/],
    [['gambler-quiz', '--answers', '3,3,3'], /needs 9 answers/],
    [['gambler-quiz', '--answers', '3,3,3,3,3,3,3,3,4'], /answer 9 must be a whole number from 0 to 3/],
    [['gambler-quiz', '--answers'], /argument missing/],
    [
      ['calculator', '--game', 'lotto', '--amount', '10', '--frequency', '2', '--period', 'yearly'],
      /unknown --game "lotto"/,
    ],
    [
      ['calculator', '--game', 'powerball', '--amount', '5', '--frequency', '2', '--period', 'yearly'],
      /--amount for powerball/,
    ],
    [
      ['calculator', '--game', 'powerball', '--amount', '10', '--frequency', 'x', '--period', 'yearly'],
      /--frequency must be/,
    ],
    [
      ['calculator', '--game', 'powerball', '--amount', '10', '--frequency', '2', '--period', 'daily'],
      /unknown --period "daily"/,
    ],
    [['calculator', '--game', 'powerball'], /needs all of/],
    [['nickname', '--seed', '-1'], /--seed|argument/],
    [['hobby', '--answers', '0,0'], /needs 5 answers/],
    [['hobby', '--colour', 'red'], /Unknown option '--colour'/],
    [['quiz-game', '--questions', '/no/such/file.json'], /no such file/],
  ])('refuses %j with exit code 2', async (args, message) => {
    const { code, stdout, stderr } = await terminal(args);
    expect(code).toBe(2);
    expect(stderr).toMatch(message);
    expect(stderr).toContain('--help');
    expect(stdout).toBe('');
  });
});

describe('the installed copy', () => {
  it('is a real copy from the tarball, not the workspace link to engine/', () => {
    const manifest = JSON.parse(
      readFileSync(join(app, 'node_modules/@play-smart/engine/package.json'), 'utf8'),
    ) as { name: string };
    expect(manifest.name).toBe('@play-smart/engine');
  });

  it('is required: a copy of the app without node_modules refuses to run', async () => {
    cpSync(join(app, 'src'), join(scratch, 'src'), { recursive: true });
    const { code, stdout, stderr } = await terminal(['--help'], join(scratch, 'src/cli.js'));
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toContain('npm run terminal:install');
  });

  it('is required inside the repository too, where the workspace link would resolve', async () => {
    const copy = mkdtempSync(join(root, 'var/terminal-copy-'));
    try {
      cpSync(join(app, 'src'), join(copy, 'src'), { recursive: true });
      const { code, stderr } = await terminal(['--help'], join(copy, 'src/cli.js'));
      expect(code).toBe(2);
      expect(stderr).toContain('npm run terminal:install');
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });
});

describe('an interactive session through stdin', () => {
  it('plays a timed quiz game to its end: wrong answers cost time, then lives, then the game', async () => {
    // Four answers each, three of them wrong: three wrong answers use up a question's 6 s (2 s each) and
    // cost a life; three lives go in three questions.
    const questions = join(scratch, 'questions.json');
    const allQuestions = [1, 2, 3, 4, 5].map((n) => ({
      question: `Test question ${n}?`,
      answers: [
        { answerText: 'Wrong one', isCorrect: false },
        { answerText: 'Wrong two', isCorrect: false },
        { answerText: 'Wrong three', isCorrect: false },
        { answerText: 'Right', isCorrect: true },
      ],
    }));
    writeFileSync(questions, JSON.stringify({ allQuestions }));
    const tried = new Map<string, Set<string>>();
    const { code, stdout, stderr } = await session(
      ['quiz-game', '--questions', questions],
      (output, prompt) => {
        if (prompt.startsWith('Press Enter')) return '';
        const number = [...output.matchAll(/^Question (\d+) of 5/gm)].at(-1)?.[1] ?? '?';
        // The first question is left to run out: the real question timer counts down to a lost life.
        if (number === '1') return null;
        const screen = output.slice(output.lastIndexOf(`Question ${number} of 5`));
        const options = [...screen.matchAll(/^ {2}(\d)\) (.*)$/gm)];
        const used = tried.get(number) ?? new Set<string>();
        tried.set(number, used);
        const wrong = options.find(([, key, text]) => text?.startsWith('Wrong') && !used.has(key ?? ''));
        if (wrong?.[1] === undefined) return null;
        used.add(wrong[1]);
        return wrong[1];
      },
    );
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(stdout).toContain('5 questions.');
    expect(stdout).toMatch(/^Your answer \(1-4\), [56]\.\ds left:$/m);
    // The unanswered first question: its timer counted down, second by second, then cost a life. Which
    // game clock second each line shows depends on how late the real timers fire on a busy machine.
    for (const second of [5, 4, 3, 2, 1]) {
      expect(stdout).toMatch(
        new RegExp(`\\[${second}s left on this question \\| game clock [01]:\\d\\d \\|`),
      );
    }
    expect(stdout).toContain('Time is up: you lose a life. The answer was: Right');
    expect(stdout).toMatch(/Wrong: 2 seconds off\. \d(\.\d)? seconds left\./);
    expect(stdout.match(/you lose a life/g)).toHaveLength(3);
    expect(stdout).toContain('Game over.');
    expect(stdout).toContain('Score: 0');
    expect(stdout).toContain('You answered 0 of 5 questions correctly.');
  });

  it('loads the site question file by default, through the HTTP port', async () => {
    const site = JSON.parse(readFileSync(join(root, 'site/content/quiz-questions.json'), 'utf8')) as {
      allQuestions: unknown[];
    };
    const { code, stdout } = await session(['quiz-game'], () => 'q');
    expect(code).toBe(0);
    expect(stdout).toContain(`${site.allQuestions.length} questions.`);
  });

  it('plays the gambler quiz from the menu, through its fades', async () => {
    let menu = 0;
    const { code, stdout } = await session([], (_output, prompt) => {
      if (prompt.startsWith('Choose')) return menu++ === 0 ? '1' : 'q';
      return '2';
    });
    expect(code).toBe(0);
    expect(stdout).toContain('Question 9 of 9');
    expect(stdout).toContain('Score: 18 of 27');
    expect(stdout).toContain('Level: high risk');
  });
});

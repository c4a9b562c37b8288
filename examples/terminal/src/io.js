// @ts-check
// Terminal input and output: one readline interface, a queue of typed lines, and printing that keeps a
// prompt intact on a real terminal while timers print status lines.
import { clearLine, cursorTo } from 'node:readline';
import { createInterface } from 'node:readline/promises';

/** A bad command line: printed on stderr with a hint, exit code 2. */
export class UsageError extends Error {}

/** Writes one line on stdout. @param {string} [text] */
export function say(text = '') {
  process.stdout.write(`${text}\n`);
}

/**
 * The player's keyboard (or a pipe): lines arrive in a queue, so lines typed or piped ahead of a prompt are
 * not lost, and a timed game can stop waiting when it ends.
 */
export class Terminal {
  constructor() {
    this.rl = createInterface({
      input: process.stdin,
      output: process.stdout,
      terminal: process.stdin.isTTY,
    });
    /** @type {string[]} */
    this.lines = [];
    /** @type {((line: string | null) => void)[]} */
    this.waiters = [];
    this.closed = false;
    /** Whether a prompt is on screen, waiting for a line. */
    this.prompting = false;
    this.tty = Boolean(process.stdout.isTTY && process.stdin.isTTY);
    this.rl.on('line', (line) => {
      this.prompting = false;
      const waiter = this.waiters.shift();
      if (waiter) waiter(line);
      else this.lines.push(line);
    });
    this.rl.on('close', () => {
      this.closed = true;
      for (const waiter of this.waiters.splice(0)) waiter(null);
    });
    this.rl.on('SIGINT', () => {
      say('\nBye.');
      process.exit(130);
    });
  }

  /**
   * The next line, or null once the input has ended or `signal` aborts.
   *
   * @param {AbortSignal} [signal]
   * @returns {Promise<string | null>}
   */
  next(signal) {
    const queued = this.lines.shift();
    if (queued !== undefined) return Promise.resolve(queued);
    if (this.closed || signal?.aborted) return Promise.resolve(null);
    return new Promise((resolve) => {
      /** @param {string | null} line */
      const waiter = (line) => {
        signal?.removeEventListener('abort', abort);
        resolve(line);
      };
      const abort = () => {
        this.waiters = this.waiters.filter((w) => w !== waiter);
        this.prompting = false;
        resolve(null);
      };
      signal?.addEventListener('abort', abort, { once: true });
      this.waiters.push(waiter);
    });
  }

  /**
   * Shows a prompt and waits for a line.
   *
   * @param {string} prompt
   * @param {AbortSignal} [signal]
   * @returns {Promise<string | null>} the line, trimmed; null when the input ended
   */
  async ask(prompt, signal) {
    this.rl.setPrompt(prompt);
    this.prompting = true;
    if (this.tty) this.rl.prompt();
    else process.stdout.write(`${prompt}\n`);
    const line = await this.next(signal);
    return line === null ? null : line.trim();
  }

  /**
   * Prints a line without breaking a prompt the player is typing at (on a real terminal the prompt and
   * what was typed so far are drawn again below it).
   *
   * @param {string} text
   */
  print(text) {
    if (this.tty && this.prompting) {
      clearLine(process.stdout, 0);
      cursorTo(process.stdout, 0);
      process.stdout.write(`${text}\n`);
      this.rl.prompt(true);
    } else {
      say(text);
    }
  }

  close() {
    this.rl.close();
  }
}

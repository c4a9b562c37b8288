import { beforeDeadline, DeadlineError } from './deadline';

/**
 * Runs async jobs one at a time, in call order. PGlite is a single connection: a transaction must not
 * interleave with other statements, so every statement and transaction goes through one queue.
 */
export class SerialQueue {
  #tail: Promise<unknown> = Promise.resolve();

  /**
   * Runs `job` after every job queued before it has settled; resolves or rejects as `job` does. With
   * `deadlineAt`, a caller still waiting for its turn then is answered with a DeadlineError and its job
   * is skipped when the turn comes. A job already running is left to finish (PGlite cannot be stopped
   * mid-statement, and the next job must not start before it ends): it checks its deadline between its
   * statements itself.
   */
  run<T>(job: () => Promise<T>, deadlineAt?: number): Promise<T> {
    const previous = this.#tail;
    let abandoned = false;
    const result = previous.then(() => {
      if (abandoned) throw new DeadlineError('waiting for the embedded database');
      return job();
    });
    this.#tail = result.catch(() => undefined);
    if (deadlineAt === undefined) return result;
    let started = false;
    const turn = previous.then(() => {
      started = true;
    });
    return beforeDeadline(turn, deadlineAt, 'waiting for the embedded database').then(
      () => result,
      (error: unknown) => {
        if (started) return result;
        abandoned = true;
        result.catch(() => undefined);
        throw error;
      },
    );
  }
}

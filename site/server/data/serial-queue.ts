/**
 * Runs async jobs one at a time, in call order. PGlite is a single connection: a transaction must not
 * interleave with other statements, so every statement and transaction goes through one queue.
 */
export class SerialQueue {
  #tail: Promise<unknown> = Promise.resolve();

  /** Runs `job` after every job queued before it has settled; resolves or rejects as `job` does. */
  run<T>(job: () => Promise<T>): Promise<T> {
    const result = this.#tail.then(job);
    this.#tail = result.catch(() => undefined);
    return result;
  }
}

/** Something the server opened and must close before it exits. */
interface Resource {
  readonly name: string;
  readonly close: () => Promise<void> | void;
}

/** Thrown by {@link OpenResources.closeAll} when some resources failed to close; names them. */
export class CloseError extends Error {
  override name = 'CloseError';
  constructor(readonly failures: readonly { readonly name: string; readonly error: unknown }[]) {
    super(`Could not close: ${failures.map((f) => f.name).join(', ')}.`);
  }
}

/**
 * What the server has opened (database, mailer, admin socket, HTTP server), closed by ONE call in the
 * reverse order of opening: the HTTP server stops taking requests and finishes those in flight before the
 * database under it goes away. Start-up failures, listen failures and signals all end here, so no path
 * can forget a resource or close them in the wrong order.
 *
 * @example
 * ```ts
 * const open = new OpenResources();
 * const db = await openDatabase(options);
 * open.add('database', () => db.close());
 * // ... on SIGTERM, or when start-up fails:
 * await open.closeAll();
 * ```
 */
export class OpenResources {
  readonly #resources: Resource[] = [];
  #closing: Promise<void> | undefined;

  /** Registers a resource just opened; it will be closed before everything registered earlier. */
  add(name: string, close: () => Promise<void> | void): void {
    if (this.#closing !== undefined) throw new Error(`${name} was opened while the server was closing.`);
    this.#resources.push({ name, close });
  }

  /**
   * Closes every registered resource, last opened first. A failure does not stop the rest from closing
   * (a database must still release its lock when the mailer fails to close); they are reported together
   * at the end. Calling it again returns the same promise.
   *
   * @throws CloseError naming each resource that failed to close
   */
  closeAll(): Promise<void> {
    this.#closing ??= (async () => {
      const failures: { name: string; error: unknown }[] = [];
      for (const resource of [...this.#resources].reverse()) {
        try {
          await resource.close();
        } catch (error) {
          failures.push({ name: resource.name, error });
        }
      }
      if (failures.length > 0) throw new CloseError(failures);
    })();
    return this.#closing;
  }
}

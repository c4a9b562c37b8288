import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';

type Bindings = Parameters<FastifyBaseLogger['child']>[0];
type ChildLoggerOptions = Parameters<FastifyBaseLogger['child']>[1];
/** Fastify's factory of request loggers (its type is not exported by name). */
export type ChildLoggerFactory = NonNullable<FastifyServerOptions['childLoggerFactory']>;

/** The methods that write a line, one per pino level. */
const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace'] as const;
type Level = (typeof LEVELS)[number];

/** The slice of pino a lazy child needs from its parent (Fastify's base logger plus what pino adds). */
interface ParentLogger extends FastifyBaseLogger {
  isLevelEnabled(level: string): boolean;
  bindings(): Bindings;
}

const BINDINGS = Symbol('bindings');
const REAL = Symbol('real child');

interface LazyChild {
  readonly [BINDINGS]: Bindings;
  [REAL]?: FastifyBaseLogger;
}

/**
 * Builds the prototype of every lazy child of one parent: it inherits everything else from the parent
 * (level, isLevelEnabled, flush...), and its methods that write or derive make the real pino child first.
 */
function lazyPrototype(parent: ParentLogger): object {
  const real = (lazy: LazyChild): FastifyBaseLogger => (lazy[REAL] ??= parent.child(lazy[BINDINGS]));
  const prototype = Object.create(parent) as Record<string, unknown>;
  for (const level of LEVELS) {
    prototype[level] = function (this: LazyChild, ...args: Parameters<FastifyBaseLogger[Level]>): void {
      // A line below the level is dropped without making the child, as the parent's no-op would.
      const target = this[REAL] ?? (parent.isLevelEnabled(level) ? real(this) : undefined);
      target?.[level](...args);
    };
  }
  prototype.child = function (this: LazyChild, bindings: Bindings, options?: ChildLoggerOptions) {
    return real(this).child(bindings, options);
  };
  prototype.bindings = function (this: LazyChild): Bindings {
    return (real(this) as ParentLogger).bindings();
  };
  Object.defineProperty(prototype, 'level', {
    get(this: LazyChild): string {
      return (this[REAL] ?? parent).level;
    },
    set(this: LazyChild, level: string) {
      real(this).level = level;
    },
  });
  return prototype;
}

/**
 * Fastify's `childLoggerFactory` that gives each request a logger made only when the request logs
 * something. Fastify makes a pino child per request for its `reqId`; with the redaction paths of
 * logger.ts that costs a run of the redactor over the bindings, a few microseconds on every request
 * although at `warn` almost none logs a line. A lazy child writes exactly the lines the pino child would
 * (it is that child, made on the first line); a route with its own log level or serializers gets a
 * pino child at once.
 */
export function lazyChildLoggerFactory(): ChildLoggerFactory {
  const prototypes = new WeakMap<FastifyBaseLogger, object>();
  return function childLogger(logger, bindings, options) {
    if (Object.keys(options).length > 0) return logger.child(bindings, options);
    let prototype = prototypes.get(logger);
    if (prototype === undefined) {
      prototype = lazyPrototype(logger as ParentLogger);
      prototypes.set(logger, prototype);
    }
    const lazy = Object.create(prototype) as LazyChild & FastifyBaseLogger;
    (lazy as { [BINDINGS]: Bindings })[BINDINGS] = bindings;
    return lazy;
  };
}

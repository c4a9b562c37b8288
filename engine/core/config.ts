/**
 * One rule a configuration field must meet, with the words that complete "`field` must be ..." in the
 * error a host sees when it breaks the rule.
 *
 * @typeParam V - the field's type
 * @typeParam C - the whole configuration, for a rule that depends on another field
 *
 * @public
 */
export interface ConfigRule<V, C = unknown> {
  /** What a valid value is, e.g. 'a finite number of at least 0'. */
  readonly must: string;
  /** Whether the value is valid; `config` is the whole resolved configuration. */
  readonly test: (value: V, config: C) => boolean;
  /**
   * For a value with parts (a list of questions): what is wrong, one message per problem, each starting
   * with its place (`questions[2].answers: exactly one answer must be correct, found 2`). Without it, a
   * broken rule reads `<field> must be <must>, got <value>`.
   */
  readonly explain?: (value: V, config: C) => readonly string[];
}

/**
 * One problem of a configuration, from {@link validateConfig}.
 *
 * @public
 */
export interface ConfigProblem {
  /** The configuration field. */
  readonly field: string;
  /** The place and the rule: `livesToStart must be an integer from 1 to 3, got 5`, `questions[2].answers: ...`. */
  readonly message: string;
}

/**
 * The rules of a configuration, by field. They are checked in the order they are listed, so a rule that
 * reads another field (the quiz's times read the timing scale) is listed after that field's own rule.
 *
 * @typeParam C - the configuration
 *
 * @public
 */
export type ConfigRules<C> = { readonly [K in keyof C]?: ConfigRule<C[K], C> };

/** A value as an error message shows it: strings quoted, so an empty string is visible. */
function shown(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(shown).join(', ')}]`;
  return String(value);
}

/**
 * Fills a host's partial configuration in from the module's defaults and checks it. A field the host
 * leaves out or gives as `undefined` takes its default; fields the defaults do not have are dropped, so
 * the state never carries a host's stray keys. Every module's `init` resolves its configuration here.
 *
 * @typeParam C - the configuration
 * @param defaults - the module's complete default configuration
 * @param partial - what the host gave
 * @param rules - what each field must be, checked in order on the resolved configuration
 * @returns the complete configuration
 * @throws RangeError naming the first field that breaks its rule, what it must be and what it got (all of
 *   them: {@link validateConfig})
 * @example
 * ```ts
 * import { finiteAtLeast, resolveConfig } from '@play-smart/engine/core';
 * resolveConfig({ fadeMs: 350 }, {}, { fadeMs: finiteAtLeast(0) });              // { fadeMs: 350 }
 * resolveConfig({ fadeMs: 350 }, { fadeMs: -1 }, { fadeMs: finiteAtLeast(0) });
 * // RangeError: fadeMs must be a finite number of at least 0, got -1
 * ```
 *
 * @public
 */
export function resolveConfig<C extends object>(defaults: C, partial: Partial<C>, rules: ConfigRules<C>): C {
  const { config, problems } = check(defaults, partial, rules);
  const [first] = problems;
  // The first problem only: a field others depend on (the timing scale) is named, not its dependants.
  if (first !== undefined) throw new RangeError(first.message);
  return config;
}

/**
 * Every problem of a host's partial configuration, as data: what {@link resolveConfig} would throw for,
 * and the problems after the first as well. Each module's `validate<Module>Config` calls it with the
 * module's defaults and rules.
 *
 * @typeParam C - the configuration
 * @param defaults - the module's complete default configuration
 * @param partial - what the host gave
 * @param rules - what each field must be
 * @returns the problems in rule order; empty when `resolveConfig` would accept the configuration
 * @example
 * ```ts
 * import { finiteAtLeast, validateConfig } from '@play-smart/engine/core';
 * const problems = validateConfig({ fadeMs: 350 }, { fadeMs: -1 }, { fadeMs: finiteAtLeast(0) });
 * console.log(problems); // [{ field: 'fadeMs', message: 'fadeMs must be a finite number of at least 0, got -1' }]
 * ```
 *
 * @public
 */
export function validateConfig<C extends object>(
  defaults: C,
  partial: Partial<C>,
  rules: ConfigRules<C>,
): readonly ConfigProblem[] {
  return check(defaults, partial, rules).problems;
}

function check<C extends object>(
  defaults: C,
  partial: Partial<C>,
  rules: ConfigRules<C>,
): { config: C; problems: ConfigProblem[] } {
  const full: Record<string, unknown> = { ...(defaults as Record<string, unknown>) };
  const given = partial as Record<string, unknown>;
  for (const key of Object.keys(defaults)) {
    // `??`-like on purpose: an explicit `undefined` from a host means "the default", not a broken value.
    if (given[key] !== undefined) full[key] = given[key];
  }
  const config = full as C;
  const checks = rules as Readonly<Record<string, ConfigRule<unknown, C> | undefined>>;
  const problems: ConfigProblem[] = [];
  for (const [field, rule] of Object.entries(checks)) {
    if (rule === undefined || passes(rule, full[field], config)) continue;
    const explained = rule.explain?.(full[field], config) ?? [];
    const messages =
      explained.length > 0 ? explained : [`${field} must be ${rule.must}, got ${shown(full[field])}`];
    problems.push(...messages.map((message) => ({ field, message })));
  }
  return { config, problems };
}

/** A rule's test; one that throws on a value of the wrong type (a string where a list belongs) fails. */
function passes<C>(rule: ConfigRule<unknown, C>, value: unknown, config: C): boolean {
  try {
    return rule.test(value, config);
  } catch {
    return false;
  }
}

/**
 * A rule for a finite number no smaller than `min` (a duration in ms, for instance).
 *
 * @param min - the smallest valid value
 * @returns the rule
 *
 * @public
 */
export function finiteAtLeast(min: number): ConfigRule<number> {
  return { must: `a finite number of at least ${min}`, test: (v) => Number.isFinite(v) && v >= min };
}

/**
 * A rule for a finite number larger than `min` (an interval that must not be zero, for instance).
 *
 * @param min - the largest invalid value
 * @returns the rule
 *
 * @public
 */
export function finiteAbove(min: number): ConfigRule<number> {
  return { must: `a finite number above ${min}`, test: (v) => Number.isFinite(v) && v > min };
}

/**
 * A rule for a whole number from `min` to `max`.
 *
 * @param min - the smallest valid value
 * @param max - the largest valid value; Infinity for no upper bound
 * @returns the rule
 *
 * @public
 */
export function integerBetween(min: number, max: number): ConfigRule<number> {
  const must =
    max === Number.POSITIVE_INFINITY ? `an integer of at least ${min}` : `an integer from ${min} to ${max}`;
  return { must, test: (v) => Number.isInteger(v) && v >= min && v <= max };
}

/**
 * A rule for one of a fixed set of values.
 *
 * @param values - the valid values
 * @returns the rule
 *
 * @public
 */
export function oneOf<T>(values: readonly T[]): ConfigRule<T> {
  return { must: `one of ${values.map(shown).join(', ')}`, test: (v) => values.includes(v) };
}

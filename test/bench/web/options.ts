/** The command line of `npm run bench:web` (see USAGE). */
import { parseArgs } from 'node:util';

export const USAGE = `npm run bench:web -- [options]

  --routes /,/games/gambler-quiz   only these paths (default: every APP_PATHS entry and 404)
                                   "404" stands for the not-found page; env BENCH_WEB_ROUTES too
  --runs N                         Lighthouse runs per page, median reported (default 5);
                                   env BENCH_WEB_RUNS too (CI smoke: BENCH_WEB_ROUTES=/ BENCH_WEB_RUNS=1)
  --quick                          skip Lighthouse (bytes and throughput only, about a minute)
  --skip-build                     use the existing dist/ instead of running npm run build
  --load-seconds N                 autocannon seconds per server and path (default 10)
  --help`;

/** Parsed options. */
export interface BenchOptions {
  readonly routes: readonly string[] | null;
  readonly runs: number;
  readonly quick: boolean;
  readonly skipBuild: boolean;
  readonly loadSeconds: number;
  readonly help: boolean;
}

function positiveInt(text: string | undefined, fallback: number, name: string): number {
  if (text === undefined) return fallback;
  const n = Number(text);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a positive integer, got "${text}"`);
  return n;
}

/**
 * Parses argv (without node and the script) and the environment (BENCH_WEB_ROUTES, BENCH_WEB_RUNS, used
 * when the flag is absent); throws with a message on a bad option.
 */
export function parseOptions(
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>> = process.env,
): BenchOptions {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      routes: { type: 'string' },
      runs: { type: 'string' },
      quick: { type: 'boolean', default: false },
      'skip-build': { type: 'boolean', default: false },
      'load-seconds': { type: 'string' },
      help: { type: 'boolean', default: false },
    },
    strict: true,
    allowPositionals: false,
  });
  const routes =
    (values.routes ?? (env.BENCH_WEB_ROUTES || undefined))
      ?.split(',')
      .map((r) => r.trim())
      .filter((r) => r !== '') ?? null;
  const bad = routes?.find((r) => r !== '404' && !r.startsWith('/'));
  if (bad !== undefined) throw new Error(`--routes takes paths starting with "/" (or 404), got "${bad}"`);
  return {
    routes,
    runs: positiveInt(values.runs ?? (env.BENCH_WEB_RUNS || undefined), 5, '--runs'),
    quick: values.quick,
    skipBuild: values['skip-build'],
    loadSeconds: positiveInt(values['load-seconds'], 10, '--load-seconds'),
    help: values.help,
  };
}

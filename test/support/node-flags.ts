/**
 * V8 flags for the Node processes the tests run: vitest's workers and the servers, staff CLIs and crash
 * writers they start. Never for the benches or for `npm start`: production keeps V8's defaults.
 *
 * `--liftoff-only`: PGlite is PostgreSQL compiled to a 10 MB WebAssembly module, and every process that
 * opens one compiles it twice by default: at once with V8's baseline compiler (Liftoff), then its busy
 * functions again with the optimising one (TurboFan) on background threads. A test's process lives for
 * seconds, so the second compile never pays for itself and only takes a core from the tests beside it.
 * Opening a migrated PGlite and running 200 queries in a fresh process took 3.2 CPU-s by default and 1.5
 * with the flag; the server tests (TEST_FULL, PostgreSQL too) took 512 CPU-s and 298 s by default and 401
 * CPU-s and 250 s with it, all 722 passing, one after the other on a quiet 2-core machine (2026-11-28);
 * four of those files, twice each way in turn, 128 and 216 CPU-s by default against 108 and 189 with it
 * (this machine's own speed moved that much between the pairs).
 * Adding `--no-opt` (no TurboFan for JavaScript either) saved nothing more (409 CPU-s). It changes how fast
 * the WebAssembly runs, never what it does.
 */
export const TEST_NODE_FLAGS: readonly string[] = ['--liftoff-only'];

/**
 * The child process of the PGlite crash test (test/server/data-pglite.test.ts): opens the database in
 * the given directory and registers people (and adds a score after each) until it is killed, writing
 * each acknowledged registration id to stdout as soon as its commit resolves.
 *
 * Usage: tsx test/support/crash-writer.ts <dataDir> <round> [initialStock]
 */
import { writeSync } from 'node:fs';
import { createRepository, openDatabase } from '../../site/server/data';
import { DEFAULT_DATABASE_DEADLINE_MS } from '../../site/server/data/deadline';
import { personNumber } from './registration-records';
import { timeBudget } from './time-budget';

const [dataDir, roundText, initialStock] = process.argv.slice(2);
if (dataDir === undefined || roundText === undefined) {
  process.stderr.write('Usage: tsx test/support/crash-writer.ts <dataDir> <round> [initialStock]\n');
  process.exit(2);
}
const round = Number(roundText);
// The database's deadline is a hang guard here, not what the test is about: on two cores shared with a build
// and browsers, a batch once waited past the default 5 s and the writer died before acknowledging anything.
const db = await openDatabase({
  dataDir,
  vacuumIntervalMs: 0,
  deadlineMs: timeBudget(DEFAULT_DATABASE_DEADLINE_MS),
  notify: () => undefined,
});
const repository = createRepository(db);
if (initialStock !== undefined) await repository.setStock(Number(initialStock));
// Synchronous writes: a line is out of this process before the next transaction starts.
writeSync(1, 'ready\n');
for (let i = 0; ; i++) {
  const outcome = await repository.register(personNumber(round * 1_000_000 + i));
  if (!outcome.ok) throw new Error(`registration refused: ${outcome.reason}`);
  writeSync(1, `registered ${outcome.id}\n`);
  await repository.addScore(i + 1);
  writeSync(1, 'scored\n');
}

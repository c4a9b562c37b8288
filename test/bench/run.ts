// `npm run bench`: runs every benchmark script in this folder and prints their figures;
// `npm run bench launch-day` runs only those whose file name contains "launch-day" (1,000 sign-ups at
// once against a stock of 500, on PGlite and, with TEST_DATABASE_URL set, on PostgreSQL).
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const dir = import.meta.dirname;
const only = process.argv[2];
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => only === undefined || f.includes(only))
  .sort();

for (const file of files) {
  console.log(`\n## ${file}\n`);
  const mod = (await import(pathToFileURL(join(dir, file)).href)) as { run?: () => Promise<void> | void };
  if (typeof mod.run !== 'function') throw new Error(`${file} exports no run()`);
  await mod.run();
}

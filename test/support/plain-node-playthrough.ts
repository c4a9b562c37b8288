// Run with plain Node (`node --import tsx test/support/plain-node-playthrough.ts`): no DOM, no React, no
// test framework. Plays every engine module through engine/index.ts and prints one JSON line per module.
import { isPlainData } from './plain-data';
import { play, SCENARIOS } from './scenarios';

const host = {
  window: typeof (globalThis as Record<string, unknown>).window,
  document: typeof (globalThis as Record<string, unknown>).document,
};
const results = SCENARIOS.map((s) => {
  const { steps, final, effects } = play(s);
  return {
    name: s.name,
    steps: steps.length,
    ended: s.ended(final, effects),
    serializable: isPlainData(final),
  };
});
process.stdout.write(`${JSON.stringify({ host, results })}\n`);

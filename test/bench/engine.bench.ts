// The median cost of one `step` for each engine module, over every step of its scripted visit.
import { play, SCENARIOS } from '../support/scenarios';

const ROUNDS = 200;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

export function run(): void {
  const rows = SCENARIOS.map((s) => {
    const { steps } = play(s);
    // Warm up so the JIT has compiled the reducer before timing.
    for (let i = 0; i < 20; i++) for (const { state, event } of steps) s.module.step(state, event);
    const samples: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const start = process.hrtime.bigint();
      for (const { state, event } of steps) s.module.step(state, event);
      samples.push(Number(process.hrtime.bigint() - start) / steps.length);
    }
    return { module: s.name, steps: steps.length, 'median ns/step': Math.round(median(samples)) };
  });
  console.table(rows);
}

if (import.meta.url === `file://${process.argv[1] ?? ''}`) run();

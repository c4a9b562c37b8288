import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SCENARIOS } from '../support/scenarios';
import { timeBudget } from '../support/time-budget';

const root = join(import.meta.dirname, '../..');

describe('the engine outside React', () => {
  it(
    'plays every module from init to its end in plain Node, through engine/index.ts only',
    () => {
      const out = execFileSync(
        process.execPath,
        ['--import', 'tsx', 'test/support/plain-node-playthrough.ts'],
        {
          cwd: root,
          encoding: 'utf8',
        },
      );
      const { host, results } = JSON.parse(out) as {
        host: { window: string; document: string };
        results: { name: string; steps: number; ended: boolean; serializable: boolean }[];
      };
      expect(host).toEqual({ window: 'undefined', document: 'undefined' });
      expect(results.map((r) => r.name)).toEqual(SCENARIOS.map((s) => s.name));
      for (const r of results) {
        expect(r, r.name).toMatchObject({ ended: true, serializable: true });
        expect(r.steps, r.name).toBeGreaterThan(3);
      }
    },
    timeBudget(60_000),
  );
});

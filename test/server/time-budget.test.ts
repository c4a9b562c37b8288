import { spawn } from 'node:child_process';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenOutput } from '../support/server-process';
import { pollUntil, timeBudget, timeScale } from '../support/time-budget';

/** The helpers that keep the tests' waits independent of how busy the machine is. */

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('timeScale and timeBudget', () => {
  it('take the busiest of the load averages per core, never less than idle', () => {
    expect(timeScale({}, [12, 8, 4], 2)).toBe(6);
    expect(timeScale({}, [1, 3, 2], 2)).toBe(1.5);
    expect(timeScale({}, [0.5, 0.2, 0.1], 2)).toBe(1);
    expect(timeBudget(1000, {})).toBeGreaterThanOrEqual(1000);
  });

  it('take TEST_TIME_SCALE over the load, and refuse one below 1 or not a number', () => {
    expect(timeScale({ TEST_TIME_SCALE: '3' }, [40, 40, 40], 2)).toBe(3);
    expect(timeBudget(1000, { TEST_TIME_SCALE: '2.5' })).toBe(2500);
    for (const bad of ['0.5', '0', 'fast', '-2', 'Infinity']) {
      expect(() => timeScale({ TEST_TIME_SCALE: bad })).toThrow(/TEST_TIME_SCALE must be a number >= 1/);
    }
  });
});

describe('pollUntil', () => {
  it('resolves once the condition holds, sync or async', async () => {
    let looks = 0;
    await pollUntil(() => ++looks === 3, 'the third look', 5000);
    expect(looks).toBe(3);
    await pollUntil(() => Promise.resolve(true), 'at once', 5000);
  });

  it('gives up after the budget, naming what it waited for', async () => {
    vi.stubEnv('TEST_TIME_SCALE', '1');
    await expect(pollUntil(() => false, 'the never-true thing', 50)).rejects.toThrow(
      'the never-true thing: not within 50 ms',
    );
  });
});

describe('whenOutput', () => {
  it('resolves when the output shows what is waited for, or when the process exits first', async () => {
    const child = spawn(process.execPath, ['-e', "console.log('ready'); setTimeout(() => {}, 60000)"]);
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await whenOutput(child, () => output.includes('ready'));
    expect(child.exitCode).toBeNull();
    child.kill('SIGKILL');

    const quiet = spawn(process.execPath, ['-e', '0']);
    await whenOutput(quiet, () => false);
    expect(quiet.exitCode).toBe(0);
  });
});

import { loadavg } from 'node:os';

/** The machine's 1, 5 and 15 minute load averages, for a bench to print beside its figures. */
export function loadAverage(): string {
  return loadavg()
    .map((l) => l.toFixed(2))
    .join(', ');
}

import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../site/server/config';
import { DEFAULT_DATABASE_DEADLINE_MS } from '../../site/server/data/deadline';
import { DEFAULT_MAX_WAITING } from '../../site/server/data/health';

describe('DATABASE_DEADLINE_MS and DATABASE_MAX_WAITING (site/server/config.ts)', () => {
  it('default to a 5 s deadline and 100 waiting calls', () => {
    const config = loadConfig({});
    expect(config.databaseDeadlineMs).toBe(DEFAULT_DATABASE_DEADLINE_MS);
    expect(DEFAULT_DATABASE_DEADLINE_MS).toBe(5000);
    expect(config.databaseMaxWaiting).toBe(DEFAULT_MAX_WAITING);
  });

  it('take whole numbers in range and refuse anything else, naming the variable', () => {
    const config = loadConfig({ DATABASE_DEADLINE_MS: '2000', DATABASE_MAX_WAITING: '20' });
    expect(config.databaseDeadlineMs).toBe(2000);
    expect(config.databaseMaxWaiting).toBe(20);
    for (const value of ['0', '99', '60001', '2.5', '5s', '-1']) {
      expect(() => loadConfig({ DATABASE_DEADLINE_MS: value })).toThrow(ConfigError);
      expect(() => loadConfig({ DATABASE_DEADLINE_MS: value })).toThrow(/DATABASE_DEADLINE_MS/);
    }
    expect(() => loadConfig({ DATABASE_MAX_WAITING: '0' })).toThrow(/DATABASE_MAX_WAITING/);
  });
});

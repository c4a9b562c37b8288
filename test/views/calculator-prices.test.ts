import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CALCULATOR_TIER_COSTS, CALCULATOR_TIERS } from '@play-smart/engine';
import { CALCULATOR_PICTURE_DIR } from '../../views/calculator';
import { CALCULATOR_PRICES } from '../../site/content/calculator-prices';

const root = join(import.meta.dirname, '../..');

/** A YYYY-MM-DD or YYYY-MM date that names a real day or month, as a time in ms (NaN if it names none). */
function timeOf(asOf: string): number {
  const match = /^(\d{4})-(\d{2})(?:-(\d{2}))?$/.exec(asOf);
  if (match === null) return Number.NaN;
  const [, y, m, d = '01'] = match;
  const time = Date.UTC(Number(y), Number(m) - 1, Number(d));
  // Date.UTC rolls 2025-02-30 over into March: a date that does not round-trip names no day.
  return new Date(time).toISOString().startsWith(`${y}-${m}-${d}`) ? time : Number.NaN;
}

const verified = timeOf(CALCULATOR_PRICES.lastVerified);

describe('the calculator price facts', () => {
  it('were last verified on a real day, given as YYYY-MM-DD', () => {
    expect(CALCULATOR_PRICES.lastVerified).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(verified).not.toBeNaN();
  });

  it("name only the engine's tier costs, each once, in ascending order", () => {
    const tiers = CALCULATOR_PRICES.tiers.map((t) => t.tier);
    expect(tiers.every((t) => (CALCULATOR_TIER_COSTS as readonly number[]).includes(t))).toBe(true);
    expect(new Set(tiers).size).toBe(tiers.length);
    expect(tiers).toEqual([...tiers].sort((a, b) => a - b));
  });

  it.each([...CALCULATOR_TIER_COSTS])(
    'tier $%d: an item that costs no more than the tier, with a cited and dated price',
    (cost) => {
      const fact = CALCULATOR_PRICES.tiers.find((t) => t.tier === cost);
      expect(fact, `no item for the $${cost} tier`).toBeDefined();
      if (fact === undefined) return;
      // 'That money is enough for' must hold for any spend that reaches the tier.
      expect(fact.price).toBeGreaterThanOrEqual(0);
      expect(fact.price).toBeLessThanOrEqual(cost);
      // Whole cents: a price is money, not a rounding leftover.
      expect(Math.round(fact.price * 100)).toBeCloseTo(fact.price * 100, 6);
      expect(fact.item.en.trim()).not.toBe('');
      expect(fact.item.es.trim()).not.toBe('');
      expect(fact.item.es).not.toBe(fact.item.en);
      expect(fact.alt.en.trim()).not.toBe('');
      expect(fact.alt.es.trim()).not.toBe('');
      expect(fact.source.name.en.trim()).not.toBe('');
      expect(fact.source.name.es.trim()).not.toBe('');
      const url = new URL(fact.source.url);
      expect(url.protocol).toBe('https:');
      expect(url.hostname).toContain('.');
      // The date the price is for: a real day or month, and not after the facts were checked.
      const time = timeOf(fact.asOf);
      expect(time, fact.asOf).not.toBeNaN();
      expect(time).toBeLessThanOrEqual(verified);
      const picture = join(root, 'site/public', CALCULATOR_PICTURE_DIR, `${fact.picture}.svg`);
      // The engine's key for the tier names this item.
      expect(fact.key).toBe(CALCULATOR_TIERS.find((tier) => tier.cost === cost)?.key);
      expect(existsSync(picture), picture).toBe(true);
    },
  );

  it('the date check refuses what is not a date', () => {
    expect(timeOf('2025-09')).toBe(Date.UTC(2025, 8, 1));
    expect(timeOf('2025-10-27')).toBe(Date.UTC(2025, 9, 27));
    for (const bad of ['2025-13', '2025-02-30', 'September 2025', '2025-9-1', '']) {
      expect(timeOf(bad), bad).toBeNaN();
    }
  });

  it("are the terminal front-end's examples too: its copy is the same file", () => {
    const site = readFileSync(join(root, 'site/content/calculator-prices.json'), 'utf8');
    const terminal = readFileSync(join(root, 'examples/terminal/src/calculator-prices.json'), 'utf8');
    expect(JSON.parse(terminal)).toEqual(JSON.parse(site));
  });
});

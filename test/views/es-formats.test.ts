import { describe, expect, it } from 'vitest';
import { eitherOf } from '../../site/content/es/grammar/either-of';
import { formatScore } from '../../site/content/es/scroll-game';

describe("the Spanish help page's 'a, b o c'", () => {
  it.each([
    [['1 año']],
    [['1 año', '5 años']],
    [['1 año', '5 años', 'de por vida']],
    [['un año', 'ocho años']],
    [['dos', 'once']],
    [['dos', '8 años']],
    [['dos', 'horas']],
    [['dos', '110 días']],
    [['dos', 'otros']],
  ])('writes %j as Intl.ListFormat does', (items) => {
    expect(eitherOf(items)).toBe(new Intl.ListFormat('es-US', { type: 'disjunction' }).format(items));
  });
});

describe('a Spanish score', () => {
  it.each([0, 7, 999, 999.9, 1000, 12_345, 1_234_567.8, 1_000_000_000])(
    '%d as Intl.NumberFormat writes it',
    (n) => {
      expect(formatScore(n)).toBe(
        new Intl.NumberFormat('es-US', { maximumFractionDigits: 0 }).format(Math.trunc(n)),
      );
    },
  );
});

// Spanish grammar the English words do without; kept apart so the help page's words have the English
// module's shape.

/**
 * 'a, b o c', with Spanish's 'u' before a word that starts with an o sound ('ocho', 'once', 'hora'), as
 * Intl.ListFormat's es-US disjunction writes it, without building one: making the formatter took 20 ms and
 * more of a phone's main thread in the middle of hydration (docs/performance.md, "Work on the main thread").
 */
export function eitherOf(items: readonly string[]): string {
  const last = items.at(-1);
  if (last === undefined || items.length === 1) return last ?? '';
  const or = /^(h?o|8|11(?!\d))/i.test(last) ? 'u' : 'o';
  return `${items.slice(0, -1).join(', ')} ${or} ${last}`;
}

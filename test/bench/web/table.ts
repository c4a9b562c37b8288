/**
 * A markdown table padded to line up in a terminal: paste it into an issue as is, or read it in place.
 * The first column is left-aligned (names), the others right-aligned (figures).
 */
export function table(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: readonly string[]): string =>
    `| ${widths.map((w, i) => (i === 0 ? (cells[i] ?? '').padEnd(w) : (cells[i] ?? '').padStart(w))).join(' | ')} |`;
  const rule = `|${widths.map((w, i) => (i === 0 ? `:${'-'.repeat(w + 1)}` : `${'-'.repeat(w + 1)}:`)).join('|')}|`;
  return [line(header), rule, ...rows.map(line)].join('\n');
}

/** Bytes in kB of 1000 bytes, as Vite prints them. */
export const kB = (bytes: number): string => `${(bytes / 1000).toFixed(1)} kB`;

/** A number with thousands separators. */
export const count = (n: number, digits = 0): string =>
  n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

/** "n/a" for a figure that could not be measured. */
export const orNa = (value: number | undefined, format: (v: number) => string): string =>
  value === undefined ? 'n/a' : format(value);

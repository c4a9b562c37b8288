/**
 * Unused code of a script, from Chromium's JS coverage (Playwright's `page.coverage`), and whose it is,
 * from the script's source map: React's own (which the bare page carries as well) or the site's.
 */

/** One function of Chromium's coverage: its ranges, the outermost first, each with a call count. */
export interface CoveredFunction {
  readonly ranges: readonly {
    readonly startOffset: number;
    readonly endOffset: number;
    readonly count: number;
  }[];
}

/** The parts of a source map this file reads (version 3). */
export interface SourceMapV3 {
  readonly sources: readonly string[];
  readonly mappings: string;
}

/**
 * For each character of a script, 1 if it is in no function that ran. Chromium lists nested ranges after
 * the range that holds them, so applying them in order leaves each character with its innermost count.
 */
export function unusedMask(length: number, functions: readonly CoveredFunction[]): Uint8Array {
  const mask = new Uint8Array(length);
  for (const fn of functions)
    for (const range of fn.ranges)
      mask.fill(range.count === 0 ? 1 : 0, range.startOffset, Math.min(range.endOffset, length));
  return mask;
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const VLQ_CONTINUE = 32;
const VLQ_DIGIT = 31;
const VLQ_SHIFT = 5;

/** The numbers of one mapping segment (base64 VLQ). */
export function decodeSegment(segment: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = BASE64.indexOf(char);
    if (digit < 0) throw new Error(`Not a base64 VLQ digit: "${char}"`);
    value += (digit & VLQ_DIGIT) << shift;
    if ((digit & VLQ_CONTINUE) !== 0) shift += VLQ_SHIFT;
    else {
      values.push((value & 1) === 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

/**
 * The source index of each character of `code` (-1 where the map says nothing): a segment's source
 * holds from its column to the next segment's, or to the end of the line.
 */
export function sourceOfEachChar(code: string, map: SourceMapV3): Int32Array {
  const owner = new Int32Array(code.length).fill(-1);
  const lines = code.split('\n');
  let lineStart = 0;
  let source = 0;
  map.mappings.split(';').forEach((line, index) => {
    const text = lines[index] ?? '';
    let column = 0;
    const segments = line === '' ? [] : line.split(',').map(decodeSegment);
    const starts: { column: number; source: number }[] = [];
    for (const segment of segments) {
      column += segment[0] ?? 0;
      if (segment.length > 1) {
        source += segment[1] ?? 0;
        starts.push({ column, source });
      } else starts.push({ column, source: -1 });
    }
    starts.forEach((start, i) => {
      const end = starts[i + 1]?.column ?? text.length;
      owner.fill(start.source, lineStart + start.column, lineStart + Math.min(end, text.length));
    });
    lineStart += text.length + 1;
  });
  return owner;
}

/** React, react-dom and the scheduler: what the bare page's entry carries too. */
const REACT_SOURCE = /node_modules[\\/](react|react-dom|scheduler)[\\/]/;

/** A script's unused characters, whole and split between React's and the site's own code. */
export interface UnusedCode {
  readonly total: number;
  readonly unused: number;
  readonly unusedReact: number;
  /** Everything else: the site's modules and its other dependencies (unmapped characters count here). */
  readonly unusedOwn: number;
  /** The site's sources with the most unused characters, most first. */
  readonly topOwn: readonly { readonly source: string; readonly unused: number }[];
}

/** How many of the site's own sources {@link UnusedCode.topOwn} lists. */
const TOP_SOURCES = 5;

/**
 * Splits a script's unused characters by source: React's or the site's own. Without a source map every
 * character counts as React's (the bare page's entry is React and a one-line component).
 */
export function unusedCode(
  code: string,
  functions: readonly CoveredFunction[],
  map: SourceMapV3 | null,
): UnusedCode {
  const mask = unusedMask(code.length, functions);
  if (map === null) {
    const unused = mask.reduce((sum, u) => sum + u, 0);
    return { total: code.length, unused, unusedReact: unused, unusedOwn: 0, topOwn: [] };
  }
  const owner = sourceOfEachChar(code, map);
  const bySource = new Map<number, number>();
  let unused = 0;
  mask.forEach((isUnused, i) => {
    if (isUnused === 0) return;
    unused += 1;
    const source = owner[i] ?? -1;
    bySource.set(source, (bySource.get(source) ?? 0) + 1);
  });
  let unusedReact = 0;
  const own: { source: string; unused: number }[] = [];
  for (const [index, count] of bySource) {
    const source = map.sources[index] ?? '(unmapped)';
    if (REACT_SOURCE.test(source)) unusedReact += count;
    else own.push({ source, unused: count });
  }
  own.sort((a, b) => b.unused - a.unused);
  return {
    total: code.length,
    unused,
    unusedReact,
    unusedOwn: unused - unusedReact,
    topOwn: own.slice(0, TOP_SOURCES),
  };
}

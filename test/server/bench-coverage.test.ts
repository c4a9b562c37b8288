/** The bench's unused-code figure (test/bench/web/coverage.ts): which characters ran, and whose they are. */
import { describe, expect, it } from 'vitest';
import {
  decodeSegment,
  sourceOfEachChar,
  unusedCode,
  unusedMask,
  type SourceMapV3,
} from '../bench/web/coverage';

describe('decodeSegment', () => {
  it('reads base64 VLQ numbers, signs and multi-digit values included', () => {
    expect(decodeSegment('AAAA')).toEqual([0, 0, 0, 0]);
    expect(decodeSegment('CAAC')).toEqual([1, 0, 0, 1]);
    expect(decodeSegment('D')).toEqual([-1]);
    // 16 = 0b10000: one digit with the continuation bit, then 1.
    expect(decodeSegment('gB')).toEqual([16]);
    expect(() => decodeSegment('A!')).toThrow(/base64/);
  });
});

describe('unusedMask', () => {
  it("leaves each character with its innermost function's count", () => {
    // A script of 10 characters that ran, with a function at 2..8 that never ran, in it one at 4..6 that did.
    const mask = unusedMask(10, [
      { ranges: [{ startOffset: 0, endOffset: 10, count: 1 }] },
      { ranges: [{ startOffset: 2, endOffset: 8, count: 0 }] },
      { ranges: [{ startOffset: 4, endOffset: 6, count: 3 }] },
    ]);
    expect([...mask]).toEqual([0, 0, 1, 1, 0, 0, 1, 1, 0, 0]);
  });
});

// Two lines: "abcdef" (a..c from source 0, d..f from source 1) and "gh" (g from no source, h from 1).
const CODE = 'abcdef\ngh';
const MAP: SourceMapV3 = {
  sources: ['../../node_modules/react-dom/cjs/react-dom.js', '../../site/shell/app.tsx'],
  // "AAAA": column 0, source 0; "GCAA": column +3, source +1; next line "A": column 0, no source;
  // "CAAA": column +1, source stays 1.
  mappings: 'AAAA,GCAA;A,CAAA',
};

describe('sourceOfEachChar', () => {
  it('gives each character the source of the segment it falls in, the newline none', () => {
    expect([...sourceOfEachChar(CODE, MAP)]).toEqual([0, 0, 0, 1, 1, 1, -1, -1, 1]);
  });
});

describe('unusedCode', () => {
  it("splits unused characters between React's and the site's own", () => {
    // Unused: "bc" (React), "de" (the site's), "h" (the site's).
    const functions = [
      { ranges: [{ startOffset: 0, endOffset: 9, count: 1 }] },
      { ranges: [{ startOffset: 1, endOffset: 5, count: 0 }] },
      { ranges: [{ startOffset: 8, endOffset: 9, count: 0 }] },
    ];
    const result = unusedCode(CODE, functions, MAP);
    expect(result).toMatchObject({ total: 9, unused: 5, unusedReact: 2, unusedOwn: 3 });
    expect(result.topOwn).toEqual([{ source: '../../site/shell/app.tsx', unused: 3 }]);
  });

  it('counts everything as React without a map (the bare page)', () => {
    const result = unusedCode(CODE, [{ ranges: [{ startOffset: 0, endOffset: 4, count: 0 }] }], null);
    expect(result).toMatchObject({ unused: 4, unusedReact: 4, unusedOwn: 0 });
  });
});

import type { FormsCalendarDate } from './forms.types';

/** A compiled date format: the pattern to match and which capture group holds which part. */
interface CompiledFormat {
  readonly pattern: RegExp;
  readonly groups: readonly DatePart[];
}

type DatePart = 'year' | 'month' | 'day';

/** The tokens of a date format, longest first so `YYYY` wins over `Y` and `MM` over `M`. */
const TOKENS: readonly { readonly token: string; readonly part: DatePart; readonly digits: string }[] = [
  { token: 'YYYY', part: 'year', digits: '(\\d{4})' },
  { token: 'Y', part: 'year', digits: '(\\d{4})' },
  { token: 'MM', part: 'month', digits: '(\\d{2})' },
  { token: 'M', part: 'month', digits: '(\\d{1,2})' },
  { token: 'DD', part: 'day', digits: '(\\d{2})' },
  { token: 'D', part: 'day', digits: '(\\d{1,2})' },
];

const LAST_MONTH = 12;
const FEBRUARY = 2;
const LONG_FEBRUARY = 29;
const SHORT_MONTHS: readonly number[] = [4, 6, 9, 11];
const LONG_MONTH_DAYS = 31;
const SHORT_MONTH_DAYS = 30;
const SHORT_FEBRUARY = 28;
const MAX_YEAR = 9999;
const YEAR_DIGITS = 4;
const PART_DIGITS = 2;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
}

/**
 * Compiles a date format, or explains why it is not one. A format needs exactly one year, one month and
 * one day token; letters that are not tokens are refused so a typo cannot silently become a literal.
 */
function compileNow(format: string): CompiledFormat | string {
  let source = '';
  const groups: DatePart[] = [];
  let rest = format;
  while (rest.length > 0) {
    const token = TOKENS.find((t) => rest.startsWith(t.token));
    if (token) {
      groups.push(token.part);
      source += token.digits;
      rest = rest.slice(token.token.length);
    } else if (/^[a-z]/i.test(rest)) {
      return `unknown date token "${rest.charAt(0)}" in "${format}"`;
    } else {
      source += escapeRegExp(rest.charAt(0));
      rest = rest.slice(1);
    }
  }
  const complete = (['year', 'month', 'day'] as const).every(
    (p) => groups.filter((g) => g === p).length === 1,
  );
  if (!complete) return `date format "${format}" needs exactly one year, one month and one day token`;
  return { pattern: new RegExp(`^${source}$`), groups };
}

/**
 * Formats compiled so far, at most {@link MAX_COMPILED_FORMATS}: a form has a few formats, each read many
 * times (the server reads a sign-up's date of birth four times), and compiling one builds a RegExp. The
 * bound only matters to a caller passing formats of its own making; past it, formats are compiled on each
 * use as before. A pattern has no global flag, so sharing it keeps no state between reads.
 */
const compiledFormats = new Map<string, CompiledFormat | string>();
const MAX_COMPILED_FORMATS = 32;

/** {@link compileNow}, once per format. */
function compile(format: string): CompiledFormat | string {
  const known = compiledFormats.get(format);
  if (known !== undefined) return known;
  const compiled = compileNow(format);
  if (compiledFormats.size < MAX_COMPILED_FORMATS) compiledFormats.set(format, compiled);
  return compiled;
}

/**
 * Checks a date format for the `date` rule; throws for a developer's mistake in a rule string.
 *
 * @param format - a format such as `Y-MM-DD` or `MM/DD/Y`
 * @returns nothing; throws a RangeError naming the problem when the format is not usable
 *
 * @public
 */
export function assertFormsDateFormat(format: string): void {
  const compiled = compile(format);
  if (typeof compiled === 'string') throw new RangeError(compiled);
}

/**
 * Whether a year is a leap year in the Gregorian calendar: every 4th year, except centuries, except
 * every 4th century.
 *
 * @param year - the full year
 * @returns true for a leap year
 *
 * @public
 */
export function formsIsLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/**
 * The number of days in a month.
 *
 * @param year - the full year (February depends on it)
 * @param month - the month, 1 to 12
 * @returns 28 to 31
 *
 * @public
 */
export function formsDaysInMonth(year: number, month: number): number {
  if (month === FEBRUARY) return formsIsLeapYear(year) ? LONG_FEBRUARY : SHORT_FEBRUARY;
  return SHORT_MONTHS.includes(month) ? SHORT_MONTH_DAYS : LONG_MONTH_DAYS;
}

/**
 * Whether three numbers name a real calendar day, years 1 to 9999 (there is no year 0).
 *
 * @param date - the candidate day
 * @returns true for a real day
 *
 * @public
 */
export function isFormsCalendarDate(date: FormsCalendarDate): boolean {
  const { year, month, day } = date;
  return (
    [year, month, day].every(Number.isInteger) &&
    year >= 1 &&
    year <= MAX_YEAR &&
    month >= 1 &&
    month <= LAST_MONTH &&
    day >= 1 &&
    day <= formsDaysInMonth(year, month)
  );
}

/**
 * Reads a date in a strict format: the whole value must match (no spaces around it) and name a real
 * day, leap years included. Never throws: a non-string value or an unusable format gives null.
 *
 * @param value - the text to read
 * @param format - the format (see {@link FORMS_DEFAULT_DATE_FORMAT} for the tokens)
 * @returns the day, or null
 * @example
 * ```ts
 * import { parseFormsDate } from '@play-smart/engine/forms';
 * parseFormsDate('02/29/2024', 'MM/DD/Y'); // { year: 2024, month: 2, day: 29 }
 * parseFormsDate('02/29/2023', 'MM/DD/Y'); // null
 * ```
 *
 * @public
 */
export function parseFormsDate(value: unknown, format: string): FormsCalendarDate | null {
  if (typeof value !== 'string') return null;
  const compiled = compile(format);
  if (typeof compiled === 'string') return null;
  const match = compiled.pattern.exec(value);
  if (!match) return null;
  const parts = { year: 0, month: 0, day: 0 };
  compiled.groups.forEach((part, i) => {
    parts[part] = Number(match[i + 1]);
  });
  return isFormsCalendarDate(parts) ? parts : null;
}

function pad(n: number, width: number): string {
  return String(n).padStart(width, '0');
}

/**
 * Writes a day in a format; the inverse of {@link parseFormsDate} for real days.
 *
 * @param date - the day
 * @param format - the format
 * @returns the text, or null when the day is not real or the format is unusable
 *
 * @public
 */
export function formatFormsDate(date: FormsCalendarDate, format: string): string | null {
  const compiled = compile(format);
  if (typeof compiled === 'string' || !isFormsCalendarDate(date)) return null;
  let out = '';
  let rest = format;
  while (rest.length > 0) {
    const token = TOKENS.find((t) => rest.startsWith(t.token));
    if (token) {
      const value = date[token.part];
      out +=
        token.part === 'year'
          ? pad(value, YEAR_DIGITS)
          : token.token.length === PART_DIGITS
            ? pad(value, PART_DIGITS)
            : String(value);
      rest = rest.slice(token.token.length);
    } else {
      out += rest.charAt(0);
      rest = rest.slice(1);
    }
  }
  return out;
}

/**
 * Compares two days.
 *
 * @param a - the first day
 * @param b - the second day
 * @returns a negative number when a is earlier, 0 when equal, positive when later
 *
 * @public
 */
export function compareFormsDates(a: FormsCalendarDate, b: FormsCalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

import { FORMS_MINIMUM_AGE, FORMS_OHIO_ZIP_PREFIXES, REGISTRATION_DOB_SENT_FORMAT } from './forms.constants';
import { compareFormsDates, isFormsCalendarDate, parseFormsDate } from './forms.dates';
import type { FormsCalendarDate } from './forms.types';

/** A US ZIP code without the +4 part. */
const ZIP_PATTERN = /^\d{5}$/;
const ZIP_PREFIX_DIGITS = 3;

/**
 * Completed years of age on a given day, for the server's 18+ check. "Today" is an input (the engine
 * reads no clock). Someone born on 29 February turns a year older on 1 March in common years.
 *
 * @param dobIso - the date of birth as YYYY-MM-DD; any value is accepted
 * @param today - the day to measure on
 * @returns the age in whole years (negative for a birth date after today), or null when the date of
 *   birth or today is not a real day
 * @example
 * ```ts
 * import { formsAgeOn } from '@play-smart/engine/forms';
 * formsAgeOn('2007-06-15', { year: 2025, month: 6, day: 14 }); // 17
 * formsAgeOn('2007-06-15', { year: 2025, month: 6, day: 15 }); // 18
 * ```
 *
 * @public
 */
export function formsAgeOn(dobIso: unknown, today: FormsCalendarDate): number | null {
  const dob = parseFormsDate(dobIso, REGISTRATION_DOB_SENT_FORMAT);
  if (dob === null || !isFormsCalendarDate(today)) return null;
  const birthdayThisYear = { year: today.year, month: dob.month, day: dob.day };
  // Compare month and day only (the year is today's): a Feb 29 birthday is after Feb 28 in any year.
  const hadBirthday = compareFormsDates(today, birthdayThisYear) >= 0;
  return today.year - dob.year - (hadBirthday ? 0 : 1);
}

/**
 * Whether someone is at least the minimum age on a given day.
 *
 * @param dobIso - the date of birth as YYYY-MM-DD; any value is accepted
 * @param today - the day to measure on
 * @param minAge - the minimum age, default {@link FORMS_MINIMUM_AGE}
 * @returns true only for a real date of birth at least `minAge` years before today
 *
 * @public
 */
export function formsIsAdult(
  dobIso: unknown,
  today: FormsCalendarDate,
  minAge: number = FORMS_MINIMUM_AGE,
): boolean {
  const age = formsAgeOn(dobIso, today);
  return age !== null && age >= minAge;
}

/**
 * Whether a ZIP code is an Ohio one: exactly five digits whose first three are 430 to 459 (the server's
 * residency check; the copy states Ohio residents only).
 *
 * @param zip - the ZIP code; any value is accepted, only exact 5-digit strings can pass
 * @returns true for 430xx to 459xx
 *
 * @public
 */
export function formsIsOhioZip(zip: unknown): boolean {
  if (typeof zip !== 'string' || !ZIP_PATTERN.test(zip)) return false;
  const prefix = Number(zip.slice(0, ZIP_PREFIX_DIGITS));
  return prefix >= FORMS_OHIO_ZIP_PREFIXES.first && prefix <= FORMS_OHIO_ZIP_PREFIXES.last;
}

/**
 * An e-mail address in the form used to compare and store it. The only e-mail normaliser: it sits with
 * the form rules so the server (the stored address and its duplicate check) and any front-end agree.
 * Unicode compatibility forms are folded (NFKC, so a full-width `ａ` is `a`), every whitespace character
 * is removed (an address cannot hold unquoted whitespace, so a space is always a typing slip), and the
 * result is lower-cased.
 *
 * @remarks Dots and +tags in the local part are NOT removed: whether `a.b+x@` and `ab@` reach the same
 * mailbox depends on the provider, so folding them would merge different people (the server's per-person
 * key catches the same person under two addresses instead). Any address the `email` rule accepts is ASCII
 * without inner spaces, so for those this is exactly trim and lower-case.
 *
 * @param email - the address; any value is accepted (a non-string gives '')
 * @returns the normalised address; normalising it again changes nothing
 * @example
 * ```ts
 * import { formsNormaliseEmail } from '@play-smart/engine/forms';
 * formsNormaliseEmail(' Ann.Lee@Example.COM ');  // 'ann.lee@example.com'
 * formsNormaliseEmail('ａｎｎ @ｅｘａｍｐｌｅ.ｃｏｍ'); // 'ann@example.com'
 * ```
 *
 * @public
 */
export function formsNormaliseEmail(email: unknown): string {
  if (typeof email !== 'string') return '';
  // The last NFKC makes the result a fixed point: removing a space can put a combining mark after a
  // letter it now composes with, and lower-casing can undo a composition.
  return email.normalize('NFKC').replace(/\s+/gu, '').toLowerCase().normalize('NFKC');
}

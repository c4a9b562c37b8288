import { REGISTRATION_DOB_INPUT_FORMAT, REGISTRATION_DOB_SENT_FORMAT } from './forms.constants';
import { formatFormsDate, parseFormsDate } from './forms.dates';

/** The field converted before sending. */
const DOB_FIELD = 'dob';

/**
 * Converts a date of birth as typed (MM/DD/YYYY) to the form it is sent in (YYYY-MM-DD). Strict: two-digit
 * month and day, four-digit year, a real calendar day, no surrounding spaces.
 *
 * @param mmddyyyy - the typed date; any value is accepted
 * @returns the ISO date, or null when the value is not a real MM/DD/YYYY date
 * @example
 * ```ts
 * import { formsDobToIso } from '@play-smart/engine/forms';
 * formsDobToIso('02/29/2000'); // '2000-02-29'
 * formsDobToIso('02/30/2000'); // null
 * ```
 *
 * @public
 */
export function formsDobToIso(mmddyyyy: unknown): string | null {
  const date = parseFormsDate(mmddyyyy, REGISTRATION_DOB_INPUT_FORMAT);
  return date && formatFormsDate(date, REGISTRATION_DOB_SENT_FORMAT);
}

/**
 * Converts a sent date of birth (YYYY-MM-DD) back to the typed form (MM/DD/YYYY).
 *
 * @param iso - the ISO date; any value is accepted
 * @returns the MM/DD/YYYY date, or null when the value is not a real YYYY-MM-DD date
 *
 * @public
 */
export function formsIsoToDob(iso: unknown): string | null {
  const date = parseFormsDate(iso, REGISTRATION_DOB_SENT_FORMAT);
  return date && formatFormsDate(date, REGISTRATION_DOB_INPUT_FORMAT);
}

/**
 * Prepares a request body the way the HTTP client must before sending: a field named
 * dob holding a real MM/DD/YYYY date is converted to YYYY-MM-DD. Anything else (no dob, a dob in another
 * shape, a body that is not a plain record) is left alone, so the server reports the bad date.
 *
 * @param fields - the body about to be sent
 * @returns a copy with dob converted, or the same value when nothing changes
 * @example
 * ```ts
 * import { formsConvertDobField } from '@play-smart/engine/forms';
 * formsConvertDobField({ dob: '07/04/1990', city: 'Akron' }); // { dob: '1990-07-04', city: 'Akron' }
 * ```
 *
 * @public
 */
export function formsConvertDobField<T>(fields: T): T {
  if (typeof fields !== 'object' || fields === null || Array.isArray(fields)) return fields;
  if (!Object.prototype.hasOwnProperty.call(fields, DOB_FIELD)) return fields;
  const iso = formsDobToIso((fields as Record<string, unknown>)[DOB_FIELD]);
  return iso === null ? fields : { ...fields, [DOB_FIELD]: iso };
}

import {
  FORMS_CHECKED_DEFAULT,
  FORMS_DEFAULT_DATE_FORMAT,
  FORMS_FIELD_FOCUS_PREFIX,
} from './forms.constants';
import { assertFormsDateFormat, parseFormsDate } from './forms.dates';
import type {
  FormsErrors,
  FormsParsedRules,
  FormsRule,
  FormsRuleError,
  FormsRuleErrorCode,
  FormsRuleName,
  FormsRuleStrings,
  FormsServerError,
} from './forms.types';

const RULE_NAMES: readonly FormsRuleName[] = ['required', 'email', 'checked', 'date', 'max', 'in'];

/**
 * The address pattern: the WHATWG HTML "valid e-mail address" with at least one dot in the domain, so
 * `name@localhost` is refused for a form that sends mail. ASCII only; case-insensitive.
 */
const EMAIL_PATTERN =
  /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/i;

function hasOwn(record: object, key: string): boolean {
  return Object.prototype.hasOwnProperty.call(record, key);
}

/**
 * Reads any value as a field's text, so rules never throw: strings as they are, finite numbers and
 * bigints in decimal, booleans as a checkbox ('1' checked, '0' not), anything else (null, objects,
 * arrays, NaN) as empty.
 *
 * @param value - a field value from a view or a request body
 * @returns its text
 *
 * @public
 */
export function formsFieldText(value: unknown): string {
  switch (typeof value) {
    case 'string':
      return value;
    case 'number':
      return Number.isFinite(value) ? String(value) : '';
    case 'bigint':
      return value.toString();
    case 'boolean':
      return value ? '1' : '0';
    default:
      return '';
  }
}

function isRuleName(name: string): name is FormsRuleName {
  return (RULE_NAMES as readonly string[]).includes(name);
}

/** Refuses a parameter that would make a rule meaningless; a developer's mistake, so it throws. */
function checkParam(rule: FormsRule, source: string): void {
  const { name, param } = rule;
  if (name === 'max' && (param === null || !/^\d+$/.test(param))) {
    throw new RangeError(`Rule "max" needs a whole number, e.g. "max:5", in "${source}"`);
  }
  if (name === 'in' && (param === null || param === '')) {
    throw new RangeError(`Rule "in" needs a comma-separated list, e.g. "in:a,b", in "${source}"`);
  }
  if (name === 'date') assertFormsDateFormat(param ?? FORMS_DEFAULT_DATE_FORMAT);
}

/**
 * Parses a rule string: rules separated by '|', each with an optional parameter after the first ':'.
 * Unknown rule names and unusable parameters throw a RangeError here, at parse time, because they are a
 * developer's mistake; validating values never throws.
 *
 * @param source - e.g. `required|date:MM/DD/Y`
 * @returns the rules in order
 * @example
 * ```ts
 * import { parseFormsRuleString } from '@play-smart/engine/forms';
 * parseFormsRuleString('required|checked:yes');
 * // [{ name: 'required', param: null }, { name: 'checked', param: 'yes' }]
 * ```
 *
 * @public
 */
export function parseFormsRuleString(source: string): FormsRule[] {
  return source
    .split('|')
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map((part) => {
      const colon = part.indexOf(':');
      const name = colon < 0 ? part : part.slice(0, colon);
      if (!isRuleName(name)) throw new RangeError(`Unknown form rule "${name}" in "${source}"`);
      const rule: FormsRule = { name, param: colon < 0 ? null : part.slice(colon + 1) };
      checkParam(rule, source);
      return rule;
    });
}

/**
 * Rule strings parsed so far, at most {@link MAX_PARSED_RULE_STRINGS}: a form's rules are a few constant
 * strings validated on every submission, so each is parsed once (a failed parse throws and is not kept).
 * The bound only matters to a caller passing rule strings of its own making; past it, they are parsed on
 * each use as before. Parsed rules are only read, never changed, so sharing them is safe.
 */
const parsedRuleStrings = new Map<string, readonly FormsRule[]>();
const MAX_PARSED_RULE_STRINGS = 64;

/** {@link parseFormsRuleString}, once per rule string. */
function parsedOnce(source: string): readonly FormsRule[] {
  const known = parsedRuleStrings.get(source);
  if (known !== undefined) return known;
  const parsed = parseFormsRuleString(source);
  if (parsedRuleStrings.size < MAX_PARSED_RULE_STRINGS) parsedRuleStrings.set(source, parsed);
  return parsed;
}

/**
 * Parses the rule strings of every field (see {@link parseFormsRuleString}).
 *
 * @param rules - rule strings per field
 * @returns parsed rules per field, in the same field order
 *
 * @public
 */
export function parseFormsRules(rules: FormsRuleStrings): FormsParsedRules {
  // fromEntries defines own properties, so even a field named __proto__ stays a plain field.
  return Object.fromEntries(
    Object.entries(rules).map(([field, source]) => [field, parseFormsRuleString(source)]),
  );
}

/**
 * Whether a value passes one rule. Never throws, whatever the value.
 *
 * - `required`: the trimmed text is not empty.
 * - `email`: the trimmed text is an e-mail address (standard pattern, case-insensitive).
 * - `checked`: the text equals the parameter, default 1.
 * - `date`: the text is a real day in the parameter's strict format, default Y-MM-DD.
 * - `max`: the text has at most the parameter's number of characters (UTF-16 units, like `maxlength`).
 * - `in`: the text is one of the parameter's comma-separated values.
 *
 * Each rule judges the value on its own: an empty value fails `email` and `date` too, so put `required`
 * first when a blank deserves its own message.
 *
 * @param rule - the rule
 * @param value - any value (see {@link formsFieldText})
 * @returns true when the value passes
 *
 * @public
 */
export function formsRulePasses(rule: FormsRule, value: unknown): boolean {
  const text = formsFieldText(value);
  switch (rule.name) {
    case 'required':
      return text.trim() !== '';
    case 'email':
      return EMAIL_PATTERN.test(text.trim());
    case 'checked':
      return text === (rule.param ?? FORMS_CHECKED_DEFAULT);
    case 'date':
      return parseFormsDate(text, rule.param ?? FORMS_DEFAULT_DATE_FORMAT) !== null;
    case 'max':
      return text.length <= Number(rule.param ?? 0);
    case 'in':
      return (rule.param ?? '').split(',').includes(text);
  }
}

/** The error code of each rule. */
const ERROR_CODES: Readonly<Record<FormsRuleName, FormsRuleErrorCode>> = {
  required: 'required',
  email: 'invalid-email',
  checked: 'unchecked',
  date: 'invalid-date',
  max: 'too-long',
  in: 'not-a-choice',
};

/**
 * The error of a failed rule: its code, with the maximum for `max`. The front-end words it; a field may
 * have words of its own for a code (the registration's date of birth, ZIP code, opt-in, state and size).
 *
 * @param rule - the rule that failed
 * @returns the error
 *
 * @public
 */
export function formsRuleError(rule: FormsRule): FormsRuleError {
  const code = ERROR_CODES[rule.name];
  return rule.name === 'max' ? { code, max: Number(rule.param ?? 0) } : { code };
}

/**
 * Validates one value: the first failing rule wins.
 *
 * @param value - any value
 * @param rules - the field's rules in order
 * @returns the error of the first failing rule, or null when all pass
 *
 * @public
 */
export function validateFormsField(value: unknown, rules: readonly FormsRule[]): FormsRuleError | null {
  const failed = rules.find((rule) => !formsRulePasses(rule, value));
  return failed ? formsRuleError(failed) : null;
}

/**
 * Validates a set of fields against rules, in the rules' field order. Never throws on any `fields`
 * value: a missing field, or `fields` that is not an object at all, reads as empty. Rule strings are
 * parsed here, so an unknown rule name throws (see {@link parseFormsRuleString}).
 *
 * @param fields - the values, usually a record of strings; anything is accepted
 * @param rules - rule strings or parsed rules per field
 * @returns one error per failing field; an empty record means valid
 * @example
 * ```ts
 * import { validateFormFields } from '@play-smart/engine/forms';
 * validateFormFields({ first_name: ' ' }, { first_name: 'required' }); // { first_name: { code: 'required' } }
 * ```
 *
 * @public
 */
export function validateFormFields(
  fields: unknown,
  rules: FormsRuleStrings | FormsParsedRules,
): Record<string, FormsRuleError> {
  const values: object = typeof fields === 'object' && fields !== null ? fields : {};
  const errors: [string, FormsRuleError][] = [];
  const all: Readonly<Record<string, string | readonly FormsRule[]>> = rules;
  for (const [field, fieldRules] of Object.entries(all)) {
    const parsed = typeof fieldRules === 'string' ? parsedOnce(fieldRules) : fieldRules;
    const value: unknown = hasOwn(values, field) ? (values as Record<string, unknown>)[field] : undefined;
    const error = validateFormsField(value, parsed);
    if (error !== null) errors.push([field, error]);
  }
  return Object.fromEntries(errors);
}

/**
 * Normalises server errors `{ field: string[] | string }` into one message per field: arrays are joined
 * with a space. Entries that are neither strings nor arrays, non-string array items and
 * empty results are dropped; anything that is not a plain record gives no errors. Idempotent.
 *
 * @param errors - the errors as the server sent them
 * @returns one message per field
 * @example
 * ```ts
 * import { normaliseFormErrors } from '@play-smart/engine/forms';
 * normaliseFormErrors({ email: ['Taken.', 'Check it.'] }); // { email: 'Taken. Check it.' }
 * ```
 *
 * @public
 */
export function normaliseFormErrors(errors: unknown): Record<string, string> {
  if (typeof errors !== 'object' || errors === null || Array.isArray(errors)) return {};
  const out: [string, string][] = [];
  for (const [field, raw] of Object.entries(errors)) {
    const text = Array.isArray(raw)
      ? raw.filter((item): item is string => typeof item === 'string').join(' ')
      : typeof raw === 'string'
        ? raw
        : '';
    if (text !== '') out.push([field, text]);
  }
  return Object.fromEntries(out);
}

function recordField(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null && hasOwn(value, key)
    ? (value as Record<string, unknown>)[key]
    : undefined;
}

/**
 * The server's messages per field as field errors.
 *
 * @param messages - one message per field, as {@link normaliseFormErrors} gives them
 * @returns the same, as errors with the code `server`
 *
 * @public
 */
export function formsServerErrors(messages: Readonly<Record<string, string>>): FormsErrors {
  return Object.fromEntries(
    Object.entries(messages).map(([field, message]): [string, FormsServerError] => [
      field,
      { code: 'server', message },
    ]),
  );
}

/**
 * Reads field errors from a failed response's body: `body.errors` (this project's server answers
 * `{ message, errors }`), or the generic client shape `body.data.errors`. Never throws.
 *
 * @param body - the response body
 * @returns one message per field; empty when the body carries none
 *
 * @public
 */
export function formErrorsFromBody(body: unknown): Record<string, string> {
  const direct = normaliseFormErrors(recordField(body, 'errors'));
  if (Object.keys(direct).length > 0) return direct;
  return normaliseFormErrors(recordField(recordField(body, 'data'), 'errors'));
}

/**
 * The focus target of a field's input: `forms:field:<name>`.
 *
 * @param field - the field's name
 * @returns the focus target the view attaches to the input
 *
 * @public
 */
export function formsFieldFocusTarget(field: string): string {
  return `${FORMS_FIELD_FOCUS_PREFIX}${field}`;
}

/**
 * The first field with an error: the first in the given order, else the first in the errors record.
 *
 * @param errors - field errors
 * @param order - field names in form order
 * @returns the field's name, or null when there are no errors
 *
 * @public
 */
export function firstFormErrorField(errors: FormsErrors, order: readonly string[]): string | null {
  const inOrder = order.find((field) => hasOwn(errors, field));
  return inOrder ?? Object.keys(errors)[0] ?? null;
}

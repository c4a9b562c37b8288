import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  FORMS_DEFAULT_DATE_FORMAT,
  firstFormErrorField,
  formatFormsDate,
  formErrorsFromBody,
  formsRuleError,
  formsServerErrors,
  formsFieldText,
  formsRulePasses,
  normaliseFormErrors,
  parseFormsDate,
  parseFormsRuleString,
  validateEmailFriend,
  validateFormFields,
  validateRegistration,
  validateRegistrationPayload,
  type FormsRule,
} from '@play-smart/engine/forms';

const rule = (source: string): FormsRule => {
  const [parsed] = parseFormsRuleString(source);
  if (!parsed) throw new Error(`no rule in ${source}`);
  return parsed;
};

/** Every kind of value fast-check can make, including null-prototype objects, boxed values and Maps. */
const anyValue = fc.anything({
  withNullPrototype: true,
  withBoxedValues: true,
  withMap: true,
  withSet: true,
  withBigInt: true,
  withDate: true,
  withTypedArray: true,
  withSparseArray: true,
  withObjectString: true,
});

const snakeWord = fc.stringMatching(/^[a-z][a-z0-9]{0,7}$/);
const snakeName = fc.array(snakeWord, { minLength: 1, maxLength: 4 }).map((words) => words.join('_'));

describe('rule strings', () => {
  it('splits on pipes and takes the parameter after the first colon', () => {
    expect(parseFormsRuleString('required|checked:yes|date:MM/DD/Y|max:5|in:a,b')).toEqual([
      { name: 'required', param: null },
      { name: 'checked', param: 'yes' },
      { name: 'date', param: 'MM/DD/Y' },
      { name: 'max', param: '5' },
      { name: 'in', param: 'a,b' },
    ]);
  });

  it('ignores empty segments and spaces around rules', () => {
    expect(parseFormsRuleString(' required || email ')).toEqual([
      { name: 'required', param: null },
      { name: 'email', param: null },
    ]);
    expect(parseFormsRuleString('')).toEqual([]);
  });

  it('throws at parse time for an unknown rule name or an unusable parameter', () => {
    expect(() => parseFormsRuleString('required|numeric')).toThrow(/Unknown form rule "numeric"/);
    expect(() => parseFormsRuleString('max')).toThrow(RangeError);
    expect(() => parseFormsRuleString('max:five')).toThrow(RangeError);
    expect(() => parseFormsRuleString('in:')).toThrow(RangeError);
    expect(() => parseFormsRuleString('date:Y-MM')).toThrow(/one year, one month and one day/);
    expect(() => parseFormsRuleString('date:Y-MM-DD HH')).toThrow(/unknown date token "H"/);
    expect(() => validateFormFields({}, { a: 'bogus' })).toThrow(RangeError);
  });

  it('stops at the first failing rule of each field', () => {
    expect(validateFormFields({ email: '' }, { email: 'required|email' })).toEqual({
      email: { code: 'required' },
    });
    expect(validateFormFields({ email: 'x' }, { email: 'required|email' })).toEqual({
      email: { code: 'invalid-email' },
    });
    expect(validateFormFields({ email: 'x' }, { email: 'email|required' })).toEqual({
      email: { code: 'invalid-email' },
    });
  });

  it('reports fields in rule order and leaves valid fields out', () => {
    const errors = validateFormFields(
      { b: '', a: '', c: 'ok' },
      { c: 'required', a: 'required', b: 'required' },
    );
    expect(Object.keys(errors)).toEqual(['a', 'b']);
  });
});

describe('rules', () => {
  it('required: the trimmed value must not be empty', () => {
    const required = rule('required');
    expect(formsRulePasses(required, '')).toBe(false);
    expect(formsRulePasses(required, ' \t\n ')).toBe(false);
    expect(formsRulePasses(required, ' a ')).toBe(true);
    expect(formsRulePasses(required, null)).toBe(false);
    expect(formsRulePasses(required, undefined)).toBe(false);
    expect(formsRulePasses(required, {})).toBe(false);
    expect(formsRulePasses(required, 0)).toBe(true);
  });

  it('email: the standard pattern, case-insensitive, at least one dot in the domain', () => {
    const email = rule('email');
    for (const ok of [
      'pal@example.com',
      'PAL@EXAMPLE.COM',
      'a.b+tag@mail.example.org',
      ' pal@example.com ',
    ]) {
      expect(formsRulePasses(email, ok)).toBe(true);
    }
    for (const bad of [
      '',
      'pal',
      'pal@',
      '@example.com',
      'pal@example',
      'pal@@example.com',
      'p al@x.com',
      'pal@-x.com',
    ]) {
      expect(formsRulePasses(email, bad)).toBe(false);
    }
  });

  it('checked: the value equals the parameter, default 1', () => {
    expect(formsRulePasses(rule('checked'), '1')).toBe(true);
    expect(formsRulePasses(rule('checked'), 1)).toBe(true);
    expect(formsRulePasses(rule('checked'), true)).toBe(true);
    expect(formsRulePasses(rule('checked'), '0')).toBe(false);
    expect(formsRulePasses(rule('checked'), false)).toBe(false);
    expect(formsRulePasses(rule('checked'), '')).toBe(false);
    expect(formsRulePasses(rule('checked:yes'), 'yes')).toBe(true);
    expect(formsRulePasses(rule('checked:yes'), '1')).toBe(false);
  });

  it('date: strict Y-MM-DD by default, real days only, leap years included', () => {
    const date = rule('date');
    expect(FORMS_DEFAULT_DATE_FORMAT).toBe('Y-MM-DD');
    expect(formsRulePasses(date, '2024-02-29')).toBe(true);
    expect(formsRulePasses(date, '2000-02-29')).toBe(true);
    expect(formsRulePasses(date, '2023-02-29')).toBe(false);
    expect(formsRulePasses(date, '1900-02-29')).toBe(false);
    expect(formsRulePasses(date, '2023-04-31')).toBe(false);
    expect(formsRulePasses(date, '2023-12-31')).toBe(true);
    expect(formsRulePasses(date, '2023-13-01')).toBe(false);
    expect(formsRulePasses(date, '2023-00-10')).toBe(false);
    expect(formsRulePasses(date, '2023-01-00')).toBe(false);
    expect(formsRulePasses(date, '0000-01-01')).toBe(false);
    expect(formsRulePasses(date, '2023-1-5')).toBe(false);
    expect(formsRulePasses(date, ' 2023-01-05')).toBe(false);
    expect(formsRulePasses(date, '2023-01-05T00:00')).toBe(false);
    expect(formsRulePasses(date, '01/05/2023')).toBe(false);
  });

  it('date: other formats with the supported tokens', () => {
    expect(formsRulePasses(rule('date:MM/DD/Y'), '01/05/2023')).toBe(true);
    expect(formsRulePasses(rule('date:MM/DD/YYYY'), '02/29/2023')).toBe(false);
    expect(formsRulePasses(rule('date:M/D/Y'), '1/5/2023')).toBe(true);
    expect(formsRulePasses(rule('date:M/D/Y'), '01/05/2023')).toBe(true);
    expect(formsRulePasses(rule('date:DD.MM.Y'), '31.12.1999')).toBe(true);
    expect(formsRulePasses(rule('date:DD.MM.Y'), '31x12x1999')).toBe(false);
  });

  it('max and in (additions for registration): length limit and a fixed list', () => {
    expect(formsRulePasses(rule('max:5'), '43215')).toBe(true);
    expect(formsRulePasses(rule('max:5'), '432151')).toBe(false);
    expect(formsRulePasses(rule('in:sm,md'), 'md')).toBe(true);
    expect(formsRulePasses(rule('in:sm,md'), 'lg')).toBe(false);
  });

  it('reads non-strings sensibly', () => {
    expect(formsFieldText(12)).toBe('12');
    expect(formsFieldText(Number.NaN)).toBe('');
    expect(formsFieldText(true)).toBe('1');
    expect(formsFieldText(false)).toBe('0');
    expect(formsFieldText(null)).toBe('');
    expect(formsFieldText(['a'])).toBe('');
    expect(formsFieldText(10n)).toBe('10');
  });
});

describe('error codes', () => {
  it('gives each rule its code, with the maximum for max', () => {
    expect(validateFormFields({}, { first_name: 'required' })).toEqual({ first_name: { code: 'required' } });
    const errors = validateFormFields(
      { name: '', email: 'x', terms: '0', start_date: 'soon', zip: '123456', size: 'q' },
      {
        name: 'required',
        email: 'email',
        terms: 'checked',
        start_date: 'date',
        zip: 'max:5',
        size: 'in:s,m',
      },
    );
    expect(errors).toEqual({
      name: { code: 'required' },
      email: { code: 'invalid-email' },
      terms: { code: 'unchecked' },
      start_date: { code: 'invalid-date' },
      zip: { code: 'too-long', max: 5 },
      size: { code: 'not-a-choice' },
    });
    expect(formsRuleError({ name: 'max', param: '50' })).toEqual({ code: 'too-long', max: 50 });
  });

  it("keeps the server's messages as they came, coded 'server'", () => {
    expect(formsServerErrors({ email: 'Taken.' })).toEqual({ email: { code: 'server', message: 'Taken.' } });
  });

  it('joins server error arrays with a space', () => {
    expect(normaliseFormErrors({ email: ['Taken.', 'Check it.'], zip: 'Bad.' })).toEqual({
      email: 'Taken. Check it.',
      zip: 'Bad.',
    });
    expect(normaliseFormErrors({ a: [], b: 3, c: [1, 'x'] })).toEqual({ c: 'x' });
    expect(normaliseFormErrors(null)).toEqual({});
    expect(normaliseFormErrors(['a'])).toEqual({});
  });

  it('reads errors from body.errors or the generic body.data.errors', () => {
    expect(formErrorsFromBody({ message: 'x', errors: { email: ['A.', 'B.'] } })).toEqual({ email: 'A. B.' });
    expect(formErrorsFromBody({ data: { errors: { email: 'C.' } } })).toEqual({ email: 'C.' });
    expect(formErrorsFromBody('Server error')).toEqual({});
    expect(formErrorsFromBody(null)).toEqual({});
  });

  it('finds the first error field in form order', () => {
    const x = { code: 'required' } as const;
    expect(firstFormErrorField({ c: x, a: x }, ['a', 'b', 'c'])).toBe('a');
    expect(firstFormErrorField({ z: x }, ['a'])).toBe('z');
    expect(firstFormErrorField({}, ['a'])).toBeNull();
  });
});

describe('rules: properties', () => {
  test.prop([fc.string()])('required fails exactly for blank strings', (value) => {
    expect(formsRulePasses(rule('required'), value)).toBe(value.trim() !== '');
  });

  test.prop([fc.stringMatching(/^[ \t\n\r\u00a0\u2003\ufeff]*$/)])(
    'whitespace-only strings are blank',
    (blank) => {
      expect(formsRulePasses(rule('required'), blank)).toBe(false);
      expect(formsRulePasses(rule('required'), `${blank}x${blank}`)).toBe(true);
    },
  );

  test.prop([snakeName])('any snake_case field that is blank fails required with its own name', (name) => {
    expect(validateFormFields({ [name]: ' ' }, { [name]: 'required' })).toEqual({
      [name]: { code: 'required' },
    });
  });

  test.prop([anyValue])('validation never throws and gives the same answer twice', (input) => {
    for (const validate of [validateRegistration, validateRegistrationPayload, validateEmailFriend]) {
      const first = validate(input);
      expect(validate(input)).toEqual(first);
      for (const error of Object.values(first)) expect(typeof error.code).toBe('string');
    }
  });

  test.prop([
    fc.dictionary(
      fc.constantFrom('first_name', 'dob', 'email', 'opt_in', '__proto__', 'constructor'),
      anyValue,
    ),
  ])('validating records of any values never throws', (fields) => {
    expect(() => validateRegistration(fields)).not.toThrow();
    expect(() => validateEmailFriend(fields)).not.toThrow();
  });

  test.prop([anyValue])('normalising server errors is idempotent and never throws', (input) => {
    const once = normaliseFormErrors(input);
    expect(normaliseFormErrors(once)).toEqual(once);
    expect(() => formErrorsFromBody(input)).not.toThrow();
  });

  test.prop([
    fc.integer({ min: 1, max: 9999 }),
    fc.integer({ min: 1, max: 12 }),
    fc.integer({ min: 1, max: 31 }),
  ])('a date is accepted exactly when it is a real calendar day', (year, month, day) => {
    const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
    const lengths = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
    const real = day <= (lengths[month - 1] ?? 0);
    const text = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
    expect(formsRulePasses(rule('date'), text)).toBe(real);
    if (real) expect(formatFormsDate({ year, month, day }, FORMS_DEFAULT_DATE_FORMAT)).toBe(text);
  });

  test.prop([anyValue, fc.string()])(
    'reading a date never throws, even with a bad format',
    (value, format) => {
      expect(() => parseFormsDate(value, format)).not.toThrow();
    },
  );
});

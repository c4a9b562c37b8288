import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  formsAgeOn,
  formsConvertDobField,
  formsDobToIso,
  EMAIL_FRIEND_API_PATH,
  FORMS_TEXT_AREA_MAX_LENGTH,
  FORMS_TEXT_AREA_ROWS,
  FORMS_TEXT_INPUT_MAX_LENGTH,
  formsIsAdult,
  formsIsOhioZip,
  formsIsoToDob,
  FORMS_MINIMUM_AGE,
  formsNormaliseEmail,
  REGISTRATION_API_PATH,
  REGISTRATION_DEFAULTS,
  REGISTRATION_FIELDS,
  REGISTRATION_SHIRT_SIZES,
  validateEmailFriend,
  validateRegistration,
  validateRegistrationPayload,
  type FormsCalendarDate,
  type FormsRuleError,
} from '@play-smart/engine/forms';

const VALID = {
  first_name: 'Sam',
  last_name: 'Rivera',
  dob: '07/04/1990',
  address_1: '1 Main St',
  address_2: '',
  city: 'Columbus',
  state: 'Ohio',
  postal_code: '43215',
  email: 'sam@example.com',
  opt_in: '1',
  shirt_size: 'md',
};

const day = fc.record({
  year: fc.integer({ min: 1900, max: 2100 }),
  month: fc.integer({ min: 1, max: 12 }),
  day: fc.integer({ min: 1, max: 28 }),
});

const pad = (n: number, w: number): string => String(n).padStart(w, '0');
const iso = (d: FormsCalendarDate): string => `${pad(d.year, 4)}-${pad(d.month, 2)}-${pad(d.day, 2)}`;
const realDay = fc
  .record({
    year: fc.integer({ min: 1, max: 9999 }),
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.integer({ min: 1, max: 31 }),
  })
  .filter((d) => formsDobToIso(`${pad(d.month, 2)}/${pad(d.day, 2)}/${pad(d.year, 4)}`) !== null);

describe('registration: fields and constants', () => {
  it('has the fields of the spec in order, and 7 shirt sizes in order', () => {
    expect(REGISTRATION_FIELDS).toEqual([
      'first_name',
      'last_name',
      'dob',
      'address_1',
      'address_2',
      'city',
      'state',
      'postal_code',
      'email',
      'opt_in',
      'shirt_size',
    ]);
    expect(REGISTRATION_SHIRT_SIZES).toEqual(['sm', 'md', 'lg', 'xl', 'xxl', 'xxxl', 'xxxxl']);
  });

  it('defaults to state Ohio, opt_in unchecked (0) and every other field empty', () => {
    expect(REGISTRATION_DEFAULTS).toEqual({
      first_name: '',
      last_name: '',
      dob: '',
      address_1: '',
      address_2: '',
      city: '',
      state: 'Ohio',
      postal_code: '',
      email: '',
      opt_in: '0',
      shirt_size: '',
    });
  });

  it('has the input limits and copy of the spec', () => {
    expect(FORMS_TEXT_INPUT_MAX_LENGTH).toBe(255);
    expect(FORMS_TEXT_AREA_MAX_LENGTH).toBe(500);
    expect(FORMS_TEXT_AREA_ROWS).toBe(5);
    expect(FORMS_MINIMUM_AGE).toBe(18);
    expect(REGISTRATION_API_PATH).toBe('/api/register');
    expect(EMAIL_FRIEND_API_PATH).toBe('/api/emailfriend');
  });
});

describe('registration: validation', () => {
  it('accepts a complete registration', () => {
    expect(validateRegistration(VALID)).toEqual({});
    expect(validateRegistrationPayload({ ...VALID, dob: '1990-07-04' })).toEqual({});
  });

  it('requires every field except address_2, in form order, each with the code required', () => {
    expect(validateRegistration({ ...REGISTRATION_DEFAULTS, state: '' })).toEqual({
      first_name: { code: 'required' },
      last_name: { code: 'required' },
      dob: { code: 'required' },
      address_1: { code: 'required' },
      city: { code: 'required' },
      state: { code: 'required' },
      postal_code: { code: 'required' },
      email: { code: 'required' },
      opt_in: { code: 'unchecked' },
      shirt_size: { code: 'required' },
    });
    expect(Object.keys(validateRegistration(REGISTRATION_DEFAULTS))).not.toContain('state');
  });

  it('checks dob as a real MM/DD/YYYY date', () => {
    const dobError = (dob: string): FormsRuleError | undefined => validateRegistration({ ...VALID, dob }).dob;
    expect(dobError('02/29/2000')).toBeUndefined();
    expect(dobError('02/29/1999')).toEqual({ code: 'invalid-date' });
    expect(dobError('1990-07-04')).toEqual({ code: 'invalid-date' });
    expect(dobError('7/4/1990')).toEqual({ code: 'invalid-date' });
    expect(dobError('13/01/1990')).toEqual({ code: 'invalid-date' });
    expect(dobError('  ')).toEqual({ code: 'required' });
    expect(validateRegistrationPayload({ ...VALID, dob: '07/04/1990' }).dob).toEqual({
      code: 'invalid-date',
    });
  });

  it('limits the ZIP code to 5 characters', () => {
    expect(validateRegistration({ ...VALID, postal_code: '432150' }).postal_code).toEqual({
      code: 'too-long',
      max: 5,
    });
    expect(validateRegistration({ ...VALID, postal_code: '43215' })).toEqual({});
  });

  it('needs a valid email, opt_in checked (1), a known size and the state Ohio', () => {
    expect(validateRegistration({ ...VALID, email: 'sam@' }).email).toEqual({ code: 'invalid-email' });
    expect(validateRegistration({ ...VALID, opt_in: '0' }).opt_in).toEqual({ code: 'unchecked' });
    expect(validateRegistration({ ...VALID, opt_in: true })).toEqual({});
    expect(validateRegistration({ ...VALID, shirt_size: 'xs' }).shirt_size).toEqual({ code: 'not-a-choice' });
    expect(validateRegistration({ ...VALID, state: 'Texas' }).state).toEqual({ code: 'not-a-choice' });
  });

  it('limits text inputs to 255 characters', () => {
    expect(validateRegistration({ ...VALID, city: 'x'.repeat(255) })).toEqual({});
    expect(validateRegistration({ ...VALID, city: 'x'.repeat(256) }).city).toEqual({
      code: 'too-long',
      max: 255,
    });
    expect(validateRegistration({ ...VALID, address_2: 'x'.repeat(256) }).address_2).toEqual({
      code: 'too-long',
      max: 255,
    });
  });

  it('treats a missing or non-object body as empty', () => {
    expect(validateRegistration(null).first_name).toEqual({ code: 'required' });
    expect(validateRegistration('x').opt_in).toEqual({ code: 'unchecked' });
    expect(validateRegistration({ toString: 'x', constructor: 1 }).first_name).toEqual({ code: 'required' });
  });
});

describe('email a friend', () => {
  it('requires a valid email', () => {
    expect(validateEmailFriend({ email: '' })).toEqual({ email: { code: 'required' } });
    expect(validateEmailFriend({ email: 'pal@example' })).toEqual({ email: { code: 'invalid-email' } });
    expect(validateEmailFriend({ email: 'pal@example.com' })).toEqual({});
  });
});

describe('date of birth conversion', () => {
  it('converts MM/DD/YYYY to YYYY-MM-DD and back', () => {
    expect(formsDobToIso('07/04/1990')).toBe('1990-07-04');
    expect(formsDobToIso('02/29/2024')).toBe('2024-02-29');
    expect(formsDobToIso('02/29/2023')).toBeNull();
    expect(formsDobToIso('7/4/1990')).toBeNull();
    expect(formsDobToIso(19900704)).toBeNull();
    expect(formsIsoToDob('1990-07-04')).toBe('07/04/1990');
    expect(formsIsoToDob('1990-02-30')).toBeNull();
  });

  it('converts a field named dob before sending and leaves anything else alone', () => {
    expect(formsConvertDobField({ dob: '07/04/1990', city: 'Akron' })).toEqual({
      dob: '1990-07-04',
      city: 'Akron',
    });
    const noDob = { city: 'Akron' };
    expect(formsConvertDobField(noDob)).toBe(noDob);
    const badDob = { dob: 'yesterday' };
    expect(formsConvertDobField(badDob)).toBe(badDob);
    const already = { dob: '1990-07-04' };
    expect(formsConvertDobField(already)).toBe(already);
    expect(formsConvertDobField('text')).toBe('text');
    expect(formsConvertDobField(null)).toBeNull();
    const input = { dob: '07/04/1990' };
    formsConvertDobField(input);
    expect(input.dob).toBe('07/04/1990');
  });

  test.prop([realDay])('a valid MM/DD/YYYY round-trips through ISO', (d) => {
    const typed = `${pad(d.month, 2)}/${pad(d.day, 2)}/${pad(d.year, 4)}`;
    const sent = formsDobToIso(typed);
    expect(sent).toBe(iso(d));
    expect(formsIsoToDob(sent)).toBe(typed);
  });

  test.prop([fc.anything()])('conversion never throws', (value) => {
    expect(() => formsDobToIso(value)).not.toThrow();
    expect(() => formsIsoToDob(value)).not.toThrow();
    expect(() => formsConvertDobField(value)).not.toThrow();
  });
});

describe('server helpers: age, ZIP, email', () => {
  it('counts completed years, a birthday counting from its own day', () => {
    expect(formsAgeOn('2007-06-15', { year: 2025, month: 6, day: 14 })).toBe(17);
    expect(formsAgeOn('2007-06-15', { year: 2025, month: 6, day: 15 })).toBe(18);
    expect(formsAgeOn('2007-06-15', { year: 2025, month: 12, day: 31 })).toBe(18);
    expect(formsIsAdult('2007-06-15', { year: 2025, month: 6, day: 14 })).toBe(false);
    expect(formsIsAdult('2007-06-15', { year: 2025, month: 6, day: 15 })).toBe(true);
    expect(formsIsAdult('2010-01-01', { year: 2025, month: 1, day: 1 }, 15)).toBe(true);
  });

  it('lets a 29 February birthday count from 1 March in common years', () => {
    expect(formsAgeOn('2004-02-29', { year: 2022, month: 2, day: 28 })).toBe(17);
    expect(formsAgeOn('2004-02-29', { year: 2022, month: 3, day: 1 })).toBe(18);
    expect(formsAgeOn('2004-02-29', { year: 2024, month: 2, day: 29 })).toBe(20);
  });

  it('gives no age for a bad date of birth or a bad today', () => {
    expect(formsAgeOn('07/04/1990', { year: 2025, month: 1, day: 1 })).toBeNull();
    expect(formsAgeOn('1990-07-04', { year: 2025, month: 2, day: 30 })).toBeNull();
    expect(formsIsAdult('not a date', { year: 2025, month: 1, day: 1 })).toBe(false);
  });

  it('knows Ohio ZIP codes: 430xx to 459xx, five digits exactly', () => {
    expect(['43001', '43215', '45999', '43000'].map(formsIsOhioZip)).toEqual([true, true, true, true]);
    expect(
      ['42999', '46000', '4321', '432150', '43215-1234', ' 43215', 43215, null].map(formsIsOhioZip),
    ).toEqual([false, false, false, false, false, false, false, false]);
  });

  it('normalises email by folding Unicode forms, removing whitespace and lower-casing; dots and +tags stay', () => {
    expect(formsNormaliseEmail('  Sam.Rivera+Shirt@Example.COM ')).toBe('sam.rivera+shirt@example.com');
    expect(formsNormaliseEmail(42)).toBe('');
    expect(formsNormaliseEmail('ｓａｍ＠ｅｘａｍｐｌｅ．ｃｏｍ')).toBe('sam@example.com');
    expect(formsNormaliseEmail('sam @example.com\u00a0\t\n')).toBe('sam@example.com');
    expect(formsNormaliseEmail('ŞAM@EXAMPLE.COM')).toBe('şam@example.com');
  });

  test.prop([fc.string()])('email normalisation is idempotent', (email) => {
    expect(formsNormaliseEmail(formsNormaliseEmail(email))).toBe(formsNormaliseEmail(email));
  });

  // Full-width forms, combining marks beside removed spaces, case pairs: where a one-pass fold is not idempotent.
  test.prop([fc.string({ unit: 'grapheme-composite', maxLength: 12 })], { numRuns: 2000 })(
    'email normalisation is idempotent on any Unicode text, and leaves no whitespace',
    (email) => {
      const once = formsNormaliseEmail(email);
      expect(formsNormaliseEmail(once)).toBe(once);
      expect(once).not.toMatch(/\s/u);
    },
  );

  test.prop([fc.emailAddress(), fc.constantFrom('', ' ', '  \t'), fc.boolean()])(
    'for every address the email rule accepts, it is trimming and lower-casing',
    (address, padding, upper) => {
      const typed = `${padding}${upper ? address.toUpperCase() : address}${padding}`;
      if (Object.keys(validateEmailFriend({ email: typed })).length > 0) return;
      expect(formsNormaliseEmail(typed)).toBe(typed.trim().toLowerCase());
    },
  );

  test.prop([fc.stringMatching(/^\d{5}$/)])('formsIsOhioZip holds exactly for 430xx-459xx', (zip) => {
    const n = Number(zip);
    expect(formsIsOhioZip(zip)).toBe(n >= 43000 && n <= 45999);
  });

  test.prop([fc.string()])('formsIsOhioZip needs exactly five digits', (zip) => {
    if (!/^\d{5}$/.test(zip)) expect(formsIsOhioZip(zip)).toBe(false);
  });

  test.prop([day, day, day])('age never decreases as today moves later', (birth, a, b) => {
    const [earlier, later] = [a, b].sort((x, y) => x.year - y.year || x.month - y.month || x.day - y.day) as [
      FormsCalendarDate,
      FormsCalendarDate,
    ];
    const before = formsAgeOn(iso(birth), earlier);
    const after = formsAgeOn(iso(birth), later);
    expect(before).not.toBeNull();
    expect(after).not.toBeNull();
    expect(after ?? 0).toBeGreaterThanOrEqual(before ?? 0);
  });

  test.prop([day, day, day])('age never increases as the birth date moves later', (today, a, b) => {
    const [earlier, later] = [a, b].sort((x, y) => x.year - y.year || x.month - y.month || x.day - y.day) as [
      FormsCalendarDate,
      FormsCalendarDate,
    ];
    expect(formsAgeOn(iso(later), today) ?? 0).toBeLessThanOrEqual(formsAgeOn(iso(earlier), today) ?? 0);
  });

  test.prop([day, fc.integer({ min: 0, max: 100 })])('the age on the n-th birthday is n', (birth, n) => {
    fc.pre(birth.year + n <= 9999);
    expect(formsAgeOn(iso(birth), { ...birth, year: birth.year + n })).toBe(n);
    expect(formsIsAdult(iso(birth), { ...birth, year: birth.year + n })).toBe(n >= FORMS_MINIMUM_AGE);
  });
});
